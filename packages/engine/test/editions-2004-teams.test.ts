/**
 * The 2004 draft's Teams (608) and Two-Headed Giant (609) as the "2004" editions of Alternating Teams and
 * Two-Headed Giant (editions2004Teams.ts): the configuration each sets, who starts (609.3), who may be
 * attacked (609.6) and whose hands are seen. The positions themselves are in scenarios/historical-2004.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  acrossOpponents,
  ConfigError,
  editionsOf,
  Game,
  type GameSetup,
  teamLists,
  variantConfig,
} from "../src/index.ts";

const twoTeams = (n: number) => [
  Array.from({ length: n }, (_, i) => i),
  Array.from({ length: n }, (_, i) => n + i),
];

function layout(variant: string, seating: number[], edition: "2004" | "current"): Game {
  return Game.fromLayout(cardDb, {
    variant,
    seed: 1,
    players: seating.map((t, seat) => ({ name: `P${seat}`, team: t })),
    options: { teams: teamLists(seating), edition },
  } as never);
}

describe("2004 draft 608 Teams: the 2004 edition of Alternating Teams", () => {
  it("608: Teams is Alternating Teams' 2004 edition; Team vs. Team has none", () => {
    expect(editionsOf("alternating-teams")).toContain("2004");
    expect(editionsOf("team-vs-team")).not.toContain("2004");
  });

  it("608.2–608.6: seated alternately, range 2, a random player starts, only neighbours are attacked", () => {
    const c = variantConfig("alternating-teams", 6, {
      edition: "2004",
      teams: [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
    });
    expect(c.range).toEqual([2, 2, 2, 2, 2, 2]); // 608.4
    expect(c.seating).toBe("alternating"); // 608.2
    expect(c.attackAdjacentOnly).toBe(true); // 608.6
    expect(c.starting).toBe("random"); // 608.3
    expect(c.teamLosesTogether).toBe(false); // 608.5, 2004 draft 102.7
    expect(() =>
      variantConfig("alternating-teams", 4, {
        edition: "2004",
        teams: [
          [0, 1],
          [2, 3],
        ],
      }),
    ).toThrow(ConfigError); // 608.2: seated alternately
  });

  it("2004 draft (no rule shares hands; the mulligan, a core rule the draft doesn't change, stays today's): hands are private", () => {
    const c = variantConfig("alternating-teams", 4, {
      edition: "2004",
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
    expect([c.handsVisible, c.mulligan, c.freeFirstMulligan, c.firstTurnDraw]).toEqual([
      "none",
      "london",
      true,
      "allDraw", // 2004 draft 101.5
    ]);
    const now = variantConfig("alternating-teams", 4, {
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
    expect([now.handsVisible, now.mulligan, now.freeFirstMulligan]).toEqual([
      "adjacentTeammates",
      "london",
      true,
    ]);
  });
});

describe("2004 draft 609 Two-Headed Giant: the 2004 edition of two-headed-giant", () => {
  it("609.5a, 609.4, 609.5: 20 life per player, no range, own turns, players lose on their own", () => {
    const two = variantConfig("two-headed-giant", 4, { edition: "2004", teams: twoTeams(2) });
    expect(two.startingLife).toBe(40);
    expect(variantConfig("two-headed-giant", 6, { edition: "2004", teams: twoTeams(3) }).startingLife).toBe(
      60,
    );
    expect(two.range).toBeNull();
    expect(two.sharedTurns).toBe(false);
    expect(two.sharedLife).toBe(true);
    expect(two.teamLosesTogether).toBe(false);
    expect(two.teamCantLose).toBe(true); // 609.5b
    expect(two.poisonToLose).toBe(10); // 2004 draft 102.3c
    expect(two.sharedPoison).toBe(false); // 609.5: only the life total is shared
    expect(two.firstTurnDraw).toBe("allDraw"); // 2004 draft 101.5
    expect(two.handsVisible).toBe("none");
    // No team turns to ask for: sharedTurns false is the edition's own value, not refused (810.2 is today's).
    expect(
      variantConfig("two-headed-giant", 4, { edition: "2004", teams: twoTeams(2), sharedTurns: false })
        .sharedTurns,
    ).toBe(false);
    expect(() => variantConfig("two-headed-giant", 4, { teams: twoTeams(2), sharedTurns: false })).toThrow(
      /810.2/,
    );
  });

  it("609.1: two equally-sized teams of two or more", () => {
    expect(() =>
      variantConfig("two-headed-giant", 6, {
        edition: "2004",
        teams: [
          [0, 1],
          [2, 3],
          [4, 5],
        ],
      }),
    ).toThrow(ConfigError);
  });

  it("609.3: the second player of a random team starts (A2 or B2), for two and three heads", () => {
    for (const heads of [2, 3]) {
      const starts = new Set<number>();
      for (let seed = 1; seed <= 30; seed++) {
        const setup: GameSetup = {
          variant: "two-headed-giant",
          seed,
          options: { edition: "2004", teams: twoTeams(heads) },
          players: Array.from({ length: 2 * heads }, (_, i) => ({
            name: `P${i}`,
            deck: Array(40).fill("forest"),
          })),
        };
        starts.add(Game.create(cardDb, setup).state.turn.active);
      }
      expect([...starts].sort()).toEqual([1, heads + 1]);
    }
  });

  it("609.6: each player faces the opponent seated across — A1 B2, A2 B1; with three heads A1 B3, A2 B2, A3 B1", () => {
    const g2 = layout("two-headed-giant", [0, 0, 1, 1], "2004");
    expect([0, 1, 2, 3].map((p) => acrossOpponents(g2.state, p))).toEqual([[3], [2], [1], [0]]);
    const g3 = layout("two-headed-giant", [0, 0, 0, 1, 1, 1], "2004");
    expect([0, 1, 2, 3, 4, 5].map((p) => acrossOpponents(g3.state, p))).toEqual([
      [5],
      [4],
      [3],
      [2],
      [1],
      [0],
    ]);
  });

  it("609.6: once the player across has left, the closest remaining — one, or both when as close", () => {
    const g = layout("two-headed-giant", [0, 0, 0, 1, 1, 1], "2004");
    g.state.players[4].left = true; // B2, across from A2
    expect(acrossOpponents(g.state, 1)).toEqual([3, 5]); // B1 and B3, one seat from B2's each
    g.state.players[4].left = false;
    g.state.players[5].left = true; // B3, across from A1
    expect(acrossOpponents(g.state, 0)).toEqual([4]); // B2 is one seat from B3's, B1 two
  });

  it("hands: no 2004 rule lets teammates see each other's hands (today's 810.5 does)", () => {
    const old = layout("two-headed-giant", [0, 0, 1, 1], "2004");
    expect(old.view(1).players[0].hand).toBeNull();
    const now = layout("two-headed-giant", [0, 0, 1, 1], "current");
    expect(now.view(1).players[0].hand).not.toBeNull();
  });
});
