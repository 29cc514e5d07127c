/**
 * Searching your own library for cards (701.23) and putting them onto the battlefield or into your hand:
 * Rampant Growth, Cultivate, Sakura-Tribe Elder, Sylvan Ranger. The searcher looks at every card in it
 * (701.23a: an event whose `secret` names them, for the searcher alone); looking for cards with a stated
 * quality, they may find fewer than asked, even none (701.23b). Cards put into a hand are revealed only if
 * the effect says so (701.23e, 701.20a). Then the searcher shuffles (701.24).
 *
 * Worldly Tutor: the found card is revealed, the rest of the library shuffled, and the card put on top.
 *
 * Cultivate: "put one onto the battlefield tapped and the other into your hand" — with two found, the
 * searcher chooses which one goes onto the battlefield; with only one, whether it goes onto the
 * battlefield tapped or into the hand.
 */
import type { Effect } from "../../cards/types.ts";
import { shuffle } from "../../prng.ts";
import type { ObjId } from "../../state.ts";
import { putOntoBattlefield } from "../actions/enter.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { matchesFilter } from "../targets/targets.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";
import { beforeFirstAnswer, cardsOf, lookAtOwnLibrary } from "./reveal.ts";

type Search = Effect & { e: "searchYourLibrary" };

export function searchYourLibraryEffect(g: Ctx, r: Resolving, e: Search): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const lib = s.players[you].library;
  if (beforeFirstAnswer(g)) lookAtOwnLibrary(g, you, lib);
  const found = chooseCards(g, r, e);
  if (e.put === "top") {
    tutorToTop(g, r, found);
    return;
  }
  const { battlefield, hand } = destinations(g, r, e, found);
  if (e.reveal && hand.length > 0) emit(g, { type: "reveal", player: you, cards: cardsOf(g, hand) });
  // "put … onto the battlefield tapped"; otherwise as it enters (614.1d: it may still enter tapped).
  const tapped = e.tapped === true || e.put === "oneBattlefieldOtherHand" ? { tapped: true } : {};
  putOntoBattlefield(
    g,
    battlefield.map((id) => ({ id, controller: you, ...tapped })),
  );
  for (const id of hand) if (s.objects[id]?.zone === "library") moveObject(g, id, "hand");
  shuffle(s.rng, s.players[you].library); // 701.24
}

/** Worldly Tutor: "reveal it, then shuffle and put that card on top" — the card stays in the library (no zone change). */
function tutorToTop(g: Ctx, r: Resolving, found: ObjId[]): void {
  const lib = g.s.players[r.controller].library;
  if (found.length > 0) emit(g, { type: "reveal", player: r.controller, cards: cardsOf(g, found) });
  const rest = lib.filter((id) => !found.includes(id));
  shuffle(g.s.rng, rest); // 701.24
  lib.splice(0, lib.length, ...found, ...rest);
}

/** The cards found: up to `amount` matching cards, none required (701.23b). */
function chooseCards(g: Ctx, r: Resolving, e: Search): ObjId[] {
  const s = g.s;
  const you = r.controller;
  const qualifying = s.players[you].library.filter((id) => matchesFilter(g, s.objects[id], e.filter, you));
  if (qualifying.length === 0) return [];
  const options = qualifying.map((id) => ({ label: nameOf(g, s.objects[id]), ref: { object: id } }));
  const n = Math.min(e.amount, qualifying.length);
  const prompt = `${nameOf(g, r.object)}: search your library for up to ${n} card${n === 1 ? "" : "s"} (or fewer, 701.23b)`;
  return askChoose(g, you, "search", prompt, options, 0, n).map((i) => qualifying[i]);
}

/** Where each found card goes. */
function destinations(
  g: Ctx,
  r: Resolving,
  e: Search,
  found: ObjId[],
): { battlefield: ObjId[]; hand: ObjId[] } {
  if (e.put === "battlefield") return { battlefield: found, hand: [] };
  if (e.put === "hand" || found.length === 0) return { battlefield: [], hand: found };
  const s = g.s;
  const you = r.controller;
  if (found.length === 1) {
    const options = [{ label: "onto the battlefield tapped" }, { label: "into your hand" }];
    const prompt = `${nameOf(g, r.object)}: put ${nameOf(g, s.objects[found[0]])} onto the battlefield tapped or into your hand?`;
    const [pick] = askChoose(g, you, "search", prompt, options, 1, 1);
    return pick === 0 ? { battlefield: found, hand: [] } : { battlefield: [], hand: found };
  }
  const options = found.map((id) => ({ label: nameOf(g, s.objects[id]), ref: { object: id } }));
  const prompt = `${nameOf(g, r.object)}: choose the card to put onto the battlefield tapped (the other goes into your hand)`;
  const [pick] = askChoose(g, you, "search", prompt, options, 1, 1);
  return { battlefield: [found[pick]], hand: found.filter((_, i) => i !== pick) };
}

/** The effect table's entry for searching your own library (effectTable.ts). */
export const librarySearchEffects: EffectHandlers = { searchYourLibrary: searchYourLibraryEffect };
