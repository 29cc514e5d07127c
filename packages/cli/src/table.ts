/**
 * Setting up a table from command-line options: player names, decks chosen with the seed, the variant
 * and its options. Validation of the variant itself is the engine's (it throws ConfigError).
 */
import { BOT_NAMES, type Bot, type BotName, makeBot } from "@roundtable/bots";
import { decks } from "@roundtable/cards";
import {
  type AttackRule,
  ConfigError,
  type GameSetup,
  seedRng,
  shuffle,
  type VariantConfig,
  type VariantOptions,
  variantConfig,
} from "@roundtable/engine";
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
  /** 102.3: this many teams of equal size, teammates seated together (`--teams`). */
  teams?: number;
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
 * 102.3: `n` teams of equal size seated together — team 1 is seats 0…k−1, team 2 the next k, and so on.
 * A UsageError unless n is a whole number from 2 that divides the player count.
 */
export function seatTeams(players: number, n: number): number[][] {
  if (!Number.isInteger(n) || n < 2) throw new UsageError(`--teams must be a whole number ≥ 2, got ${n}`);
  if (players % n !== 0)
    throw new UsageError(`--teams ${n}: ${players} players can't be split into ${n} teams of equal size`);
  const k = players / n;
  return Array.from({ length: n }, (_, t) => Array.from({ length: k }, (_, i) => t * k + i));
}

/**
 * The variant options of a table (undefined when there are none), checked against the variant: a
 * ConfigError from the engine becomes a UsageError naming the command-line option that caused it.
 * Errors about the variant or the player count themselves are the engine's, unchanged.
 */
function variantOptions(opts: TableOptions): VariantOptions | undefined {
  const { attack, range, teams, deploy } = opts;
  if (attack === undefined && range === undefined && teams === undefined && !deploy) return undefined;
  variantConfig(opts.variant, opts.players); // the variant and player count first, as the engine words it
  const flags: [string, VariantOptions][] = [];
  if (attack !== undefined) flags.push([`--attack ${attack}`, { attack }]);
  if (range !== undefined) flags.push([`--range ${range}`, { range }]);
  if (teams !== undefined) flags.push([`--teams ${teams}`, { teams: seatTeams(opts.players, teams) }]);
  if (deploy) flags.push(["--deploy", { deploy: true }]);
  const check = (flag: string, options: VariantOptions): void => {
    try {
      variantConfig(opts.variant, opts.players, options);
    } catch (e) {
      if (e instanceof ConfigError) throw new UsageError(`${flag}: ${e.message}`);
      throw e;
    }
  };
  for (const [flag, o] of flags) check(flag, o);
  const all: VariantOptions = Object.assign({}, ...flags.map(([, o]) => o));
  if (flags.length > 1) check(flags.map(([flag]) => flag).join(" with "), all);
  return all;
}

/** The default player count for a variant when --players isn't given. */
export function defaultPlayers(variant: string): number {
  return variant === "duel" ? 2 : 4;
}

/** Checks a --bot value: one bot name for every seat, or a comma-separated name per seat. */
export function parseBotSpec(spec: string): BotName[] {
  const names = spec.split(",").map((n) => n.trim());
  for (const n of names)
    if (!(BOT_NAMES as readonly string[]).includes(n))
      throw new UsageError(`unknown bot "${n}" (known: ${BOT_NAMES.join(", ")})`);
  return names as BotName[];
}

/** The bots for each seat from a --bot value. */
export function botsFor(spec: string, players: number): Bot[] {
  const names = parseBotSpec(spec);
  if (names.length !== 1 && names.length !== players)
    throw new UsageError(`--bot needs one bot name or one per seat (${players}), got ${names.length}`);
  return Array.from({ length: players }, (_, seat) => makeBot(names[names.length === 1 ? 0 : seat]));
}
