/**
 * Every effect kind's text, assembled from the families. The type `EffectTexts` has a key for each kind
 * of `Effect`: a kind without text, or a family table that has lost one, does not compile.
 */
import type { Effect } from "../../types.ts";
import type { Clause } from "../phrasing/clause.ts";
import type { TextCtx } from "../phrasing/context.ts";
import { balanceTexts } from "./balance.ts";
import { characteristicTexts } from "./characteristics.ts";
import { coinFlipTexts } from "./coinFlip.ts";
import { combatTexts } from "./combat.ts";
import { compoundTexts } from "./compound.ts";
import { controlTexts } from "./control.ts";
import { counterTexts } from "./counters.ts";
import { damageTexts } from "./damage.ts";
import { designationTexts } from "./designations.ts";
import { discardedThisWayTexts } from "./discardedThisWay.ts";
import type { EffectText, EffectTexts, Nested } from "./family.ts";
import { friendOrFoeTexts } from "./friendOrFoe.ts";
import { gameTexts } from "./game.ts";
import { graveyardExileTexts } from "./graveyardExile.ts";
import { handTexts } from "./hand.ts";
import { keywordActionTexts } from "./keywordActions.ts";
import { landsFromHandTexts } from "./landsFromHand.ts";
import { libraryTexts } from "./library.ts";
import { lifeTexts } from "./life.ts";
import { manaTexts } from "./mana.ts";
import { multiplayerOfferTexts } from "./multiplayerOffers.ts";
import { newTargetTexts } from "./newTargets.ts";
import { nextUpkeepDrawTexts } from "./nextUpkeepDraws.ts";
import { permanentTexts } from "./permanents.ts";
import { pileTexts } from "./piles.ts";
import { playerRuleTexts } from "./playerRules.ts";
import { poisonTexts } from "./poison.ts";
import { pumpByXTexts } from "./pumpByX.ts";
import { removalTexts } from "./removal.ts";
import { shuffleInRevealTexts } from "./shuffleInReveal.ts";
import { stackTexts } from "./stack.ts";
import { teamDiscardToDrawTexts } from "./teamDiscardToDraw.ts";
import { tokenTexts } from "./tokens.ts";
import { topOfLibraryTexts } from "./topOfLibrary.ts";
import { turnTexts } from "./turns.ts";
import { voteTexts } from "./vote.ts";
import { zoneTexts } from "./zones.ts";

const EFFECT_TEXT: EffectTexts = {
  ...damageTexts,
  ...lifeTexts,
  ...playerRuleTexts,
  ...poisonTexts,
  ...handTexts,
  ...libraryTexts,
  ...zoneTexts,
  ...graveyardExileTexts,
  ...coinFlipTexts,
  ...removalTexts,
  ...counterTexts,
  ...tokenTexts,
  ...stackTexts,
  ...newTargetTexts,
  ...controlTexts,
  ...characteristicTexts,
  ...permanentTexts,
  ...combatTexts,
  ...turnTexts,
  ...gameTexts,
  ...manaTexts,
  ...balanceTexts,
  ...pileTexts,
  ...compoundTexts,
  ...voteTexts,
  ...designationTexts,
  ...keywordActionTexts,
  ...multiplayerOfferTexts,
  ...nextUpkeepDrawTexts,
  ...friendOrFoeTexts,
  ...topOfLibraryTexts,
  ...shuffleInRevealTexts,
  ...landsFromHandTexts,
  ...pumpByXTexts,
  ...discardedThisWayTexts,
  ...teamDiscardToDrawTexts,
};

/** The clause of one effect; `nested` writes the effects inside it. */
export function effectClause(ctx: TextCtx, e: Effect, nested: Nested): Clause {
  return (EFFECT_TEXT[e.e] as EffectText<Effect["e"]>)(ctx, e, nested);
}
