import { describe, expect, it } from "vitest";
import {
  ConfigError,
  EDITIONS,
  editionsOf,
  VARIANT_NAMES,
  variantConfig,
  variantPreset,
} from "../src/index.ts";

describe("editions of the multiplayer rules (issue 15): an option of each variant, today's by default", () => {
  it("every variant is played under today's rules unless an edition is asked for", () => {
    for (const name of VARIANT_NAMES) {
      expect(variantPreset(name).edition).toBe("current");
      expect(editionsOf(name)[0]).toBe("current");
    }
    expect(variantConfig("free-for-all", 4, { edition: "current" }).edition).toBe("current");
  });

  it("an edition the variant doesn't have is refused, naming the editions it has", () => {
    expect(EDITIONS).toEqual(["current", "2007", "2004"]);
    expect(() => variantConfig("duel", 2, { edition: "1999" as never })).toThrow(ConfigError);
    expect(() => variantConfig("duel", 2, { edition: "1999" as never })).toThrow(
      /variant "duel" has no edition "1999" \(its editions: "current"/,
    );
  });
});

const TWO = [
  [0, 1],
  [2, 3],
];

describe("the 2007 edition's Two-Headed Giant (2007 CR 606)", () => {
  it("606.4a, 606.10: 40 life for a team of two, 20 per player for bigger teams; 606.5: poison isn't shared", () => {
    const two = variantConfig("two-headed-giant", 4, { edition: "2007", teams: TWO });
    expect(two).toMatchObject({ edition: "2007", startingLife: 40, poisonToLose: 10, sharedPoison: false });
    expect(two).toMatchObject({ lifeShare: true, teamLifeSetToSum: true, firstTurnDraw: "secondaryDraws" });
    expect(
      variantConfig("two-headed-giant", 6, {
        edition: "2007",
        teams: [
          [0, 1, 2],
          [3, 4, 5],
        ],
      }).startingLife,
    ).toBe(60);
    expect(editionsOf("two-headed-giant")).toContain("2007");
  });

  it("today's preset keeps 810's values (30 life, 15 shared poison, the team's whole life total)", () => {
    const now = variantConfig("two-headed-giant", 4, { teams: TWO });
    expect(now).toMatchObject({ startingLife: 30, poisonToLose: 15, sharedPoison: true, lifeShare: false });
    expect(now).toMatchObject({ teamLifeSetToSum: false, firstTurnDraw: "starterSkips", mulligan: "london" });
  });
});
