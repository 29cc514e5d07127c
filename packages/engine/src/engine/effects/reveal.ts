/**
 * Revealing and looking at cards (701.20). A revealed card is shown to every player (701.20a); a card
 * looked at is shown only to the player who looks (701.20e): its names travel in the `secret` part of the
 * event, for that player alone. Either way the card stays where it is (701.20b).
 *
 * - Glasses of Urza: "Look at target player's hand."
 * - Stronghold Gambit: each player chooses a card in their hand face down (101.4a), in APNAP order; only
 *   then are the chosen cards revealed, and the owner of each creature card among them with the lowest
 *   mana value puts it onto the battlefield.
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { enter, entering } from "../actions/enter.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { manaValue } from "../characteristics/manaCost.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, defOf, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";

/**
 * Whether the running task has no answers yet past the questions this run has asked so far. A handler is re-run
 * from the start each time an answer arrives, so an event that must come before a question (a reveal, a look)
 * is emitted only on the run that first reaches it — after the answers to any earlier questions ("Its
 * controller may search …": the library is looked at once the player said yes); nothing in the state changes.
 * (Should a player leave while the question is open, the task starts over and the cards are revealed again.)
 */
export function beforeFirstAnswer(g: Ctx): boolean {
  return g.task === null || g.task.answers.length <= g.asked;
}

/** The cards, named, for a reveal or look event. */
export function cardsOf(g: Ctx, ids: readonly ObjId[]): { object: ObjId; card: string }[] {
  return ids.map((id) => ({ object: id, card: nameOf(g, g.s.objects[id]) }));
}

/**
 * 701.23a, 701.22a: `player` looks at these cards of `whose` library (default their own); only they learn
 * them.
 */
export function lookAtLibrary(g: Ctx, player: PlayerId, ids: readonly ObjId[], whose = player): void {
  const secret = { to: [player], cards: cardsOf(g, ids) };
  emit(g, { type: "look", player, whose, zone: "library", count: ids.length, secret });
}

/**
 * 701.20e: the controller of the resolving spell or ability looks at the top `n` cards of their library (Ponder,
 * Dig Through Time), once (`beforeFirstAnswer`): those cards, none if the library is empty or they have left the
 * game.
 */
export function lookAtTop(g: Ctx, r: Resolving, n: number): ObjId[] {
  const you = r.controller;
  if (!inGame(g.s, you)) return [];
  const top = g.s.players[you].library.slice(0, n);
  if (top.length > 0 && beforeFirstAnswer(g)) lookAtLibrary(g, you, top);
  return top;
}

/** 701.20e: `player` looks at the hand of each player; only they learn the cards. */
export function lookAtHandEffect(g: Ctx, r: Resolving, e: Effect & { e: "lookAtHand" }): void {
  const s = g.s;
  const looker = r.controller;
  if (!inGame(s, looker)) return;
  for (const p of playersOf(g, r, e.who)) {
    const hand = s.players[p].hand;
    emit(g, {
      type: "look",
      player: looker,
      whose: p,
      zone: "hand",
      count: hand.length,
      secret: { to: [looker], cards: cardsOf(g, hand) },
    });
  }
}

/**
 * Stronghold Gambit. The choices are made in APNAP order (101.4) and stay secret (101.4a): each is asked
 * of its player alone, and nothing is emitted until every player has chosen. Then each player reveals
 * their card, and each creature card among them with the lowest mana value (202.3) is put onto the
 * battlefield by its owner, under their control (every one of them on a tie). What they choose as those
 * enter (614.12a) is asked before anything is revealed: a handler asks before it changes anything (ask.ts).
 */
export function revealChosenCardsEffect(g: Ctx, r: Resolving, _e: Effect & { e: "revealChosenCards" }): void {
  const s = g.s;
  const source = nameOf(g, r.object);
  const picks: { p: PlayerId; card: ObjId }[] = [];
  for (const p of playersOf(g, r, "each")) {
    const hand = s.players[p].hand;
    if (hand.length === 0) continue;
    const options = optionsByName(g, hand);
    const prompt = `${source}: choose a card in your hand (face down until every player has chosen, then revealed)`;
    const [i] = askChoose(g, p, "reveal", prompt, options, 1, 1);
    picks.push({ p, card: hand[i] });
  }
  const creatures = picks
    .map((x) => x.card)
    .filter((id) => printed(g.db, s.objects[id].card).types.includes("Creature"));
  const mv = (id: ObjId) => manaValue(defOf(g, s.objects[id]).cost);
  const lowest = Math.min(...creatures.map(mv));
  const entries = entering(
    g,
    creatures.filter((id) => mv(id) === lowest).map((id) => ({ id, controller: s.objects[id].owner })),
  );
  for (const { p, card } of picks) emit(g, { type: "reveal", player: p, cards: cardsOf(g, [card]) });
  for (const e of entries) enter(g, e);
}

/** The effect table's entries for 701.20 revealing and looking (effectTable.ts). */
export const revealEffects: EffectHandlers = {
  revealChosenCards: revealChosenCardsEffect,
  lookAtHand: lookAtHandEffect,
};
