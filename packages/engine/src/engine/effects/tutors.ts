/**
 * Tutors (701.23): "Search your library for a [quality] card, put that card into your hand, then shuffle"
 * (Demonic Tutor), or "…, then shuffle and put that card on top" (Vampiric Tutor). The searcher looks at
 * every card of their library (a `look` event for them alone); looking for a card of a stated quality
 * they may find none (701.23b), and with no quality they must find one if the library has any. The card is
 * put into the hand, or on top after the shuffle (701.24).
 */
import type { Effect } from "../../cards/types.ts";
import { shuffle } from "../../prng.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { matchesFilter } from "../targets/targets.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";
import { beforeFirstAnswer, cardsOf } from "./reveal.ts";

export function tutorEffect(g: Ctx, r: Resolving, e: Effect & { e: "tutor" }): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const lib = s.players[you].library;
  if (beforeFirstAnswer(g)) {
    const secret = { to: [you], cards: cardsOf(g, lib) };
    emit(g, { type: "look", player: you, whose: you, zone: "library", count: lib.length, secret });
  }
  const qualifying = lib.filter(
    (id) => e.filter === undefined || matchesFilter(g, s.objects[id], e.filter, you),
  );
  let card: number | null = null;
  if (qualifying.length > 0) {
    const options = qualifying.map((id) => ({ label: nameOf(g, s.objects[id]), ref: { object: id } }));
    const where = e.to === "hand" ? "to put into your hand" : "to put on top after shuffling";
    const none = e.filter === undefined ? "" : " (or find none, 701.23b)";
    const prompt = `${defOf(g, r.object).name}: search your library for a card ${where}${none}`;
    const picked = askChoose(g, you, "search", prompt, options, e.filter === undefined ? 1 : 0, 1);
    if (picked.length > 0) card = qualifying[picked[0]];
  }
  if (e.to === "hand") {
    if (card !== null) moveObject(g, card, "hand");
    shuffle(s.rng, lib);
    return;
  }
  shuffle(s.rng, lib);
  if (card !== null) {
    lib.splice(lib.indexOf(card), 1);
    lib.unshift(card);
  }
}

/** The effect table's entries for tutors, 701.23 (effectTable.ts). */
export const tutorEffects: EffectHandlers = { tutor: tutorEffect };
