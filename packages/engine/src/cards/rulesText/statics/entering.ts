/** How permanents enter the battlefield (614.1c–d, 614.12): choices, control, tapped, with counters. */
import type { EntersUnless, ObjectFilter } from "../../types.ts";
import { filterNoun, qualify } from "../phrasing/filters.ts";
import { selfName, selfNameCapitalized } from "../phrasing/selfName.ts";
import { andList, capitalize, numberWord, orList, withArticle } from "../phrasing/words.ts";
import type { StaticTexts } from "./family.ts";

/** "you control a Plains or an Island", "you control two or fewer other lands" (614.1d). */
function unlessText(u: EntersUnless): string {
  if (u.atMost !== undefined)
    return `you control ${numberWord(u.atMost)} or fewer other ${filterNoun(u.control, true)}`;
  if ((u.atLeast ?? 1) > 1)
    return `you control ${numberWord(u.atLeast!)} or more other ${filterNoun(u.control, true)}`;
  return `you control ${orList((u.control.subtypes ?? []).map((t) => withArticle(t)))}`;
}

/**
 * The permanents a "… enter tapped" names (614.1d): their controller, when all share one, is said once, after
 * the list: "Creatures and nonbasic lands your opponents control" (Thalia, Heretic Cathar).
 */
function enteringNouns(filters: readonly ObjectFilter[]): string {
  const controller = filters[0]?.controller;
  if (filters.length < 2 || controller === undefined || filters.some((f) => f.controller !== controller))
    return andList(filters.map((f) => filterNoun(f, true, true)));
  const nouns = filters.map((f) => filterNoun({ ...f, controller: undefined }, true, true));
  return `${andList(nouns)}${qualify("", { controller }, true)}`;
}

export const enteringStaticTexts = {
  asEntersChoose: (def, s) => {
    const what = s.choose === "opponent" ? "an opponent" : s.choose === "color" ? "a color" : "a card name";
    return `As ${selfName(def)} enters, choose ${what}.`;
  },
  entersUnderOpponentsControl: (def) =>
    `${selfNameCapitalized(def)} enters under the control of an opponent of your choice.`,
  entersTappedSelf: (def, s) =>
    `${selfNameCapitalized(def)} enters tapped${s.unless ? ` unless ${unlessText(s.unless)}` : ""}.`,
  entersTapped: (_def, s) => `${capitalize(enteringNouns(s.filters))} enter tapped.`,
  // 702.33c–e: "… enters with a +1/+1 counter on it for each time it was kicked." (Gnarlid Pack), "If this
  // creature was kicked, it enters with two +1/+1 counters on it." (Aether Figment).
  entersWithCounters: (def, s) => {
    const count = typeof s.n === "object" ? s.n.perKick : s.n; // 702.33c–e: so many for each kick
    const n = count === 1 ? "a" : count === "X" ? "X" : numberWord(count);
    const each = typeof s.n === "object" ? " for each time it was kicked" : "";
    const counters = `enters with ${n} ${s.counter} counter${count === 1 ? "" : "s"} on it${each}.`;
    return s.ifKicked
      ? `If ${selfName(def)} was kicked, it ${counters}`
      : `${selfNameCapitalized(def)} ${counters}`;
  },
} satisfies Partial<StaticTexts>;
