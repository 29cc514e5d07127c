/**
 * Effects that change a permanent's characteristics for a while (611.2): "gets +3/+3" (layer 7c),
 * "gains flying" (layer 6), "becomes a blue Frog with base power and toughness 1/1" (layers 4–7b).
 */
import type { Modification } from "../../types.ts";
import { objectClause } from "../phrasing/clause.ts";
import { durationLead, durationText } from "../phrasing/durations.ts";
import { keywordList } from "../phrasing/keywords.ts";
import { modsParts, protectionFrom } from "../phrasing/layers.ts";
import { objectSubject } from "../phrasing/references.ts";
import { andList, possessive, ptMod } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

/**
 * The keywords, then the protection, an effect of keywords and one protection (sparing nothing, no reminder) gives,
 * as the nouns of "gains …"; null for any other effect.
 */
function gainedQualities(mods: readonly Modification[]): string[] | null {
  const keywords = mods.filter((m) => m.m === "keywords");
  const protection = mods.filter((m) => m.m === "protection");
  const [p] = protection;
  if (keywords.length !== 1 || protection.length !== 1 || mods.length !== 2) return null;
  if (p.spares !== undefined || p.reminder === true) return null;
  return [...keywords[0].keywords, `protection ${protectionFrom(p.from)}`];
}

export const characteristicTexts = {
  pump: (ctx, e) => {
    const subj = objectSubject(ctx, e.what);
    const p = `${ptMod(e.power, e.toughness)}${durationText(ctx.name, e.duration)}`;
    // "Up to two target creatures each get +2/+2": several targets get the whole bonus each.
    const each = subj.plural && typeof e.what === "object" && "target" in e.what ? "each " : "";
    return objectClause(subj.text, `gets ${p}`, `${each}get ${p}`, subj.plural);
  },
  grant: (ctx, e) => {
    const subj = objectSubject(ctx, e.what);
    const k = `${keywordList(e.keywords)}${durationText(ctx.name, e.duration)}`;
    return objectClause(subj.text, `gains ${k}`, `gain ${k}`, subj.plural);
  },
  become: (ctx, e) => {
    const subj = objectSubject(ctx, e.what);
    const dur = durationText(ctx.name, e.duration, e.wordedUntilLeaves);
    // Only a restriction on activating (613.11): "target artifact's activated abilities can't be activated".
    if (e.mods.every((m) => m.m === "cantActivate")) {
      const rest = `can't be activated${dur}`;
      return objectClause(`${possessive(subj.text)} activated abilities`, rest, rest, true);
    }
    // Only a blocking restriction (509.1b, 613.11): "Target creature can't be blocked this turn." (Rogue's Passage)
    if (e.mods.every((m) => m.m === "cantBeBlocked") && e.duration === "endOfTurn")
      return objectClause(subj.text, "can't be blocked this turn", "can't be blocked this turn", subj.plural);
    // Keywords and protection gained for a while: "Creatures you control gain lifelink, indestructible, and
    // protection from each color until end of turn." (Akroma's Will; 702.16a, 702.16h)
    const gained = gainedQualities(e.mods);
    if (gained !== null && e.duration === "endOfTurn") {
      const k = `${andList(gained)}${dur}`;
      return objectClause(subj.text, `gains ${k}`, `gain ${k}`, subj.plural);
    }
    const third = modsParts(e.mods, false);
    const base = modsParts(e.mods, true);
    // Several changes: Oracle leads with the duration ("Until end of turn, target creature loses all abilities
    // and becomes a blue Frog with base power and toughness 1/1.", Turn to Frog).
    if (third.length > 1) {
      const lead = durationLead(ctx.name, e.duration, e.wordedUntilLeaves);
      return objectClause(`${lead}${subj.text}`, third.join(" and "), base.join(" and "), subj.plural);
    }
    return objectClause(subj.text, `${third.join("")}${dur}`, `${base.join("")}${dur}`, subj.plural);
  },
} satisfies Partial<EffectTexts>;
