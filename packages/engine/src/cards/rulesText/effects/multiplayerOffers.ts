/**
 * Tempting offer (207.2c): "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each
 * opponent may create X 1/1 red Elemental creature tokens with haste. For each opponent who does, create X
 * 1/1 red Elemental creature tokens with haste." (Tempt with Vengeance). The ability word leads the text the
 * offer is the whole of; the offer to the opponents is the same effects, theirs: "you" becomes "they".
 */
import { imperativeClause } from "../phrasing/clause.ts";
import { capitalize } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

/** The effects as an opponent does them: "each creature you control" → "each creature they control". */
function theirs(text: string): string {
  return text.replace(/\byou control\b/g, "they control").replace(/\byour\b/g, "their");
}

export const multiplayerOfferTexts = {
  temptingOffer: (ctx, e, nested) => {
    const yours = nested.sentences(ctx, e.effects, false).replace(/\.$/, "");
    return imperativeClause(
      `Tempting offer — ${capitalize(yours)}. Each opponent may ${theirs(yours)}. For each opponent who does, ${yours}`,
    );
  },
} satisfies Partial<EffectTexts>;
