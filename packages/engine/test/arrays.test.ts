import { describe, expect, it } from "vitest";
import { flatMapOf } from "../src/arrays.ts";

describe("flatMapOf (the engine's Array.prototype.flatMap)", () => {
  it("gives what flatMap gives: arrays concatenated one level deep, other values as elements, in order", () => {
    const items = [3, 0, 1, 2];
    type Out = number | number[];
    const fn = (n: number, i: number): Out | Out[] =>
      n === 0 ? [] : n === 1 ? i : n === 2 ? [[n, i]] : [n, n, i];
    expect(flatMapOf(items, fn)).toEqual(items.flatMap(fn));
    expect(flatMapOf(items, fn)).toEqual([3, 3, 0, 2, [2, 3]]);
    expect(flatMapOf([], fn)).toEqual([]);
  });
});
