/**
 * The team variants as configurations (principle 5): Team vs. Team (808), Emperor (809) and Alternating
 * Teams (811) — their seating rules, roles, ranges, attack rules, who starts, who sees whose hand, and
 * the Emperor's end-of-game rules (809.5).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  eventFor,
  Game,
  type GameSetup,
  seatTeams,
  type TableLayout,
  teamLists,
  turnRanges,
  variantConfig,
} from "../src/index.ts";
import { advanceTo, passAnswer, submitOk } from "./helpers.ts";

const teamsOf = teamLists;

function table(variant: string, seating: number[], extra: Partial<TableLayout> = {}): Game {
  const names = seating.map(
    (t, seat) => `${"ABCDEFGH"[t]}${seating.slice(0, seat).filter((x) => x === t).length + 1}`,
  );
  return Game.fromLayout(cardDb, {
    variant,
    seed: 1,
    players: names.map((name) => ({ name, battlefield: [{ card: "grizzly-bears" }] })),
    options: { teams: teamsOf(seating) },
    start: 0,
    autoPass: false,
    ...extra,
  });
}

describe("808 Team vs. Team", () => {
  it("808.2: teammates sit together; 808.3a: attack multiple players by default", () => {
    const c = variantConfig("team-vs-team", 6, {
      teams: [
        [0, 1, 2],
        [3, 4, 5],
      ],
    });
    expect(c.attack).toBe("multiple");
    expect(c.teams).toEqual([0, 0, 0, 1, 1, 1]);
    expect(() =>
      variantConfig("team-vs-team", 4, {
        teams: [
          [0, 2],
          [1, 3],
        ],
      }),
    ).toThrow(/sit together \(808\.2/);
    expect(() => variantConfig("team-vs-team", 4)).toThrow(/played in teams/);
    // A team may wrap round the table (seats 5 and 0 are next to each other).
    expect(
      variantConfig("team-vs-team", 6, {
        teams: [
          [5, 0, 1],
          [2, 3, 4],
        ],
      }).teams,
    ).toEqual([0, 0, 1, 1, 1, 0]);
  });

  it("808.4: a random team's centre seat starts (odd team), or the player left of its midpoint (even team)", () => {
    const starts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const setup: GameSetup = {
        variant: "team-vs-team",
        seed,
        options: {
          teams: [
            [0, 1, 2],
            [3, 4, 5, 6],
          ],
        },
        players: Array.from({ length: 7 }, (_, i) => ({ name: `P${i}`, deck: Array(40).fill("forest") })),
      };
      starts.add(Game.create(cardDb, setup).state.turn.active);
    }
    expect([...starts].sort()).toEqual([1, 5]); // team 1: seats 0–2 → 1; team 2: seats 3–6 → 5
  });

  it("808.5: the cards a player draws are shown to their teammates' views of events, not to opponents", () => {
    const setup: GameSetup = {
      variant: "team-vs-team",
      seed: 3,
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      players: Array.from({ length: 4 }, (_, i) => ({ name: `P${i}`, deck: Array(40).fill("forest") })),
    };
    const game = Game.create(cardDb, setup, { events: true });
    const draw = game.startEvents.find((e) => e.type === "draw" && e.player === 0);
    if (draw?.type !== "draw") throw new Error("no opening draw for P0");
    expect(eventFor(draw, 1)).toHaveProperty("secret"); // teammate
    expect(eventFor(draw, 2)).not.toHaveProperty("secret"); // opponent
    expect(eventFor(draw, null)).not.toHaveProperty("secret"); // spectator
  });

  it("808.5: teammates see each other's hands; opponents don't", () => {
    const g = table("team-vs-team", [0, 0, 1, 1]);
    const hand = (viewer: number, seat: number) => g.view(viewer).players[seat].hand;
    expect(hand(1, 0)).not.toBeNull();
    expect(hand(2, 0)).toBeNull();
    expect(g.view(null).players[0].hand).toBeNull();
  });
});

describe("809 Emperor", () => {
  it("809.2, 809.3a–b: roles, ranges 2 and 1, deploy creatures", () => {
    const c = variantConfig("emperor", 6, {
      teams: [
        [0, 1, 2],
        [3, 4, 5],
      ],
    });
    expect(c.roles).toEqual(["general", "emperor", "general", "general", "emperor", "general"]);
    expect(c.range).toEqual([1, 2, 1, 1, 2, 1]);
    expect(c.deploy).toBe(true);
    expect(() =>
      variantConfig("emperor", 6, {
        teams: [
          [0, 1],
          [2, 3, 4, 5],
        ],
      }),
    ).toThrow(/equal size/);
  });

  it("809.6a (CR example, E25): two teams of four — emperors 3, the middle generals 2, the others 1", () => {
    const c = variantConfig("emperor", 8, {
      teams: [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ],
    });
    expect(c.roles).toEqual([
      "general",
      "emperor",
      "general",
      "general",
      "general",
      "emperor",
      "general",
      "general",
    ]);
    expect(c.range).toEqual([1, 3, 2, 1, 1, 3, 2, 1]);
  });

  it("809.3c (CR example, E24): at the start no emperor can attack, though opposing generals are in range", () => {
    const emperorTurn = table("emperor", [0, 0, 0, 1, 1, 1], { start: 1 });
    advanceTo(emperorTurn, 1, "main1");
    expect(turnRanges(emperorTurn.state)?.[1]).toEqual([0, 1, 2, 3, 5]); // two opposing generals in range
    const kinds: string[] = [];
    for (
      let d = emperorTurn.pending()!;
      emperorTurn.state.turn.step !== "main2";
      d = emperorTurn.pending()!
    ) {
      kinds.push(d.kind);
      submitOk(emperorTurn, passAnswer(d));
    }
    expect(kinds).not.toContain("attackers"); // the emperor is never asked: nobody to attack
    // A general next to the other team is asked (seat 2 attacks seat 3), so the test can fail.
    const generalTurn = table("emperor", [0, 0, 0, 1, 1, 1], { start: 2 });
    const d = advanceTo(generalTurn, 1, "declare-attackers");
    expect(d.kind).toBe("attackers");
    if (d.kind === "attackers")
      expect(d.candidates[0].defenders.flatMap((x) => ("player" in x ? [x.player] : []))).toEqual([3]);
  });

  it("809.5b: a general who loses just leaves; when the emperor loses, the team loses", () => {
    const g = table("emperor", [0, 0, 0, 1, 1, 1]);
    g.concede(0);
    expect(g.state.players.map((p) => p.left)).toEqual([true, false, false, false, false, false]);
    g.concede(4);
    expect(g.state.players.map((p) => p.result)).toEqual(["won", "won", "won", "lost", "lost", "lost"]);
    expect(g.state.winners).toEqual([0, 1, 2]); // 104.2c: the general who lost earlier wins with the team
  });
});

describe("811 Alternating Teams", () => {
  it("811.3 (CR example, E35): seats A1, B1, C1, A2, B2, C2, A3, B3, C3", () => {
    expect(seatTeams("alternating", [3, 3, 3])).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2]);
    const c = variantConfig("alternating-teams", 6, { teams: teamsOf([0, 1, 2, 0, 1, 2]) });
    expect(c.range).toEqual([2, 2, 2, 2, 2, 2]); // 811.2a: range 2 recommended
    expect(() => variantConfig("alternating-teams", 6, { teams: teamsOf([0, 0, 1, 1, 2, 2]) })).toThrow(
      /811\.3/,
    );
  });

  it("811.2b: exactly one attack rule", () => {
    expect(() =>
      variantConfig("alternating-teams", 4, { teams: teamsOf([0, 1, 0, 1]), attack: "single" }),
    ).toThrow(/811\.2b/);
    expect(
      variantConfig("alternating-teams", 4, { teams: teamsOf([0, 1, 0, 1]), attack: "left" }).attack,
    ).toBe("left");
  });

  it("811.4: only opponents in adjacent seats can be attacked, though others are in range", () => {
    const g = table("alternating-teams", [0, 1, 2, 0, 1, 2]);
    const d = advanceTo(g, 1, "declare-attackers");
    if (d.kind !== "attackers") throw new Error(d.kind);
    const players = d.candidates[0].defenders.flatMap((x) => ("player" in x ? [x.player] : []));
    expect(players.sort()).toEqual([1, 5]); // seat 2 (C1) is in range 2 but not adjacent
  });

  it("811.5: teammates see each other's hands only when seated next to each other", () => {
    const g = table("alternating-teams", [0, 1, 0, 1]);
    expect(g.view(2).players[0].hand).toBeNull(); // A2 is two seats from A1
    g.concede(1); // now A1 and A2 sit next to each other
    expect(g.view(2).players[0].hand).not.toBeNull();
  });

  it("a bad configuration is refused with the rule", () => {
    expect(() => variantConfig("emperor", 6)).toThrow(ConfigError);
  });
});
