/**
 * The Roundtable rules engine: multiplayer Magic: The Gathering by the Comprehensive Rules (800–811).
 *
 * Start with {@link Game}: {@link Game.create} sets a game up from a {@link GameSetup} (a variant of
 * {@link VARIANT_NAMES}, its {@link VariantOptions}, a seed and the players' decks); the engine asks with
 * a {@link Decision} and a player answers with an {@link Answer}; {@link Game.view} is what one player
 * may see ({@link PlayerView}); accepted inputs report {@link GameEvent}s; {@link Game.record} and
 * {@link Game.replay} save and replay a game to the same hash.
 *
 * @packageDocumentation
 */

export { colorIdentity } from "./cards/colorIdentity.ts";
export { DESIGNATIONS, INITIATIVE, MONARCH } from "./cards/designations.ts";
export { type ClassifiedTarget, cardTargetIntents, type TargetSite } from "./cards/intent.ts";
export { commandersIdentity, partnerProblem } from "./cards/partner.ts";
export { phyrexianReminder, phyrexianSymbols } from "./cards/rulesText/phrasing/phyrexian.ts";
export { pluralSubtype } from "./cards/rulesText/phrasing/words.ts";
export { rulesText, rulesTextOfAbility, rulesTextOfEffects } from "./cards/rulesText.ts";
export { tokenDefsOf, tokenId } from "./cards/tokens.ts";
export type * from "./cards/types.ts";
export { type Announcement, announcements, cardsBeingCast } from "./castingView.ts";
export type * from "./decisions.ts";
export type { DungeonView } from "./designationView.ts";
export { type Characteristics, characteristics } from "./engine/characteristics/characteristics.ts";
export { DEPLOY_TEXT } from "./engine/characteristics/deploy.ts";
export {
  computeLayers,
  type Layered,
  layerComputations,
  staleCharacteristics,
} from "./engine/characteristics/layers.ts";
export { colorsOfCost, isManaSymbol, manaValue } from "./engine/characteristics/manaCost.ts";
export { PLAYER_RULES, playerRule } from "./engine/characteristics/playerRules.ts";
export { attackDeclarationCostProblem } from "./engine/combat/combat.ts";
export { type EvasionFacts, evasionAllowsBlock } from "./engine/combat/evasion.ts";
export { invalidateLayers } from "./engine/context/layerCache.ts";
export { shownTurn } from "./engine/context/shownTurn.ts";
export { linkedExileUntil } from "./engine/effects/linked.ts";
export { enchantedDeparted, enchantPlayerProblem } from "./engine/game/attachSetup.ts";
export {
  commanderOwnerDeparted,
  layoutCommanderOf,
  sharedCommanderProblem,
} from "./engine/game/commanderDamageSetup.ts";
export { firstSpellTriggerProblem } from "./engine/game/delayedSetup.ts";
export { cardsListed, departedProblems } from "./engine/game/departureSetup.ts";
export {
  castByDeparted,
  castThisGameProblem,
  controllerDeparted,
  emblemZoneProblem,
} from "./engine/game/playersSetup.ts";
export {
  SCHEME_COPIES_MAX,
  SCHEME_DECK_MIN,
  schemeDeckProblem,
} from "./engine/game/schemeSetup.ts";
export { SetupError } from "./engine/game/start.ts";
export { isTriggeredManaAbility } from "./engine/mana/manaTriggers.ts";
export { lanes, openDecisions } from "./engine/players/lanes.ts";
export {
  acrossOpponents,
  activePlayers,
  isActivePlayer,
  nextInGame,
  opposing,
  prevInGame,
  teammates,
  turnRanges,
} from "./engine/players/players.ts";
export { markerCount } from "./engine/players/turnMarkers.ts";
export { askedAtEveryPriority, hasFullControl } from "./engine/priority/fullControl.ts";
export { onlyPassOrMana } from "./engine/priority/priority.ts";
export { playersMayPlay } from "./engine/spells/playFromExile.ts";
export { nextTurnTaker, turnsToCome } from "./engine/turn/nextTurns.ts";
export { eventFor, type GameEvent } from "./events.ts";
export { forkState, setForkChecks, writable } from "./forkState.ts";
export { Game, type GameOptions, type GameRecord, type Input, type Result } from "./game.ts";
export { HASH_FORMAT, hashState } from "./hash.ts";
export { checkInvariants } from "./invariants.ts";
export {
  CARD_TYPES,
  COLOR_WORDS,
  isKeyword,
  KEYWORDS,
  LAYOUT_DURATIONS,
  type LayoutDuration,
  MAY_PLAY_DURATIONS,
  type MayPlayDuration,
  MOD_KINDS,
  type ModKind,
  NUMBERED_KEYWORDS,
  SOURCE_DURATIONS,
  SUPERTYPES,
} from "./layoutMods.ts";
export { LayoutError, layoutOf, layoutProblems } from "./layoutOf.ts";
export { commanderDamageOf } from "./layoutOfCommanders.ts";
export { extraTurnsToCome } from "./layoutOfExtraTurns.ts";
export { castThisGameOf, firstSpellTriggersOf, skipsOf } from "./layoutOfPlayers.ts";
export {
  addCounters,
  baseControllerOf,
  clearField,
  countersOf,
  fullObject,
  fullShapeZone,
  type ObjectFlag,
  type OptionalField,
  setBaseController,
  setCounters,
  setDamage,
  setFlag,
  shapeObjects,
} from "./objectFields.ts";
export type { PlanarCardView, PlanechaseView } from "./planarView.ts";
export {
  deriveSeed,
  isSeed,
  nextU32,
  type RngState,
  randInt,
  SEED_RULE,
  type Seed,
  seedRng,
  shuffle,
} from "./prng.ts";
export { type Recipient, type SeatView, seatView } from "./seatView.ts";
export type * from "./setup.ts";
export { showValue } from "./show.ts";
export type * from "./state.ts";
export { STEP_NAMES, STEPS } from "./state.ts";
export {
  type ArchenemySummary,
  type AttackView,
  type CardView,
  type CommanderDamage,
  type CommanderSummary,
  type ExiledCardView,
  type LaneView,
  type PermanentView,
  type PhasedOutView,
  type PublicDecision,
  type PublicMarkerView,
  type PublicPlayerSummary,
  publicDecision,
  type StackView,
  type TableView,
  type TurnView,
  tableView,
  type VanguardSummary,
} from "./tableView.ts";
export { ARCHENEMY_LIFE } from "./variants/archenemy.ts";
export {
  type AttackRule,
  ConfigError,
  type Edition,
  MAX_PLAYERS,
  type Mulligan,
  type TeamSeating,
  type VariantConfig,
  type VariantOptions,
} from "./variants/config.ts";
export { applyEdition, EDITIONS, editionsOf } from "./variants/editions.ts";
export {
  checkPlayerCount,
  playerRange,
  VARIANT_NAMES,
  variantConfig,
  variantPreset,
} from "./variants/presets.ts";
export { emperorIndex, seatTeams, teamLists } from "./variants/teams.ts";
export { variantTitle } from "./variants/titles.ts";
export {
  combineView,
  type DecisionView,
  type MarkerView,
  type PlayerSummary,
  type PlayerView,
} from "./view.ts";
