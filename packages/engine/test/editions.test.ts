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
