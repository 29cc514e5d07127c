/**
 * Library searches that several cards write alike (701.23): "[you / Its controller] may search [your / their]
 * library for a [filter] card, [reveal it,] put [it / that card] [into your hand / onto the battlefield [tapped]],
 * then shuffle." — as a spell's effect (Path to Exile, Assassin's Trophy, Ghost Quarter) or as an enters trigger
 * (Pilgrim's Eye, Kor Cartographer, Ondu Giant, Silverglade Elemental); the fetch lands (Evolving Wilds, Fabled
 * Passage).
 */
import type { Ability, CardDef, Effect, ObjectFilter } from "@roundtable/engine";
import { card } from "./define.ts";

export const BASIC_LAND: ObjectFilter = { types: ["Land"], basic: true };

/** Where the card found goes, and how the text names it. */
export interface FoundCard {
  put: "hand" | "battlefield";
  tapped?: boolean;
  reveal?: boolean;
  pronoun: "it" | "that card";
}

/**
 * "[you] may search your library for a [filter] card, …"; with `theirs`, "Its controller may search their library
 * …": the controller of the object of target spec 0 (608.2h: as it last existed on the battlefield).
 */
export function maySearch(filter: ObjectFilter, found: FoundCard, theirs = false): Effect {
  const who = theirs ? { who: { controllerOf: 0 } } : {};
  const search: Effect = {
    e: "searchYourLibrary",
    ...who,
    filter,
    amount: 1,
    put: found.put,
    ...(found.tapped === true ? { tapped: true } : {}),
    ...(found.reveal === true ? { reveal: true } : {}),
    pronoun: found.pronoun,
  };
  return { e: "may", ...who, effects: [search] };
}

/** "When this [permanent] enters, you may search your library for a [filter] card, …" */
export function entersMaySearch(filter: ObjectFilter, found: FoundCard): Ability {
  return { kind: "triggered", when: { on: "entersBattlefield" }, effects: [maySearch(filter, found)] };
}

/** "Search your library for a basic land card, put [it / that card] onto the battlefield tapped, then shuffle." */
export function fetchBasic(pronoun: "it" | "that card"): Effect & { e: "searchYourLibrary" } {
  return { e: "searchYourLibrary", filter: BASIC_LAND, amount: 1, put: "battlefield", tapped: true, pronoun };
}

/**
 * A fetch land: "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield
 * tapped, then shuffle." (Evolving Wilds), with what follows the search, if anything: "Then if you control four or
 * more lands, untap that land." (Fabled Passage: `then`'s effects about the land found, and its sentence).
 */
export function fetchLand(name: string, then?: { effects: Effect[]; text: string }): CardDef {
  const search = fetchBasic("it");
  return card({
    name,
    types: ["Land"],
    abilities: [
      {
        kind: "activated",
        cost: { tap: true, sacrificeSelf: true },
        effects: [then === undefined ? search : { ...search, andThen: then.effects }],
      },
    ],
    oracle: `{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.${then === undefined ? "" : ` ${then.text}`}`,
  });
}
