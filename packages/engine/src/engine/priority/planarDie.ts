/**
 * 901.9, 116.2i: rolling the planar die, a special action. The active player (901.12d: each player of the
 * active team) may take it any time they have priority and the stack is empty during a main phase of
 * their turn; it costs {N}, N being how many times they have taken this action this turn (not counting
 * rolls an effect made). It doesn't use the stack; the player gets priority again (116.3).
 */
import type { PriorityAction } from "../../decisions.ts";
import type { PlayerId, Task } from "../../state.ts";
import { rollPlanarDie } from "../actions/planeswalk.ts";
import { concreteCost } from "../characteristics/manaCost.ts";
import type { Ctx } from "../context/ctx.ts";
import { canPay, manaSources } from "../mana/mana.ts";
import { choosePayment, pay } from "../spells/payment.ts";
import { sorceryTiming } from "../statics/castTiming.ts";

/** How many times `p` has rolled the planar die as the special action this turn (116.2i). */
function rollsThisTurn(g: Ctx, p: PlayerId): number {
  const r = g.s.planechase?.rolls[p];
  return r !== undefined && r.turn === g.s.turn.number ? r.n : 0;
}

/** The planar die roll `p` may take now, with its cost, if they can pay it. */
export function planarDieActions(g: Ctx, p: PlayerId): PriorityAction[] {
  const s = g.s;
  if (s.planechase === undefined || !sorceryTiming(g, p)) return [];
  const cost = rollsThisTurn(g, p);
  if (cost > 0 && !canPay(concreteCost(`{${cost}}`, 0), s.players[p].pool, manaSources(g, p))) return [];
  return [{ type: "planarDie", name: "the planar die", cost }];
}

/** The special action: pay {N} (601.2g–h's way, with mana abilities), then roll (rollPlanarDie). */
export function planarDieTask(g: Ctx, task: Task): "done" {
  const s = g.s;
  const p = task.player as PlayerId;
  const cost = rollsThisTurn(g, p);
  if (cost > 0) {
    const mana = concreteCost(`{${cost}}`, 0);
    const payment = choosePayment(g, p, mana, "the planar die", []);
    if (payment === null) return "done"; // the mana is gone: nothing happens
    pay(g, p, mana, payment);
  }
  s.planechase!.rolls[p] = { turn: s.turn.number, n: cost + 1 };
  rollPlanarDie(g, p, cost);
  return "done";
}
