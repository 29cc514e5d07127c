/** Mana added by effects: a triggered mana ability's (605.1b). */
import { imperativeClause } from "../phrasing/clause.ts";
import { numberWord } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const manaTexts = {
  addProducedMana: (ctx, e) =>
    imperativeClause(`add ${numberWord(e.amount)} mana of any type ${ctx.triggeringObject} produced`),
} satisfies Partial<EffectTexts>;
