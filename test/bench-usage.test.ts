/**
 * `npm run bench`'s command lines (bench/usage.ts): every documented form is taken, and a word or option it
 * doesn't know — a typo like `--round` — is refused by name before anything runs, instead of running the
 * default bench for two minutes.
 */
import { describe, expect, it } from "vitest";
import { commitsAfter } from "../bench/history.ts";
import { argsProblem } from "../bench/usage.ts";

describe("npm run bench: its command lines", () => {
  it("takes every form docs/PERFORMANCE.md shows", () => {
    for (const args of [
      [],
      ["grand-melee"],
      ["workers"],
      ["workers", "4"],
      ["bots"],
      ["bots", "10"],
      ["--against", "5f03059"],
      ["--against", "5f03059", "--parts", "duels,grand-melee", "--rounds", "3"],
      ["--against", "5f03059", "--parts", "interleaved", "--code", "built"],
      ["--part", "duels"],
      ["history", "e2784b5"],
      ["history", "e2784b5", "--every", "20"],
    ])
      expect(argsProblem(args)).toBeNull();
  });

  it("refuses what it doesn't know, naming it", () => {
    expect(argsProblem(["--nope"])).toBe('unknown "--nope"');
    expect(argsProblem(["--against", "HEAD", "--round", "3"])).toBe('unknown "--round" with --against');
    expect(argsProblem(["--against", "--parts", "duels"])).toBe("--against needs a value");
    expect(argsProblem(["grand-melee", "x"])).toBe("grand-melee takes nothing more (got x)");
    expect(argsProblem(["workers", "2", "3"])).toBe("workers takes one number at most (got 2 3)");
    expect(argsProblem(["history"])).toBe("history needs a commit");
    expect(argsProblem(["history", "e2784b5", "--every", "0"])).toBe(
      "--every needs a whole number ≥ 1 (got 0)",
    );
    expect(argsProblem(["history", "e2784b5", "--rounds", "3"])).toBe(
      "history takes --every N at most (got --rounds 3)",
    );
  });

  it("history: every Nth commit after the base, and the last always", () => {
    const all = ["a", "b", "c", "d", "e", "f", "g"];
    expect(commitsAfter(all, 3)).toEqual(["c", "f", "g"]);
    expect(commitsAfter(all, 1)).toEqual(all);
    expect(commitsAfter(all, 7)).toEqual(["g"]);
    expect(commitsAfter(all, 10)).toEqual(["g"]);
  });
});
