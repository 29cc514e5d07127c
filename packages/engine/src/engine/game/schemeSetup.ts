/**
 * Archenemy's set-up (904): each archenemy's starting life of 40 (904.5, 103.4e) and scheme deck (904.3),
 * from a real game's setup (shuffled, 103.3a) or a position's layout (as listed). Bad input is a problem
 * naming where (start.ts throws it as a SetupError).
 */
import type { CardDb } from "../../cards/types.ts";
import { shuffle } from "../../prng.ts";
import type { GameState } from "../../state.ts";
import { ARCHENEMY_LIFE } from "../../variants/archenemy.ts";
import { isArchenemy, isSchemeDef } from "../players/archenemies.ts";

/** 904.3: a scheme deck holds at least twenty scheme cards … */
export const SCHEME_DECK_MIN = 20;
/** … and no more than two of any card with a particular English name. */
export const SCHEME_COPIES_MAX = 2;

/**
 * The first problem that keeps `cards` (card ids) from being a legal scheme deck (904.3), or null: a card
 * that isn't a scheme (`at` its index), too many of one name, or too few cards. `full` false (a position):
 * no minimum size.
 */
export function schemeDeckProblem(
  db: CardDb,
  cards: readonly string[],
  full = true,
): { at: string; message: string } | null {
  const counts = new Map<string, number>();
  for (const [i, id] of cards.entries()) {
    const def = db.get(id);
    const at = `[${i}]`;
    if (def === undefined) return { at, message: `unknown card id ${JSON.stringify(id)}` };
    if (!isSchemeDef(def)) return { at, message: `${def.name} is not a scheme card (314.1)` };
    const n = (counts.get(def.name) ?? 0) + 1;
    if (n > SCHEME_COPIES_MAX)
      return {
        at,
        message: `a third ${def.name}: a scheme deck holds no more than ${SCHEME_COPIES_MAX} of any card with a particular name (904.3)`,
      };
    counts.set(def.name, n);
  }
  if (full && cards.length < SCHEME_DECK_MIN)
    return {
      at: "",
      message: `a scheme deck holds at least ${SCHEME_DECK_MIN} scheme cards (904.3), got ${cards.length}`,
    };
  return null;
}

/** A problem with a set-up's scheme decks: where, and what. */
export interface SchemeSetupProblem {
  path: string;
  message: string;
}

/**
 * Gives the archenemies their life (904.5) and scheme decks (904.3): `decks[seat]` is that seat's listed
 * deck, `paths[seat]` where it was listed. An archenemy in a real game (`full`) needs one; a player who
 * isn't an archenemy has none (701.32a). Returns the first problem instead, changing nothing more.
 */
export function setUpSchemes(
  db: CardDb,
  s: GameState,
  decks: readonly (readonly string[] | undefined)[],
  paths: readonly string[],
  full: boolean,
  /** The seats whose life this sets to the archenemy's 40 (904.5): a layout's players without a life given. */
  lifeUnset: readonly boolean[],
): SchemeSetupProblem | null {
  for (const [seat, pl] of s.players.entries()) {
    const deck = decks[seat];
    const path = `${paths[seat]}.schemes`;
    if (!isArchenemy(s, seat)) {
      if (deck !== undefined && deck.length > 0)
        return { path, message: "only an archenemy has a scheme deck (904.3, 701.32a)" };
      continue;
    }
    if (deck === undefined && full)
      return { path, message: "an archenemy needs a scheme deck (904.3): a list of scheme card ids" };
    if (deck !== undefined && !Array.isArray(deck)) return { path, message: "must be a list of card ids" };
    const problem = schemeDeckProblem(db, deck ?? [], full);
    if (problem !== null) return { path: `${path}${problem.at}`, message: problem.message };
    if (lifeUnset[seat]) pl.life = ARCHENEMY_LIFE; // 904.5, 103.4e
    pl.schemeDeck = [...(deck ?? [])];
    if (full) shuffle(s.rng, pl.schemeDeck); // 103.3a
  }
  return null;
}
