/**
 * A deck list pasted into a request (create-table's `decks[i]: {list}`, join's `deck`, `POST
 * /api/decks/check`): read and checked for the table's variant with packages/cards' parser, each problem
 * named by the request's path and, for a line's problem, its line. Names are resolved by `cards`: the pool's
 * resolver, or the server's with its Oracle table (a real card the engine lacks is then named as such). Which one
 * changes the messages only: a list passes with one exactly when it passes with the other.
 */
import {
  type CardResolver,
  cardDb,
  checkDeckList,
  type Deck,
  type DeckCheck,
  type DeckIssue,
  type DeckProblem,
  playableDeck,
  poolCards,
} from "@roundtable/cards";
import { z } from "zod";
import type { Problem } from "./problem.ts";
import { pathText } from "./requestError.ts";

/** The longest list a request may paste: far more than a 250-card deck's lines. */
export const MAX_LIST_CHARS = 20_000;

export const DeckListText = z.string().min(1).max(MAX_LIST_CHARS);

/** A seat's deck given as a pasted list. */
export const PastedDeck = z.strictObject({ list: DeckListText });
export type PastedDeck = z.output<typeof PastedDeck>;

/** The list checked for the variant (a known one: the caller checked it). */
export function checkPastedDeck(list: string, variant: string, cards: CardResolver = poolCards): DeckCheck {
  return checkDeckList(list, variant, cards, cardDb);
}

/** The answer of `POST /api/decks/check`: whether the list may be played, its sizes, its issues and problems. */
export interface DeckCheckAnswer {
  ok: boolean;
  name: string | null;
  /** Cards in the main deck and in the sideboard, as read. */
  cards: number;
  sideboard: number;
  issues: DeckIssue[];
  problems: DeckProblem[];
}

export function deckCheckAnswer(
  list: string,
  variant: string,
  cards: CardResolver = poolCards,
): DeckCheckAnswer {
  const check = checkPastedDeck(list, variant, cards);
  const size = (cards: { count: number }[]) => cards.reduce((n, c) => n + c.count, 0);
  const { ok, name, issues, problems } = check;
  return { ok, name, cards: size(check.deck.main), sideboard: size(check.deck.sideboard), issues, problems };
}

/** The deck a list that passed its check holds: its name (or "pasted deck") and its main deck's ids. */
export function pastedDeck(list: string, variant: string): Deck {
  const check = checkPastedDeck(list, variant);
  return playableDeck(check.deck, check.name ?? "pasted deck");
}

/** Every problem of a pasted list, each named by `path` ("decks[1]: line 3: unknown card …"). */
export function pastedDeckProblems(
  list: string,
  variant: string,
  path: (string | number)[],
  cards: CardResolver = poolCards,
): Problem[] {
  const check = checkPastedDeck(list, variant, cards);
  const at = pathText(path);
  return [
    ...check.issues.map((i) => ({
      path,
      message: `${at}: ${i.message}`,
      deck: {
        line: i.line,
        column: i.column,
        code: i.code,
        suggestions: i.suggestions,
        ...(i.card === undefined ? {} : { card: i.card }),
      },
    })),
    ...check.problems.map((p) => ({
      path,
      message: `${at}: ${p.message}`,
      deck: { code: p.code, suggestions: [] },
    })),
  ];
}
