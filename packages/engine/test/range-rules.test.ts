import { describe, expect, it } from "vitest";
import { editionsOf, VARIANT_NAMES, variantConfig, variantPreset } from "../src/index.ts";

describe("which range rules a variant follows (VariantConfig.rangeRules): 801, or the 2004 draft's 601", () => {
  it("today's presets follow 801, but Melee, which only the 2004 draft defines (606), follows its 601", () => {
    for (const name of VARIANT_NAMES)
      expect(variantPreset(name, 6).rangeRules).toBe(name === "melee" ? "2004" : "801");
  });

  it("every 2004 edition follows the 2004 draft's 601 (Melee; the draft's Teams); a 2004 Free-for-All has no range (605.4)", () => {
    expect(editionsOf("melee")).toContain("2004");
    expect(variantConfig("melee", 6, { edition: "2004" }).rangeRules).toBe("2004");
    const teams = [
      [0, 2],
      [1, 3],
    ];
    expect(variantConfig("alternating-teams", 4, { edition: "2004", teams }).rangeRules).toBe("2004");
    expect(variantConfig("alternating-teams", 4, { teams }).rangeRules).toBe("801");
    expect(() => variantConfig("free-for-all", 5, { edition: "2004", range: 1 })).toThrow(
      /2004 draft 605\.4/,
    );
    expect(variantConfig("free-for-all", 5, { range: 1 }).rangeRules).toBe("801");
  });
});
