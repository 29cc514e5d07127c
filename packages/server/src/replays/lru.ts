/**
 * A map that keeps its `max` entries used last: the replay thread's games (cursors.ts) and the saved
 * positions answered last (savedPositions.ts). A Map iterates in insertion order, so the first key is the
 * least recently used one once each use moves its entry to the end.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** The value of `key`, now the most recently used; undefined if not kept. */
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  /** Keeps `value` as the most recently used, letting the least recently used go beyond `max`. */
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  get size(): number {
    return this.map.size;
  }
}
