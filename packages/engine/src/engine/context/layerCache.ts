/**
 * Where the layer system (613, layers.ts) keeps the characteristics it computed for a state, so that every
 * rule that changes something they read — an event, a zone change, a continuous effect — can throw them
 * away without importing the layer system. Beside the state (keyed by it), never in it.
 *
 * A permanent entering or leaving the battlefield needn't throw them away: it is noted (`layersTouched`),
 * and the layer system works out whether it can bring what it computed up to date for those objects alone
 * (layers.ts `patch`) or must compute everything again.
 */
import type { GameState, ObjId } from "../../state.ts";
import { BesideState } from "./besideState.ts";

/** An object that entered or left the battlefield since the characteristics were computed, and its card. */
export interface Touched {
  id: ObjId;
  card: string;
}

interface Entry {
  value: unknown;
  touched: Touched[];
  /** What characteristic-defining abilities read besides the battlefield changed (what is attacking). */
  recount: boolean;
}

const caches = new BesideState<Entry>();

/** Forgets the cached characteristics of `s` (something may have changed). */
export function invalidateLayers(s: GameState): void {
  caches.delete(s);
}

/** Notes that object `id` (of card `card`) entered or left the battlefield of `s` (or is about to). */
export function layersTouched(s: GameState, id: ObjId, card: string): void {
  caches.get(s)?.touched.push({ id, card });
}

/**
 * Notes that what characteristic-defining abilities read besides the battlefield changed: which creatures
 * are attacking, and whom (Gaea's Liege counts the defending player's Forests while it attacks), or the
 * cards in a graveyard (Mortivore).
 */
export function layersRecount(s: GameState): void {
  const c = caches.get(s);
  if (c !== undefined) c.recount = true;
}

/** The cached characteristics of `s`; `touched`: the objects that entered or left since; `recount`: see above. */
export function cachedLayers<T>(
  s: GameState,
): { value: T; touched: readonly Touched[]; recount: boolean } | undefined {
  return caches.get(s) as { value: T; touched: Touched[]; recount: boolean } | undefined;
}

export function cacheLayers<T>(s: GameState, value: T): void {
  caches.set(s, { value, touched: [], recount: false });
}
