/**
 * Searching a library (701.23), every effect that does: the searcher looks at every card in it (701.23a: an
 * event whose `secret` names them, for the searcher alone); looking for cards with a stated quality, they
 * may find fewer than asked, even none (701.23b), and looking for "a card" they find one if there is any.
 * Then the library is shuffled (701.24). The effects differ only in what they seek and where the cards go:
 *
 * - `searchYourLibrary` (Rampant Growth, Cultivate, Sakura-Tribe Elder, Sylvan Ranger): up to N cards of a
 *   quality, onto the battlefield (tapped) or into the hand — revealed only if the effect says so (701.23e,
 *   701.20a). Cultivate: "put one onto the battlefield tapped and the other into your hand" — with two found,
 *   the searcher chooses which one goes onto the battlefield; with only one, whether it goes onto the
 *   battlefield tapped or into the hand. Worldly Tutor: the found card is revealed, the rest of the library
 *   shuffled, and the card put on top. Myriad Landscape: the cards found "share a land type"
 *   (sharedLandType.ts). Fabled Passage: "Then …" effects after the shuffle, about the cards it put onto the
 *   battlefield ("that land").
 * - `tutor`: "Search your library for a card, put that card into your hand, then shuffle" (Demonic Tutor), or
 *   "…, then shuffle and put that card on top" (Vampiric Tutor); a quality may be stated.
 * - `searchLibrary`, Bribery: "Search target opponent's library for a creature card and put that card onto
 *   the battlefield under your control. Then that player shuffles." The card enters under the caster's
 *   control: the caster is its base controller (110.2), so when they leave the game it is exiled (800.4a),
 *   and it leaves the game with its owner. If the caster has left the game, nothing is put onto the
 *   battlefield (800.4b).
 */
import type { Effect, ObjectFilter } from "../../cards/types.ts";
import { shuffle } from "../../prng.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { putOntoBattlefield } from "../actions/enter.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { matchesFilter } from "../targets/targets.ts";
import { type EffectHandlers, runEffect } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
import { beforeFirstAnswer, cardsOf, lookAtLibrary } from "./reveal.ts";
import { chooseSharingLandType } from "./sharedLandType.ts";

/** What a search seeks in a library (701.23b). */
interface Sought {
  /** The quality stated; none: "a card", which the searcher must find if the library has one. */
  filter: ObjectFilter | undefined;
  /** The most cards found. */
  amount: number;
  /** "… that share a land type" (Myriad Landscape, sharedLandType.ts). */
  shareLandType?: boolean;
  /**
   * The question, for `n` cards at the most (the amount, or fewer where fewer qualify); `sharing`: the
   * name of the card found first, whose land type the others share.
   */
  prompt: (n: number, sharing?: string) => string;
}

/** 701.23a–b: `you` searches `whose` library for the cards `sought`; the cards found. */
function search(g: Ctx, you: PlayerId, whose: PlayerId, sought: Sought): ObjId[] {
  const s = g.s;
  const { filter } = sought;
  const qualifying = s.players[whose].library.filter(
    (id) => filter === undefined || matchesFilter(g, s.objects[id], filter, you),
  );
  if (qualifying.length === 0) return [];
  if (sought.shareLandType) return chooseSharingLandType(g, you, qualifying, sought.amount, sought.prompt);
  const options = optionsByName(g, qualifying);
  const n = Math.min(sought.amount, qualifying.length);
  const min = filter === undefined ? 1 : 0;
  return askChoose(g, you, "search", sought.prompt(n), options, min, n).map((i) => qualifying[i]);
}

/**
 * "…, then shuffle and put that card on top" (701.24): the library shuffled with the found cards on top.
 * `withFound`: the shuffle takes the found cards with the rest, then they are moved to the top (Vampiric
 * Tutor); otherwise it takes only the rest (Worldly Tutor). The rest's order is as random either way; the
 * two draw the game's random numbers differently, and each keeps its own so that games replay as played.
 */
function shuffleThenOnTop(g: Ctx, owner: PlayerId, found: readonly ObjId[], withFound: boolean): void {
  const lib = g.s.players[owner].library;
  if (withFound) shuffle(g.s.rng, lib);
  const rest = lib.filter((id) => !found.includes(id));
  if (!withFound) shuffle(g.s.rng, rest);
  lib.splice(0, lib.length, ...found, ...rest);
}

type SearchYourLibrary = Effect & { e: "searchYourLibrary" };

export function searchYourLibraryEffect(g: Ctx, r: Resolving, e: SearchYourLibrary): void {
  const s = g.s;
  // "Its controller may search their library …" (Path to Exile): that player searches, puts and shuffles.
  const you = e.who === undefined ? r.controller : playersOf(g, r, e.who)[0];
  if (you === undefined || !inGame(s, you)) return;
  if (beforeFirstAnswer(g)) lookAtLibrary(g, you, s.players[you].library);
  const source = nameOf(g, r.object);
  const found = search(g, you, you, {
    filter: e.filter,
    amount: e.amount,
    shareLandType: e.shareLandType === true,
    prompt: (n, sharing) =>
      `${source}: search your library for up to ${n} ${sharing === undefined ? "" : "more "}card${n === 1 ? "" : "s"}${sharing === undefined ? "" : ` sharing a land type with ${sharing}`} (or fewer, 701.23b)`,
  });
  if (e.put === "top") {
    // Worldly Tutor: "reveal it, then shuffle and put that card on top" — it stays in the library.
    if (found.length > 0) emit(g, { type: "reveal", player: you, cards: cardsOf(g, found) });
    shuffleThenOnTop(g, you, found, false);
    return;
  }
  const { battlefield, hand } = destinations(g, r, you, e, found);
  if (e.reveal && hand.length > 0) emit(g, { type: "reveal", player: you, cards: cardsOf(g, hand) });
  // "put … onto the battlefield tapped"; otherwise as it enters (614.1d: it may still enter tapped).
  const tapped = e.tapped === true || e.put === "oneBattlefieldOtherHand" ? { tapped: true } : {};
  const entered = putOntoBattlefield(
    g,
    battlefield.map((id) => ({ id, controller: you, ...tapped })),
  );
  for (const id of hand) if (s.objects[id]?.zone === "library") moveObject(g, id, "hand");
  shuffle(s.rng, s.players[you].library); // 701.24
  // 608.2c: "Then if you control four or more lands, untap that land." (Fabled Passage) — done after the
  // shuffle, checked as it is done (the land found counts), about the permanents the search put there.
  if (e.andThen === undefined) return;
  const about: Resolving = { ...r, remembered: entered.map((p) => p.id) };
  for (const next of e.andThen) runEffect(g, about, next);
}

/** Where each found card goes. */
function destinations(
  g: Ctx,
  r: Resolving,
  you: PlayerId,
  e: SearchYourLibrary,
  found: ObjId[],
): { battlefield: ObjId[]; hand: ObjId[] } {
  if (e.put === "battlefield") return { battlefield: found, hand: [] };
  if (e.put === "hand" || found.length === 0) return { battlefield: [], hand: found };
  const s = g.s;
  if (found.length === 1) {
    const options = [{ label: "onto the battlefield tapped" }, { label: "into your hand" }];
    const prompt = `${nameOf(g, r.object)}: put ${nameOf(g, s.objects[found[0]])} onto the battlefield tapped or into your hand?`;
    const [pick] = askChoose(g, you, "search", prompt, options, 1, 1);
    return pick === 0 ? { battlefield: found, hand: [] } : { battlefield: [], hand: found };
  }
  const options = optionsByName(g, found);
  const prompt = `${nameOf(g, r.object)}: choose the card to put onto the battlefield tapped (the other goes into your hand)`;
  const [pick] = askChoose(g, you, "search", prompt, options, 1, 1);
  return { battlefield: [found[pick]], hand: found.filter((_, i) => i !== pick) };
}

export function tutorEffect(g: Ctx, r: Resolving, e: Effect & { e: "tutor" }): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const lib = s.players[you].library;
  if (beforeFirstAnswer(g)) lookAtLibrary(g, you, lib);
  const where = e.to === "hand" ? "to put into your hand" : "to put on top after shuffling";
  const none = e.filter === undefined ? "" : " (or find none, 701.23b)";
  const prompt = `${defOf(g, r.object).name}: search your library for a card ${where}${none}`;
  const found = search(g, you, you, { filter: e.filter, amount: 1, prompt: () => prompt });
  if (e.to === "top") {
    shuffleThenOnTop(g, you, found, true);
    return;
  }
  for (const id of found) moveObject(g, id, "hand");
  shuffle(s.rng, lib);
}

export function searchLibraryEffect(g: Ctx, r: Resolving, e: Effect & { e: "searchLibrary" }): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const libraries = playersOf(g, r, e.whose);
  if (beforeFirstAnswer(g)) for (const p of libraries) lookAtLibrary(g, you, s.players[p].library, p);
  const found = libraries.map((p) => {
    const prompt = `${nameOf(g, r.object)}: search ${s.players[p].name}'s library for a card to put onto the battlefield under your control (or find none, 701.23b)`;
    return { p, cards: search(g, you, p, { filter: e.filter, amount: 1, prompt: () => prompt }) };
  });
  putOntoBattlefield(
    g,
    found.flatMap(({ cards }) => cards.map((id) => ({ id, controller: you }))),
  );
  for (const { p } of found) if (inGame(s, p)) shuffle(s.rng, s.players[p].library);
}

/** The effect table's entries for searching libraries, 701.23 (effectTable.ts). */
export const librarySearchEffects: EffectHandlers = {
  searchYourLibrary: searchYourLibraryEffect,
  tutor: tutorEffect,
  searchLibrary: searchLibraryEffect,
};
