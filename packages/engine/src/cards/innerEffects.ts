/**
 * The effects an effect holds inside it: "you may …" (`may`), a cost paid on resolution (`unlessPays`,
 * 118.12a), a delayed triggered ability (603.7), a branch's both ways (`if`), a vote's outcomes (701.38),
 * the multiplayer ability words' effects (207.2c: tempting offer, join forces, parley), friend or foe's,
 * what a keyword action means (701.16a: investigate creates a Clue token), what follows a search (Fabled
 * Passage).
 * One list for what walks a card's effects: the tokens it may create (tokens.ts), what its targets are to
 * it (intent.ts).
 */
import { INVESTIGATE_MEANS } from "./predefinedTokens.ts";
import type { Effect } from "./types.ts";

const NONE: readonly Effect[] = [];

export function innerEffects(e: Effect): readonly Effect[] {
  switch (e.e) {
    case "may":
    case "unlessPays":
    case "payIfYouDo":
    case "delayed":
    case "temptingOffer":
    case "joinForces":
    case "parley":
      return e.effects;
    case "if":
      return [...e.effects, ...(e.otherwise ?? [])];
    case "friendOrFoe":
      return [...e.friends, ...e.foes];
    case "vote":
      return e.outcomes.flat();
    case "investigate":
      return [INVESTIGATE_MEANS];
    case "searchYourLibrary":
      return e.andThen ?? NONE; // "Then …" after the search (Fabled Passage)
    default:
      return NONE;
  }
}
