/**
 * Searching a library (701.23). The searcher looks at every card in it (701.23a): an event whose `secret`
 * names them, for the searcher alone. Looking for a card with a stated quality, they may fail to find one
 * even if there is one (701.23b): the decision lists the cards that qualify and allows choosing none.
 * Then the library's owner shuffles it (701.24).
 *
 * Bribery: "Search target opponent's library for a creature card and put that card onto the battlefield
 * under your control. Then that player shuffles." The card enters under the caster's control: the caster
 * is its base controller (110.2), so when they leave the game it is exiled (800.4a), and it leaves the
 * game with its owner. If the caster has left the game, nothing is put onto the battlefield (800.4b).
 */
import type { Effect } from "../../cards/types.ts";
import { shuffle } from "../../prng.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { putOntoBattlefield } from "../actions/enter.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { matchesFilter } from "../targets/targets.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
import { beforeFirstAnswer, cardsOf } from "./reveal.ts";

export function searchLibraryEffect(g: Ctx, r: Resolving, e: Effect & { e: "searchLibrary" }): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const libraries = playersOf(g, r, e.whose);
  if (beforeFirstAnswer(g))
    for (const p of libraries) {
      const lib = s.players[p].library;
      const secret = { to: [you], cards: cardsOf(g, lib) };
      emit(g, { type: "look", player: you, whose: p, zone: "library", count: lib.length, secret });
    }
  const found: { p: PlayerId; card: ObjId | null }[] = [];
  for (const p of libraries) {
    const qualifying = s.players[p].library.filter((id) => matchesFilter(g, s.objects[id], e.filter, you));
    let card: ObjId | null = null;
    if (qualifying.length > 0) {
      const options = qualifying.map((id) => ({ label: nameOf(g, s.objects[id]), ref: { object: id } }));
      const prompt = `${nameOf(g, r.object)}: search ${s.players[p].name}'s library for a card to put onto the battlefield under your control (or find none, 701.23b)`;
      const picked = askChoose(g, you, "search", prompt, options, 0, 1);
      if (picked.length > 0) card = qualifying[picked[0]];
    }
    found.push({ p, card });
  }
  const cards = found.flatMap(({ card }) => (card === null ? [] : [{ id: card, controller: you }]));
  putOntoBattlefield(g, cards);
  for (const { p } of found) if (inGame(s, p)) shuffle(s.rng, s.players[p].library);
}

/** The effect table's entries for 701.23 searching a library (effectTable.ts). */
export const searchEffects: EffectHandlers = { searchLibrary: searchLibraryEffect };
