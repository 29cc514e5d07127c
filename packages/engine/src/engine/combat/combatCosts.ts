/**
 * Costs to attack and to block: "Creatures can't attack you unless their controller pays {2} for each creature
 * they control that's attacking you." (Ghostly Prison), "… can't block unless their controller pays {1} for
 * each of those creatures." (Archangel of Tithes). A creature facing such a tax may attack or block only if
 * its controller pays; nobody is made to pay by a requirement (508.1d, 509.1c). Once the creatures are chosen,
 * the total cost is determined and locked in (508.1h, 509.1d), the player may activate mana abilities
 * (508.1i, 509.1e) and pays it all (508.1j, 509.1f) — a declaration whose cost can't be paid is illegal, and
 * the game returns to the moment before it (508.1, 509.1, 733).
 *
 * A tax on attacking "you" counts only the creatures attacking that player (802.3a): with several defending
 * players, each player's taxes count the creatures attacking them (and, for "you or planeswalkers you control",
 * their planeswalkers). A tax affects only creatures whose controller is within its controller's range of
 * influence (801.10).
 */
import type { CardDb, StaticEffect } from "../../cards/types.ts";
import type { DefenderRef, GameObject, ObjId, PlayerId } from "../../state.ts";
import { loseLife } from "../actions/damage.ts";
import { anyOnBattlefield, permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { filterAccepts } from "../characteristics/filter.ts";
import { parseCost } from "../characteristics/manaCost.ts";
import type { Ctx } from "../context/ctx.ts";
import type { CostForm } from "../mana/costForms.ts";
import { costText } from "../mana/costForms.ts";
import { manaSources } from "../mana/mana.ts";
import { inRange } from "../players/players.ts";
import { type ChosenPayment, canPayCost, chooseCostForm, choosePayment, pay } from "../spells/payment.ts";

type TaxKind = "attackTax" | "blockTaxWhileAttacking";

/** The cards with a tax of this kind: only their permanents can ask for one (no effect grants a static ability). */
function taxCards(db: CardDb, kind: TaxKind): Set<string> {
  return cardsWhere(db, kind, (def) =>
    (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === kind),
  );
}

/** Whether any permanent with a cost to attack (or to block, `kind`) is on the battlefield: nearly never. */
export function taxesOut(g: Ctx, kind: TaxKind): boolean {
  return anyOnBattlefield(g.s, taxCards(g.db, kind));
}

/** The taxes of kind `kind` of permanent `src`. */
function taxesOf<K extends TaxKind>(g: Ctx, src: GameObject, kind: K): (StaticEffect & { s: K })[] {
  const out: (StaticEffect & { s: K })[] = [];
  for (const a of characteristics(g.db, g.s, src).abilities)
    if (a.kind === "static" && a.effect.s === kind) out.push(a.effect as StaticEffect & { s: K });
  return out;
}

/** One tax as mana: its {X} the number of permanents matching `x` its controller controls (Sphere of Safety). */
function taxMana(g: Ctx, src: GameObject, e: StaticEffect & { s: "attackTax" }): string {
  if (e.x === undefined) return e.mana;
  const x = e.x;
  const n = permanentsOf(g.s, src.controller).filter((id) => {
    const o = g.s.objects[id];
    return filterAccepts(g.s, characteristics(g.db, g.s, o), o, x, src.controller);
  }).length;
  return e.mana.replaceAll("{X}", `{${n}}`);
}

/**
 * 508.1h: the mana `attacker` costs to attack `d` — every tax of the defending player's permanents on attacking
 * that player (or, if it says so, their planeswalkers), written as one cost ("{2}{1}"); "" if none.
 */
export function attackCost(g: Ctx, attacker: GameObject, d: DefenderRef): string {
  const s = g.s;
  const cards = taxCards(g.db, "attackTax");
  if (!anyOnBattlefield(s, cards)) return "";
  const defending = "player" in d ? d.player : s.objects[d.planeswalker].controller;
  if (!inRange(s, defending, attacker.controller)) return ""; // 801.10
  let out = "";
  for (const id of permanentsOf(s, defending)) {
    const src = s.objects[id];
    if (!cards.has(src.card)) continue;
    for (const e of taxesOf(g, src, "attackTax")) {
      if ("planeswalker" in d && e.planeswalkers !== true) continue;
      if (e.whileUntapped === true && src.tapped) continue;
      out += taxMana(g, src, e);
    }
  }
  return out;
}

/** 509.1d: the mana `blocker` costs to block — a tax of each attacking creature that has one; "" if none. */
export function blockCost(g: Ctx, blocker: GameObject): string {
  const s = g.s;
  const cards = taxCards(g.db, "blockTaxWhileAttacking");
  let out = "";
  for (const a of s.combat?.attacks ?? []) {
    const src = s.objects[a.attacker];
    if (src === undefined || !cards.has(src.card) || !inRange(s, src.controller, blocker.controller))
      continue;
    for (const e of taxesOf(g, src, "blockTaxWhileAttacking")) out += e.mana;
  }
  return out;
}

/** Whether a cost written as `costText` asks for anything ("{0}" and "" don't). */
export function isCost(mana: string): boolean {
  return mana !== "" && costText(parseCost(mana)) !== "{0}";
}

/** A creature chosen to attack or block, and what it costs. */
export interface CostedCreature {
  creature: GameObject;
  mana: string;
}

/** The total cost each player pays for their creatures ("their controller pays"), locked in (508.1h, 509.1d). */
function totalCosts(items: readonly CostedCreature[]): Map<PlayerId, string> {
  const out = new Map<PlayerId, string>();
  for (const { creature, mana } of items)
    if (isCost(mana)) out.set(creature.controller, (out.get(creature.controller) ?? "") + mana);
  return out;
}

/**
 * Why the declaration's total cost can't be paid (508.1j, 509.1f: no partial payments), or null. `exclude`:
 * permanents that can't be tapped for mana by then (attackers without vigilance are tapped first, 508.1f).
 */
export function combatCostProblem(
  g: Ctx,
  items: readonly CostedCreature[],
  exclude: readonly ObjId[],
  action: "attack" | "block",
): string | null {
  for (const [payer, mana] of totalCosts(items)) {
    const cost = parseCost(mana);
    if (canPayCost(g, payer, cost, manaSources(g, payer, exclude))) continue;
    const rule = action === "attack" ? "508.1d, 508.1h–j" : "509.1c–f";
    return `${g.s.players[payer].name} can't pay ${costText(cost)}, the total cost to ${action} with these creatures: a creature can't ${action} unless its controller pays, and partial payments are not allowed (${rule})`;
  }
  return null;
}

/** How a player pays their part of the total cost: which way (107.4f: {W/P} with mana or life) and which mana. */
export interface CombatPayment {
  payer: PlayerId;
  form: CostForm;
  payment: ChosenPayment;
}

/**
 * 508.1i, 509.1e: each player with a cost to pay announces how they pay its Phyrexian symbols and which mana
 * abilities they activate (asked before anything changes). Null if a cost can't be paid.
 */
export function chooseCombatPayments(
  g: Ctx,
  items: readonly CostedCreature[],
  exclude: ObjId[],
  action: "attack" | "block",
): CombatPayment[] | null {
  const out: CombatPayment[] = [];
  for (const [payer, mana] of totalCosts(items)) {
    const what = `the cost to ${action} (${action === "attack" ? "508.1h" : "509.1d"})`;
    const form = chooseCostForm(g, payer, parseCost(mana), what, exclude);
    const payment = form === null ? null : choosePayment(g, payer, form.cost, what, exclude);
    if (form === null || payment === null) return null;
    out.push({ payer, form, payment });
  }
  return out;
}

/** 508.1j, 509.1f: the costs are paid — the mana abilities activated, the mana spent, the life paid (119.4). */
export function payCombatCosts(g: Ctx, payments: readonly CombatPayment[]): void {
  for (const { payer, form, payment } of payments) {
    pay(g, payer, form.cost, payment);
    loseLife(g, payer, form.life);
  }
}
