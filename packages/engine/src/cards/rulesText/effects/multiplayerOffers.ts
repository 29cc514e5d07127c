/**
 * The effects of the multiplayer ability words (207.2c), each the whole of its ability's or spell's text, which
 * the word leads (phrasing/abilityWords.ts):
 *
 * - Tempting offer: "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each opponent
 *   may create X 1/1 red Elemental creature tokens with haste. For each opponent who does, create X 1/1 red
 *   Elemental creature tokens with haste." (Tempt with Vengeance). The offer to the opponents is the same
 *   effects, theirs: "you" becomes "they".
 * - Join forces: "Join forces — Starting with you, each player may pay any amount of mana. Each player draws
 *   X cards, where X is the total amount of mana paid this way." (Minds Aglow).
 * - Parley: "Parley — Each player reveals the top card of their library. For each nonland card revealed
 *   this way, you create a 3/3 green Elephant creature token. Then each player draws a card." (Selvala's
 *   Charge). The effects for each card are clauses of one sentence, "you" kept ("you create").
 */
import { imperativeClause, renderClause } from "../phrasing/clause.ts";
import type { EffectTexts } from "./family.ts";

/** The effects as an opponent does them: "each creature you control" → "each creature they control". */
export function theirs(text: string): string {
  return text.replace(/\byou control\b/g, "they control").replace(/\byour\b/g, "their");
}

export const multiplayerOfferTexts = {
  temptingOffer: (ctx, e, nested) => {
    const yours = nested.sentences(ctx, e.effects, false).replace(/\.$/, "");
    return imperativeClause(
      `${yours}. Each opponent may ${theirs(yours)}. For each opponent who does, ${yours}`,
    );
  },
  joinForces: (ctx, e, nested) => {
    const effects = nested.sentences(ctx, e.effects).replace(/\.$/, "");
    return imperativeClause(
      `starting with you, each player may pay any amount of mana. ${effects}, where X is the total amount of mana paid this way`,
    );
  },
  parley: (ctx, e, nested) => {
    const each = e.effects.map((x) => renderClause(nested.clause(ctx, x), false)).join(" and ");
    return imperativeClause(
      `each player reveals the top card of their library. For each nonland card revealed this way, ${each}. Then each player draws a card`,
    );
  },
} satisfies Partial<EffectTexts>;
