/**
 * Cards counted in graveyards (404): "the number of creature cards in your graveyard", "… in all graveyards",
 * "the number of card types among cards in all graveyards". A card in a graveyard has its printed
 * characteristics, and its owner is asked where a controller would be (108.4a). 801.11: a spell or ability —
 * and so a characteristic-defining ability — gets information only from within its controller's range of
 * influence: the graveyards of the players within range are counted (a player who left took their graveyard
 * with them, 800.4a).
 */
import type { CardDb, CardType, Cda, ObjectFilter } from "../../cards/types.ts";
import type { GameObject, GameState, PlayerId } from "../../state.ts";
import { playersInRangeOf } from "../players/players.ts";
import { anyOnBattlefield } from "./battlefieldIndex.ts";
import { cardsWhere } from "./cardSets.ts";
import { filterAccepts } from "./filter.ts";
import { printed } from "./printed.ts";

/** The cards with a characteristic-defining ability that counts cards in graveyards (Mortivore, Tarmogoyf). */
function graveyardCountingCards(db: CardDb): Set<string> {
  return cardsWhere(db, "cdaCountsGraveyards", (def) => def.cda?.count.zone === "graveyard");
}

/**
 * Whether a card's moving into or out of a graveyard may change characteristics: whether a permanent whose
 * characteristic-defining ability counts cards in graveyards is on the battlefield (the layer cache is asked
 * for a recount only then).
 */
export function graveyardsCounted(db: CardDb, s: GameState): boolean {
  return anyOnBattlefield(s, graveyardCountingCards(db));
}

/** The cards in the graveyards within `you`'s range that match `f` (its `owner: "you"`: only `you`'s). */
export function graveyardCards(db: CardDb, s: GameState, f: ObjectFilter, you: PlayerId): GameObject[] {
  const out: GameObject[] = [];
  const players = f.owner === "you" ? [you] : playersInRangeOf(s, you);
  for (const p of players)
    for (const id of s.players[p].graveyard) {
      const o = s.objects[id];
      if (filterAccepts(s, printed(db, o.card), o, f, you)) out.push(o);
    }
  return out;
}

/** 205.2a: how many card types there are among `cards` (an artifact creature counts twice). */
export function cardTypesAmong(db: CardDb, cards: readonly GameObject[]): number {
  const types = new Set<CardType>();
  for (const o of cards) for (const t of printed(db, o.card).types) types.add(t);
  return types.size;
}

/** The cards in graveyards a characteristic-defining ability counts, or their card types (Tarmogoyf). */
export function graveyardCount(db: CardDb, s: GameState, cda: Cda, viewer: PlayerId): number {
  const cards = graveyardCards(db, s, cda.count, viewer);
  return cda.cardTypes === true ? cardTypesAmong(db, cards) : cards.length;
}
