/** What makes a deck illegal in a variant (rules.ts, commanderRules.ts), and the counting both use. */
import type { CardDef } from "@roundtable/engine";
import type { DeckList } from "./types.ts";

export type DeckProblemCode =
  | "too-few-cards"
  | "too-many-cards"
  | "no-commander"
  | "not-a-commander"
  | "outside-color-identity"
  | "too-many-copies"
  | "sideboard-too-big"
  | "no-commander-here"
  | "ante-card"
  | "unknown-id";

/** Something that makes a deck illegal in a variant. */
export interface DeckProblem {
  code: DeckProblemCode;
  /** The rule broken and by what: "too many copies of Lightning Bolt: 5 (at most 4, 100.2a)". */
  message: string;
  /** The card the problem is about, if one. */
  card?: string;
}

/** 100.2a: basic lands, and cards that say "A deck can have any number of cards named …", have no limit. */
export function anyNumber(def: CardDef): boolean {
  return (def.supertypes ?? []).includes("Basic") || /any number of cards named/i.test(def.oracle ?? "");
}

export function total(cards: DeckList[keyof DeckList]): number {
  return cards.reduce((n, c) => n + c.count, 0);
}
