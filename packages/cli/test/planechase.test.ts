/**
 * `roundtable simulate --variant planechase` (901) and `--planechase` on another variant: the games run to
 * the end with win rates per seat, with random planar decks (901.3); the option is refused where it can't be.
 */
import { describe, expect, it } from "vitest";
import { runMain } from "./helpers.ts";

describe("simulate Planechase (901)", () => {
  it("plays planechase games between bots and prints the win rate of every seat", async () => {
    const r = await runMain(["simulate", "--variant", "planechase", "--games", "3", "--seed", "1"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("3 games: Planechase, 4 players");
    for (const seat of ["seat 1 (Alice)", "seat 2 (Bob)", "seat 3 (Carol)", "seat 4 (Dave)"])
      expect(r.out).toMatch(new RegExp(`${seat.replace(/[()]/g, "\\$&")}:\\s+\\d+\\.\\d%`));
    expect(r.out).not.toContain("errors:");
  });

  it("adds Planechase to another variant with --planechase (901.12 Two-Headed Giant)", async () => {
    const r = await runMain([
      "simulate",
      "--variant",
      "two-headed-giant",
      "--planechase",
      "--games",
      "2",
      "--seed",
      "4",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("2 games: Two-Headed Giant");
    expect(r.out).not.toContain("errors:");
  });
});
