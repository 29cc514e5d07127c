/**
 * 702.132 Assist (Battlebond, made for Two-Headed Giant): "Another player can pay up to {N} of this spell's
 * cost." 702.132a: if the spell's total cost has a generic part, its caster may choose another player, who
 * may then pay any amount of that generic mana (only the generic part: 702.132a; the colored symbols stay the
 * caster's). The choice comes after the targets (the Battlebond release notes: the helper knows what they
 * pay for), before the caster's own payment; nothing is paid until the whole cast is settled (cast.ts), so a
 * cast abandoned after the helper's answer (the helper paid too little) leaves no one's mana spent. The
 * helper may be a teammate or an opponent (any other player); 801.5a: one within the caster's range.
 */
import type { CardDef } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import { askAssist, askChoose } from "../ask/ask.ts";
import { concreteCost, type ManaCost, parseCost } from "../characteristics/manaCost.ts";
import type { Ctx } from "../context/ctx.ts";
import { manaSources, maxX } from "../mana/mana.ts";
import { inGame, playersInRangeOf } from "../players/players.ts";
import { type ChosenPayment, canPayCost, choosePayment } from "./payment.ts";

/** A helper's part of the payment, chosen but not yet paid. */
export interface Assisted {
  player: PlayerId;
  cost: ManaCost;
  payment: ChosenPayment;
}

/** Whether the card has assist (a spell's static ability, read from its printed keywords like undaunted). */
export function hasAssist(def: CardDef): boolean {
  return def.keywords?.includes("assist") === true;
}

/** 801.5a: the other players p may choose, within p's range, with the most generic mana each can pay now. */
function helpers(g: Ctx, p: PlayerId): { player: PlayerId; most: number }[] {
  const out: { player: PlayerId; most: number }[] = [];
  for (const q of playersInRangeOf(g.s, p)) {
    if (q === p || !inGame(g.s, q)) continue;
    const most = maxX(g, q, "{X}");
    if (most > 0) out.push({ player: q, most });
  }
  return out;
}

/** The most generic mana any one other player p may choose could pay now (0: no one could). */
function mostHelp(g: Ctx, p: PlayerId): number {
  let best = 0;
  for (const h of helpers(g, p)) best = Math.max(best, h.most);
  return best;
}

/**
 * The most of a spell's generic mana another player could pay for p now (0 for a card without assist): what
 * p's own mana need not cover, for whether p may cast it at all (castable.ts) and how they may pay (cast.ts).
 */
export function assistAvailable(g: Ctx, p: PlayerId, def: CardDef, generic: number): number {
  if (generic === 0 || !hasAssist(def)) return 0;
  return Math.min(generic, mostHelp(g, p));
}

/**
 * 107.3a, 601.2b: the largest X p may announce for a spell of card `def` whose total cost is `text` plus `extra`
 * generic mana (-1: not even 0), for the X choice (cast.ts) and the castable check's targets (castable.ts). With
 * assist, as much as p and another player could pay together: that player pays generic mana, X's included
 * (702.132a: "any amount of the generic mana in the spell's total cost"; Gang Up's "You choose the value of X").
 */
export function mostX(g: Ctx, p: PlayerId, def: CardDef, text: string | undefined, extra: number): number {
  let x = maxX(g, p, text, extra);
  if (!hasAssist(def) || parseCost(text).x === 0) return x;
  const help = mostHelp(g, p);
  if (help === 0) return x;
  const sources = manaSources(g, p);
  const own = (n: number): ManaCost => {
    const total = concreteCost(text, n, extra);
    return { ...total, generic: total.generic - Math.min(total.generic, help) };
  };
  // Each X more is more generic mana: once p can't pay their part, no larger X is payable either.
  while (canPayCost(g, p, own(x + 1), sources)) x++;
  return x;
}

/**
 * 702.132a: the caster chooses another player or no one (asked only when someone could pay); that player
 * chooses how much of the `cost`'s generic mana to pay, up to what they can, and, when it matters, with which
 * sources. Null: no help.
 */
export function chooseAssist(g: Ctx, p: PlayerId, def: CardDef, cost: ManaCost): Assisted | null {
  if (cost.generic === 0 || !hasAssist(def)) return null;
  const offered = helpers(g, p);
  if (offered.length === 0) return null;
  const options = [
    { label: "No one" },
    ...offered.map((h) => ({ label: g.s.players[h.player].name, ref: { player: h.player } })),
  ];
  const prompt = `${def.name}: assist — choose another player who may pay up to ${cost.generic} of its generic mana`;
  const [k] = askChoose(g, p, "assist", prompt, options, 1, 1);
  if (k === 0) return null;
  const { player: q, most } = offered[k - 1];
  const upTo = Math.min(cost.generic, most);
  const asker = { player: q, controller: p, source: def.name };
  const ask = `${def.name} (${g.s.players[p].name}'s spell): assist — pay up to ${upTo} of its generic mana`;
  const amount = askAssist(g, asker, ask, upTo, p);
  if (amount === 0) return null;
  const paid = concreteCost("{X}", amount);
  const payment = choosePayment(g, q, paid, def.name, []);
  return payment === null ? null : { player: q, cost: paid, payment };
}
