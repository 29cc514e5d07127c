/**
 * 603.7: draws at the beginning of the next turn's upkeep (Arcane Denial): "Its controller may draw up to two
 * cards at the beginning of the next turn's upkeep.", "You draw a card at the beginning of …" — Oracle keeps
 * "You" there. The delayed ability's own effect, on the stack, reads "that player may draw up to two cards".
 */
import { cardCount } from "../phrasing/amounts.ts";
import { playerClause } from "../phrasing/clause.ts";
import type { EffectTexts } from "./family.ts";

export const nextUpkeepDrawTexts = {
  drawNextUpkeep: (ctx, e) => {
    const n = cardCount(e.amount, "card");
    const when = e.due === true ? "" : " at the beginning of the next turn's upkeep";
    if (e.upTo === true) {
      const may = `may draw up to ${n}${when}`;
      return playerClause(ctx, e.who, may, may, false);
    }
    return playerClause(ctx, e.who, `draws ${n}${when}`, `draw ${n}${when}`, e.due === true);
  },
} satisfies Partial<EffectTexts>;
