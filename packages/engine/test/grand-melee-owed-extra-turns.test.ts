/**
 * Grand Melee's owed extra turns (807.4j): an extra turn for a player without a turn marker is taken just
 * before their next turn, on whichever marker reaches them — here after players left and a marker moved
 * meanwhile (807.4c), with the player leaving during it (800.4m), owed two at once (500.7), and leaving
 * before it.
 */
import { describe, expect, it } from "vitest";
import { type Game, nextInGame } from "../src/index.ts";
import { laneOf, lasts, marker1Turn, nine, playUntil, untilNextTurn } from "./meleeNine.ts";

/** The turns marker 1's lane begins until `until` holds, as [active, extra]. */
function marker1Turns(game: Game, until: (game: Game) => boolean): [number, boolean][] {
  const out: [number, boolean][] = [];
  let last = laneOf(game, 1).turn.number;
  playUntil(game, (g) => {
    const t = laneOf(g, 1).turn;
    if (t.number !== last) out.push([t.active, t.extra === true]);
    last = t.number;
    return until(g);
  });
  return out;
}

describe("807.4j: an owed extra turn comes just before the player's next turn, which follows it at once", () => {
  it("807.4c, 807.4j, 500.7: B leaves while waiting and C takes marker 1 — C's owed extra turn leaves turn order with A's turn, the marker's last normal one", () => {
    const game = nine();
    laneOf(game, 1).extraTurns.push(2); // in A's turn, C is given an extra turn: C holds no marker (807.4j)
    playUntil(game, (g) => g.state.melee!.markers[0].holder === 1);
    // 807.4d: E, three seats to B's left, holds marker 2: B waits. 807.4c: B leaves, C takes the marker.
    expect(game.state.melee!.markers[0].taking).toBe(false);
    expect(game.concede(1).ok).toBe(true);
    expect(game.state.melee!.markers[0].holder).toBe(2);
    playUntil(game, marker1Turn(2, true));
    // Turn order on marker 1 is where A's turn left it: its next normal turn is that of the next player in
    // the game to A's left — C, whose normal turn follows the extra turn (not the player to C's left).
    expect(laneOf(game, 1).turn).toMatchObject({ extra: true, orderSeat: 0, beforeNormal: true });
    expect(nextInGame(game.state, 0)).toBe(2);
    playUntil(game, marker1Turn(2, false));
    expect(laneOf(game, 1).turn.orderSeat).toBe(2);
  });

  it("800.4m, 807.4j: B leaves during their owed extra turn — their normal turn would have begun as it ends, and their effects until their next turn end then", () => {
    const game = nine();
    laneOf(game, 1).extraTurns.push(1, 2); // in A's turn, B and C are given extra turns (807.4j)
    playUntil(game, marker1Turn(1, true));
    expect(laneOf(game, 1).turn).toMatchObject({ orderSeat: 0, beforeNormal: true });
    // In B's extra turn, an effect of B's until their next turn, on D's Island; then B leaves.
    const effect = untilNextTurn(game, 1, 3);
    expect(game.concede(1).ok).toBe(true);
    playUntil(game, (g) => g.state.melee!.markers[0].holder === 2);
    // 807.4j: B's normal turn was to follow the extra turn at once; B has left, so it would have begun as
    // the extra turn ended (800.4k–m), not when a marker next passes B's seat.
    expect(lasts(game, effect)).toBe(false);
    // C's owed extra turn: B's normal turn never began, so turn order on marker 1 is still where A's left it.
    playUntil(game, marker1Turn(2, true));
    expect(laneOf(game, 1).turn).toMatchObject({ orderSeat: 0, beforeNormal: true });
  });

  it("807.4j, 500.7: C, owed two extra turns, takes both just before their next turn, then that turn", () => {
    const game = nine();
    laneOf(game, 1).extraTurns.push(2, 2); // in A's turn, C is given two extra turns, one at a time (500.7)
    playUntil(game, (g) => g.state.melee!.markers[0].holder === 2);
    expect(game.state.melee!.deferred).toEqual([2, 2]);
    // Both are to be taken "immediately before their next turn": on marker 1, C's turns are the two extra
    // turns and then the normal one, each at once after the one before — not one extra turn, the normal
    // turn, and the second a whole round later.
    const turns = marker1Turns(game, (g) => g.state.melee!.markers[0].holder === 3);
    expect(turns).toEqual([
      [2, true],
      [2, true],
      [2, false],
    ]);
    expect(game.state.melee!.deferred).toEqual([]);
  });

  it("800.4k, 807.4j: C, owed an extra turn, leaves before it — it is forgotten, as it would never begin", () => {
    const game = nine();
    laneOf(game, 1).extraTurns.push(2, 6); // in A's turn, C and G are given extra turns
    playUntil(game, (g) => g.state.melee!.markers[0].holder === 1);
    expect(game.state.melee!.deferred).toEqual([2, 6]);
    expect(game.concede(2).ok).toBe(true);
    // G's is still owed; C's is gone from the state (and its hash), not kept for a player who has left.
    expect(game.state.melee!.deferred).toEqual([6]);
  });
});
