/**
 * Array helpers for the engine's hot paths. V8 runs `Array.prototype.flatMap` through a generic path that
 * costs microseconds even for a few short arrays (issue 22: a Grand Melee's layer system spent most of its
 * time there); a plain loop costs a few dozen nanoseconds.
 */

/** `items.flatMap(fn)`: fn's arrays concatenated (a value that isn't an array is one element), in order. */
export function flatMapOf<T, U>(items: readonly T[], fn: (item: T, index: number) => U | readonly U[]): U[] {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) {
    const r = fn(items[i], i);
    if (Array.isArray(r)) for (let j = 0; j < r.length; j++) out.push(r[j]);
    else out.push(r as U);
  }
  return out;
}

/** Whether `test` holds for some item of an iterable (a Set, a Map's keys), without making an array of them. */
export function someOf<T>(items: Iterable<T>, test: (item: T) => boolean): boolean {
  for (const x of items) if (test(x)) return true;
  return false;
}
