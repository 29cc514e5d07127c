/** The arrows over the table (attacks, blocks, targets), their geometry, the map's ring and the palette. */
import { describe, expect, it } from "vitest";
import { anchorSelectors, arrowsOf } from "../src/table/arrows.ts";
import { arrowLine, ringPoint } from "../src/table/geometry.ts";
import { inkOn, NO_TEAM, OKABE_ITO, teamColour, teamLetter } from "../src/table/palette.ts";
import { permanent, viewOf } from "./tableView.fixture.ts";

describe("arrows", () => {
  it("508.1b, 509.1a, 601.2c: attacker → defender, blocker → attacker, spell → each target", () => {
    const view = viewOf(3, {
      battlefield: [
        permanent(10, 0),
        permanent(11, 1),
        permanent(12, 2, { name: "Jace", types: ["Planeswalker"] }),
      ],
      attacks: [
        { attacker: 10, defender: { player: 1 }, blockers: [11] },
        { attacker: 10, defender: { planeswalker: 12 }, blockers: [] },
      ],
      stack: [
        {
          id: 20,
          card: "shock",
          name: "Shock",
          controller: 1,
          kind: "spell",
          targets: [[{ player: 0 }], [{ object: 10 }]],
          x: null,
        },
      ],
    });
    // Each object with its controller's seat, where the arrow ends when the object isn't shown.
    const bear10 = { object: 10, seat: 0 };
    expect(arrowsOf(view)).toEqual([
      { kind: "attack", from: bear10, to: { seat: 1 }, label: "Bear 10 attacks P2" },
      { kind: "block", from: { object: 11, seat: 1 }, to: bear10, label: "Bear 11 blocks Bear 10" },
      { kind: "attack", from: bear10, to: { object: 12, seat: 2 }, label: "Bear 10 attacks Jace" },
      { kind: "target", from: { object: 20, seat: 1 }, to: { seat: 0 }, label: "Shock targets P1" },
      { kind: "target", from: { object: 20, seat: 1 }, to: bear10, label: "Shock targets Bear 10" },
    ]);
    expect(anchorSelectors(bear10)).toEqual(['[data-object="10"]', '[data-seat="0"]']);
    expect(anchorSelectors({ seat: 3 })).toEqual(['[data-seat="3"]']);
  });

  it("807.4: every turn marker's attacks and stack, not only the main lane's", () => {
    const lane = (attacker: number, defender: number) => ({
      turn: { number: 1, active: 0, activePlayers: [0], step: "declare-attackers" as const, priority: 0 },
      stack: [],
      attacks: [{ attacker, defender: { player: defender }, blockers: [] }],
    });
    const m = (marker: number, l: ReturnType<typeof lane>) => ({
      marker,
      holder: marker,
      taking: true,
      designations: 0,
      pending: null,
      ...l,
    });
    const view = viewOf(12, { markers: [m(1, lane(10, 2)), m(2, lane(11, 7))] });
    expect(arrowsOf(view).map((a) => a.to)).toEqual([{ seat: 2 }, { seat: 7 }]);
  });

  it("runs from edge to edge along the centres' line; overlapping boxes get none", () => {
    const a = { left: 0, top: 0, width: 10, height: 10 };
    expect(arrowLine(a, { left: 100, top: 0, width: 10, height: 10 })).toEqual({
      x1: 10,
      y1: 5,
      x2: 100,
      y2: 5,
    });
    expect(arrowLine(a, { left: 0, top: 50, width: 10, height: 20 })).toEqual({
      x1: 5,
      y1: 10,
      x2: 5,
      y2: 50,
    });
    expect(arrowLine(a, { left: 5, top: 5, width: 10, height: 10 })).toBeNull();
    expect(arrowLine(a, a)).toBeNull();
  });

  it("puts seat 1 at the top of the ring and goes clockwise", () => {
    const top = ringPoint(0, 4, 100, 100, 50);
    const right = ringPoint(1, 4, 100, 100, 50);
    expect([Math.round(top.x), Math.round(top.y)]).toEqual([100, 50]);
    expect([Math.round(right.x), Math.round(right.y)]).toEqual([150, 100]);
  });
});

describe("the palette", () => {
  it("Okabe–Ito colours by team, a letter for every team (colour is never the only cue)", () => {
    expect(teamColour(0)).toBe("#0072B2");
    expect(teamColour(null)).toBe(NO_TEAM);
    expect(teamColour(OKABE_ITO.length)).toBe(teamColour(0));
    expect([0, 1, 25, 26, 27, 701].map(teamLetter)).toEqual(["A", "B", "Z", "AA", "AB", "ZZ"]);
    const letters = new Set(Array.from({ length: 100 }, (_, t) => teamLetter(t)));
    expect(letters.size).toBe(100);
  });

  it("black text on the light colours, white on the dark", () => {
    expect(inkOn("#F0E442")).toBe("#000");
    expect(inkOn("#0072B2")).toBe("#fff");
  });
});
