/**
 * The Python example (examples/python/roundtable_client.py) run with the system's python3: it plays a
 * 4-player Free-for-All through `roundtable stdio` to its end, forking once, and its record replays to
 * the hash it prints. python3 is required: without it the test fails and says so.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { testTempDir } from "../helpers.ts";

describe("examples/python/roundtable_client.py", () => {
  it("plays a 4-player Free-for-All to its end with the system's python3, and its record replays", () => {
    const save = join(testTempDir("rt-stdio-"), "record.json");
    const r = spawnSync("python3", ["examples/python/roundtable_client.py", "--seed", "3", "--save", save], {
      encoding: "utf8",
      timeout: 280_000,
    });
    if (r.error !== undefined)
      throw new Error(
        `could not run python3 (the stdio example's test needs the system's python3): ${r.error.message}`,
      );
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^driver: roundtable \S+, protocol 1$/m);
    expect(r.stdout).toMatch(/^forked ffa at input \d+ .* ffa is unchanged$/m);
    expect(r.stdout).toMatch(/^ffa ended after \d+ turns and \d+ answers of ours: won by /m);
    const hash = /^record: \d+ inputs, hash ([0-9a-f]+)$/m.exec(r.stdout)?.[1];
    const record = JSON.parse(readFileSync(save, "utf8")) as GameRecord;
    expect(record.hash).toBe(hash);
    const game = Game.replay(cardDb, record);
    expect(game.isOver()).toBe(true);
    expect(game.hash()).toBe(hash);
    // A generous limit: the game takes seconds, but a loaded machine starts node slowly.
  }, 300_000);
});
