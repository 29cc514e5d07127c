/**
 * `npm run bench`'s command lines (bench/usage.ts): every documented form is taken, and a word or option it
 * doesn't know — a typo like `--round` — is refused by name before anything runs, instead of running the
 * default bench for two minutes.
 */
import { describe, expect, it } from "vitest";
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
    ])
      expect(argsProblem(args)).toBeNull();
  });

  it("refuses what it doesn't know, naming it", () => {
    expect(argsProblem(["--nope"])).toBe('unknown "--nope"');
    expect(argsProblem(["--against", "HEAD", "--round", "3"])).toBe('unknown "--round" with --against');
    expect(argsProblem(["--against", "--parts", "duels"])).toBe("--against needs a value");
    expect(argsProblem(["grand-melee", "x"])).toBe("grand-melee takes nothing more (got x)");
    expect(argsProblem(["workers", "2", "3"])).toBe("workers takes one number at most (got 2 3)");
  });
});
