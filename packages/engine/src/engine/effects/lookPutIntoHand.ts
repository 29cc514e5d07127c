/**
 * "Look at the top seven cards of your library. Put two of them into your hand and the rest on the bottom of your
 * library in any order." (Dig Through Time). Only the player sees the cards (701.20e: a `look` event, secret to
 * them); they choose the cards for their hand (all of them, with no more than that many looked at), then the
 * order of the rest, which they put on the bottom of their library (401.4: the owner arranges cards put into one
 * place of a library at once, and doesn't reveal the order). Every question comes before anything moves (ask.ts).
 */
import type { Effect } from "../../cards/types.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";
import { lookAtTop } from "./reveal.ts";
import { chooseOrder } from "./topOfLibrary.ts";

export function lookPutIntoHandEffect(g: Ctx, r: Resolving, e: Effect & { e: "lookPutIntoHand" }): void {
  const s = g.s;
  const you = r.controller;
  const top = lookAtTop(g, r, e.amount);
  if (top.length === 0) return;
  const source = nameOf(g, r.object);
  const n = Math.min(e.toHand, top.length);
  const prompt = `${source}: choose ${n} of the cards to put into your hand`;
  const toHand =
    n === top.length
      ? top
      : askChoose(g, you, "toHand", prompt, optionsByName(g, top), n, n).map((i) => top[i]);
  const rest = top.filter((id) => !toHand.includes(id));
  const q = `${source}: choose the next card to put on the bottom of your library (the first chosen goes nearest the top)`;
  const bottom = chooseOrder(g, you, rest, q);
  for (const id of toHand) moveObject(g, id, "hand");
  const after = s.players[you].library;
  for (const id of bottom) after.splice(after.indexOf(id), 1);
  after.push(...bottom);
}

/** The effect table's entry for looking at the top of a library and keeping some of it (effectTable.ts). */
export const lookPutIntoHandEffects: EffectHandlers = { lookPutIntoHand: lookPutIntoHandEffect };
