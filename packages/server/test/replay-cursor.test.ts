/**
 * ReplayCursor: any step of a finished game, in any order, is the record replayed to that step; the
 * checkpoints it keeps are bounded whatever the record's length. Replays keeps a bounded number of games.
 */

import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import { parseCreateTable, tableSetup } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { MAX_CHECKPOINTS, MIN_SPACING, ReplayCursor } from "../src/replays/replayCursor.ts";

function botGame(seed: number): GameRecord {
  const request = parseCreateTable({ variant: "free-for-all", players: 4 });
  const game = Game.create(cardDb, tableSetup(request, seed, ["Ann"]).setup, { events: false });
  playGame(game, Array(4).fill(makeBot("heuristic")), { seed });
  return game.record();
}

describe("ReplayCursor", () => {
  const record = botGame(3);
  const steps = record.inputs.length;

  it("gives each step's game, in any order, as the record replayed to it", () => {
    const cursor = new ReplayCursor(cardDb, record);
    expect(cursor.steps).toBe(steps);
    for (const step of [0, 5, steps, 1, Math.floor(steps / 2), Math.floor(steps / 2) - 1, 0, steps - 1]) {
      const expected = Game.replay(cardDb, { ...record, inputs: record.inputs.slice(0, step) });
      expect(cursor.at(step).game.hash()).toBe(expected.hash());
    }
    expect(cursor.at(steps).game.hash()).toBe(record.hash);
    expect(() => cursor.at(steps + 1)).toThrow(RangeError);
  });

  it("keeps at most MAX_CHECKPOINTS checkpoints (and the cursor), MIN_SPACING inputs apart at least", () => {
    const cursor = new ReplayCursor(cardDb, record);
    cursor.at(steps);
    expect(cursor.every).toBe(Math.max(MIN_SPACING, Math.ceil(steps / MAX_CHECKPOINTS)));
    expect(cursor.kept).toBeLessThanOrEqual(MAX_CHECKPOINTS + 2);
    expect(cursor.kept).toBe(Math.floor(steps / cursor.every) + 2);
  });
});
