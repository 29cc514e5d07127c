/**
 * Grand Melee's owed extra turns (807.4j): an extra turn for a player without a turn marker is taken just
 * before their next turn, on whichever marker reaches them — here after players left and a marker moved
 * meanwhile (807.4c), and with the player leaving during it (800.4m).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { addEffect } from "../src/engine/characteristics/continuous.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { type Answer, type Decision, Game, type Lane, lanes, nextInGame } from "../src/index.ts";

const pass = (d: Decision): Answer =>
  d.kind === "attackers" ? { attacks: [] } : d.kind === "blockers" ? { blocks: [] } : { choice: 0 };

/** Nine players A–I in Grand Melee, A starting: markers 1 and 2 to A and E (807.4b); an Island each. */
function nine(): Game {
  return Game.fromLayout(cardDb, {
    variant: "grand-melee",
    seed: 1,
    start: 0,
    autoPass: false,
    players: ["A", "B", "C", "D", "E", "F", "G", "H", "I"].map((name) => ({
      name,
      library: Array(20).fill("island"),
      battlefield: [{ card: "island" }],
    })),
  });
}

/** Marker `marker`'s lane. */
function laneOf(game: Game, marker: number): Lane {
  return lanes(game.state).find((l) => l.marker === marker)!.lane;
}

/** Passes every decision until `until` holds. */
function playUntil(game: Game, until: (game: Game) => boolean): void {
  for (let guard = 0; guard < 20_000 && !until(game); guard++) {
    const d = game.decisions()[0];
    if (d === undefined) throw new Error("the game ended");
    const r = game.submit(d.player, d.id, pass(d));
    if (!r.ok) throw new Error(r.message);
  }
  expect(until(game)).toBe(true);
}

/** Marker 1's lane is in a turn of `active`, an extra turn or not. */
const marker1Turn = (active: number, extra: boolean) => (game: Game) => {
  const t = laneOf(game, 1).turn;
  return t.active === active && t.extra === extra;
};

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
    const island = game.state.battlefield.find((id) => game.state.objects[id].controller === 3)!;
    const effect = addEffect(makeCtx(game.db, game.state, null), {
      controller: 1,
      source: null,
      objects: [island],
      mods: [{ m: "cantActivate" }],
      duration: "untilYourNextTurn",
    })!;
    expect(game.concede(1).ok).toBe(true);
    playUntil(game, (g) => g.state.melee!.markers[0].holder === 2);
    // 807.4j: B's normal turn was to follow the extra turn at once; B has left, so it would have begun as
    // the extra turn ended (800.4k–m), not when a marker next passes B's seat.
    expect(game.state.effects.some((e) => e.id === effect.id)).toBe(false);
    // C's owed extra turn: B's normal turn never began, so turn order on marker 1 is still where A's left it.
    playUntil(game, marker1Turn(2, true));
    expect(laneOf(game, 1).turn).toMatchObject({ orderSeat: 0, beforeNormal: true });
  });
});
