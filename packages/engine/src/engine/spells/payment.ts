import type { ManaType } from "../../cards/types.ts";
import type { ChoiceOption } from "../../decisions.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { canPayLife } from "../actions/damage.ts";
import { tapPermanent } from "../actions/move.ts";
import { askChoose } from "../ask/ask.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { ManaCost } from "../characteristics/manaCost.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { type CostForm, costForms, costText, formText } from "../mana/costForms.ts";
import { abilityFor, canPay, isAmbiguous, type ManaSource, manaSources, planPayment } from "../mana/mana.ts";
import { tappedForMana } from "../mana/manaTriggers.ts";
import { manaAmount } from "../mana/produce.ts";
import { manaAbilityDamage } from "./manaAbilityDamage.ts";

/** A concrete payment: mana abilities to activate (with the type each makes), then mana from the pool. */
export interface ChosenPayment {
  taps: { object: ObjId; ability: number; type: ManaType }[];
}

/**
 * 601.2g–h: chooses how to pay `cost` for `what` (the spell, the ability, or what asks for the mana:
 * "Shock", "Cryptolith Rite's ability"), named in the question. Pays automatically when the choice of
 * sources doesn't matter; otherwise asks, one source at a time, with "Pay automatically" as option 0.
 */
export function choosePayment(
  g: Ctx,
  p: PlayerId,
  cost: ManaCost,
  what: string,
  exclude: ObjId[],
): ChosenPayment | null {
  const vpool = { ...g.s.players[p].pool };
  let sources: ManaSource[] = manaSources(g, p, exclude);
  const committed: ChosenPayment["taps"] = [];
  for (;;) {
    const plan = planPayment(cost, vpool, sources);
    if (plan === null) return null;
    if (!isAmbiguous(cost, sources, plan)) return { taps: [...committed, ...plan.taps] };
    const options: ChoiceOption[] = [{ label: "Pay automatically" }];
    const picks: { src: ManaSource; type: ManaType }[] = [];
    for (const src of sources) {
      for (const t of src.produce) {
        const after = { ...vpool, [t]: vpool[t] + src.amount };
        if (
          !canPay(
            cost,
            after,
            sources.filter((x) => x !== src),
          )
        )
          continue;
        picks.push({ src, type: t });
        options.push({
          label: `${nameOf(g, g.s.objects[src.object])}: add {${t}}`,
          ref: { object: src.object },
        });
      }
    }
    const [c] = askChoose(
      g,
      p,
      "mana",
      `Pay ${costText(cost)} for ${what}: choose a mana source`,
      options,
      1,
      1,
    );
    if (c === 0) return { taps: [...committed, ...plan.taps] };
    const pick = picks[c - 1];
    committed.push({ object: pick.src.object, ability: abilityFor(pick.src, pick.type), type: pick.type });
    vpool[pick.type] += pick.src.amount;
    sources = sources.filter((x) => x !== pick.src);
  }
}

/**
 * Whether p can pay `cost` (its mana from their pool and `sources`) — in one of its ways if it has hybrid or
 * Phyrexian symbols (107.4e–f), with `life` more to pay besides (the cost's own "Pay N life", 119.4).
 */
export function canPayCost(
  g: Ctx,
  p: PlayerId,
  cost: ManaCost,
  sources: readonly ManaSource[],
  life = 0,
): boolean {
  const pool = g.s.players[p].pool;
  if (cost.choices === undefined) return canPay(cost, pool, sources);
  return costForms(cost).some((f) => canPayLife(g, p, f.life + life) && canPay(f.cost, pool, sources));
}

/**
 * 601.2b, 602.2b: p announces how they'll pay a cost with hybrid or Phyrexian symbols — which half of each
 * hybrid symbol, mana or 2 life for each Phyrexian one (107.4e–f) — offered the ways they could pay (with
 * `life` more to pay besides, and without the sources in `exclude`); asked only when there are several.
 * Null if there is none. A cost without such symbols is its own one way.
 */
export function chooseCostForm(
  g: Ctx,
  p: PlayerId,
  cost: ManaCost,
  what: string,
  exclude: readonly ObjId[] = [],
  life = 0,
): CostForm | null {
  if (cost.choices === undefined) return { cost, life: 0 };
  const pool = g.s.players[p].pool;
  const sources = manaSources(g, p, exclude);
  const forms = costForms(cost).filter(
    (f) => canPayLife(g, p, f.life + life) && canPay(f.cost, pool, sources),
  );
  if (forms.length <= 1) return forms[0] ?? null;
  const options = forms.map((f) => ({ label: formText(f) }));
  const [k] = askChoose(
    g,
    p,
    "costForm",
    `${what}: announce how you'll pay ${costText(cost)}`,
    options,
    1,
    1,
  );
  return forms[k];
}

/**
 * Carries out a chosen payment: activate the mana abilities, then spend from the pool (601.2h). Also a
 * cost paid as a spell or ability resolves ("unless that player pays {3}", unless.ts).
 */
export function pay(g: Ctx, p: PlayerId, cost: ManaCost, payment: ChosenPayment): void {
  const pool = g.s.players[p].pool;
  // A source may appear once per unit of mana it makes; each is activated once (605.1a).
  const units = new Map<ObjId, { ability: number; types: ManaType[] }>();
  for (const tap of payment.taps) {
    const u = units.get(tap.object) ?? { ability: tap.ability, types: [] };
    u.types.push(tap.type);
    units.set(tap.object, u);
  }
  for (const [id, u] of units) {
    const src = g.s.objects[id];
    tapPermanent(g, src);
    const a = characteristics(g.db, g.s, src).abilities[u.ability];
    const amount = a.kind === "mana" ? manaAmount(g, p, a, src) : 1;
    const made = u.types.slice(0, amount);
    while (made.length < amount) made.push(made[0]); // unspent mana stays in the pool
    // 605.4a: triggered mana abilities (Vorinclex) add theirs at once, of a type the source made (the
    // one the plan counted on, if the source made it).
    const extra = a.kind === "mana" && a.cost.tap ? tappedForMana(g, p, src) : 0;
    for (let k = 0; k < extra; k++) {
      const planned = u.types[amount + k];
      made.push(planned !== undefined && made.includes(planned) ? planned : made[0]);
    }
    u.types = made;
    for (const t of u.types) pool[t]++;
    emit(g, { type: "mana", player: p, mana: u.types.map((t) => `{${t}}`).join("") });
    if (a.kind === "mana") manaAbilityDamage(g, p, src, a);
  }
  const plan = planPayment(cost, pool, []);
  if (plan === null) throw new Error("internal: planned payment does not cover the cost");
  for (const t of Object.keys(plan.fromPool) as ManaType[]) pool[t] -= plan.fromPool[t];
}
