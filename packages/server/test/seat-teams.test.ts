/**
 * A table's teams before its game begins (tables/seatTeams.ts: plannedTeams), for team lines said in the
 * lobby (808.5, 809.7, 810.5, 811.5: teammates may discuss strategies at any time): each seat's team is the
 * one the game reads from its start once it begins (seatTeams), for every team variant — by seat, from the
 * request's options alone; none where they are known only at the start.
 */
import { readFileSync } from "node:fs";
import { parseCreateTable, tableSetup } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { parsePositionRequest } from "../src/tables/fromPosition.ts";
import { plannedTeams, seatTeams } from "../src/tables/seatTeams.ts";

const TWO_HEADED_FILE = new URL(
  "../../../scenarios/702-keywords/702.121a-melee-in-two-headed-giant-counts-only-the-creatures-you-attacked-with.json",
  import.meta.url,
);

/** A create request as the server parses it (its seats and decks by default: seat 1 open, bots). */
const request = (body: Record<string, unknown>) => parseCreateTable(body);

/** The teams of the game the request's table begins (seed 7, Ann in the open seat). */
const startedTeams = (body: Record<string, unknown>) =>
  seatTeams({ setup: tableSetup(request(body), 7, ["Ann"]).setup });

describe("a table's teams before its start", () => {
  it.each([
    { variant: "two-headed-giant", players: 4 }, // 810.1
    { variant: "two-headed-giant", players: 6 }, // 810.11: three-headed giants
    { variant: "team-vs-team", players: 6, options: { teams: 3 } }, // 808.2: seated together
    { variant: "emperor", players: 6 }, // 809.2: the emperor in the middle
    { variant: "alternating-teams", players: 6 }, // 811.3: A1 B1 A2 B2 …
    { variant: "archenemy", players: 4 }, // 904: the archenemy alone, everyone else together
    { variant: "free-for-all", players: 4, options: { teams: 2 } }, // 102.3: the teams option
  ])(
    "102.3, 808–811, 904: $variant ($players players) has, by seat, the teams its game begins with",
    (body) => {
      const planned = plannedTeams(request(body));
      expect(planned).not.toBeNull();
      expect(planned).toEqual(startedTeams(body));
    },
  );

  it("a variant without teams has none (807.1 Grand Melee, 806 Free-for-All)", () => {
    expect(plannedTeams(request({ variant: "free-for-all", players: 4 }))).toBeNull();
    expect(plannedTeams(request({ variant: "grand-melee", players: 12 }))).toBeNull();
  });

  it("807.3: where the players are seated at random as the game begins, no seat's team is known until then", () => {
    // The 2004 draft's Free-for-All seats its players at random (605.2) and may have teams: a seat's team is
    // known, but not which player will sit there.
    const body = { variant: "free-for-all", edition: "2004", players: 4, options: { teams: 2 } };
    expect(startedTeams(body)).toEqual([0, 0, 1, 1]);
    expect(plannedTeams(request(body))).toBeNull();
  });

  it("a table from a saved position has its file's teams, from the start its check kept (none kept: none yet)", () => {
    // 810: the file's Two-Headed Giant, its teams A (A1, A2) and B (B1, B2).
    const file = JSON.parse(readFileSync(TWO_HEADED_FILE, "utf8")) as Record<string, unknown>;
    const checked = parsePositionRequest({ position: file });
    if (checked.start === undefined) throw new Error("the check keeps the start");
    expect(plannedTeams(checked)).toEqual([0, 0, 1, 1]);
    expect(plannedTeams(checked)).toEqual(seatTeams(checked.start));
    const { start: _, inputs: __, ...stored } = checked; // as a table stored before the start was kept
    expect(plannedTeams(stored)).toBeNull();
  });
});
