export { type ActionLabelOptions, actionLabel } from "./actionLabel.ts";
export type { CardText } from "./cardText.ts";
export {
  CHAT_HISTORY,
  CHAT_MAX_CHARS,
  ChatChannel,
  type ChatLine,
  type ChatSpeaker,
  ChatText,
  type GameChat,
  SpectatorName,
} from "./chat.ts";
export { ClientState, type Received, type ViewMessage, type ViewParts } from "./clientState.ts";
export { judgeIsPlaying } from "./judge.ts";
export {
  isSharedLogEvent,
  joinNames,
  type LogNames,
  type SharedLogEvent,
  sharedLogSentence,
  stackName,
  unknownLogEvent,
} from "./logSentences.ts";
export * from "./messages.ts";
export { isPlain, plainName, SeatName, withoutControls } from "./plainText.ts";
export { maySavePosition, type SavedPosition } from "./position.ts";
export { eventsFor } from "./recipients.ts";
export {
  GameChatQuery,
  PositionQuery,
  type ReplayInfo,
  ReplayQuery,
  type ReplayStep,
  type ReplayViewer,
} from "./replay.ts";
export { type AnswerNames, answerSentence, type ReplayAnswer } from "./replayAnswer.ts";
export { type DeckRef, tableOptionsOf } from "./request/check.ts";
export { type CreateTableInput, CreateTableRequest, parseCreateTable } from "./request/createTable.ts";
export { deckChoice, unknownDeck } from "./request/deckChoice.ts";
export { BOT_NAMES, type BotName, TableSettings, VariantFields } from "./request/fields.ts";
export {
  checkPastedDeck,
  type DeckCheckAnswer,
  DeckListText,
  deckCheckAnswer,
  MAX_LIST_CHARS,
  PastedDeck,
  pastedDeckProblems,
} from "./request/pastedDeck.ts";
export {
  isPositionBody,
  POSITION_GIVES,
  type PositionTableInput,
  PositionTableRequest,
  parsePositionTable,
} from "./request/positionTable.ts";
export { RequestError, type RequestIssue, requestError } from "./request/requestError.ts";
export { optionsPath, REQUEST_NAMES } from "./request/requestNames.ts";
export { type TableSeat, type TableSetup, tableSetup } from "./request/tableSetup.ts";
export { randomSeed } from "./seed.ts";
export { buildSetup, type SeatPlan } from "./setup/buildSetup.ts";
export { type CommanderDeckShape, commanderDecks } from "./setup/commanderDecks.ts";
export { chooseDecks, type DeckChoice, readyFor } from "./setup/decks.ts";
export { defaultPlayers, editionPairs } from "./setup/editions.ts";
export { type OptionNames, type TableOption, TableOptionError } from "./setup/names.ts";
export { playerName } from "./setup/players.ts";
export { poolDecks } from "./setup/poolDecks.ts";
export { bySeat, listedBySeat } from "./setup/seating.ts";
export { type TableOptions, tableConfig } from "./setup/tableOptions.ts";
export { seatTeams } from "./setup/teams.ts";
export { attackRuleLabel, editionLabel, gameTitle, tableName, variantTitle } from "./setup/titles.ts";
export { seatVanguards, vanguardByName } from "./setup/vanguards.ts";
export {
  type AddedOption,
  type EditionTerms,
  type VariantInfo,
  type VariantOffers,
  variantInfo,
  variantOffers,
} from "./setup/variantOffers.ts";
export { autoPass, nextSettings, passAnswer, passUntilEnded, startPassUntil } from "./stops.ts";
export {
  ALL_STOPS,
  DEFAULT_STOPS,
  type PassUntil,
  type PassUntilKind,
  passUntilSchema,
  STOP_PRESETS,
  type StopPreset,
  type StopSettings,
  stopSettingsSchema,
} from "./stopsSchema.ts";
