/**
 * The search bot (`@roundtable/bots`, search/) plays whole games of every variant without a rejected
 * answer: one seat searches, with a small budget, against heuristic bots; the state's invariants hold
 * after every decision. Here rather than in the bots' own tests because the setups of every variant
 * (commanders, vanguards, teams) are built by the command line's buildSetup.
 */
import { heuristicBot, makeSearchBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { checkInvariants, Game, VARIANT_NAMES, variantPreset } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { buildSetup } from "../src/table.ts";

const search = makeSearchBot({ playouts: 2, turns: 1 });

/** Each variant at its fewest players, but Team vs. Team at two teams of two (three can't be split evenly). */
const playersOf = (variant: string) => (variant === "team-vs-team" ? 4 : variantPreset(variant).minPlayers);

describe("the search bot plays whole games of every variant", () => {
  it.each(VARIANT_NAMES)("%s", (variant) => {
    const players = playersOf(variant);
    const seed = 40 + VARIANT_NAMES.indexOf(variant);
    const { setup } = buildSetup({ variant, players, seed });
    const game = Game.create(cardDb, setup, { events: false });
    const bots = Array.from({ length: players }, (_, seat) => (seat === 0 ? search : heuristicBot));
    const problems: string[] = [];
    // playGame throws if the engine rejects an answer.
    const r = playGame(game, bots, {
      seed,
      onDecision: (g) => problems.push(...checkInvariants(g.state)),
    });
    expect(problems).toEqual([]);
    expect(r.finished).toBe(true);
  });
});
