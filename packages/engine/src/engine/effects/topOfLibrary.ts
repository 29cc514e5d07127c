/**
 * Cards put on top of a player's own library in the order they choose (401.4: cards put into the same place of
 * a library at once are arranged by their owner, who doesn't reveal the order): a question for each card but
 * the last, the next card to put, every one before anything moves (ask.ts).
 *
 * - `handOnTop`, Brainstorm: "put two cards from your hand on top of your library in any order". The player
 *   puts them one at a time, each on the one before: the last put is the top card. With fewer cards in hand,
 *   all of them. The cards leave a hidden zone for another (move.ts keeps them secret).
 * - `rearrangeTop`, Ponder: "Look at the top three cards of your library, then put them back in any order.
 *   You may shuffle." Only the player sees the cards (701.20e: a `look` event, secret to them); the first card
 *   chosen goes on top. Then they choose whether to shuffle (701.24a).
 */
import type { Effect } from "../../cards/types.ts";
import { shuffle } from "../../prng.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { inGame } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";
import { lookAtTop } from "./reveal.ts";

export function handOnTopEffect(g: Ctx, r: Resolving, e: Effect & { e: "handOnTop" }): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const hand = s.players[you].hand;
  const n = Math.min(e.amount, hand.length);
  if (n === 0) return;
  const chosen: ObjId[] = [];
  for (let k = 1; k <= n; k++) {
    const rest = hand.filter((id) => !chosen.includes(id));
    if (rest.length === 1) {
      chosen.push(rest[0]); // the last card left in hand: nothing to choose
      break;
    }
    const prompt = `${nameOf(g, r.object)}: choose card ${k} of ${n} to put from your hand on top of your library (the last one put is the top card)`;
    chosen.push(rest[askChoose(g, you, "order", prompt, optionsByName(g, rest), 1, 1)[0]]);
  }
  for (const id of chosen) moveObject(g, id, "library"); // each on top of the one before
}

/**
 * 401.4: the order `you` puts `cards` into one place of their library in — a question for each card but the
 * last (the next card, `prompt`), every one before anything moves (ask.ts). Ponder; Dig Through Time's bottom.
 */
export function chooseOrder(g: Ctx, you: PlayerId, cards: readonly ObjId[], prompt: string): ObjId[] {
  const rest = [...cards];
  const order: ObjId[] = [];
  while (rest.length > 1)
    order.push(rest.splice(askChoose(g, you, "order", prompt, optionsByName(g, rest), 1, 1)[0], 1)[0]);
  order.push(...rest);
  return order;
}

export function rearrangeTopEffect(g: Ctx, r: Resolving, e: Effect & { e: "rearrangeTop" }): void {
  const s = g.s;
  const you = r.controller;
  const top = lookAtTop(g, r, e.amount);
  if (top.length === 0) return;
  const lib = s.players[you].library;
  const source = nameOf(g, r.object);
  const order = chooseOrder(
    g,
    you,
    top,
    `${source}: choose the next card to put back (the first chosen is the top card)`,
  );
  let mix = false;
  if (e.mayShuffle) {
    const prompt = `${source}: shuffle your library?`;
    mix = askChoose(g, you, "may", prompt, [{ label: "yes" }, { label: "no" }], 1, 1)[0] === 0;
  }
  lib.splice(0, top.length, ...order);
  if (mix) shuffle(s.rng, lib); // 701.24a
}

/** The effect table's entries for putting cards on top of a library in a chosen order (effectTable.ts). */
export const topOfLibraryEffects: EffectHandlers = {
  handOnTop: handOnTopEffect,
  rearrangeTop: rearrangeTopEffect,
};
