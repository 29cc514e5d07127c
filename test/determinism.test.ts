/**
 * Principle 1 (a game is seed + setup + inputs) and principle 2 (the state is plain JSON data):
 * JSON round trips, record/replay, same seed → same game, and independent forks.
 */

import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import {
  addCounters,
  type Game,
  Game as GameClass,
  type GameEvent,
  hashState,
  shapeObjects,
  writable,
} from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { DUEL, ffa, newGame, randomBots, reproCommand, type Table } from "./support.ts";

const TABLES: { table: Table; seed: number; max: number }[] = [
  { table: DUEL, seed: 11, max: 1000 },
  { table: ffa(3, "left"), seed: 12, max: 200 },
  { table: ffa(4), seed: 13, max: 150 },
  { table: ffa(6, "right"), seed: 14, max: 100 },
  // 807.4: several open decisions at once, answered in a random order; lanes swapped in and out.
  { table: { variant: "grand-melee", players: 12 }, seed: 15, max: 300 },
];

/** Plays `max` decisions of a random-bot game; `each` sees the game after every accepted decision. */
function play(
  t: Table,
  seed: number,
  max: number,
  opts: { events?: boolean; each?: (g: Game, n: number) => void } = {},
) {
  const { game } = newGame(t, seed, opts.events ?? true);
  const events: GameEvent[] = [...game.startEvents];
  let n = 0;
  const result = playGame(game, randomBots(t.players), {
    seed,
    maxDecisions: max,
    onEvents: (e) => events.push(...e),
    onDecision: (g) => opts.each?.(g, ++n),
  });
  return { game, events, result };
}

describe("the state is plain JSON data", () => {
  for (const { table, seed, max } of TABLES) {
    it(`survives a JSON round trip at every decision (${table.variant}, ${table.players} players, seed ${seed})`, () => {
      let checked = 0;
      const check = (g: Game, n: number) => {
        const copy = JSON.parse(JSON.stringify(g.state));
        expect(hashState(copy)).toBe(g.hash());
        // Read back as the engine reads a state from JSON (its battlefield and stack objects given their
        // full shape, objectFields.ts), it is the state: toStrictEqual also tells undefined from missing,
        // and class instances from plain objects.
        shapeObjects(copy);
        expect(copy, `decision ${n}; ${reproCommand(table, seed)}`).toStrictEqual(g.state);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(g.state));
        checked++;
      };
      const { game } = play(table, seed, max, { each: check });
      check(game, -1);
      expect(checked).toBeGreaterThan(20);
    });
  }

  it("a game continued from a JSON copy of its state plays out the same", () => {
    const t = ffa(4);
    const seed = 21;
    const { game: a } = newGame(t, seed, false);
    const { game: b } = newGame(t, seed, false);
    // Play 60 decisions on both, then replace b's state with a JSON copy and let both finish.
    playGame(a, randomBots(4), { seed, maxDecisions: 60 });
    playGame(b, randomBots(4), { seed, maxDecisions: 60 });
    expect(b.hash()).toBe(a.hash());
    b.state = JSON.parse(JSON.stringify(b.state));
    // Different bot PRNG streams would diverge, so both continue with the same fresh seed.
    playGame(a, randomBots(4), { seed: 99, maxDecisions: 300 });
    playGame(b, randomBots(4), { seed: 99, maxDecisions: 300 });
    expect(b.hash()).toBe(a.hash());
    expect(b.state).toStrictEqual(a.state);
  });
});

describe("record and replay", () => {
  for (const { table, seed, max } of TABLES) {
    it(`a recorded game replays to the same final hash (${table.variant}, ${table.players} players, seed ${seed})`, () => {
      const { game, events } = play(table, seed, max);
      const record = game.record();
      expect(record.inputs.length).toBeGreaterThan(0);
      expect(record.hash).toBe(game.hash());
      // Through JSON, as a saved record would be.
      const saved = JSON.parse(JSON.stringify(record));
      const replayed = GameClass.replay(cardDb, saved);
      expect(replayed.hash()).toBe(record.hash);
      expect(replayed.state).toStrictEqual(game.state);
      // Events don't change the game: a replay without events ends in the same state.
      expect(GameClass.replay(cardDb, saved, { events: false }).hash()).toBe(record.hash);
      // Input by input, the replay produces the same events.
      const fresh = GameClass.replay(cardDb, { ...saved, inputs: [] });
      const again: GameEvent[] = [...fresh.startEvents];
      for (const input of saved.inputs) {
        const r =
          "concede" in input
            ? fresh.concede(input.player)
            : fresh.submit(input.player, input.decision, input.answer);
        expect(r.ok).toBe(true);
        if (r.ok) again.push(...r.events);
      }
      expect(again).toStrictEqual(events);
    });
  }

  it("a record with concessions replays", () => {
    const t = ffa(4);
    const { game } = newGame(t, 31, true);
    const r = playGame(game, randomBots(4), { seed: 31, maxDecisions: 400, concedeChance: 0.02 });
    const record = game.record();
    expect(record.inputs.some((i) => "concede" in i)).toBe(true);
    expect(r.decisions).toBeGreaterThan(0);
    expect(GameClass.replay(cardDb, JSON.parse(JSON.stringify(record))).hash()).toBe(record.hash);
  });

  it("replaying a tampered record is rejected", () => {
    const { game } = play(DUEL, 32, 60);
    const record = game.record();
    const inputs = record.inputs.map((i) => ("decision" in i ? { ...i, decision: i.decision + 1000 } : i));
    expect(() => GameClass.replay(cardDb, { ...record, inputs })).toThrow(/rejected/);
  });
});

describe("same seed, same bots → the same game", () => {
  it("grand-melee, 24 players, heuristic bots: the same game with events on and off (807.4: stale decisions are found without events)", () => {
    const hashes = [true, false].map((events) => {
      const { game } = newGame({ variant: "grand-melee", players: 24 }, 3, events);
      const bots = Array.from({ length: 24 }, () => makeBot("heuristic"));
      playGame(game, bots, { seed: 3, maxDecisions: 1500 });
      return game.hash();
    });
    expect(hashes[1]).toBe(hashes[0]);
  });

  for (const { table, seed, max } of TABLES) {
    it(`${table.variant}, ${table.players} players, seed ${seed}`, () => {
      const hashes: string[][] = [[], []];
      const runs = [0, 1].map((k) => play(table, seed, max, { each: (g) => hashes[k].push(g.hash()) }));
      expect(hashes[1]).toEqual(hashes[0]);
      expect(runs[1].game.inputs).toStrictEqual(runs[0].game.inputs);
      expect(runs[1].events).toStrictEqual(runs[0].events);
      expect(runs[1].result).toStrictEqual(runs[0].result);
      // With events off, the same game too.
      const quiet = play(table, seed, max, { events: false });
      expect(quiet.game.hash()).toBe(runs[0].game.hash());
    });
  }

  it("different seeds give different games", () => {
    const a = play(DUEL, 41, 50).game.hash();
    const b = play(DUEL, 42, 50).game.hash();
    expect(a).not.toBe(b);
  });
});

describe("fork", () => {
  it("gives an independent copy: changing the fork leaves the original unchanged, and vice versa", () => {
    const t = ffa(4);
    const seed = 51;
    const { game } = newGame(t, seed, true);
    playGame(game, randomBots(4), { seed, maxDecisions: 150 });
    expect(game.isOver()).toBe(false);
    const before = game.hash();
    const beforeState = structuredClone(game.state);
    const inputs = game.inputs.length;

    const fork = game.fork();
    expect(fork.hash()).toBe(before);
    expect(fork.state).toStrictEqual(game.state);
    expect(fork.state).not.toBe(game.state);
    expect(fork.inputs).toStrictEqual(game.inputs);

    // Advance the fork: the original doesn't move.
    const r = playGame(fork, randomBots(4), { seed: seed + 1, maxDecisions: 100 });
    expect(r.decisions).toBeGreaterThan(0);
    expect(fork.hash()).not.toBe(before);
    expect(game.hash()).toBe(before);
    expect(game.state).toStrictEqual(beforeState);
    expect(game.inputs.length).toBe(inputs);

    // A concession on a fork doesn't touch the original either.
    const f2 = game.fork();
    const seat = f2.state.players.findIndex((p) => !p.left);
    expect(f2.concede(seat).ok).toBe(true);
    expect(game.hash()).toBe(before);

    // Advance the original: the first fork doesn't move.
    const forkHash = fork.hash();
    playGame(game, randomBots(4), { seed: seed + 2, maxDecisions: 50 });
    expect(fork.hash()).toBe(forkHash);

    // Mutating the fork's state by hand (deep inside; its objects through `writable`, as a tool editing a
    // state must) doesn't reach the original.
    const f3 = game.fork();
    const h3 = game.hash();
    f3.state.players[0].life = -99;
    f3.state.turn.number += 1;
    for (const id of Object.keys(f3.state.objects)) addCounters(writable(f3.state, Number(id)), "probe", 1);
    f3.state.rng[0] ^= 1;
    expect(game.hash()).toBe(h3);
  });

  it("a fork plays on exactly like the original would", () => {
    const t = DUEL;
    const seed = 52;
    const { game } = newGame(t, seed, false);
    playGame(game, randomBots(2), { seed, maxDecisions: 40 });
    const fork = game.fork();
    playGame(game, randomBots(2), { seed: 7, maxDecisions: 500 });
    playGame(fork, randomBots(2), { seed: 7, maxDecisions: 500 });
    expect(fork.hash()).toBe(game.hash());
    // The fork's record replays too (it shares the start and copied the input log).
    expect(GameClass.replay(cardDb, fork.record()).hash()).toBe(fork.hash());
  });
});
