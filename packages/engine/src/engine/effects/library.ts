/**
 * Effects that put an object into its owner's library: at a position counted from the top ("seventh
 * from the top": the bottom if the library has fewer cards above that position), or shuffled in
 * (701.24; 701.24c: the library is shuffled even if the object isn't where it was expected).
 */
import type { Effect } from "../../cards/types.ts";
import { shuffle } from "../../prng.ts";
import type { PlayerId } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import type { Ctx } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { objectsOf, type Resolving } from "./resolving.ts";

export function putIntoLibraryEffect(g: Ctx, r: Resolving, e: Effect & { e: "putIntoLibrary" }): void {
  for (const o of objectsOf(g, r, e.what)) {
    const moved = moveObject(g, o.id, "library");
    if (moved === null || moved.zone !== "library") continue; // 903.9b: a commander may go to the command zone
    const lib = g.s.players[moved.owner].library;
    lib.splice(lib.indexOf(moved.id), 1);
    lib.splice(Math.min(e.fromTop - 1, lib.length), 0, moved.id);
  }
}

export function shuffleIntoLibraryEffect(
  g: Ctx,
  r: Resolving,
  e: Effect & { e: "shuffleIntoLibrary" },
): void {
  const owners = new Set<PlayerId>();
  // "Shuffle [this] into its owner's library": that library is shuffled even if the card is gone.
  if (e.what === "self" && r.object.stack?.kind === "spell") owners.add(r.object.owner);
  for (const o of objectsOf(g, r, e.what)) {
    owners.add(o.owner);
    moveObject(g, o.id, "library");
  }
  for (const p of owners) if (!g.s.players[p].left) shuffle(g.s.rng, g.s.players[p].library);
}

/** The effect table's entries for putting objects into libraries, 701.24 shuffled in (effectTable.ts). */
export const libraryEffects: EffectHandlers = {
  putIntoLibrary: putIntoLibraryEffect,
  shuffleIntoLibrary: shuffleIntoLibraryEffect,
};
