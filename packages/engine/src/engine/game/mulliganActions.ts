/**
 * 103.5b: actions a card allows "any time [its owner] could mulligan" — at a time the player would declare
 * whether they take a mulligan, in any round (others may have declared already); then the player declares.
 * The one such action the engine knows is Serum Powder's (static `mulliganExileHand`): "you may exile all
 * the cards from your hand, then draw that many cards." A player who could mulligan and holds such a card is
 * asked first whether they use one (purpose `mulliganAction`, none by default); after using one they are
 * asked again, since the new hand may hold another.
 */
import type { ObjId, PlayerId } from "../../state.ts";
import { drawCard } from "../actions/draw.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import type { Ctx } from "../context/ctx.ts";

/** The cards in p's hand that allow an action any time p could mulligan (103.5b). */
function mulliganActionCards(g: Ctx, p: PlayerId): ObjId[] {
  const cards = cardsWhere(g.db, "mulliganExileHand", (def) =>
    (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "mulliganExileHand"),
  );
  return g.s.players[p].hand.filter((id) => cards.has(g.s.objects[id].card));
}

/**
 * 103.5b: p, about to declare, is asked whether they use a card of their hand that allows it; the card
 * chosen, or null (also when p holds none, without asking).
 */
export function askMulliganAction(g: Ctx, p: PlayerId): ObjId | null {
  const cards = mulliganActionCards(g, p);
  if (cards.length === 0) return null;
  const prompt =
    "Before you declare: you may exile all the cards from your hand, then draw that many cards, with one of these cards (103.5b)";
  const [i] = askChoose(g, p, "mulliganAction", prompt, optionsByName(g, cards), 0, 1);
  return i === undefined ? null : cards[i];
}

/** Serum Powder: p exiles all the cards from their hand, then draws that many cards. */
export function exileHandAndDraw(g: Ctx, p: PlayerId): void {
  const hand = [...g.s.players[p].hand];
  for (const id of hand) moveObject(g, id, "exile");
  for (let k = 0; k < hand.length; k++) drawCard(g, p);
}
