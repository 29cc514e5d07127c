/**
 * The Emperor format of the 2004 draft multiplayer rules (610) — the `emperor` variant with
 * `edition: "2004"` — against today's 809: its teams, ranges, attacks, moving creatures, who starts, who
 * sees whose hand and who wins. Scenarios: scenarios/historical-2004/.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  checkInvariants,
  type Decision,
  Game,
  type TableLayout,
  teamLists,
  variantConfig,
} from "../src/index.ts";
import { advanceTo } from "./helpers.ts";

const SIX = teamLists([0, 0, 0, 1, 1, 1]);
const TEN = teamLists([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]);

function table(
  seating: number[],
  edition: "2004" | "current",
  extra: Partial<TableLayout> = {},
  life: Record<number, number> = {},
): Game {
  return Game.fromLayout(cardDb, {
    variant: "emperor",
    seed: 1,
    players: seating.map((_, seat) => ({
      name: `P${seat}`,
      life: life[seat],
      hand: ["grizzly-bears"],
      battlefield: [{ card: "grizzly-bears" }],
    })),
    options: { teams: teamLists(seating), edition },
    start: 0,
    autoPass: false,
    ...extra,
  });
}

describe("2004 draft 610: Emperor", () => {
  it("2004 draft 610.1: two teams of three or five players; others are refused citing the rule", () => {
    expect(variantConfig("emperor", 6, { teams: SIX, edition: "2004" }).roles).toEqual([
      "general",
      "emperor",
      "general",
      "general",
      "emperor",
      "general",
    ]);
    expect(variantConfig("emperor", 10, { teams: TEN, edition: "2004" }).roles?.[2]).toBe("emperor");
    const four = teamLists([0, 0, 0, 0, 1, 1, 1, 1]);
    expect(variantConfig("emperor", 8, { teams: four }).roles).not.toBeNull(); // 809.6: teams of four today
    expect(() => variantConfig("emperor", 8, { teams: four, edition: "2004" })).toThrow(ConfigError);
    expect(() => variantConfig("emperor", 8, { teams: four, edition: "2004" })).toThrow(
      /variant "emperor" is played by 2 teams of 3 or 5 players each \(2004 draft 610\.1\), got teams of 4, 4/,
    );
    const three = teamLists([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(variantConfig("emperor", 9, { teams: three }).teams).toHaveLength(9); // 809.1: two or more teams
    expect(() => variantConfig("emperor", 9, { teams: three, edition: "2004" })).toThrow(/610\.1/);
    const unequal = teamLists([0, 0, 0, 1, 1, 1, 1]);
    expect(() => variantConfig("emperor", 7, { teams: unequal, edition: "2004" })).toThrow(
      /\(2004 draft 610\.1\), got teams of 3, 4/,
    );
  });

  it("2004 draft 610.4: range 2 for every player (809.3a: emperors 2, generals 1)", () => {
    expect(variantConfig("emperor", 6, { teams: SIX, edition: "2004" }).range).toEqual([2, 2, 2, 2, 2, 2]);
    expect(variantConfig("emperor", 6, { teams: SIX }).range).toEqual([1, 2, 1, 1, 2, 1]);
    expect(variantConfig("emperor", 10, { teams: TEN, edition: "2004" }).range).toEqual(
      Array.from({ length: 10 }, () => 2),
    );
    // The range option still sets another range, as for today's Emperor.
    expect(variantConfig("emperor", 6, { teams: SIX, edition: "2004", range: 3 }).range).toEqual(
      Array.from({ length: 6 }, () => 3),
    );
  });

  it("2004 draft 601.2, no 809.3c: an emperor attacks the opposing flankers in range, not only its neighbours", () => {
    // 610 names no attack option: as combat begins the emperor chooses whom to attack (306.3, 307.1).
    const then = advanceTo(table([0, 0, 0, 1, 1, 1], "2004", { start: 1 }), 1, "beginning-of-combat");
    expect(defenderChoice(then)).toEqual([3, 5]);
    // Today (809.3c, E24) the emperor's neighbours are teammates: the emperor is never asked to attack.
    const now = advanceTo(table([0, 0, 0, 1, 1, 1], "current", { start: 1 }), 1, "main2");
    expect(now.kind).not.toBe("attackers");
  });

  it("2004 draft 601.2: a flanker attacks the opposing emperor two seats away", () => {
    const then = advanceTo(table([0, 0, 0, 1, 1, 1], "2004", { start: 2 }), 1, "beginning-of-combat");
    expect(defenderChoice(then)).toEqual([3, 4]);
  });

  it("2004 draft 610.6: the moving creatures rules always apply — the deploy option can't turn them off", () => {
    expect(variantConfig("emperor", 6, { teams: SIX, edition: "2004" }).deploy).toBe(true);
    expect(() => variantConfig("emperor", 6, { teams: SIX, edition: "2004", deploy: false })).toThrow(
      /variant "emperor" always uses deploy creatures \(2004 draft 610\.6\)/,
    );
    expect(variantConfig("emperor", 6, { teams: SIX, deploy: false }).deploy).toBe(false); // today: an option
  });

  it("no 809.7 in the draft: teammates don't see each other's hands", () => {
    expect(table([0, 0, 0, 1, 1, 1], "2004").view(1).players[0].hand).toBeNull();
    expect(table([0, 0, 0, 1, 1, 1], "current").view(1).players[0].hand).not.toBeNull(); // 809.7
  });

  it("2004 draft 610.3: the emperor of a random team starts", () => {
    const starters = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = Game.create(cardDb, {
        variant: "emperor",
        options: { teams: SIX, edition: "2004" },
        seed,
        players: Array.from({ length: 6 }, (_, i) => ({ name: `P${i}`, deck: [] })),
      });
      starters.add(g.state.turn.active);
    }
    expect([...starters].sort()).toEqual([1, 4]);
  });

  it("2004 draft 610.5a–b, 102.2a: the team loses with its emperor; the other team wins for its players still in the game", () => {
    const then = table([0, 0, 0, 1, 1, 1], "2004");
    then.concede(0);
    then.concede(4);
    expect(then.state.players.map((p) => p.result)).toEqual(["lost", "won", "won", "lost", "lost", "lost"]);
    expect(then.state.winners).toEqual([1, 2]);
    expect(checkInvariants(then.state)).toEqual([]); // the winners: the team's players still in the game
    // Today (104.2c) the flanker who lost earlier wins with the team.
    const now = table([0, 0, 0, 1, 1, 1], "current");
    now.concede(0);
    now.concede(4);
    expect(now.state.winners).toEqual([0, 1, 2]);
    expect(checkInvariants(now.state)).toEqual([]);
  });

  it("2004 draft 610.5c: the game is a draw when all the remaining teams lose at once", () => {
    const g = table([0, 0, 0, 1, 1, 1], "2004", {}, { 1: 0, 4: 0 }); // both emperors at 0 life (704.5a)
    expect(g.pending()).toBeNull();
    expect(g.state.status).toBe("over");
    expect(g.state.players.map((p) => p.result)).toEqual(["draw", "draw", "draw", "draw", "draw", "draw"]);
  });
});

/** The players offered by the defending-player choice of 2004 draft 307.1. */
function defenderChoice(d: Decision): number[] {
  if (d.kind !== "choose" || d.purpose !== "defender") throw new Error(`not the defender choice: ${d.kind}`);
  return d.options.map((o) => (o.ref !== undefined && "player" in o.ref ? o.ref.player : -1));
}
