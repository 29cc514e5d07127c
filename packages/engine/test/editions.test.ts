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
    expect(two).toMatchObject({ lifeShare: true, teamLifeSetEach: "sum", firstTurnDraw: "secondaryDraws" });
    expect(two).toMatchObject({ teamLifeRestrictions: false, attackTheTeam: true, mulligan: "paris" });
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

  it("606.2: no other multiplayer options — range, deploy and attack left are refused, naming the rule", () => {
    for (const o of [{ range: 1 }, { deploy: true }, { attack: "left" as const }])
      expect(() => variantConfig("two-headed-giant", 4, { edition: "2007", teams: TWO, ...o })).toThrow(
        /uses no other multiplayer options \(2007 CR 606\.2\)/,
      );
    expect(variantConfig("two-headed-giant", 4, { teams: TWO, range: 1 }).range).toEqual([1, 1, 1, 1]);
  });

  it("today's preset keeps 810's values (30 life, 15 shared poison, the team's whole life total)", () => {
    const now = variantConfig("two-headed-giant", 4, { teams: TWO });
    expect(now).toMatchObject({ startingLife: 30, poisonToLose: 15, sharedPoison: true, lifeShare: false });
    expect(now).toMatchObject({
      teamLifeSetEach: "onePlayer",
      firstTurnDraw: "starterSkips",
      mulligan: "london",
    });
  });
});

describe("the 2007 edition's Emperor, Grand Melee and Teams (2007 CR 607–609)", () => {
  it("607: Emperor as 809 for teams of three — ranges 2 and 1, deploy, adjacent attacks, a random emperor", () => {
    const teams = [
      [0, 1, 2],
      [3, 4, 5],
    ];
    const old = variantConfig("emperor", 6, { edition: "2007", teams });
    expect({ ...old, edition: "current" }).toEqual(variantConfig("emperor", 6, { teams }));
    expect(old).toMatchObject({ range: [1, 2, 1, 1, 2, 1], deploy: true, attackAdjacentOnly: true });
    expect(old.starting).toBe("randomEmperor");
  });

  it("608: Grand Melee without 807.4i's clause for a marker on the right, nor 807.4e's repeated designation", () => {
    const old = variantConfig("grand-melee", 10, { edition: "2007" });
    expect(old).toMatchObject({ extraTurnYieldsToMarkerOnRight: false, markerRemoval: "eachLowestFirst" });
    const now = variantConfig("grand-melee", 10);
    expect(now).toMatchObject({ extraTurnYieldsToMarkerOnRight: true, markerRemoval: "designateLowest" });
  });

  it("609: 'Teams' is today's Alternating Teams; Team vs. Team (808, 2010) has no 2007 edition", () => {
    expect(editionsOf("alternating-teams")).toContain("2007");
    expect(editionsOf("team-vs-team")).not.toContain("2007");
    expect(() => variantConfig("team-vs-team", 4, { edition: "2007" })).toThrow(/has no edition "2007"/);
  });
});
