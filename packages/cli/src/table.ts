/**
 * Setting up a table from command-line options: player names, decks chosen with the seed, the variant
 * and its options. The setup itself is @roundtable/protocol's, shared with the server; here its errors
 * name the command-line flags ("--range 0: …") and become UsageErrors.
 */
import { BOT_NAMES, type Bot, type BotName, makeBot } from "@roundtable/bots";
import type { Deck } from "@roundtable/cards";
import type { GameSetup, GameState, Seed, TeamSeating, VariantConfig } from "@roundtable/engine";
import {
  type OptionNames,
  playerName,
  buildSetup as protocolBuildSetup,
  seatTeams as protocolSeatTeams,
  tableConfig as protocolTableConfig,
  type TableOption,
  TableOptionError,
  type TableOptions as TableVariantOptions,
} from "@roundtable/protocol";

export {
  bySeat,
  chooseDecks,
  defaultPlayers,
  listedBySeat,
  playerName,
} from "@roundtable/protocol";

/** A mistake on the command line: printed without a stack trace, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export interface TableOptions extends TableVariantOptions {
  /** An integer, or 32 lowercase hexadecimal digits (128 bits): the engine's Seed. */
  seed: Seed;
  /** "preset" (default): the ready decks; "pool": random two-colour decks from the whole card pool. */
  decks?: DeckSource;
  /** The decks of the first seats (`--deck FILE`, in seat order); the other seats get `decks`' deck. */
  seatDecks?: Deck[];
}

export const DECK_SOURCES = ["preset", "pool"] as const;
export type DeckSource = (typeof DECK_SOURCES)[number];

const FLAGS: Record<TableOption, string> = {
  variant: "--variant",
  players: "--players",
  edition: "--edition",
  attack: "--attack",
  range: "--range",
  deploy: "--deploy",
  sharedTurns: "--shared-turns",
  mulligan: "--mulligan",
  commanderLife: "--commander-life",
  planechase: "--planechase",
  teams: "--teams",
};

/** The options as the command line names them: "--range 2", "--deploy", "pass --teams <n>". */
const FLAG_NAMES: OptionNames = {
  given: (option, value) => (value === undefined ? FLAGS[option] : `${FLAGS[option]} ${value}`),
  advise: (option, placeholder) => `pass ${FLAGS[option]} <${placeholder}>`,
};

/** Runs a step of the table's setup, its refused options as UsageErrors (their messages unchanged). */
function onCommandLine<T>(step: () => T): T {
  try {
    return step();
  } catch (e) {
    if (e instanceof TableOptionError) throw new UsageError(e.message);
    throw e;
  }
}

/** The table's setup: the players Alice, Bob, …, each with a ready deck (or a pool deck) chosen with the seed. */
export function buildSetup(opts: TableOptions): { setup: GameSetup; deckNames: string[] } {
  const deck = opts.decks === "pool" ? "pool" : "random";
  const files = opts.seatDecks ?? [];
  if (files.length > opts.players)
    throw new UsageError(`--deck: ${files.length} deck lists for ${opts.players} players`);
  return onCommandLine(() =>
    protocolBuildSetup(
      opts,
      opts.seed,
      (seat) => ({ name: playerName(seat), deck: files[seat] ?? deck }),
      FLAG_NAMES,
    ),
  );
}

/** The variant configuration a table plays (a UsageError or ConfigError if its options are wrong). */
export function tableConfig(opts: TableOptions): VariantConfig {
  return onCommandLine(() => protocolTableConfig(opts, FLAG_NAMES));
}

/** 102.3: `n` teams of equal size seated by the rule (protocol's seatTeams), a UsageError naming --teams. */
export function seatTeams(players: number, n: number, rule: TeamSeating = "together"): number[][] {
  return onCommandLine(() => protocolSeatTeams(players, n, rule, FLAG_NAMES));
}

/** Checks a --bot value: one bot name for every seat, or a comma-separated name per seat. */
export function parseBotSpec(spec: string): BotName[] {
  const names = spec.split(",").map((n) => n.trim());
  for (const n of names)
    if (!(BOT_NAMES as readonly string[]).includes(n))
      throw new UsageError(`unknown bot "${n}" (known: ${BOT_NAMES.join(", ")})`);
  return names as BotName[];
}

/**
 * The default decision cap of a bot game: 20000, and 1000 a player at big tables, where games take longer
 * (a 50-player Grand Melee takes some 18000 decisions).
 */
export function defaultDecisionCap(players: number): number {
  return Math.max(20000, 1000 * players);
}

/** How many turns a game has played: in Grand Melee every turn marker's turns count (807.4b). */
export function turnsPlayed(state: GameState): number {
  return state.melee?.turns ?? state.turn.number;
}

/** The bots for each listed player from a --bot value (bySeat gives them their seats). */
export function botsFor(spec: string, players: number): Bot[] {
  const names = parseBotSpec(spec);
  if (names.length !== 1 && names.length !== players)
    throw new UsageError(`--bot needs one bot name or one per seat (${players}), got ${names.length}`);
  return Array.from({ length: players }, (_, seat) => makeBot(names[names.length === 1 ? 0 : seat]));
}
