/**
 * Random-bot games of every edition of every variant (issue 15): each (variant, edition) pair the engine's
 * editionsOf lists — today's rules, and each older edition's preset as it is added (2004 draft 600–611,
 * 2007 CR 606–609) — plays short games at the variant's default table, set up as `roundtable simulate
 * --variant V --edition E` sets it up, with the invariants checked after every decision (test/support.ts).
 * A failure names the seed, the edition and the command that replays the game. Today's rules have the
 * long runs of the other fuzz files, so they get one game here and an older edition two: few and short,
 * so that every new preset is fuzzed as soon as it exists.
 */
import { defaultPlayers, editionPairs } from "@roundtable/cli";
import { EDITIONS, editionsOf, VARIANT_NAMES } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { type FuzzOptions, fuzzGame, fuzzSuite, seeds, type Table } from "./support.ts";

const opts: FuzzOptions = { maxDecisions: 250, concedeChance: 0.004 };

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = editionPairs().map(
  ({ variant, edition }) => ({
    table: { variant, players: defaultPlayers(variant, edition), edition },
    seeds: seeds(15001, edition === "current" ? 1 : 2),
    opts,
  }),
);

describe("the editions' fuzz runs", () => {
  it("play every (variant, edition) pair editionsOf lists, and no other", () => {
    for (const variant of VARIANT_NAMES)
      for (const edition of EDITIONS) {
        const run = runs.filter((r) => r.table.variant === variant && r.table.edition === edition);
        expect(run.length, `${variant}, ${edition}`).toBe(editionsOf(variant).includes(edition) ? 1 : 0);
      }
    expect(runs.length).toBe(VARIANT_NAMES.reduce((n, v) => n + editionsOf(v).length, 0));
  });

  it("a failure names the edition and replays it with --edition", () => {
    const t: Table = { variant: "free-for-all", players: 3, edition: "current" };
    const broken = fuzzGame(t, 7, {
      maxDecisions: 30,
      tamper: (g, n) => {
        if (n === 10) g.state.players[2].life += 1;
      },
    });
    expect(broken.failure).toMatch(
      /^seed 7 \(free-for-all, current edition, 3 players\), after decision 10 /,
    );
    expect(broken.failure).toContain(
      "reproduce: npx tsx packages/cli/src/main.ts simulate --variant free-for-all --edition current --players 3 --games 1 --seed 7 --bot random",
    );
  });
});

fuzzSuite("fuzz: random bots in every edition of every variant (issue 15)", runs);
