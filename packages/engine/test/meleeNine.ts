/** A nine-player Grand Melee table for the turn markers' tests (807.4): its lanes, and play that passes. */
import { cardDb } from "@roundtable/cards";
import { expect } from "vitest";
import { addEffect } from "../src/engine/characteristics/continuous.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { type Answer, type Decision, Game, type Lane, lanes, type PlayerId } from "../src/index.ts";

const pass = (d: Decision): Answer =>
  d.kind === "attackers" ? { attacks: [] } : d.kind === "blockers" ? { blocks: [] } : { choice: 0 };

/** Nine players A–I in Grand Melee, A starting: markers 1 and 2 to A and E (807.4b); an Island each. */
export function nine(): Game {
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
export function laneOf(game: Game, marker: number): Lane {
  return lanes(game.state).find((l) => l.marker === marker)!.lane;
}

/** Passes every decision until `until` holds. */
export function playUntil(game: Game, until: (game: Game) => boolean): void {
  for (let guard = 0; guard < 20_000 && !until(game); guard++) {
    const d = game.decisions()[0];
    if (d === undefined) throw new Error("the game ended");
    const r = game.submit(d.player, d.id, pass(d));
    if (!r.ok) throw new Error(r.message);
  }
  expect(until(game)).toBe(true);
}

/** Marker 1's lane is in a turn of `active`, an extra turn or not. */
export const marker1Turn = (active: number, extra: boolean) => (game: Game) => {
  const t = laneOf(game, 1).turn;
  return t.active === active && t.extra === extra;
};

/** An effect of `controller`'s until their next turn (611.2a), on `target`'s Island; its id. */
export function untilNextTurn(game: Game, controller: PlayerId, target: PlayerId): number {
  const island = game.state.battlefield.find((id) => game.state.objects[id].controller === target)!;
  return addEffect(makeCtx(game.db, game.state, null), {
    controller,
    source: null,
    objects: [island],
    mods: [{ m: "cantActivate" }],
    duration: "untilYourNextTurn",
  })!.id;
}

/** The effect `id` still applies. */
export const lasts = (game: Game, id: number) => game.state.effects.some((e) => e.id === id);
