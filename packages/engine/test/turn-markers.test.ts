/**
 * Grand Melee's turn markers (807.4a–g) as bookkeeping: counting, placing, passing, waiting, and the
 * designation and removal of markers as players leave. The turns, stacks and priority they carry are
 * tested through whole games (grand-melee-lanes.test.ts, scenarios/807-grand-melee).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  endTurn,
  markerCount,
  mustWait,
  placeMarkers,
  playersLeave,
} from "../src/engine/players/turnMarkers.ts";
import type { TurnMarker } from "../src/state.ts";

const seated = (n: number, gone: number[] = []) => Array.from({ length: n }, (_, p) => gone.includes(p));
const holders = (ms: readonly TurnMarker[]) => ms.map((m) => [m.id, m.holder, m.taking, m.designations]);

describe("807.4 turn markers", () => {
  it("E22 (807.4a): sixteen players have four turn markers, fifteen have three", () => {
    expect(markerCount(16)).toBe(4);
    expect(markerCount(15)).toBe(3);
    expect(placeMarkers(seated(15), 0)).toHaveLength(3);
  });

  it("807.4b: marker 1 to the starting player, marker 2 four seats to the left, and so on; all start at once", () => {
    expect(holders(placeMarkers(seated(16), 5))).toEqual([
      [1, 5, true, 0],
      [2, 9, true, 0],
      [3, 13, true, 0],
      [4, 1, true, 0],
    ]);
    // Departed seats don't count (800.4): with seat 2 gone, four seats to the left of 0 is seat 5.
    expect(holders(placeMarkers(seated(13, [2]), 0)).map((h) => h[1])).toEqual([0, 5, 9]);
  });

  it("807.4c–d: a marker passes to the left; its new holder waits while a marker is within three seats to their left", () => {
    let ms = placeMarkers(seated(10), 0); // markers at seats 0 and 4
    const first = endTurn(seated(10), ms, 1);
    ms = first.markers;
    expect(holders(ms)).toEqual([
      [1, 1, false, 0],
      [2, 4, true, 0],
    ]);
    expect(first.events).toContainEqual({ type: "wait", marker: 1, holder: 1 });
    expect(mustWait(seated(10), ms, ms[0])).toBe(true);
    // When the player four seats to the left passes the other marker on, the waiting one begins.
    const second = endTurn(seated(10), ms, 2);
    expect(holders(second.markers)).toEqual([
      [1, 1, true, 0],
      [2, 5, true, 0],
    ]);
    expect(second.events).toContainEqual({ type: "begin", marker: 1, holder: 1 });
  });

  it("807.4c: a holder who leaves before their turn begins hands the marker to their left at once", () => {
    const ms = endTurn(seated(10), placeMarkers(seated(10), 0), 1).markers; // seat 1 waits with marker 1
    const r = playersLeave(seated(10), ms, [1]);
    expect(r.markers.find((m) => m.id === 1)?.holder).toBe(2);
    expect(r.events).toContainEqual({ type: "pass", marker: 1, from: 1, to: 2 });
  });

  it("807.4e, 807.4g, E23: the player to Alex's left leaves during Alex's turn — Alex's marker is designated and removed as his turn ends", () => {
    const ms = placeMarkers(seated(12), 0); // Alex is seat 0; markers at 0, 4, 8
    const r = playersLeave(seated(12), ms, [1]); // 11 players: two markers
    expect(r.events).toContainEqual({ type: "designate", marker: 1, times: 1 });
    expect(holders(r.markers)[0]).toEqual([1, 0, true, 1]); // kept until the turn ends
    const end = endTurn(seated(12, [1]), r.markers, 1);
    expect(end.markers.map((m) => m.id)).toEqual([2, 3]);
    expect(end.events).toContainEqual({ type: "remove", marker: 1, holder: 0 });
  });

  it("807.4e: three players leave at once — the lowest-numbered marker to the right of one of them is designated", () => {
    const ms = placeMarkers(seated(12), 0); // 0, 4, 8
    const r = playersLeave(seated(12), ms, [5, 9, 10]); // 9 players: two markers
    // Candidates: marker 2 (seat 4) right of 5, marker 3 (seat 8) right of 9 and 10: marker 2.
    expect(r.events).toContainEqual({ type: "designate", marker: 2, times: 1 });
    expect(r.markers.map((m) => m.designations)).toEqual([0, 1, 0]);
  });

  it("807.4f: markers already designated don't count when the next departure is weighed", () => {
    const ms = placeMarkers(seated(12), 0);
    const once = playersLeave(seated(12), ms, [1]).markers; // 11 players, marker 1 designated
    // 10 players still call for two markers: three minus one designated is two, so nothing more.
    const twice = playersLeave(seated(12, [1]), once, [6]);
    expect(twice.events.filter((e) => e.type === "designate")).toEqual([]);
    // 7 players call for one: a second marker is designated.
    const thrice = playersLeave(seated(12, [1, 6]), twice.markers, [2, 3, 7]);
    expect(thrice.events.filter((e) => e.type === "designate")).toHaveLength(1);
  });

  it("807.4e, 807.4g: a marker designated twice is removed once and passes the other designation to the marker on its right", () => {
    const ms = placeMarkers(seated(12), 0); // 0, 4, 8
    const r = playersLeave(seated(12), ms, [5, 6, 7, 9, 10]); // 7 players: one marker
    expect(r.events).toContainEqual({ type: "designate", marker: 2, times: 2 });
    // All three holders are taking turns: nothing is removed yet.
    expect(r.markers).toHaveLength(3);
    const end = endTurn(seated(12, [5, 6, 7, 9, 10]), r.markers, 2);
    expect(end.events).toContainEqual({ type: "remove", marker: 2, holder: 4 });
    expect(end.events).toContainEqual({ type: "designate", marker: 1, times: 1 }); // on its right: seat 0
    expect(end.markers.map((m) => [m.id, m.designations])).toEqual([
      [1, 1],
      [3, 0],
    ]);
  });

  it("807.4g: a designated marker whose holder isn't taking a turn is removed at once", () => {
    const ms = endTurn(seated(12), placeMarkers(seated(12), 0), 1).markers; // marker 1 waits at seat 1
    const r = playersLeave(seated(12), ms, [2]); // 11 players: marker 1 (right of seat 2) designated
    expect(r.events).toContainEqual({ type: "remove", marker: 1, holder: 1 });
    expect(r.markers.map((m) => m.id)).toEqual([2, 3]);
  });
});

describe("807.4i–j extra turns", () => {
  it("807.4i: with no marker within three seats either side, the holder keeps the marker and begins the extra turn", () => {
    const r = endTurn(seated(12), placeMarkers(seated(12), 0), 1, true); // markers at 0, 4, 8
    expect(holders(r.markers)[0]).toEqual([1, 0, true, 0]);
    expect(r.events).toEqual([{ type: "begin", marker: 1, holder: 0 }]);
  });

  it("807.4i: a marker within three seats to the left — the holder keeps the marker and waits", () => {
    // Markers at 1 and 4: seat 4 is three seats to the left of seat 1.
    const ms: TurnMarker[] = [
      { id: 1, holder: 1, taking: true, designations: 0 },
      { id: 2, holder: 4, taking: true, designations: 0 },
    ];
    const r = endTurn(seated(10), ms, 1, true);
    expect(holders(r.markers)[0]).toEqual([1, 1, false, 0]);
    expect(r.events).toEqual([{ type: "wait", marker: 1, holder: 1 }]);
  });

  it("807.4i: a marker within three seats to the right — the marker passes as usual and the extra turn comes before the next normal one", () => {
    const ms: TurnMarker[] = [
      { id: 1, holder: 0, taking: true, designations: 0 },
      { id: 2, holder: 8, taking: true, designations: 0 }, // 8 is two seats to the right of 0 at a table of 10
    ];
    const r = endTurn(seated(10), ms, 1, true);
    expect(r.events).toContainEqual({ type: "deferExtraTurn", player: 0 });
    expect(r.markers[0].holder).toBe(1);
  });

  it("807.4j, E23: Alex's Time Walk and a departure to his left — his marker is removed and the extra turn waits for his next normal turn", () => {
    const ms = placeMarkers(seated(12), 0);
    const gone = playersLeave(seated(12), ms, [1]).markers;
    const r = endTurn(seated(12, [1]), gone, 1, true);
    expect(r.events).toEqual([
      { type: "deferExtraTurn", player: 0 },
      { type: "remove", marker: 1, holder: 0 },
    ]);
    expect(r.markers.map((m) => m.id)).toEqual([2, 3]);
  });
});

describe("807.4d when departures bring two markers together", () => {
  it("a marker passed to a player taking a turn with another marker waits until that turn ends", () => {
    // Nineteen seats, four markers (0, 4, 8, 12). Seats 1–3 leave while the turns go on: sixteen players
    // still call for four markers (807.4e: none is designated), and seats 0 and 4 are now neighbours.
    const gone = seated(19, [1, 2, 3]);
    const ms = placeMarkers(seated(19), 0);
    expect(playersLeave(seated(19), ms, [1, 2, 3]).events).toEqual([]);
    // Seat 0's turn ends: marker 1 passes to seat 4, who is in the middle of a turn with marker 2.
    const first = endTurn(gone, ms, 1);
    expect(holders(first.markers).slice(0, 2)).toEqual([
      [1, 4, false, 0],
      [2, 4, true, 0],
    ]);
    expect(first.events).toContainEqual({ type: "wait", marker: 1, holder: 4 });
    // Seat 4's turn ends: marker 2 passes to seat 5 (who waits for marker 3 at seat 8), within three seats to
    // the left of seat 4, so marker 1 still waits (807.4d): one player, one turn at a time.
    const second = endTurn(gone, first.markers, 2);
    expect(holders(second.markers).slice(0, 2)).toEqual([
      [1, 4, false, 0],
      [2, 5, false, 0],
    ]);
  });
});

describe("807.4c–d: a holder who leaves during their turn keeps the marker in their seat until the turn ends", () => {
  it("the holder three seats behind waits for it, as if they were still seated (40-player fuzz seed 140002)", () => {
    // Seventeen seats, four markers (0, 4, 8, 12). Seat 4 leaves during their turn: sixteen players still
    // call for four markers, and marker 2 stays with seat 4 until that turn ends (807.4c).
    const ms = placeMarkers(seated(17), 0);
    const leave = playersLeave(seated(17), ms, [4]);
    expect(holders(leave.markers)[1]).toEqual([2, 4, true, 0]);
    const gone = seated(17, [4]);
    // Seat 0's turn ends: marker 1 passes to seat 1, and marker 2 is still in the three seats to its left.
    const first = endTurn(gone, leave.markers, 1);
    expect(holders(first.markers)[0]).toEqual([1, 1, false, 0]);
    expect(first.events).toContainEqual({ type: "wait", marker: 1, holder: 1 });
    // Seat 4's turn ends: marker 2 passes to seat 5, the next seated player, within three seats of seat 1,
    // who still waits. (Had seat 1 begun, two turns would go on three seats apart.)
    const second = endTurn(gone, first.markers, 2);
    expect(holders(second.markers).slice(0, 2)).toEqual([
      [1, 1, false, 0],
      [2, 5, false, 0],
    ]);
    expect(second.events).toContainEqual({ type: "pass", marker: 2, from: 4, to: 5 });
  });

  it("807.4i: it is still within three seats to the right of a holder taking an extra turn", () => {
    // Seats 1 and 5 take turns; seats 2–4 leave, and seat 1 too, during their turn with marker 1. Seat 5 is
    // to take an extra turn: marker 1 is still in seat 1, the nearest seat to seat 5's right.
    const ms: TurnMarker[] = [
      { id: 1, holder: 1, taking: true, designations: 0 },
      { id: 2, holder: 5, taking: true, designations: 0 },
    ];
    const r = endTurn(seated(12, [1, 2, 3, 4]), ms, 2, true);
    expect(r.events).toContainEqual({ type: "deferExtraTurn", player: 5 });
    expect(holders(r.markers)[1]).toEqual([2, 6, true, 0]);
  });

  it("807.4d: waiting, as worked out once for all the waiting markers, is the rule's three seats counted anew", () => {
    // The rule as written: the three seated players to the holder's left (the seats of holders who left
    // during their turn still counted), or another marker's turn under way for the same holder.
    const byTheRule = (left: boolean[], markers: TurnMarker[], m: TurnMarker) => {
      const seats = left.map((l, q) => l && !markers.some((o) => o.taking && o.holder === q));
      const near = new Set<number>();
      for (let k = 1, q = m.holder; k <= 3; k++) {
        do q = (q + 1) % seats.length;
        while (seats[q] && q !== m.holder);
        if (q !== m.holder) near.add(q);
      }
      return markers.some((o) => o !== m && (near.has(o.holder) || (o.holder === m.holder && o.taking)));
    };
    const table = fc.integer({ min: 4, max: 40 }).chain((n) =>
      fc.record({
        left: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        markers: fc.array(fc.record({ holder: fc.nat(n - 1), taking: fc.boolean() }), {
          minLength: 1,
          maxLength: 10,
        }),
      }),
    );
    fc.assert(
      fc.property(table, ({ left, markers }) => {
        const ms = markers.map((m, i) => ({ id: i + 1, designations: 0, ...m }));
        for (const m of ms) expect(mustWait(left, ms, m)).toBe(byTheRule(left, ms, m));
      }),
      { seed: 807, numRuns: 500 },
    );
  });
});
