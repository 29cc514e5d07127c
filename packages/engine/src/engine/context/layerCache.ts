/**
 * Where the layer system (613, layers.ts) keeps the characteristics it computed for a state, so that every
 * rule that changes something they read — an event, a zone change, a continuous effect — can throw them
 * away without importing the layer system. Beside the state (keyed by it), never in it.
 */
import type { GameState } from "../../state.ts";

const caches = new WeakMap<GameState, unknown>();

/** Forgets the cached characteristics of `s` (something may have changed). */
export function invalidateLayers(s: GameState): void {
  caches.delete(s);
}

export function cachedLayers<T>(s: GameState): T | undefined {
  return caches.get(s) as T | undefined;
}

export function cacheLayers<T>(s: GameState, value: T): void {
  caches.set(s, value);
}
