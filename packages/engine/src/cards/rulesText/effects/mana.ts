/** Mana added by effects: a triggered mana ability's (605.1b). */
import { imperativeClause } from "../phrasing/clause.ts";
import { numberWord } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const manaTexts = {
  addProducedMana: (ctx, e) =>
    imperativeClause(`add ${numberWord(e.amount)} mana of any type ${ctx.triggeringObject} produced`),
  // 106.4 (Krosa)
  addMana: (_ctx, e) => imperativeClause(`add ${e.mana}`),
} satisfies Partial<EffectTexts>;
