/**
 * Setting up a table from command-line options: player names, decks chosen with the seed, the variant
 * and its options. Validation of the variant itself is the engine's (it throws ConfigError).
 */
import { BOT_NAMES, type Bot, type BotName, makeBot } from "@roundtable/bots";
import { decks } from "@roundtable/cards";
import {
  type AttackRule,
  ConfigError,
  checkPlayerCount,
  type Edition,
  editionsOf,
  seatTeams as engineSeatTeams,
  type GameSetup,
  type GameState,
  seedRng,
  shuffle,
  type TeamSeating,
  teamLists,
  type VariantConfig,
  type VariantOptions,
  variantConfig,
} from "@roundtable/engine";
import { editionPreset } from "./editions.ts";
import { poolDecks } from "./poolDecks.ts";

export const PLAYER_NAMES = [
  "Alice",
  "Bob",
  "Carol",
  "Dave",
  "Eve",
  "Frank",
  "Grace",
  "Heidi",
  "Ivan",
  "Judy",
];

/** A mistake on the command line: printed without a stack trace, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export interface TableOptions {
  variant: string;
  players: number;
  seed: number;
  attack?: AttackRule;
  /** "preset" (default): the ready decks; "pool": random two-colour decks from the whole card pool. */
  decks?: DeckSource;
  /** 801: limited range of influence, the same number of seats for everyone (`--range`). */
  range?: number;
  /** 804: deploy creatures (`--deploy`). */
  deploy?: boolean;
  /**
   * 805: shared team turns (`--shared-turns`), for teams seated together (Team vs. Team, Emperor);
   * Two-Headed Giant always plays them (810.2).
   */
  sharedTurns?: boolean;
  /** 103.5: the mulligan rule (`--mulligan london|paris`). */
  mulligan?: "london" | "paris";
  /**
   * 102.3: this many teams of equal size (`--teams`), seated by the variant's rule: together, or in turn in
   * Alternating Teams (811.3). A team variant without it gets its default (emperor: teams of three; else 2).
   */
  teams?: number;
  /**
   * Whose multiplayer rules (`--edition`, issue 15): today's (the default), or an older edition the variant
   * has (the engine's editionsOf); the engine refuses one the variant lacks.
   */
  edition?: Edition;
}

export const DECK_SOURCES = ["preset", "pool"] as const;
export type DeckSource = (typeof DECK_SOURCES)[number];

export function playerName(seat: number): string {
  return seat < PLAYER_NAMES.length ? PLAYER_NAMES[seat] : `Player ${seat + 1}`;
}

/** Indices into `decks` for `n` players: all different while there are enough decks, chosen with the seed. */
export function chooseDecks(seed: number, n: number): number[] {
  if (decks.length === 0) throw new UsageError("no decks are available");
  const rng = seedRng(seed);
  const out: number[] = [];
  while (out.length < n) {
    const order = decks.map((_, i) => i);
    shuffle(rng, order);
    out.push(...order.slice(0, n - out.length));
  }
  return out;
}

export function buildSetup(opts: TableOptions): { setup: GameSetup; deckNames: string[] } {
  const options = variantOptions(opts);
  const players = Math.max(0, opts.players);
  const table = (decks: string[][]): GameSetup => {
    const setup: GameSetup = {
      variant: opts.variant,
      seed: opts.seed,
      players: decks.map((deck, seat) => ({ name: playerName(seat), deck })),
    };
    if (options !== undefined) setup.options = options;
    return setup;
  };
  if (opts.decks === "pool") {
    const built = poolDecks(opts.seed, players);
    return { setup: table(built.map((d) => d.cards)), deckNames: built.map((d) => d.name) };
  }
  const chosen = chooseDecks(opts.seed, players);
  return {
    setup: table(chosen.map((d) => [...decks[d].cards])),
    deckNames: chosen.map((d) => decks[d].name),
  };
}

/** The variant configuration a table plays (a UsageError or ConfigError if its options are wrong). */
export function tableConfig(opts: TableOptions): VariantConfig {
  return variantConfig(opts.variant, opts.players, variantOptions(opts));
}

/**
 * The preset of a team variant — its seating rule (808.2, 809.2, 811.3) — or null for a variant whose
 * players sit as listed.
 */
function teamPreset(variant: string, edition: Edition | undefined, players: number): VariantConfig | null {
  const cfg = editionPreset(variant, edition, players);
  return cfg.seating === null ? null : cfg;
}

/**
 * 102.3: `n` teams of equal size, seated by the rule (808.2, 809.2: teammates together, team 1 in the first
 * seats; 811.3: in turn, A1 B1 C1 A2 …). A UsageError, naming `flag`, unless n is a whole number from 2
 * that divides the player count.
 */
export function seatTeams(
  players: number,
  n: number,
  rule: TeamSeating = "together",
  flag = `--teams ${n}`,
): number[][] {
  if (!Number.isInteger(n) || n < 2) throw new UsageError(`--teams must be a whole number ≥ 2, got ${n}`);
  if (players % n !== 0)
    throw new UsageError(`${flag}: ${players} players can't be split into ${n} teams of equal size`);
  const sizes = Array.from({ length: n }, () => players / n);
  return teamLists(engineSeatTeams(rule, sizes));
}

/**
 * The number of teams a team variant is played with when --teams isn't given: Emperor teams of three
 * (809.1), two teams in Team vs. Team, Alternating Teams and Two-Headed Giant (810.1, 810.11: two teams of
 * two, or of three or more in an N-headed giant). A UsageError when the players can't make them.
 */
function defaultTeams(variant: string, players: number): number {
  if (variant === "two-headed-giant") {
    if (players % 2 !== 0)
      throw new UsageError(
        `--variant two-headed-giant: ${players} players can't be split into two teams of the same size (810.1, 810.11): play with an even number of players, 4 or more (6 players: three-headed giants)`,
      );
    return 2;
  }
  if (variant === "emperor" || variant === "emperor-classic") {
    if (players % 3 !== 0)
      throw new UsageError(
        `--variant ${variant}: ${players} players can't be split into teams of three; pass --teams <n> for n teams of equal size (three or more players each)`,
      );
    return players / 3;
  }
  if (players % 2 !== 0)
    throw new UsageError(
      `--variant ${variant}: ${players} players can't be split into 2 teams of equal size; pass --teams <n> for n teams of equal size`,
    );
  return 2;
}

/**
 * The variant options of a table (undefined when there are none), checked against the variant: a
 * ConfigError from the engine becomes a UsageError naming the command-line option that caused it.
 * Errors about the variant or the player count themselves are the engine's, unchanged. A team variant
 * (808–811) always has teams, --teams or its default, and every check includes them.
 */
function variantOptions(opts: TableOptions): VariantOptions | undefined {
  const { attack, range, deploy, mulligan, sharedTurns } = opts;
  // The variant and player count first, as the engine words it, before anything is built for each player.
  checkPlayerCount(opts.variant, opts.players);
  const preset = teamPreset(opts.variant, opts.edition, opts.players);
  if (
    opts.edition === undefined &&
    attack === undefined &&
    range === undefined &&
    opts.teams === undefined &&
    !deploy &&
    !sharedTurns &&
    mulligan === undefined &&
    preset === null
  )
    return undefined;
  const players = opts.players;
  const rule = preset?.seating ?? "together";
  let teams: [string, VariantOptions] | null = null;
  if (opts.teams !== undefined)
    teams = [`--teams ${opts.teams}`, { teams: seatTeams(players, opts.teams, rule) }];
  else if (preset !== null) {
    const flag = `--variant ${opts.variant}`;
    teams = [flag, { teams: seatTeams(players, defaultTeams(opts.variant, players), rule, flag) }];
  }
  const edition: VariantOptions = opts.edition === undefined ? {} : { edition: opts.edition };
  const editionFlag = `--edition ${opts.edition}`;
  const flags: [string, VariantOptions][] = [];
  if (attack !== undefined) flags.push([`--attack ${attack}`, { attack }]);
  if (range !== undefined) flags.push([`--range ${range}`, { range }]);
  if (deploy) flags.push(["--deploy", { deploy: true }]);
  if (sharedTurns) flags.push(["--shared-turns", { sharedTurns: true }]);
  if (mulligan !== undefined) flags.push([`--mulligan ${mulligan}`, { mulligan }]);
  const check = (flag: string, options: VariantOptions): void => {
    try {
      variantConfig(opts.variant, players, options);
    } catch (e) {
      if (e instanceof ConfigError) throw new UsageError(`${flag}: ${e.message}`);
      throw e;
    }
  };
  // The edition first, as the engine applies it first: one the variant lacks is refused in the engine's words.
  if (opts.edition !== undefined && !editionsOf(opts.variant).includes(opts.edition))
    check(editionFlag, edition);
  // The teams alone (under the edition), then each other option with them, then all of them together.
  const withTeams = { ...edition, ...teams?.[1] };
  if (teams !== null) check(teams[0], withTeams);
  for (const [flag, o] of flags) check(flag, { ...withTeams, ...o });
  const all: VariantOptions = Object.assign({ ...withTeams }, ...flags.map(([, o]) => o));
  const named = [
    ...(opts.edition !== undefined ? [editionFlag] : []),
    ...(opts.teams !== undefined ? [`--teams ${opts.teams}`] : []),
    ...flags.map(([f]) => f),
  ];
  if (named.length > 1) check(named.join(" with "), all);
  return all;
}

/**
 * The player count for a variant when --players isn't given: its preset's default table (the engine's
 * variant presets hold each variant's range and default), under the edition asked for; ConfigError for an
 * unknown variant.
 */
export function defaultPlayers(variant: string, edition?: Edition): number {
  return editionPreset(variant, edition).defaultPlayers;
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
 * 807.3: the player listed in the setup (an index into `setup.players`) that sits in each seat of the game.
 * Players sit as listed unless the variant seats them at random (Grand Melee); names are unique (the
 * engine checks), so a seat's player is found by name.
 */
export function listedBySeat(state: GameState, setup: GameSetup): number[] {
  const index = new Map(setup.players.map((p, i) => [p.name, i]));
  return state.players.map((p, seat) => index.get(p.name) ?? seat);
}

/**
 * What each seat of a started game gets of per-player lists given in the setup's order (deck names, bots):
 * the same lists, unless the players were seated at random (807.3).
 */
export function bySeat<T>(state: GameState, setup: GameSetup, listed: readonly T[]): T[] {
  return listedBySeat(state, setup).map((i) => listed[i]);
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
