/** Spells and abilities on the stack: countering (701.6) and copying a spell (707.10). */
import { amountDigits } from "../phrasing/amounts.ts";
import { imperativeClause } from "../phrasing/clause.ts";
import { objectRef } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const stackTexts = {
  counter: (ctx, e) => imperativeClause(`counter ${objectRef(ctx, e.what, "all")}`),
  // 707.10c: new targets for the copies.
  copySpell: (ctx, e) => {
    if (e.what !== undefined)
      return imperativeClause(
        `copy ${objectRef(ctx, e.what, "all")}${e.newTargets ? ". You may choose new targets for the copy" : ""}`,
      );
    // 702.40a storm.
    const times =
      e.times === "spellsCastBeforeThisTurn"
        ? "for each other spell that was cast before it this turn"
        : `${amountDigits(e.times)} times`;
    const retarget = e.newTargets
      ? ". If the spell has any targets, you may choose new targets for any of the copies"
      : "";
    return imperativeClause(`copy it ${times}${retarget}`);
  },
} satisfies Partial<EffectTexts>;
