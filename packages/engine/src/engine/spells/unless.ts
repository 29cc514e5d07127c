/**
 * Costs and choices made as a spell or ability resolves:
 *
 * - "[Effects] unless [a player] pays [mana]" (118.12a: "[that player] may pay [mana]; if they don't,
 *   [effects]") — Nether Void: "counter it unless that player pays {3}"; Demonic Hordes: "unless you pay
 *   {B}{B}{B}, tap Demonic Hordes and …". The player chooses whether to pay; a player without the
 *   mana (118.3) isn't asked, and one who has left the game doesn't pay (800.4f; ask.ts). They pay as for
 *   a spell (601.2g–h, cast.ts): activating mana abilities and spending mana from their pool. If they
 *   don't pay, the effects happen, each as its own step of the resolution (so each may ask questions
 *   before it changes anything).
 * - "Sacrifice a [permanent]" (701.21a), chosen by the player, or "a land of an opponent's choice"
 *   (Demonic Hordes): the controller chooses one of their opponents, who chooses the permanent. Should
 *   that opponent leave before choosing, the controller chooses another opponent (800.4g; ask.ts).
 */

import { rulesTextOfEffects } from "../../cards/rulesText.ts";
import type { Effect } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import { loseLife } from "../actions/damage.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, askWhetherToPay, type Chooser } from "../ask/ask.ts";
import { chooseOpponent } from "../ask/chooseOpponent.ts";
import { concreteCost, type ManaCost } from "../characteristics/manaCost.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { amountOf } from "../effects/amounts.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { runEffect } from "../effects/effectTable.ts";
import { playersOf, type Resolving } from "../effects/resolving.ts";
import { manaSources } from "../mana/mana.ts";
import { inGame } from "../players/players.ts";
import { permanentsMatching, refOption } from "../targets/targets.ts";
import { canPayCost, chooseCostForm, choosePayment, pay } from "./payment.ts";

/**
 * 118.12a: `payer` chooses whether to pay `cost` as the spell or ability `name` resolves — not asked without the
 * mana for it (118.3) — and pays with mana abilities and their pool (601.2g–h). Whether they paid.
 */
export function paysOnResolution(
  g: Ctx,
  payer: PlayerId,
  cost: ManaCost,
  name: string,
  prompt: () => string,
): boolean {
  if (!canPayCost(g, payer, cost, manaSources(g, payer)) || !askWhetherToPay(g, payer, prompt()))
    return false;
  // 107.4e–f: how its hybrid or Phyrexian symbols are paid, if it has any (601.2b's announcement).
  const form = chooseCostForm(g, payer, cost, name);
  const payment = form === null ? null : choosePayment(g, payer, form.cost, name, []);
  if (form === null || payment === null) return false;
  pay(g, payer, form.cost, payment);
  loseLife(g, payer, form.life);
  return true;
}

export function unlessPaysEffect(g: Ctx, r: Resolving, e: Effect & { e: "unlessPays" }): void {
  const s = g.s;
  // "that player" / "you": a player who has left the game isn't among them, and doesn't pay (800.4f).
  const payer = playersOf(g, r, e.who)[0];
  // 107.3: an X the text defines is read as it resolves ("where X is this creature's power").
  const x = e.x === undefined ? 0 : Math.max(0, amountOf(g, r, e.x));
  const cost = concreteCost(e.mana, x);
  const name = defOf(g, r.object).name;
  const prompt = () => {
    const spell = r.triggeringObject === undefined ? undefined : s.objects[r.triggeringObject];
    const it = spell === undefined ? "" : ` (${nameOf(g, spell)})`;
    const text = rulesTextOfEffects(name, e.effects).replace(/\.$/, "");
    const otherwise = text.charAt(0).toLowerCase() + text.slice(1);
    const mana = e.x === undefined ? e.mana : e.mana.replace("{X}", `{${x}}`);
    return `${name}: pay ${mana}? If you don't: ${otherwise}${it}`;
  };
  if (payer !== undefined && paysOnResolution(g, payer, cost, name, prompt)) return;
  if (r.followUps !== undefined) r.followUps.push(...e.effects);
  else for (const sub of e.effects) runEffect(g, r, sub);
}

export function sacrificeOneEffect(g: Ctx, r: Resolving, e: Effect & { e: "sacrificeOne" }): void {
  const s = g.s;
  const p = r.controller;
  if (!inGame(s, p)) return;
  const mine = permanentsMatching(g, e.filter, p).filter((o) => o.controller === p);
  if (mine.length === 0) return;
  const name = defOf(g, r.object).name;
  let chooser: Chooser = p;
  if (e.chooser === "opponent") {
    const prompt = `${name}: choose the opponent who chooses what ${s.players[p].name} sacrifices`;
    const q = chooseOpponent(g, p, prompt, "chooser");
    if (q === null) return;
    chooser = { player: q, controller: p, source: name };
  }
  const prompt = `${name}: choose the permanent ${s.players[p].name} sacrifices`;
  const options = mine.map((o) => refOption(g, { object: o.id }));
  const [k] = askChoose(g, chooser, "sacrifice", prompt, options, 1, 1);
  moveObject(g, mine[k].id, "graveyard"); // 701.21a
}

/** The effect table's entries for 118.12a "unless pays"; 701.21a "sacrifice a land of an opponent's choice" (effectTable.ts). */
export const unlessEffects: EffectHandlers = {
  unlessPays: unlessPaysEffect,
  sacrificeOne: sacrificeOneEffect,
};
