/**
 * 601.2g–h, 120.3a: a payment planned (mana/mana.ts) taps the sources whose mana ability deals damage to their
 * controller (Ancient Tomb: "{T}: Add {C}{C}. This land deals 2 damage to you.") only for what the painless
 * ones can't pay — and then spends all they make before tapping a painless source besides.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyPool, type ManaCost } from "../src/engine/characteristics/manaCost.ts";
import { canPay, type ManaSource, planPayment } from "../src/engine/mana/mana.ts";

const forest = (object: number): ManaSource => ({
  object,
  ability: 0,
  produce: ["G"],
  amount: 1,
  oneType: true,
  card: "forest",
  creature: false,
});
const tomb = (object: number): ManaSource => ({
  object,
  ability: 0,
  produce: ["C"],
  amount: 2,
  oneType: true,
  card: "ancient-tomb",
  creature: false,
  hurts: true,
});
const generic = (n: number, G = 0): ManaCost => ({ generic: n, symbols: { ...emptyPool(), G }, x: 0 });

/** The objects a plan taps, each once, in order. */
function tapped(cost: ManaCost, sources: ManaSource[]): number[] {
  const plan = planPayment(cost, emptyPool(), sources);
  if (plan === null) throw new Error("no plan");
  return [...new Set(plan.taps.map((t) => t.object))];
}

describe("120.3a: payment planning spares its controller the damage it can", () => {
  it("{1}: the Forest pays, Ancient Tomb (first in object order) stays untapped", () => {
    expect(tapped(generic(1), [tomb(1), forest(2)])).toEqual([2]);
  });

  it("{2}: Ancient Tomb's {C}{C} pays it alone, the Forest stays untapped", () => {
    expect(tapped(generic(2), [forest(1), tomb(2)])).toEqual([2]);
  });

  it("{3}: one Ancient Tomb and the Forest, not both Tombs (2 damage, not 4)", () => {
    expect(tapped(generic(3), [tomb(1), tomb(2), forest(3)]).sort()).toEqual([1, 3]);
  });

  it("{1}{G}: the Forest pays {G}, so the Tomb must pay {1}", () => {
    expect(tapped(generic(1, 1), [tomb(1), forest(2)]).sort()).toEqual([1, 2]);
  });

  it("601.2g: with sources that hurt among them, a plan is found exactly when the cost can be paid, and pays it", () => {
    const src = fc.record({
      amount: fc.integer({ min: 1, max: 2 }),
      hurts: fc.boolean(),
      green: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(src, { maxLength: 5 }), fc.nat({ max: 4 }), fc.nat({ max: 2 }), (xs, n, g) => {
        const sources = xs.map((x, i): ManaSource => {
          const base = x.green ? forest(i + 1) : tomb(i + 1);
          const s: ManaSource = { ...base, amount: x.amount };
          if (!x.hurts) delete s.hurts;
          else s.hurts = true;
          return s;
        });
        const cost = generic(n, g);
        const plan = planPayment(cost, emptyPool(), sources);
        expect(plan !== null).toBe(canPay(cost, emptyPool(), sources));
        if (plan === null) return;
        expect(plan.taps.length).toBe(n + g);
        expect(plan.taps.filter((t) => t.type === "G").length).toBeGreaterThanOrEqual(g);
      }),
    );
  });
});
