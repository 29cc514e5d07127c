/**
 * The vanguard cards (313, 902): typed definitions whose generated rules text is their Oracle text, with
 * the hand and life modifiers (211, 212) of the original Vanguard series, in the card database but not in
 * the traditional pool that decks are dealt from.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards, cardDb, idOf, vanguards } from "../src/index.ts";

/**
 * name → [hand modifier, life modifier], as printed (Scryfall, set "pvan"; Forge's card scripts agree,
 * checked 2026-12-06).
 */
const MODIFIERS: Record<string, [number, number]> = {
  Maraxus: [1, 2],
  Serra: [1, 1],
  Selenia: [1, 7],
  Tahngarth: [-1, 7],
  Orim: [0, 12],
  Rofellos: [-2, 4],
  Gerrard: [-4, 0],
  "Sidar Kondo": [-1, 12],
  "Sliver Queen, Brood Mother": [0, 8],
  Urza: [-1, 10],
};

describe("vanguard cards (313)", () => {
  it("has at least eight, each a Vanguard with no mana cost, no subtypes (313.3) and both modifiers", () => {
    expect(vanguards.length).toBeGreaterThanOrEqual(8);
    for (const v of vanguards) {
      expect(v.types, v.name).toEqual(["Vanguard"]);
      expect(v.cost, v.name).toBeUndefined();
      expect(v.subtypes, v.name).toBeUndefined();
      expect(v.id, v.name).toBe(idOf(v.name));
      expect([v.handModifier, v.lifeModifier], v.name).toEqual(MODIFIERS[v.name]);
    }
    expect(vanguards.map((v) => v.name).sort()).toEqual(Object.keys(MODIFIERS).sort());
  });

  it.each(vanguards.map((v) => [v.name, v] as const))("%s: its generated text is its Oracle text", (_, v) => {
    expect(v.text).toBeUndefined();
    expect(rulesText(v)).toBe(v.oracle);
  });

  it("are in the card database, not in the pool decks are dealt from", () => {
    for (const v of vanguards) {
      expect(cardDb.get(v.id)).toBe(v);
      expect(allCards.some((c) => c.id === v.id)).toBe(false);
    }
  });
});
