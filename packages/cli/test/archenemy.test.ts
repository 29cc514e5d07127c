/**
 * Archenemy (904) on the command line: `simulate --variant archenemy` plays the archenemy (seat 0, 40 life,
 * a random scheme deck) against the team of the others with shared team turns and reports the win rate of
 * each side; Supervillain Rumble (904.12) reports it by seat.
 */
import { describe, expect, it } from "vitest";
import { runMain } from "./helpers.ts";

describe("roundtable simulate --variant archenemy", () => {
  it.each([
    [3, "the team (Bob, Carol)"],
    [4, "the team (Bob, Carol, Dave)"],
  ])("%i players: the archenemy's and the team's win rates (904.2)", async (players, team) => {
    const r = await runMain([
      "simulate",
      "--variant",
      "archenemy",
      "--players",
      String(players),
      "--games",
      "2",
      "--seed",
      "1",
      "--quiet",
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      `2 games: Archenemy, ${players} players, attack multiple, 2 teams, shared team turns, heuristic bots, seeds 1–2\n`,
    );
    const rows = [
      ...r.out.matchAll(/^ {2}(archenemy \(.*\)|the team \(.*\)|draws|unfinished|errors):.*\((\d+)\)$/gm),
    ];
    expect(rows.map((m) => m[1])).toEqual(["archenemy (Alice)", team, "draws"]);
    expect(rows.reduce((n, m) => n + Number(m[2]), 0)).toBe(2);
  });

  it("904.2: an option Archenemy doesn't use is refused, naming the rule", async () => {
    const r = await runMain([
      "simulate",
      "--variant",
      "archenemy",
      "--players",
      "4",
      "--range",
      "2",
      "--games",
      "1",
    ]);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/904\.2/);
  });

  it("904.12: Supervillain Rumble reports the win rate by seat", async () => {
    const r = await runMain([
      "simulate",
      "--variant",
      "supervillain-rumble",
      "--players",
      "3",
      "--games",
      "1",
      "--seed",
      "2",
      "--quiet",
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Win rate by seat:$/m);
  });
});
