/**
 * The effect table's families (effectTable.ts): every kind of effect a card can have, each carried out by the
 * rule it belongs to. Loaded once, by the run loop, before any spell or ability resolves.
 */

import { schemeEffects } from "../archenemy/schemes.ts";
import { attackRequirementEffects } from "../combat/attackRequirements.ts";
import { goadEffects } from "../combat/goad.ts";
import { multiplayerCombatEffects } from "../combat/myriad.ts";
import { additionalLandPlayEffects } from "../effects/additionalLandPlay.ts";
import { anteEffects } from "../effects/anteEffects.ts";
import { balanceEffects } from "../effects/balance.ts";
import { branchEffects } from "../effects/branch.ts";
import { coinFlipEffects } from "../effects/coinFlip.ts";
import { discardedThisWayEffects } from "../effects/discardedThisWay.ts";
import { dungeonEffects } from "../effects/dungeonEffects.ts";
import { edictEffects } from "../effects/edicts.ts";
import { oneShotEffects } from "../effects/effects.ts";
import { declareToHandOrLibrary, registerEffects } from "../effects/effectTable.ts";
import { exileToPlayEffects } from "../effects/exileToPlay.ts";
import { fightEffects } from "../effects/fight.ts";
import { friendOrFoeEffects } from "../effects/friendOrFoe.ts";
import { gameResultEffects } from "../effects/gameResults.ts";
import { graveyardExileEffects } from "../effects/graveyardExile.ts";
import { graveyardReturnEffects } from "../effects/graveyardReturn.ts";
import { keywordActionEffects } from "../effects/keywordActions.ts";
import { landFromHandEffects } from "../effects/landFromHand.ts";
import { libraryEffects } from "../effects/library.ts";
import { librarySearchEffects } from "../effects/librarySearch.ts";
import { lifeEffects } from "../effects/life.ts";
import { linkedEffects } from "../effects/linked.ts";
import { lookPutIntoHandEffects } from "../effects/lookPutIntoHand.ts";
import { multiplayerOfferEffects } from "../effects/multiplayerOffers.ts";
import { nextUpkeepDrawEffects } from "../effects/nextUpkeepDraws.ts";
import { parleyEffects } from "../effects/parley.ts";
import { payLifeOrSacrificeEffects } from "../effects/payLifeOrSacrifice.ts";
import { phasingEffects } from "../effects/phaseOut.ts";
import { pileEffects } from "../effects/piles.ts";
import { planarEffects } from "../effects/planarEffects.ts";
import { playerRuleEffects } from "../effects/playerRules.ts";
import { poisonEffects } from "../effects/poisonEffects.ts";
import { pumpByXEffects } from "../effects/pumpByX.ts";
import { revealEffects } from "../effects/reveal.ts";
import { shuffleInRevealEffects } from "../effects/shuffleInReveal.ts";
import { tapAllButOneEffects } from "../effects/tapAllButOne.ts";
import { teamDiscardToDrawEffects } from "../effects/teamDiscardToDraw.ts";
import { topOfLibraryEffects } from "../effects/topOfLibrary.ts";
import { unearthEffects } from "../effects/unearth.ts";
import { copyEffects } from "../spells/copy.ts";
import { joinForcesEffects } from "../spells/joinForces.ts";
import { newTargetEffects } from "../spells/newTargets.ts";
import { payIfYouDoEffects } from "../spells/payIfYouDo.ts";
import { unlessEffects } from "../spells/unless.ts";
import { turnEffects } from "../turn/turn.ts";
import { voteEffects } from "../voting/vote.ts";

export const EFFECT_FAMILIES = [
  oneShotEffects,
  planarEffects,
  additionalLandPlayEffects,
  anteEffects,
  attackRequirementEffects,
  balanceEffects,
  branchEffects,
  coinFlipEffects,
  copyEffects,
  dungeonEffects,
  fightEffects,
  friendOrFoeEffects,
  edictEffects,
  gameResultEffects,
  goadEffects,
  graveyardExileEffects,
  graveyardReturnEffects,
  joinForcesEffects,
  keywordActionEffects,
  landFromHandEffects,
  libraryEffects,
  librarySearchEffects,
  lifeEffects,
  linkedEffects,
  lookPutIntoHandEffects,
  exileToPlayEffects,
  multiplayerCombatEffects,
  multiplayerOfferEffects,
  newTargetEffects,
  nextUpkeepDrawEffects,
  parleyEffects,
  discardedThisWayEffects,
  payIfYouDoEffects,
  payLifeOrSacrificeEffects,
  phasingEffects,
  playerRuleEffects,
  pileEffects,
  poisonEffects,
  pumpByXEffects,
  revealEffects,
  schemeEffects,
  shuffleInRevealEffects,
  tapAllButOneEffects,
  teamDiscardToDrawEffects,
  topOfLibraryEffects,
  turnEffects,
  unearthEffects,
  unlessEffects,
  voteEffects,
];

for (const family of EFFECT_FAMILIES) registerEffects(family);

// 903.9b: the kinds that may put an object into its owner's hand or library (a commander's owner may choose
// the command zone instead): returning to hand, putting into or shuffling into a library, returning a card
// from a graveyard, searching a library for cards to put into a hand, piles put into a hand, drawing, putting
// cards from a hand on top of a library (Brainstorm), shuffling a permanent into a library (Chaos Warp).
declareToHandOrLibrary([
  "bounce",
  "putIntoLibrary",
  "shuffleIntoLibrary",
  "returnFromGraveyard",
  "tutor",
  "searchYourLibrary",
  "revealTopPiles",
  "returnLinked",
  "draw",
  "drawNextUpkeep",
  "handOnTop",
  "shuffleInReveal",
  "teamDiscardToDraw",
  "lookPutIntoHand",
]);
