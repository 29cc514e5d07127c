/** Mana added by effects: a triggered mana ability's (605.1b). */
import { imperativeClause } from "../phrasing/clause.ts";
import { playerRef } from "../phrasing/references.ts";
import { numberWord, possessive } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const manaTexts = {
  addProducedMana: (ctx, e) =>
    imperativeClause(`add ${numberWord(e.amount)} mana of any type ${ctx.triggeringObject} produced`),
  // 106.4 (Krosa)
  // "Add {R} for each card in target opponent's hand." (Jeska's Will)
  addMana: (ctx, e) =>
    imperativeClause(
      `add ${e.mana}${e.forEachCardInHand === undefined ? "" : ` for each card in ${possessive(playerRef(ctx, e.forEachCardInHand))} hand`}`,
    ),
} satisfies Partial<EffectTexts>;
