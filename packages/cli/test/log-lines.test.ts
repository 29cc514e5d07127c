/**
 * Every engine event has a deliberate line in the command line's game log (log.ts): a sentence, or
 * nothing for the ones it leaves out on purpose — never dropped by a catch-all.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type GameEvent } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { EVENT_SAMPLE_LIST, EVENT_SAMPLES, LOG_NAMES } from "../../protocol/test/logEvents.ts";
import { LogFormatter } from "../src/log.ts";

/**
 * Left out: steps, taps, mana and Grand Melee's lanes (the board and the turn lines show them), a spell's
 * resolving (its effects have their own lines), and the game's end (the result line says it: resultLine).
 */
const LEFT_OUT = new Set<GameEvent["type"]>(["step", "lane", "tap", "untap", "mana", "resolve", "gameOver"]);

/** The lines of the events the log dropped (Ann's log: "Ann (you)"; lists joined with "and"). */
const NEW_LINES: Partial<Record<GameEvent["type"], string>> = {
  setInMotion: "Dave sets Look Skyward and Despair in motion",
  schemeToBottom: "Dave puts Look Skyward and Despair on the bottom of their scheme deck",
  regenerate: "Grizzly Bears is regenerated (701.19)",
  prevent: "Healing Salve prevents 3 damage to Bob",
  emblem: "Bob gets Dovin Baan's emblem",
  phase: "Cat's Breezekeeper and Rancor phase out",
  cycle: "Ann (you) cycles Drifting Meadow",
  token: "Ann (you) creates Goblin",
  return: "Grizzly Bears returns to the battlefield",
  attach: "Bonesplitter is attached to Grizzly Bears",
  unattach: "Bonesplitter becomes unattached (704.5n)",
  anteWon: "Ann (you) wins the ante: Forest and Hill Giant",
  removed:
    "Luminarch Ascension's triggered ability is removed from the stack: its condition is no longer true (603.4)",
};

/** A formatter for Ann (seat 0) at a four-player table. */
function formatter(): LogFormatter {
  const players = LOG_NAMES.map((name) => ({ name, library: ["wastes", "wastes"] }));
  const game = Game.fromLayout(cardDb, { variant: "free-for-all", seed: 1, players, start: 0 });
  return new LogFormatter(game, 0);
}

describe("the command line's game log covers every event", () => {
  it.each(EVENT_SAMPLE_LIST.map((e) => [e.type, e] as const))("%s: a line, or left out", (type, e) => {
    const lines = formatter().lines([e]);
    if (LEFT_OUT.has(type)) expect(lines).toEqual([]);
    else {
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toBe(type);
      expect(lines[0]).toMatch(/^\n?[A-Z].* /); // capitalised, several words
      expect(lines[0]).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it.each(Object.entries(NEW_LINES))("%s, as a player reads it: %s", (type, text) => {
    const log = formatter();
    log.lines([EVENT_SAMPLES.attack]); // learns object 77: Grizzly Bears
    expect(log.lines([EVENT_SAMPLES[type as GameEvent["type"]]])).toEqual([text]);
  });

  it("a look's cards only for those in its secret (the log strips it for the others: eventFor)", () => {
    const { look } = EVENT_SAMPLES;
    expect(formatter().lines([look])).toEqual(["Ann (you) looks at Bob's hand: Hill Giant"]);
    expect(formatter().lines([{ ...look, secret: { ...look.secret!, to: [2] } }])).toEqual([
      "Ann (you) looks at Bob's hand",
    ]);
    expect(formatter().lines([{ ...look, whose: 0, zone: "library" }])).toEqual([
      "Ann (you) looks at their library: Hill Giant",
    ]);
    // Another player looks at the viewer's hand: "your", not "Ann (you)'s".
    const { secret: _, ...seen } = look;
    expect(formatter().lines([{ ...seen, player: 1, whose: 0 }])).toEqual(["Bob looks at your hand"]);
  });

  it("the same line again right after (five tokens made at once) is one line with its count", () => {
    const { token } = EVENT_SAMPLES;
    const five = [token, { ...token, object: 91 }, { ...token, object: 92 }, { ...token, object: 93 }];
    expect(formatter().lines([...five, { ...token, object: 94 }])).toEqual(["Ann (you) creates Goblin (×5)"]);
    expect(formatter().lines([token, { ...token, card: "Elf" }, token])).toEqual([
      "Ann (you) creates Goblin",
      "Ann (you) creates Elf",
      "Ann (you) creates Goblin",
    ]);
  });
});
