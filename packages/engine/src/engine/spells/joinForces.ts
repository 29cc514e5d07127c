/**
 * Join forces (an ability word, 207.2c; Commander 2011): "Starting with you, each player may pay any amount
 * of mana. [Effects], where X is the total amount of mana paid this way." Each player, in turn order from
 * the controller, gets one turn to pay: they choose an amount — of what they can pay now, from their mana
 * pool and their untapped mana sources (118.3) — seeing what the players before them paid, and pay it as a
 * cost is paid on resolution (unless.ts: 601.2g–h). Then the effects happen, with X the total paid. A player
 * who can't pay any mana isn't asked. Each payment and each effect is one step of the resolution
 * (stepwise.ts): a payment made stands if a later player leaves the game.
 *
 * Multiplayer: "each player" is each player within the controller's range of influence (801.10); a player
 * who has left the game isn't asked (800.4a). The mana paid is what counts: a player who paid and then left
 * still added to X (they paid it).
 */
import type { Effect, JoinedForces } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { concreteCost } from "../characteristics/manaCost.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { playersOf, type Resolving } from "../effects/resolving.ts";
import { followUp, stepAs } from "../effects/stepwise.ts";
import { maxX } from "../mana/mana.ts";
import { inGame, turnOrderFrom } from "../players/players.ts";
import { choosePayment, pay } from "./payment.ts";

type JoinForces = Effect & { e: "joinForces" };

/** 801.10: the players in range, in turn order starting with the controller. */
function payersOf(g: Ctx, r: Resolving): PlayerId[] {
  const near = new Set(playersOf(g, r, "each"));
  return turnOrderFrom(g.s, r.controller).filter((q) => near.has(q));
}

/** X: the total amount of mana paid. */
function total(joined: JoinedForces): number {
  return joined.paid.reduce((n, p) => n + p.amount, 0);
}

/** " (paid so far: A 2, B 0)": what the players before paid, public (they paid it), for the next one's prompt. */
function soFar(g: Ctx, joined: JoinedForces): string {
  if (joined.paid.length === 0) return "";
  const each = joined.paid.map((p) => `${g.s.players[p.player].name} ${p.amount}`);
  return ` (paid so far: ${each.join(", ")})`;
}

/**
 * How much `p` pays, of the most they can (118.3): options "0" to that most, the amount each stands for.
 * They pay it at once, activating mana abilities and spending mana from their pool (601.2g–h). Null when
 * they can't pay any mana, and aren't asked.
 */
function payAmount(g: Ctx, r: Resolving, p: PlayerId, joined: JoinedForces): number | null {
  const most = maxX(g, p, "{X}");
  if (most <= 0) return null;
  const name = defOf(g, r.object).name;
  const prompt = `${name}: join forces — pay any amount of mana, up to ${most}; X is the total paid${soFar(g, joined)}`;
  const options = Array.from({ length: most + 1 }, (_, k) => ({ label: String(k) }));
  const [amount] = askChoose(g, p, "joinForces", prompt, options, 1, 1);
  if (amount === 0) return 0;
  const cost = concreteCost("{X}", amount);
  const payment = choosePayment(g, p, cost, name, []);
  if (payment === null) return 0;
  pay(g, p, cost, payment);
  return amount;
}

export function joinForcesEffect(g: Ctx, r: Resolving, e: JoinForces): void {
  const joined = e.joined ?? { players: payersOf(g, r), next: 0, paid: [] };
  const at = joined.players.findIndex((q, i) => i >= joined.next && inGame(g.s, q));
  if (joined.doing !== undefined || at < 0) {
    // Every player has had their turn: the effects, with X the total.
    const resume = (left: Effect[]) => ({ ...e, joined: { ...joined, doing: left } });
    stepAs(g, r, { x: total(joined) }, joined.doing ?? e.effects, resume);
    return;
  }
  const p = joined.players[at];
  const amount = payAmount(g, r, p, joined);
  const paid = amount === null ? joined.paid : [...joined.paid, { player: p, amount }];
  followUp(r, { ...e, joined: { ...joined, next: at + 1, paid } });
}

/** The effect table's entries for join forces (effectTable.ts). */
export const joinForcesEffects: EffectHandlers = { joinForces: joinForcesEffect };
