/** How permanents enter the battlefield (614.1c–d, 614.12): choices, control, tapped, with counters. */
import { filterNoun } from "../phrasing/filters.ts";
import { selfName, selfNameCapitalized } from "../phrasing/selfName.ts";
import { andList, capitalize, numberWord } from "../phrasing/words.ts";
import type { StaticTexts } from "./family.ts";

export const enteringStaticTexts = {
  asEntersChoose: (def, s) => {
    const what = s.choose === "opponent" ? "an opponent" : s.choose === "color" ? "a color" : "a card name";
    return `As ${selfName(def)} enters, choose ${what}.`;
  },
  entersUnderOpponentsControl: (def) =>
    `${selfNameCapitalized(def)} enters under the control of an opponent of your choice.`,
  entersTappedSelf: (def) => `${selfNameCapitalized(def)} enters tapped.`,
  entersTapped: (_def, s) =>
    `${capitalize(andList(s.filters.map((f) => filterNoun(f, true, true))))} enter tapped.`,
  entersWithCounters: (def, s) =>
    `${selfNameCapitalized(def)} enters with ${s.n === "X" ? "X" : numberWord(s.n)} ${s.counter} counter${s.n === 1 ? "" : "s"} on it.`,
} satisfies Partial<StaticTexts>;
