/**
 * What the engine keeps beside a state rather than in it (the layer cache, the battlefield index): a
 * WeakMap keyed by the state, so that a fork or a state read from JSON starts without any. A game asks
 * about one state thousands of times a decision, so the last state asked about and its entry are kept at
 * hand; every change goes through `set` and `delete`, which keep them true.
 */
import type { GameState } from "../../state.ts";

export class BesideState<V> {
  private readonly map = new WeakMap<GameState, V>();
  private lastState: GameState | undefined;
  private lastValue: V | undefined;

  get(s: GameState): V | undefined {
    if (s === this.lastState) return this.lastValue;
    const v = this.map.get(s);
    this.lastState = s;
    this.lastValue = v;
    return v;
  }

  set(s: GameState, v: V): void {
    this.map.set(s, v);
    this.lastState = s;
    this.lastValue = v;
  }

  delete(s: GameState): void {
    this.map.delete(s);
    if (s === this.lastState) this.lastValue = undefined;
  }
}
