/** A deck list as players paste it, read into card ids and counts, and the problems found on the way. */

/** The sections of a deck list (Arena's headers; MTGO's sideboard after "SIDEBOARD:" or a blank line). */
export const SECTIONS = ["main", "sideboard", "commander", "companion"] as const;
export type Section = (typeof SECTIONS)[number];

/** A card of a section and how many copies. */
export interface DeckCard {
  id: string;
  count: number;
}

/** A deck read from a list: each section's cards, in first-appearance order, each card once. */
export interface DeckList {
  main: DeckCard[];
  sideboard: DeckCard[];
  commander: DeckCard[];
  companion: DeckCard[];
}

/** What can be wrong with a line of a list. */
export type DeckIssueCode =
  | "unknown-card"
  | "unsupported-card"
  | "bad-count"
  | "zero-count"
  | "missing-count"
  | "missing-name"
  | "unknown-section"
  | "duplicate-commander"
  | "too-many-companions";

/** A problem of one line: where it is, what it is, and the names it may have meant. */
export interface DeckIssue {
  /** The line, from 1. */
  line: number;
  /** The column the problem starts at, from 1. */
  column: number;
  /** The line as written (without its line break). */
  text: string;
  code: DeckIssueCode;
  /** The problem in words, naming the line: "line 3: unknown card "Lightnig Bolt"". */
  message: string;
  /** Did you mean: the closest names (cards, or section headers), best first; empty if none is close. */
  suggestions: string[];
  /** For "unsupported-card": the real card's name, as the Oracle table has it. */
  card?: string;
}

/** A list read: the deck (without the cards of the lines in error) and every problem found. */
export interface ParsedDeck {
  deck: DeckList;
  issues: DeckIssue[];
  /** The deck's name, from Arena's "About" section ("Name …") or a "// Name: …" comment; null if none. */
  name: string | null;
}
