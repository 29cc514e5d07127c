/**
 * 807.4c, 807.4d, 800.4m: a turn marker's holder who is waiting to begin their turn leaves the game. The
 * player to their left takes the marker at once; the departed player's turn would have begun when they
 * would have stopped waiting — when no other marker is within the three seats to their seat's left — and
 * their effects until their next turn end then: not at once, nor when a marker next passes their seat.
 */
import { describe, expect, it } from "vitest";
import { laneOf, lasts, nine, playUntil, untilNextTurn } from "./meleeNine.ts";

describe("800.4m, 807.4c: a waiting holder who leaves", () => {
  it("807.4c, 807.4d, 800.4m: B leaves waiting for marker 1 — B's effects until their next turn end as marker 2 leaves E, three seats to B's left", () => {
    const game = nine();
    playUntil(game, (g) => g.state.melee!.markers[0].holder === 1);
    // 807.4d: E, three seats to B's left, holds marker 2: B waits.
    expect(game.state.melee!.markers[0].taking).toBe(false);
    const effect = untilNextTurn(game, 1, 3);
    expect(game.concede(1).ok).toBe(true);
    // 807.4c: C takes the marker at once. B's turn would not have begun yet: E still holds marker 2.
    expect(game.state.melee!.markers[0]).toMatchObject({ holder: 2, taking: false });
    expect(lasts(game, effect)).toBe(true);
    playUntil(game, (g) => g.state.melee!.markers[1].holder === 5);
    // E has passed marker 2 to F: no other marker within the three seats to B's seat's left, so B's turn
    // would have begun now (800.4m) — while C, with F within the three seats to their left, still waits.
    expect(game.state.melee!.markers[0]).toMatchObject({ holder: 2, taking: false });
    expect(laneOf(game, 1).turn.active).toBe(0);
    expect(lasts(game, effect)).toBe(false);
  });
});
