/** What the seats show and in which order: in range first (801), one team life (810.4), markers (807.4). */
import { describe, expect, it } from "vitest";
import { seatEntries, seatOrder, sharedOf, summarise } from "../src/table/seating.ts";
import { permanent, player, viewOf } from "./tableView.fixture.ts";

describe("seat summaries", () => {
  it("counts each seat's permanents and creatures, and reads roles and teams from the config", () => {
    const view = viewOf(
      3,
      {
        battlefield: [permanent(10, 1), permanent(11, 1, { types: ["Land"] }), permanent(12, 2)],
        players: [player(0, { team: 0 }), player(1, { team: 0 }), player(2, { team: 1 })],
      },
      { roles: ["general", "emperor", "general"], teams: [0, 0, 1] },
    );
    const sums = summarise(view);
    expect(sums.map((s) => [s.permanents, s.creatures])).toEqual([
      [0, 0],
      [2, 1],
      [1, 1],
    ]);
    expect(sums.map((s) => s.role)).toEqual(["general", "emperor", "general"]);
    expect(sums.map((s) => s.me)).toEqual([true, false, false]);
    expect(sums[2].team).toBe(1);
  });

  it("801.2c: the seats outside the viewer's range are out of range; a spectator sees every seat in range", () => {
    const players = Array.from({ length: 6 }, (_, i) => player(i, { range: 1, inRange: [] }));
    players[0].inRange = [5, 0, 1];
    const view = viewOf(6, { players });
    expect(summarise(view).map((s) => s.inRange)).toEqual([true, true, false, false, false, true]);
    expect(summarise({ ...view, viewer: null }).every((s) => s.inRange)).toBe(true);
  });

  it("807.4: every turn marker's active player and priority, and the markers each player holds", () => {
    const lane = (active: number, priority: number | null) => ({
      turn: { number: 3, active, activePlayers: [active], step: "main1" as const, priority },
      stack: [],
      attacks: [],
    });
    const marker = (marker: number, holder: number, taking: boolean) => ({
      marker,
      holder,
      taking,
      designations: 0,
      pending: null,
      ...lane(holder, taking ? holder : null),
    });
    const view = viewOf(12, { markers: [marker(1, 0, true), marker(2, 4, true), marker(3, 8, false)] });
    const sums = summarise(view);
    expect(sums.filter((s) => s.active).map((s) => s.seat)).toEqual([0, 4, 8]);
    expect(sums.filter((s) => s.priority).map((s) => s.seat)).toEqual([0, 4]);
    expect(sums[8].markers).toEqual([3]);
  });

  it("classic Emperor: the creatures standing in each territory, marched ones where they stand", () => {
    const view = viewOf(
      3,
      { battlefield: [permanent(10, 0, { territory: 1 }), permanent(11, 1, { territory: 1 })] },
      {
        territories: true,
      },
    );
    expect(summarise(view).map((s) => s.territory)).toEqual([0, 2, 0]);
    expect(summarise(viewOf(3)).map((s) => s.territory)).toEqual([null, null, null]);
  });
});

describe("the order of the seat lists", () => {
  it("me first, then the players in my range, then the rest from my left, those who left last", () => {
    const players = Array.from({ length: 8 }, (_, i) => player(i, { range: 1 }));
    players[3].inRange = [2, 3, 4];
    players[5].left = true;
    players[5].result = "lost";
    const view = viewOf(8, { viewer: 3, players });
    expect(seatOrder(view, summarise(view))).toEqual([3, 4, 2, 6, 7, 0, 1, 5]);
  });

  it("a spectator's lists go in seat order", () => {
    const view = viewOf(4, { viewer: null });
    expect(seatOrder(view, summarise(view))).toEqual([0, 1, 2, 3]);
  });

  it("810.4: with a shared life total each team's entry (its one life) comes before its players, my team first", () => {
    const teams = [0, 0, 1, 1];
    const players = teams.map((team, i) => player(i, { team, life: team === 0 ? 26 : 30 }));
    const view = viewOf(4, { viewer: 2, players }, { sharedLife: true, sharedPoison: true, teams });
    expect(sharedOf(view)).toEqual({ life: true, poison: true });
    expect(seatEntries(view, summarise(view))).toEqual([
      { kind: "team", team: 1, life: 30, poison: 0, seats: [2, 3] },
      { kind: "seat", seat: 2 },
      { kind: "seat", seat: 3 },
      { kind: "team", team: 0, life: 26, poison: 0, seats: [0, 1] },
      { kind: "seat", seat: 0 },
      { kind: "seat", seat: 1 },
    ]);
  });

  it("2007 CR 606.5: shared life but each player's own poison (the team entry has none)", () => {
    const teams = [0, 0, 1, 1];
    const view = viewOf(
      4,
      { players: teams.map((team, i) => player(i, { team })) },
      { sharedLife: true, teams },
    );
    expect(sharedOf(view)).toEqual({ life: true, poison: false });
    expect(seatEntries(view, summarise(view))[0]).toMatchObject({ kind: "team", poison: null });
  });

  it("without shared life every entry is a seat", () => {
    const view = viewOf(3);
    expect(seatEntries(view, summarise(view)).every((e) => e.kind === "seat")).toBe(true);
  });
});
