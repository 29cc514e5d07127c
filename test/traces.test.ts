/**
 * Principle 1 held across refactors (issue 18): a fixed set of seeded random-bot games — every (variant,
 * edition) pair, the card pool's decks at several table sizes, a big Grand Melee — plays to exactly the
 * hashes and events recorded in `traces.json`. Each game's trace is its final state hash, the hash after
 * every 10th decision, and a digest of every event the protocol sent. A change that moves code without
 * changing behaviour keeps every trace; a change of behaviour must say so by regenerating the fixture:
 *   TRACES_WRITE=1 npx vitest run test/traces.test.ts
 * Random decks (`--decks pool`, and a Brawl game's) deal from the pool as it was when the fixture was
 * written (`traces-pool.json`), so that adding cards to the pool changes no trace; a repro command shows the
 * game with today's pool. The card database is pinned with the pool (pinnedPool.ts). Writing keeps the pinned
 * pool; `TRACES_POOL=1` with it pins today's pool instead (and moves the seeds other tests chose with it).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { type BotName, playGame } from "@roundtable/bots";
import { defaultPlayers, editionPairs } from "@roundtable/cli";
import { Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { POOL_FIXTURE, pinnedDbFor, pinnedPool, pinnedSetup, todaysIds } from "./pinnedPool.ts";
import { describeTable, randomBots, reproCommand, type Table } from "./support.ts";

const FIXTURE = new URL("./traces.json", import.meta.url);
const EVERY = 10;

interface Run {
  table: Table;
  seeds: number[];
  max: number;
  concedeChance?: number;
  bot?: BotName;
}

const RUNS: Run[] = [
  // Every named variant in every edition it has, at its default table.
  ...editionPairs().map(({ variant, edition }) => ({
    table: { variant, players: defaultPlayers(variant, edition), edition },
    seeds: [1, 2, 3],
    max: 600,
    concedeChance: 0.004,
  })),
  // The whole card pool, so that every card's module is played: duels, free-for-alls, ranges, teams, deploy.
  { table: { variant: "duel", players: 2, decks: "pool" }, seeds: [3, 4, 5, 6, 7, 8, 9, 10], max: 1000 },
  { table: { variant: "duel", players: 2, decks: "pool" }, seeds: [11, 12], max: 1000, bot: "heuristic" },
  { table: { variant: "free-for-all", players: 4, decks: "pool" }, seeds: [3, 4, 5, 6], max: 1000 },
  { table: { variant: "free-for-all", players: 5, decks: "pool" }, seeds: [7], max: 1000, bot: "heuristic" },
  {
    table: { variant: "free-for-all", players: 6, decks: "pool", range: 1, attack: "left" },
    seeds: [3, 4],
    max: 1000,
  },
  {
    table: { variant: "free-for-all", players: 6, decks: "pool", teams: 3, deploy: true },
    seeds: [3],
    max: 800,
  },
  { table: { variant: "team-vs-team", players: 6, decks: "pool", sharedTurns: true }, seeds: [3], max: 800 },
  { table: { variant: "two-headed-giant", players: 4, decks: "pool" }, seeds: [3], max: 800 },
  { table: { variant: "emperor", players: 6, decks: "pool" }, seeds: [3], max: 800 },
  { table: { variant: "melee", players: 8, decks: "pool" }, seeds: [3], max: 800 },
  // 807.4: a big Grand Melee, several turn markers at once.
  { table: { variant: "grand-melee", players: 40, decks: "pool" }, seeds: [6], max: 1200 },
];

interface Trace {
  decisions: number;
  final: string;
  hashes: string;
  events: string;
}

const digest = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 32);

function trace(run: Run, seed: number): Trace {
  const setup = pinnedSetup(run.table, seed, pinned);
  const game = Game.create(pinnedDbFor(setup, pinned), setup, { events: true });
  const hashes: string[] = [];
  const events = createHash("sha256").update(JSON.stringify(game.startEvents));
  let n = 0;
  const result = playGame(game, randomBots(run.table.players, run.bot), {
    seed,
    maxDecisions: run.max,
    concedeChance: run.concedeChance,
    onEvents: (e) => events.update(JSON.stringify(e)),
    onDecision: (g) => {
      if (++n % EVERY === 0) hashes.push(g.hash());
    },
  });
  return {
    decisions: result.decisions,
    final: game.hash(),
    hashes: digest(hashes.join(",")),
    events: events.digest("hex").slice(0, 32),
  };
}

const key = (run: Run, seed: number) =>
  `${describeTable(run.table)}, ${run.bot ?? "random"} bots, seed ${seed}`;
const writing = process.env.TRACES_WRITE === "1";
const fixture: Record<string, Trace> = writing ? {} : JSON.parse(readFileSync(FIXTURE, "utf8"));
const repin = writing && process.env.TRACES_POOL === "1";
const pinned = pinnedPool(repin ? todaysIds() : undefined);

describe("traces stay identical (principle 1; issue 18)", () => {
  for (const run of RUNS)
    for (const seed of run.seeds)
      it(key(run, seed), () => {
        const got = trace(run, seed);
        if (writing) fixture[key(run, seed)] = got;
        else expect(got, reproCommand(run.table, seed, run.bot)).toEqual(fixture[key(run, seed)]);
      });

  it("the fixture holds exactly these games", () => {
    const keys = RUNS.flatMap((run) => run.seeds.map((seed) => key(run, seed)));
    if (writing) {
      writeFileSync(FIXTURE, `${JSON.stringify(fixture, null, 2)}\n`);
      if (repin) writeFileSync(POOL_FIXTURE, `${JSON.stringify(pinned.ids)}\n`);
    }
    expect(Object.keys(fixture).sort()).toEqual([...keys].sort());
  });
});
