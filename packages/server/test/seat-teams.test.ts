/**
 * A table's teams and roles before its game begins (tables/seatTeams.ts: planOfRequest), for team lines said
 * in the lobby (808.5, 809.7, 810.5, 811.5: teammates may discuss strategies at any time) and for a player
 * choosing a seat (809.2: the emperor's; 904.2a: the archenemy's): each seat's team and role are the ones
 * the game reads from its start once it begins (planOfStart), for every team variant — by seat, from the
 * request's options alone; none where they are known only at the start.
 */
import { readFileSync } from "node:fs";
import { variantConfig } from "@roundtable/engine";
import { parseCreateTable, tableSetup } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { parsePositionRequest } from "../src/tables/fromPosition.ts";
import { NO_PLAN, planOfRequest, planOfStart } from "../src/tables/seatTeams.ts";

const TWO_HEADED_FILE = new URL(
  "../../../scenarios/702-keywords/702.121a-melee-in-two-headed-giant-counts-only-the-creatures-you-attacked-with.json",
  import.meta.url,
);

/** A create request as the server parses it (its seats and decks by default: seat 1 open, bots). */
const request = (body: Record<string, unknown>) => parseCreateTable(body);

/** The teams and roles of the game the request's table begins (seed 7, Ann in the open seat). */
const startedPlan = (body: Record<string, unknown>) =>
  planOfStart({ setup: tableSetup(request(body), 7, ["Ann"]).setup });

describe("a table's teams and roles before its start", () => {
  it.each([
    { variant: "two-headed-giant", players: 4 }, // 810.1
    { variant: "two-headed-giant", players: 6 }, // 810.11: three-headed giants
    { variant: "team-vs-team", players: 6, options: { teams: 3 } }, // 808.2: seated together
    { variant: "emperor", players: 6 }, // 809.2: the emperor in the middle
    { variant: "emperor", players: 8, options: { teams: 2 } }, // 809.2, E25: teams of four, the second
    { variant: "emperor", edition: "2004", players: 6 }, // 2004 draft 610.1–610.2
    { variant: "emperor-classic", players: 6 }, // the classic Emperor
    { variant: "alternating-teams", players: 6 }, // 811.3: A1 B1 A2 B2 …
    { variant: "archenemy", players: 4 }, // 904: the archenemy alone, everyone else together
    { variant: "free-for-all", players: 4, options: { teams: 2 } }, // 102.3: the teams option
  ])(
    "102.3, 808–811, 904: $variant ($players players) has, by seat, the teams and roles its game begins with",
    (body) => {
      const planned = planOfRequest(request(body));
      expect(planned.teams).not.toBeNull();
      expect(planned).toEqual(startedPlan(body));
    },
  );

  it("809.2: an Emperor table's emperors are the middle seats of its teams, as the engine's configuration has them", () => {
    const { roles } = planOfRequest(request({ variant: "emperor", players: 6 }));
    expect(roles).toEqual([null, "emperor", null, null, "emperor", null]);
    // The generals have no role: only the engine's emperors are named.
    expect(
      variantConfig("emperor", 6, {
        teams: [
          [0, 1, 2],
          [3, 4, 5],
        ],
      }).roles,
    ).toEqual(roles?.map((r) => r ?? "general"));
  });

  it("904.2a, 904.12b: the archenemy's seat is the first; every seat of a Supervillain Rumble is an archenemy's, without teams", () => {
    expect(planOfRequest(request({ variant: "archenemy", players: 4 }))).toEqual({
      teams: [0, 1, 1, 1],
      roles: ["archenemy", null, null, null],
    });
    const rumble = { variant: "supervillain-rumble", players: 3 };
    expect(planOfRequest(request(rumble))).toEqual({
      teams: null,
      roles: ["archenemy", "archenemy", "archenemy"],
    });
    expect(planOfRequest(request(rumble))).toEqual(startedPlan(rumble));
  });

  it("a variant without teams or roles has none (807.1 Grand Melee, 806 Free-for-All)", () => {
    expect(planOfRequest(request({ variant: "free-for-all", players: 4 }))).toEqual(NO_PLAN);
    expect(planOfRequest(request({ variant: "grand-melee", players: 12 }))).toEqual(NO_PLAN);
  });

  it("807.3: where the players are seated at random as the game begins, no seat's team is known until then", () => {
    // The 2004 draft's Free-for-All seats its players at random (605.2) and may have teams: a seat's team is
    // known, but not which player will sit there.
    const body = { variant: "free-for-all", edition: "2004", players: 4, options: { teams: 2 } };
    expect(startedPlan(body).teams).toEqual([0, 0, 1, 1]);
    expect(planOfRequest(request(body))).toEqual({
      ...NO_PLAN,
      pending:
        "its players are seated at random as its game begins (2004 draft 605.2), each one's team drawn with their seat",
    });
  });

  it("a table from a saved position has its file's teams, from the start its check kept (none kept: none yet)", () => {
    // 810: the file's Two-Headed Giant, its teams A (A1, A2) and B (B1, B2).
    const file = JSON.parse(readFileSync(TWO_HEADED_FILE, "utf8")) as Record<string, unknown>;
    const checked = parsePositionRequest({ position: file });
    if (checked.start === undefined) throw new Error("the check keeps the start");
    expect(planOfRequest(checked).teams).toEqual([0, 0, 1, 1]);
    expect(planOfRequest(checked)).toEqual(planOfStart(checked.start));
    const { start: _, inputs: __, ...stored } = checked; // as a table stored before the start was kept
    expect(planOfRequest(stored)).toEqual({
      ...NO_PLAN,
      pending:
        "its teams are read from its saved position as its game begins (it was stored without the position's start)",
    });
  });
});
