/**
 * Library searches that several cards write alike (701.23): "[you / Its controller] may search [your / their]
 * library for a [filter] card, [reveal it,] put [it / that card] [into your hand / onto the battlefield [tapped]],
 * then shuffle." — as a spell's effect (Path to Exile, Assassin's Trophy, Ghost Quarter) or as an enters trigger
 * (Pilgrim's Eye, Kor Cartographer, Ondu Giant, Silverglade Elemental).
 */
import type { Ability, Effect, ObjectFilter } from "@roundtable/engine";

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
