/**
 * 608.2, issue 18: the effect interpreter carries out an effect by looking its kind up in the effect table,
 * where each family registers its entries. Every kind of effect a card in the pool has is in the table, once.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { registerEffects, registeredEffects } from "../src/engine/effects/effectTable.ts";
import { EFFECT_FAMILIES } from "../src/engine/game/effectFamilies.ts";

/** Every `{ e: kind }` anywhere in a card definition: spell effects, abilities, modes, nested effects. */
function effectKinds(x: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(x)) for (const y of x) effectKinds(y, out);
  else if (x !== null && typeof x === "object") {
    const o = x as Record<string, unknown>;
    if (typeof o.e === "string") out.add(o.e);
    for (const v of Object.values(o)) effectKinds(v, out);
  }
  return out;
}

describe("the effect table (608.2)", () => {
  it("has a handler for every kind of effect the card pool uses", () => {
    const used = effectKinds([...cardDb.values()], new Set());
    expect(used.size).toBeGreaterThan(40);
    const registered = new Set<string>(registeredEffects());
    expect([...used].filter((k) => !registered.has(k))).toEqual([]);
  });

  it("each kind has exactly one family: registering a kind twice is an error", () => {
    const kinds = EFFECT_FAMILIES.flatMap((f) => Object.keys(f));
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(() => registerEffects({ balance: () => {} })).toThrow('effect "balance" is registered twice');
  });
});
