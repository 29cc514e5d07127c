/** A pasted list read and checked for a variant in one go: what the command line and the server report. */
import type { CardDb } from "@roundtable/engine";
import type { Deck } from "../decks/build.ts";
import { parseDeckList } from "./parse.ts";
import type { CardResolver } from "./resolver.ts";
import { type CheckOptions, type DeckProblem, deckProblems } from "./rules.ts";
import type { DeckIssue, DeckList } from "./types.ts";

export interface DeckCheck {
  /** The deck read (without the lines in error). */
  deck: DeckList;
  name: string | null;
  /** The problems of the list's lines (unknown and unsupported cards, counts, sections). */
  issues: DeckIssue[];
  /** Why the deck read can't be played in the variant (too few cards, too many copies, …). */
  problems: DeckProblem[];
  /** No issue and no problem: the deck may be played. */
  ok: boolean;
}

export function checkDeckList(
  text: string,
  variant: string,
  resolver: CardResolver,
  db: CardDb,
  opts: CheckOptions = {},
): DeckCheck {
  const { deck, name, issues } = parseDeckList(text, resolver);
  const problems = deckProblems(deck, variant, db, opts);
  return { deck, name, issues, problems, ok: issues.length === 0 && problems.length === 0 };
}

/**
 * The deck a checked list holds, for a seat: its main deck's ids and, for a Commander deck, its commander
 * (and its partner, 702.124), whose cards are among the deck's 100 (903.3, 903.5a).
 */
export function playableDeck(deck: DeckList, name: string): Deck {
  const [commander, partner] = deck.commander.flatMap((c) => Array.from({ length: c.count }, () => c.id));
  if (commander === undefined) return { name, colors: "", cards: mainDeckIds(deck) };
  const cards = [commander, ...(partner === undefined ? [] : [partner]), ...mainDeckIds(deck)];
  return { name, colors: "", cards, commander, ...(partner === undefined ? {} : { partner }) };
}

/** The card ids of a deck's main deck, each as often as its count: what the engine's setup takes. */
export function mainDeckIds(deck: DeckList): string[] {
  return deck.main.flatMap((c) => Array.from({ length: c.count }, () => c.id));
}

/** The whole report, a line each: the lines' issues, then the deck's problems. */
export function reportLines(check: Pick<DeckCheck, "issues" | "problems">): string[] {
  return [...check.issues.map((i) => i.message), ...check.problems.map((p) => p.message)];
}
