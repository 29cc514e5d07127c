import { describe, expect, it } from "vitest";
import { colorsOfCost, concreteCost, manaValue, parseCost } from "../src/engine/characteristics/manaCost.ts";
import { costForms, costText, formText } from "../src/engine/mana/costForms.ts";

const forms = (text: string) => costForms(parseCost(text)).map(formText);

describe("107.4e–f hybrid and Phyrexian mana symbols in costs", () => {
  it("107.4e: {W/U}, {2/B} and {C/W} are read as hybrid symbols; 107.4f: {B/P} and {G/U/P} as Phyrexian ones", () => {
    expect(parseCost("{1}{G/W}{G/W}").choices).toEqual([
      { types: ["G", "W"], generic: 0, life: false },
      { types: ["G", "W"], generic: 0, life: false },
    ]);
    expect(parseCost("{2/B}").choices).toEqual([{ types: ["B"], generic: 2, life: false }]);
    expect(parseCost("{C/W}").choices).toEqual([{ types: ["C", "W"], generic: 0, life: false }]);
    expect(parseCost("{B/P}").choices).toEqual([{ types: ["B"], generic: 0, life: true }]);
    expect(parseCost("{G/U/P}").choices).toEqual([{ types: ["G", "U"], generic: 0, life: true }]);
    expect(parseCost("{2}{R}").choices).toBeUndefined();
  });

  it("107.4: a symbol that isn't one of the game's is refused, naming it", () => {
    for (const bad of ["{W/W}", "{C/P}", "{2/P}", "{C/2}", "{W/U/B}", "{3/W}", "{C/C}"])
      expect(() => parseCost(bad), bad).toThrow(`unsupported mana symbol ${bad}`);
  });

  it("202.3f: a hybrid symbol counts its largest component to the mana value; 202.3g: a Phyrexian symbol counts 1", () => {
    expect(manaValue("{1}{G/W}{G/W}")).toBe(3); // Kitchen Finks
    expect(manaValue("{2/W}{2/W}{2/W}")).toBe(6); // Spectral Procession
    expect(manaValue("{1}{B/P}{B/P}")).toBe(3); // Dismember
    expect(manaValue("{G/U/P}")).toBe(1);
  });

  it("202.2d: an object is each colour of its hybrid and Phyrexian symbols; {C} is no colour (105.1)", () => {
    expect(colorsOfCost("{1}{G/W}{G/W}")).toEqual(["W", "G"]);
    expect(colorsOfCost("{2/W}")).toEqual(["W"]);
    expect(colorsOfCost("{C/U}")).toEqual(["U"]);
    expect(colorsOfCost("{B/P}")).toEqual(["B"]);
    expect(colorsOfCost("{R}{G/U/P}")).toEqual(["U", "R", "G"]);
  });

  it("601.2b: the ways to pay are each distinct mana and life once — {W/U}{W/U} has three, not four", () => {
    expect(forms("{W/U}{W/U}")).toEqual(["{W}{W}", "{W}{U}", "{U}{U}"]);
    expect(forms("{1}{B/P}{B/P}")).toEqual(["{1}{B}{B}", "{1}{B} and 2 life", "{1} and 4 life"]);
    expect(forms("{2/W}")).toEqual(["{W}", "{2}"]);
    expect(forms("{G/U/P}")).toEqual(["{G}", "{U}", "2 life"]);
    expect(forms("{2}{R}")).toEqual(["{2}{R}"]);
  });

  it("107.3: X fixed and generic added keep the symbols to announce", () => {
    const c = concreteCost("{X}{R/P}", 3, 2);
    expect(c.generic).toBe(5);
    expect(costForms(c).map(formText)).toEqual(["{5}{R}", "{5} and 2 life"]);
    expect(costText(parseCost("{X}{1}{G/W}"))).toBe("{X}{1}{G/W}");
  });
});
