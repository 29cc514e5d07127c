/** The card pool: every card definition, indexed by id. */
import { type CardDb, type CardDef, DESIGNATIONS, tokenDefsOf } from "@roundtable/engine";
import { abilityWordCards } from "./abilityWords.ts";
import { alternativeCostCards } from "./alternativeCosts.ts";
import { artifacts } from "./artifacts/index.ts";
import { assistCards } from "./assist.ts";
import { attackTaxCards } from "./attackTaxes.ts";
import { battlebondCards } from "./battlebond.ts";
import { black } from "./black/index.ts";
import { blue } from "./blue/index.ts";
import { combatKeywordCards } from "./combatKeywords.ts";
import { commanderArtifactCards } from "./commanderArtifacts.ts";
import { commanderDrawCards } from "./commanderDraw.ts";
import { commanderFetchLandCards } from "./commanderFetchLands.ts";
import { commanderLandCards } from "./commanderLands.ts";
import { commanderRampCards } from "./commanderRamp.ts";
import { commanderRemovalCards } from "./commanderRemoval.ts";
import { commanderStapleCards } from "./commanderStaples.ts";
import { commanderWillCards } from "./commanderWills.ts";
import { type CardResolver, poolResolver } from "./decklist/resolver.ts";
import { dungeons } from "./dungeons/index.ts";
import { evasionKeywordCards } from "./evasionKeywords.ts";
import { flashbackCards } from "./flashback.ts";
import { grantedAbilityCards } from "./grantedAbilities.ts";
import { graveyardCountCards } from "./graveyardCounts.ts";
import { green } from "./green/index.ts";
import { hybridCards } from "./hybrid.ts";
import { keywordActionCards } from "./keywordActions.ts";
import { kickerCards } from "./kicker.ts";
import { lands } from "./lands/index.ts";
import { landsFromHandCards } from "./landsFromHand.ts";
import { leylines } from "./leylines.ts";
import { lieutenantCards } from "./lieutenants.ts";
import { multicolor } from "./multicolor/index.ts";
import { multikickerCards } from "./multikicker.ts";
import { multiplayerMechanicCards } from "./multiplayerMechanics.ts";
import { newTargetCards } from "./newTargets.ts";
import { openingHandCards } from "./openingHand.ts";
import { phyrexianCards } from "./phyrexian.ts";
import { phenomena, planes } from "./planes/index.ts";
import { red } from "./red/index.ts";
import { sacrificeCostCards } from "./sacrificeCosts.ts";
import { schemes } from "./schemes/index.ts";
import { sharedTokenNameCards } from "./sharedTokenNames.ts";
import { tapCostCards } from "./tapCosts.ts";
import { vanguards } from "./vanguards/index.ts";
import { white } from "./white/index.ts";

export const allCards: CardDef[] = [
  ...lands,
  ...white,
  ...blue,
  ...black,
  ...red,
  ...green,
  ...multicolor,
  ...artifacts,
  ...leylines,
  ...openingHandCards,
  ...hybridCards,
  ...phyrexianCards,
  ...kickerCards,
  ...multikickerCards,
  ...flashbackCards,
  ...sacrificeCostCards,
  ...tapCostCards,
  ...evasionKeywordCards,
  ...combatKeywordCards,
  ...graveyardCountCards,
  ...keywordActionCards,
  ...multiplayerMechanicCards,
  ...lieutenantCards,
  ...sharedTokenNameCards,
  ...assistCards,
  ...grantedAbilityCards,
  ...abilityWordCards,
  ...commanderLandCards,
  ...commanderStapleCards,
  ...commanderRemovalCards,
  ...attackTaxCards,
  ...commanderRampCards,
  ...commanderDrawCards,
  ...battlebondCards,
  ...alternativeCostCards,
  ...commanderWillCards,
  ...commanderFetchLandCards,
  ...commanderArtifactCards,
  ...landsFromHandCards,
  ...newTargetCards,
];

function buildDb(cards: readonly CardDef[]): Map<string, CardDef> {
  const db = new Map<string, CardDef>();
  for (const c of cards) {
    if (db.has(c.id)) throw new Error(`duplicate card id "${c.id}"`);
    db.set(c.id, c);
  }
  return db;
}

/**
 * The nontraditional cards of the supplementary decks (100.2d), not in `allCards` (random decks don't deal
 * them): Archenemy's schemes (314), Planechase's planes (311) and phenomena (312), and Vanguard's vanguard
 * cards (313).
 */
export const nontraditionalCards: CardDef[] = [...schemes, ...planes, ...phenomena, ...vanguards];

/** The definitions of the tokens the cards, the nontraditional cards and the dungeons' rooms create (111.4). */
export const tokens: CardDef[] = tokenDefsOf([...allCards, ...nontraditionalCards, ...dungeons]);

/**
 * Cards, the nontraditional cards, token definitions, the dungeons (309) and the abilities of the monarch
 * and the initiative (725.2, 726.2), by id.
 */
export const cardDb: CardDb = buildDb([
  ...allCards,
  ...nontraditionalCards,
  ...tokens,
  ...dungeons,
  ...DESIGNATIONS,
]);

export { dungeons };

const idByLowerName = new Map<string, string>(allCards.map((c) => [c.name.toLowerCase(), c.id]));

/** The id of the card with this exact name, ignoring case. */
export function cardIdByName(name: string): string | undefined {
  return idByLowerName.get(name.toLowerCase());
}

/** Deck lists' names resolved against the pool alone (with an Oracle table: `deckResolver` of "@roundtable/cards/oracle"). */
export const poolCards: CardResolver = poolResolver(allCards);
