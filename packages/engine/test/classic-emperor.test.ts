/**
 * The classic Emperor (the Emperor article in shared/reference/historical) as a configuration: territories,
 * range 2, who starts, and marching as a priority action seen through the decision protocol and the views.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type LayoutPlayer, variantConfig } from "../src/index.ts";
import { advanceTo, idOf, submitOk } from "./helpers.ts";

const TEAMS = [
  [0, 1, 2],
  [3, 4, 5],
];

function classic(players: Partial<LayoutPlayer>[], start = 5): Game {
  return Game.fromLayout(cardDb, {
    variant: "emperor-classic",
    seed: 1,
    players: "ABCDEF".split("").map((name, i) => ({ name, ...players[i] })),
    options: { teams: TEAMS },
    start,
    autoPass: false,
  });
}

function marches(game: Game): { object: number; to: number }[] {
  const d = game.pending()!;
  if (d.kind !== "priority") return [];
  return d.actions.flatMap((a) => (a.type === "march" ? [{ object: a.object, to: a.to }] : []));
}

describe("classic Emperor", () => {
  it("is a configuration: emperors in the middle, range 2 for everyone, territories, no deploy", () => {
    const c = variantConfig("emperor-classic", 6, { teams: TEAMS });
    expect(c.roles).toEqual(["general", "emperor", "general", "general", "emperor", "general"]);
    expect(c.range).toEqual([2, 2, 2, 2, 2, 2]);
    expect([c.territories, c.deploy, c.attackAdjacentOnly]).toEqual([true, false, false]);
    const ten = variantConfig("emperor-classic", 10, {
      teams: [
        [0, 1, 2, 3, 4],
        [5, 6, 7, 8, 9],
      ],
    });
    expect(ten.roles?.filter((r) => r === "emperor")).toHaveLength(2);
    expect(ten.range).toEqual(Array.from({ length: 10 }, () => 2));
  });

  it("attacks from territories, on either side: attack multiple players, and attack left or right (803) refused", () => {
    // Found by the wide fuzz campaign (issue 14): --attack left was taken and ignored, and creatures attacked
    // the enemies on both sides of their territory.
    expect(variantConfig("emperor-classic", 6, { teams: TEAMS }).attack).toBe("multiple");
    expect(variantConfig("emperor-classic", 6, { teams: TEAMS, attack: "multiple" }).attack).toBe("multiple");
    for (const attack of ["left", "right"] as const)
      expect(() => variantConfig("emperor-classic", 6, { teams: TEAMS, attack })).toThrow(
        `variant "emperor-classic" takes only the attack rule "multiple": creatures attack the enemies next to the territory they stand in, on either side (the Emperor article), got "${attack}"`,
      );
  });

  it("one emperor's left-hand general plays first: the last seat of a team, next to the other team", () => {
    const deck = Array.from({ length: 40 }, () => "mountain");
    const starts = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const game = Game.create(cardDb, {
        variant: "emperor-classic",
        seed,
        players: "ABCDEF".split("").map((name) => ({ name, deck })),
        options: { teams: TEAMS },
      });
      starts.add(game.state.turn.active);
    }
    expect([...starts].sort()).toEqual([2, 5]);
  });

  it("marching is a priority action of the creature's controller in their main phase, into a neighbouring ally's territory", () => {
    const game = classic([{}, {}, {}, {}, {}, { battlefield: [{ card: "grizzly-bears" }] }]);
    advanceTo(game, 1, "upkeep");
    expect(marches(game)).toEqual([]); // not in the upkeep
    advanceTo(game, 1, "main1");
    const bears = idOf(game, 5, "grizzly-bears");
    expect(marches(game)).toEqual([{ object: bears, to: 4 }]); // E's territory; A's is an enemy's
    const d = game.pending()!;
    if (d.kind !== "priority") throw new Error(d.kind);
    const r = game.submit(5, d.id, { choice: d.actions.findIndex((a) => a.type === "march") });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.events.map((e) => e.type)).toContain("march");
    expect(game.view(5).battlefield.find((p) => p.id === bears)).toMatchObject({ territory: 4, sick: true });
    expect(game.view(null).battlefield.find((p) => p.id === bears)?.territory).toBe(4); // public
    expect(marches(game)).toEqual([]); // once a turn
    submitOk(game, { choice: 0 });
  });

  it("views show territories only in games that have them", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "emperor",
      seed: 1,
      players: "ABCDEF".split("").map((name) => ({ name, battlefield: [{ card: "grizzly-bears" }] })),
      options: { teams: TEAMS },
      start: 0,
    });
    expect(game.view(null).battlefield.every((p) => p.territory === undefined)).toBe(true);
  });
});
