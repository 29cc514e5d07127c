/**
 * Mana (106, 107.4, 202, 601.2f–h, 605): cost parsing, mana pools, and planning a payment from the pool
 * plus untapped mana sources. Payment from the pool is automatic; which sources to tap is a choice that
 * the engine makes itself only when it is unambiguous (see `isAmbiguous`).
 */

import type { ManaType } from "../../cards/types.ts";
import type { ManaPool, ObjId, PlayerId } from "../../state.ts";
import { anyOnBattlefield, permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import {
  concreteCost,
  emptyPool,
  MANA_TYPES,
  type ManaCost,
  parseCost,
} from "../characteristics/manaCost.ts";
import type { Ctx } from "../context/ctx.ts";
import { youControlHolds } from "../targets/youControl.ts";
import { costForms } from "./costForms.ts";
import { cardsWithTapTriggers, extraManaForTapping } from "./manaTriggers.ts";
import { manaAmount, manaTypes } from "./produce.ts";

export function poolTotal(pool: ManaPool): number {
  return pool.W + pool.U + pool.B + pool.R + pool.G + pool.C;
}

export function formatPool(pool: ManaPool): string {
  return MANA_TYPES.map((t) => `{${t}}`.repeat(pool[t])).join("");
}

/** An untapped source with a {T} mana ability its controller can activate now. */
export interface ManaSource {
  object: ObjId;
  ability: number;
  produce: ManaType[];
  /**
   * How much mana one activation adds (Sol Ring: 2), with what triggered mana abilities add to it
   * (Vorinclex: one more of the type the land produced, 605.4a).
   */
  amount: number;
  /**
   * All the mana of one activation is of one type, chosen from `produce` (a dual land whose mana a
   * Vorinclex doubles: {W}{W} or {U}{U}, never {W}{U}). False for "N mana in any combination".
   */
  oneType: boolean;
  /** Its card: sources of one card making the same mana are interchangeable (`isAmbiguous`). */
  card: string;
  creature: boolean;
  /**
   * Tapping it for its first type deals damage to its controller (Ancient Tomb's "This land deals 2 damage to
   * you.", 120.3a): it is tapped only after the painless sources (`preferred`).
   */
  hurts?: boolean;
  /**
   * The ability making each type, where the object has several {T} mana abilities (a Talisman: {C} by one,
   * {U} or {B} by the other, which also deals 1 damage to you): one source still, as tapping it activates
   * only one of them. The first ability's types come first in `produce`, so generic mana is paid with the
   * Talisman's painless {C}. See `abilityFor`.
   */
  abilityOf?: Partial<Record<ManaType, number>>;
}

/** The ability of `src` that makes mana of type `t`. */
export function abilityFor(src: ManaSource, t: ManaType): number {
  return src.abilityOf?.[t] ?? src.ability;
}

/** `sources` but those of the objects `ids` (the same list when there are none). */
export function sourcesWithout(sources: readonly ManaSource[], ids: readonly ObjId[]): readonly ManaSource[] {
  return ids.length === 0 ? sources : sources.filter((src) => !ids.includes(src.object));
}

/** The objects whose abilities `sources` are. */
export function sourceObjects(sources: readonly ManaSource[]): Set<ObjId> {
  return new Set(sources.map((src) => src.object));
}

/** The mana sources player p could tap now (605; 302.6 for creatures). `exclude`: already committed. */
export function manaSources(g: Ctx, p: PlayerId, exclude: readonly ObjId[] = []): ManaSource[] {
  const out: ManaSource[] = [];
  // 605.4a triggered mana abilities (Mana Flare): looked for only if such a permanent is on the battlefield.
  const anyTapTriggers = anyOnBattlefield(g.s, cardsWithTapTriggers(g.db));
  for (const id of permanentsOf(g.s, p)) {
    const o = g.s.objects[id];
    if (o.tapped || exclude.includes(id)) continue;
    const ch = characteristics(g.db, g.s, o);
    const creature = ch.types.includes("Creature");
    if (creature && o.sick && !ch.keywords.includes("haste")) continue;
    let source: ManaSource | undefined;
    let first = 0; // what the first ability makes
    for (let i = 0; i < ch.abilities.length; i++) {
      const a = ch.abilities[i];
      if (a.kind !== "mana") continue;
      const more = a.cost.sacrifice !== undefined || a.cost.tapUntapped !== undefined; // chosen: never automatic
      if (a.cost.mana !== undefined || a.cost.sacrificeSelf || more || !a.cost.tap) continue;
      if (a.condition && !youControlHolds(g, a.condition, p, o)) continue; // 602.5b: it can't be activated now
      const produce = manaTypes(g, p, a);
      if (produce.length === 0) continue; // it would add no mana (903.4f, 106.5)
      const made = manaAmount(g, p, a, o);
      if (made === 0) continue; // it would add no mana (106.5): Everflowing Chalice without counters
      if (source !== undefined) {
        // Another {T} ability of the object: another way to tap it (one at a time), if it makes as much.
        if (made === first) addWay(source, i, produce);
        continue;
      }
      first = made;
      const amount = made + (anyTapTriggers ? extraManaForTapping(g, p, o) : 0); // 605.4a
      source = {
        object: id,
        ability: i,
        produce,
        amount,
        oneType: made === 1 || a.oneColor === true,
        card: o.card,
        creature,
        hurts: (a.damagesYou ?? 0) > 0, // in the literal: every source of one shape
      };
      out.push(source);
    }
  }
  return out;
}

/** Ability `i` of `src`'s object makes `produce` too: the types it adds, each made by it. */
function addWay(src: ManaSource, i: number, produce: readonly ManaType[]): void {
  const abilityOf = src.abilityOf ?? Object.fromEntries(src.produce.map((t) => [t, src.ability]));
  const added = produce.filter((t) => abilityOf[t] === undefined);
  for (const t of added) abilityOf[t] = i;
  src.abilityOf = abilityOf;
  src.produce = [...src.produce, ...added];
}

/** A planned payment: mana taken from the pool, and sources tapped for a given type. */
export interface Payment {
  fromPool: ManaPool;
  taps: { object: ObjId; ability: number; type: ManaType }[];
}

/**
 * Plans a payment of `cost` from `pool` and `sources` (already-committed taps are not in `sources`).
 * Pool first (using pool mana for a coloured symbol is never worse), then a bipartite matching of
 * the remaining symbols to sources, then generic from what's left, preferring lands and single-type
 * sources. Returns null if the cost can't be paid.
 */
export function planPayment(cost: ManaCost, pool: ManaPool, sources: readonly ManaSource[]): Payment | null {
  if (cost.choices !== undefined)
    throw new Error("internal: a payment planned before its hybrid symbols were fixed");
  return eachTypeChoice(cost, sources, (fixed) => planUnits(cost, pool, fixed));
}

/**
 * Whether `cost` can be paid from `pool` and `sources`: `planPayment(…) !== null`, without making the
 * plan (the priority checks ask this of every card in hand, 117.3a).
 */
export function canPay(cost: ManaCost, pool: ManaPool, sources: readonly ManaSource[]): boolean {
  return eachTypeChoice(cost, sources, (fixed) => (canPayUnits(cost, pool, fixed) ? true : null)) !== null;
}

/**
 * `plan` for `sources` as they are — or, for a source whose several units must share one type of several
 * it could make (a dual land under Vorinclex), for each useful type it could be fixed to, the first that works.
 */
function eachTypeChoice<T>(
  cost: ManaCost,
  sources: readonly ManaSource[],
  plan: (sources: readonly ManaSource[]) => T | null,
): T | null {
  const k = sources.findIndex((src) => src.oneType && src.amount > 1 && src.produce.length > 1);
  if (k < 0) return plan(sources);
  const src = sources[k];
  const useful = src.produce.filter((t) => cost.symbols[t] > 0);
  if (cost.generic > 0 || useful.length === 0) useful.push(src.produce[0]);
  for (const t of new Set(useful)) {
    const fixed = [...sources.slice(0, k), { ...src, produce: [t] }, ...sources.slice(k + 1)];
    const result = eachTypeChoice(cost, fixed, plan);
    if (result !== null) return result;
  }
  return null;
}

/** Generic mana from the pool: colourless first, then the colours. */
const GENERIC_ORDER: readonly ManaType[] = ["C", "W", "U", "B", "R", "G"];

/**
 * Who is tapped first: painless sources before those that deal damage to their controller, lands before
 * creatures, single-type sources first, then in object order.
 */
function preferred(a: ManaSource, b: ManaSource): number {
  return (
    Number(a.hurts === true) - Number(b.hurts === true) ||
    Number(a.creature) - Number(b.creature) ||
    a.produce.length - b.produce.length ||
    a.object - b.object
  );
}

/** Whether `sources` are already sorted by `preferred` (manaSources mostly gives them so). */
function inPreferenceOrder(sources: readonly ManaSource[]): boolean {
  for (let i = 1; i < sources.length; i++) if (preferred(sources[i - 1], sources[i]) > 0) return false;
  return true;
}

/** Kuhn's augmenting path for need `ni`: a source for it, moving earlier matches along (`match`: source → need). */
function augment(
  order: readonly ManaSource[],
  need: readonly ManaType[],
  match: number[],
  ni: number,
  seen: boolean[],
): boolean {
  for (let si = 0; si < order.length; si++) {
    if (seen[si] || !order[si].produce.includes(need[ni])) continue;
    seen[si] = true;
    if (match[si] < 0 || augment(order, need, match, match[si], seen)) {
      match[si] = ni;
      return true;
    }
  }
  return false;
}

/** What the pool leaves of a cost for the sources to pay. */
interface Shortfall {
  /** The coloured symbols the pool didn't pay. */
  need: ManaType[];
  /** Generic mana the pool didn't pay. */
  generic: number;
}

/** Whether the pool and the sources make as much mana as the cost asks, in all (a quick rejection). */
function enoughInAll(cost: ManaCost, pool: ManaPool, sources: readonly ManaSource[]): boolean {
  let available = poolTotal(pool);
  for (const src of sources) available += src.amount;
  let total = cost.generic;
  for (const t of MANA_TYPES) total += cost.symbols[t];
  return available >= total;
}

/**
 * The pool pays first: each coloured symbol it can, then generic from whatever it has left (colourless
 * mana first: `poolShare`). What it leaves unpaid.
 */
function shortfall(cost: ManaCost, pool: ManaPool): Shortfall {
  const need: ManaType[] = [];
  let left = 0;
  for (const t of MANA_TYPES) {
    const n = cost.symbols[t];
    for (let k = pool[t]; k < n; k++) need.push(t);
    left += Math.max(0, pool[t] - n);
  }
  return { need, generic: Math.max(0, cost.generic - left) };
}

/** The mana the pool pays (see `shortfall`), and what it leaves unpaid. */
function poolShare(cost: ManaCost, pool: ManaPool): Shortfall & { fromPool: ManaPool } {
  const fromPool = emptyPool();
  const left = emptyPool();
  for (const t of MANA_TYPES) {
    fromPool[t] = Math.min(pool[t], cost.symbols[t]);
    left[t] = pool[t] - fromPool[t];
  }
  let generic = cost.generic;
  for (const t of GENERIC_ORDER) {
    const n = Math.min(generic, left[t]);
    fromPool[t] += n;
    generic -= n;
  }
  return { ...shortfall(cost, pool), fromPool };
}

/** A source that adds N mana counts as N units of one activation (605.1a); each unit is matched alone. */
function unitsOf(sources: readonly ManaSource[]): readonly ManaSource[] {
  if (!sources.some((src) => src.amount > 1)) return sources;
  const units: ManaSource[] = [];
  for (const src of sources) for (let k = 0; k < src.amount; k++) units.push(src);
  return units;
}

/**
 * The coloured symbols `need` matched to units of `order` (augmenting paths; tiny sizes), unit index →
 * index in `need` or -1; null when they can't all be matched or too few units are left for `generic`.
 */
function matchUnits(
  order: readonly ManaSource[],
  need: readonly ManaType[],
  generic: number,
): number[] | null {
  const match = new Array<number>(order.length).fill(-1);
  for (let ni = 0; ni < need.length; ni++)
    if (!augment(order, need, match, ni, new Array(order.length).fill(false))) return null;
  // Every coloured symbol has a unit: the generic part takes as many of the others.
  return order.length - need.length < generic ? null : match;
}

/** canPay once every source's units can be matched one by one; the order of the units doesn't matter. */
function canPayUnits(cost: ManaCost, pool: ManaPool, sources: readonly ManaSource[]): boolean {
  if (!enoughInAll(cost, pool, sources)) return false;
  const { need, generic } = shortfall(cost, pool);
  // The pool paid every coloured symbol, and was spent before any generic was left: the sources make enough.
  if (need.length === 0) return true;
  return matchUnits(unitsOf(sources), need, generic) !== null;
}

/** planPayment once every source's units can be matched one by one. */
function planUnits(cost: ManaCost, pool: ManaPool, sources: readonly ManaSource[]): Payment | null {
  if (!enoughInAll(cost, pool, sources)) return null;
  const { fromPool, need, generic: owed } = poolShare(cost, pool);
  const order = unitsOf(inPreferenceOrder(sources) ? sources : [...sources].sort(preferred));
  const match = matchUnits(order, need, owed);
  if (match === null) return null;
  let generic = owed;
  const taps: Payment["taps"] = [];
  order.forEach((src, si) => {
    if (match[si] >= 0)
      taps.push({ object: src.object, ability: abilityFor(src, need[match[si]]), type: need[match[si]] });
  });
  // Generic: first the spare units of sources already being tapped, then further sources.
  if (generic === 0) return { fromPool, taps };
  const tapped = new Set(taps.map((t) => t.object));
  const spare = order.map((src, si) => ({ src, si })).filter(({ si }) => match[si] < 0);
  for (const id of hurtingNeeded(spare, tapped, generic)) tapped.add(id);
  spare.sort((a, b) => Number(!tapped.has(a.src.object)) - Number(!tapped.has(b.src.object)) || a.si - b.si);
  for (const { src } of spare) {
    if (generic === 0) break;
    taps.push({ object: src.object, ability: abilityFor(src, src.produce[0]), type: src.produce[0] });
    tapped.add(src.object);
    generic--;
  }
  return { fromPool, taps };
}

/** Whether one of the spare sources deals damage to its controller (`hurts`). */
function anyHurts(spare: readonly { src: ManaSource }[]): boolean {
  for (const { src } of spare) if (src.hurts === true) return true;
  return false;
}

/**
 * The sources that hurt (`hurts`) the generic part can't be paid without: as few as will do, the biggest first,
 * each then spent to the full before any painless source is tapped for it (Ancient Tomb's {C}{C} pays {2}
 * alone, leaving the Forest untapped).
 */
function hurtingNeeded(
  spare: readonly { src: ManaSource }[],
  tapped: ReadonlySet<ObjId>,
  generic: number,
): ObjId[] {
  if (!anyHurts(spare)) return []; // nearly always: no Ancient Tomb
  const units = new Map<ObjId, number>(); // the spare units of each hurting source not being tapped
  let painless = 0;
  for (const { src } of spare) {
    if (src.hurts === true && !tapped.has(src.object))
      units.set(src.object, (units.get(src.object) ?? 0) + 1);
    else painless++;
  }
  let short = generic - painless;
  const out: ObjId[] = [];
  for (const [id, n] of [...units].sort((a, b) => b[1] - a[1])) {
    if (short <= 0) break;
    out.push(id);
    short -= n;
  }
  return out;
}

/**
 * Whether the choice of sources matters: more usable sources than mana needed, and not all of one kind.
 * When it doesn't, the engine taps without asking.
 */
export function isAmbiguous(cost: ManaCost, sources: readonly ManaSource[], plan: Payment): boolean {
  if (plan.taps.length === 0) return false;
  const needed = new Set<ManaType>();
  for (const t of MANA_TYPES) if (cost.symbols[t] > 0) needed.add(t);
  const genericLeft = cost.generic > 0;
  const usable = sources.filter((s) => genericLeft || s.produce.some((t) => needed.has(t)));
  if (usable.reduce((n, src) => n + src.amount, 0) <= plan.taps.length) return false;
  return new Set(usable.map(sourceKind)).size > 1;
}

/** Sources of one kind are interchangeable: the same card making the same mana, as much of it. */
function sourceKind(src: ManaSource): string {
  return `${src.card}|${src.produce.join("")}|${src.amount}`;
}

/** The largest X for which `text` (plus extra generic) can be paid, or -1 if not even X=0. */
export function maxX(
  g: Ctx,
  p: PlayerId,
  text: string | undefined,
  extraGeneric = 0,
  exclude: ObjId[] = [],
): number {
  const sources = manaSources(g, p, exclude);
  const pool = g.s.players[p].pool;
  const perX = Math.max(1, parseCost(text).x);
  let hi = Math.floor((poolTotal(pool) + sources.reduce((n, src) => n + src.amount, 0)) / perX);
  // 107.4e–f: in any of its ways (a way paying life only while the player has that much).
  const life = g.s.players[p].life;
  const payable = (cost: ManaCost) =>
    costForms(cost).some((f) => f.life <= Math.max(0, life) && canPay(f.cost, pool, sources));
  for (; hi >= 0; hi--) if (payable(concreteCost(text, hi, extraGeneric))) return hi;
  return -1;
}
