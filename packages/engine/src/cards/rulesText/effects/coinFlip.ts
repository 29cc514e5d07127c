/** Flipping a coin (705): "flip a coin. If you lose the flip, this artifact deals 3 damage to you" (Mana Crypt). */
import { imperativeClause } from "../phrasing/clause.ts";
import type { EffectTexts } from "./family.ts";

export const coinFlipTexts = {
  flipCoin: (ctx, e, nested) => {
    const lost = nested.sentences(ctx, e.effects, false).replace(/\.$/, "");
    return imperativeClause(`flip a coin. If you lose the flip, ${lost}`);
  },
} satisfies Partial<EffectTexts>;
