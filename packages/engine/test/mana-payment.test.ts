/**
 * 601.2g–h, 605.1a: planning a payment from the mana pool and the sources a player could tap. The
 * priority checks ask only whether a cost can be paid (`canPay`, for every card in hand); a cast asks
 * for the plan (`planPayment`). They must agree, and a plan must pay exactly the cost.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ManaType } from "../src/cards/types.ts";
import { emptyPool, MANA_TYPES, type ManaCost } from "../src/engine/characteristics/manaCost.ts";
import { canPay, type ManaSource, planPayment } from "../src/engine/mana/mana.ts";
import type { ManaPool } from "../src/state.ts";

const manaType = fc.constantFrom<ManaType>(...MANA_TYPES);
const counts = fc.array(fc.nat({ max: 2 }), { minLength: 6, maxLength: 6 });
const toPool = (ns: number[]): ManaPool => {
  const pool = emptyPool();
  MANA_TYPES.forEach((t, i) => {
    pool[t] = ns[i];
  });
  return pool;
};
const cost = fc
  .record({ generic: fc.nat({ max: 4 }), symbols: counts })
  .map(({ generic, symbols }): ManaCost => ({ generic, symbols: toPool(symbols), x: 0 }));
const source = fc.record({
  produce: fc.uniqueArray(manaType, { minLength: 1, maxLength: 3 }),
  amount: fc.integer({ min: 1, max: 2 }),
  creature: fc.boolean(),
});
const sources = fc.array(source, { maxLength: 6 }).map((xs) =>
  xs.map(
    (x, i): ManaSource => ({
      object: 10 + i,
      ability: 0,
      produce: x.produce,
      amount: x.amount,
      oneType: x.amount === 1 || i % 2 === 0,
      card: `card${i}`,
      creature: x.creature,
    }),
  ),
);

describe("601.2g–h mana payment", () => {
  it("601.2g: canPay says yes exactly when planPayment finds a plan", () => {
    fc.assert(
      fc.property(cost, counts.map(toPool), sources, (c, pool, srcs) => {
        expect(canPay(c, pool, srcs)).toBe(planPayment(c, pool, srcs) !== null);
      }),
      { numRuns: 3000 },
    );
  });

  it("601.2h, 605.1a: a plan pays every symbol and the generic part, from the pool and each source's units", () => {
    fc.assert(
      fc.property(cost, counts.map(toPool), sources, (c, pool, srcs) => {
        const plan = planPayment(c, pool, srcs);
        if (plan === null) return;
        const paid = { ...plan.fromPool };
        for (const t of MANA_TYPES) expect(plan.fromPool[t]).toBeLessThanOrEqual(pool[t]);
        const units = new Map<number, number>();
        for (const tap of plan.taps) {
          const src = srcs.find((s) => s.object === tap.object);
          expect(src?.produce).toContain(tap.type);
          units.set(tap.object, (units.get(tap.object) ?? 0) + 1);
          paid[tap.type]++;
        }
        for (const [object, n] of units)
          expect(n).toBeLessThanOrEqual(srcs.find((s) => s.object === object)?.amount ?? 0);
        let spare = 0;
        for (const t of MANA_TYPES) {
          expect(paid[t]).toBeGreaterThanOrEqual(c.symbols[t]);
          spare += paid[t] - c.symbols[t];
        }
        expect(spare).toBe(c.generic);
      }),
      { numRuns: 3000 },
    );
  });

  it("601.2g: a cost the pool and sources can't make in all, or a colour nobody makes, can't be paid", () => {
    const forest: ManaSource = {
      object: 1,
      ability: 0,
      produce: ["G"],
      amount: 1,
      oneType: true,
      card: "forest",
      creature: false,
    };
    const greenGreen: ManaCost = { generic: 0, symbols: { ...emptyPool(), G: 2 }, x: 0 };
    const blue: ManaCost = { generic: 0, symbols: { ...emptyPool(), U: 1 }, x: 0 };
    expect(canPay(greenGreen, emptyPool(), [forest])).toBe(false);
    expect(canPay(greenGreen, { ...emptyPool(), G: 1 }, [forest])).toBe(true);
    expect(canPay(blue, emptyPool(), [forest, { ...forest, object: 2 }])).toBe(false);
    expect(canPay(blue, { ...emptyPool(), U: 1 }, [])).toBe(true);
  });
});
