/**
 * A `start` line's game: the players (a count, or each one's name, deck and bot), the variant and its
 * options checked as the table server checks a create-table request (@roundtable/protocol's buildSetup,
 * errors named by the line's fields: "options.range (0): …"), and the decks: ready decks by name, chosen
 * with the seed, pool decks, or lists of card ids.
 */
import type { BotName } from "@roundtable/bots";
import type { Deck } from "@roundtable/cards";
import { ConfigError, checkPlayerCount, type GameSetup, SetupError, variantPreset } from "@roundtable/engine";
import {
  buildSetup,
  type DeckChoice,
  deckChoice,
  defaultPlayers,
  optionsPath,
  playerName,
  REQUEST_NAMES,
  TableOptionError,
  unknownDeck,
} from "@roundtable/protocol";
import { StdioError } from "./errors.ts";
import type { PlayerSpec, StartMessage } from "./messages.ts";

/** A game's setup as the line asks for it, with each listed player's deck name and bot. */
export interface StartPlan {
  setup: GameSetup;
  deckNames: string[];
  bots: (BotName | null)[];
}

/** The setup of a `start` line; a StdioError `bad-setup` naming the field when the engine would refuse it. */
export function startPlan(m: StartMessage): StartPlan {
  engineCheck("variant", () => variantPreset(m.variant));
  const listed: PlayerSpec[] = Array.isArray(m.players)
    ? m.players
    : Array.from({ length: m.players ?? defaultPlayers(m.variant, m.edition) }, () => ({}));
  engineCheck("players", () => checkPlayerCount(m.variant, listed.length));
  try {
    const decks = listed.map((p, i) => deckOf(p.deck, i, m.variant));
    const { setup, deckNames } = buildSetup(
      { variant: m.variant, players: listed.length, edition: m.edition, ...m.options },
      m.seed,
      (i) => ({ name: listed[i].name ?? playerName(i), deck: decks[i] }),
      REQUEST_NAMES,
    );
    return { setup, deckNames, bots: listed.map((p) => p.bot ?? null) };
  } catch (e) {
    throw setupError(e);
  }
}

/** A player's deck: a ready deck, "random", "pool", or their own list of card ids (checked by the engine). */
function deckOf(spec: string | string[] | undefined, i: number, variant: string): DeckChoice {
  if (spec === undefined) return "random";
  if (Array.isArray(spec)) return { name: "custom", colors: "", cards: spec } satisfies Deck;
  const choice = deckChoice(spec, variant);
  if (choice === undefined) throw new StdioError("bad-setup", `players[${i}].deck: ${unknownDeck(spec)}`);
  return choice;
}

/** The engine's and the table options' refusals as `bad-setup`, with the path of the field at fault. */
export function setupError(e: unknown): unknown {
  if (e instanceof TableOptionError) return new StdioError("bad-setup", e.message, optionsPath(e.options));
  // The engine's setup paths ("players[2].deck[5]") are the line's: its players are the setup's, in order.
  if (e instanceof SetupError) return new StdioError("bad-setup", e.message, e.path);
  if (e instanceof ConfigError) return new StdioError("bad-setup", e.message, "");
  return e;
}

/** Runs one of the engine's checks of a field: its ConfigError names the field ("players: …"). */
function engineCheck(path: string, check: () => void): void {
  try {
    check();
  } catch (e) {
    if (e instanceof ConfigError) throw new StdioError("bad-setup", `${path}: ${e.message}`, path);
    throw e;
  }
}
