/**
 * Setting up a table from command-line options: player names, decks chosen with the seed, the variant
 * and its options. Validation of the variant itself is the engine's (it throws ConfigError).
 */
import { BOT_NAMES, type Bot, type BotName, makeBot } from "@roundtable/bots";
import { decks } from "@roundtable/cards";
import { type AttackRule, type GameSetup, seedRng, shuffle } from "@roundtable/engine";
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
  if (opts.decks === "pool") {
    const built = poolDecks(opts.seed, Math.max(0, opts.players));
    const setup: GameSetup = {
      variant: opts.variant,
      seed: opts.seed,
      players: built.map((d, seat) => ({ name: playerName(seat), deck: d.cards })),
    };
    if (opts.attack !== undefined) setup.options = { attack: opts.attack };
    return { setup, deckNames: built.map((d) => d.name) };
  }
  const chosen = chooseDecks(opts.seed, Math.max(0, opts.players));
  const setup: GameSetup = {
    variant: opts.variant,
    seed: opts.seed,
    players: chosen.map((d, seat) => ({ name: playerName(seat), deck: [...decks[d].cards] })),
  };
  if (opts.attack !== undefined) setup.options = { attack: opts.attack };
  return { setup, deckNames: chosen.map((d) => decks[d].name) };
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
