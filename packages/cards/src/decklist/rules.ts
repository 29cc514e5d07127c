/**
 * Whether a deck may be played in a variant: the constructed rules of 100.2a and 100.4a, which every
 * variant of the engine plays by today (Two-Headed Giant and the team variants too: the Comprehensive
 * Rules set no other deck rules for them). The Commander variant's rules (903: 100 cards, singleton, colour
 * identity, the commander) come with issue 20: its rules go in `DECK_RULES` and `commandZoneProblems`.
 */
import { type CardDb, type CardDef, variantPreset } from "@roundtable/engine";
import type { DeckList } from "./types.ts";

export interface DeckRules {
  /** 100.2a: the least cards in the main deck. */
  minMain: number;
  /** 100.2a: the most copies of a card with one English name, deck and sideboard together (100.4a). */
  maxCopies: number;
  /** 100.4a: the most cards in the sideboard. */
  maxSideboard: number;
  /** Whether the variant has commanders (903.3); none does yet (issue 20). */
  commander: boolean;
}

/** Constructed play (100.2a, 100.4a). */
export const CONSTRUCTED: DeckRules = { minMain: 60, maxCopies: 4, maxSideboard: 15, commander: false };

/** A variant's deck rules where they differ from constructed play's (issue 20 adds "commander" here). */
const DECK_RULES: Record<string, DeckRules> = {};

/** The deck rules of a named variant (ConfigError for an unknown one, naming the known). */
export function deckRules(variant: string): DeckRules {
  variantPreset(variant);
  return DECK_RULES[variant] ?? CONSTRUCTED;
}

export type DeckProblemCode =
  | "too-few-cards"
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
function anyNumber(def: CardDef): boolean {
  return (def.supertypes ?? []).includes("Basic") || /any number of cards named/i.test(def.oracle ?? "");
}

function total(cards: DeckList[keyof DeckList]): number {
  return cards.reduce((n, c) => n + c.count, 0);
}

export interface CheckOptions {
  /** 407.3: the game is played for ante, so ante cards may be in the deck. */
  ante?: boolean;
}

/** Every reason the deck can't be played in the variant; none for a legal deck. */
export function deckProblems(
  deck: DeckList,
  variant: string,
  db: CardDb,
  opts: CheckOptions = {},
): DeckProblem[] {
  const rules = deckRules(variant);
  const problems: DeckProblem[] = [];
  const main = total(deck.main);
  if (main < rules.minMain)
    problems.push({
      code: "too-few-cards",
      message: `the deck has ${main} cards: at least ${rules.minMain} in ${variant} (100.2a)`,
    });
  // 702.139a: a companion is a sideboard card (Arena lists it in both sections: counted once).
  const extraCompanions = deck.companion.filter((c) => !deck.sideboard.some((s) => s.id === c.id));
  const sideboard = total(deck.sideboard) + total(extraCompanions);
  if (sideboard > rules.maxSideboard)
    problems.push({
      code: "sideboard-too-big",
      message: `the sideboard has ${sideboard} cards: at most ${rules.maxSideboard} (100.4a)`,
    });
  if (!rules.commander && deck.commander.length > 0)
    problems.push({
      code: "no-commander-here",
      message: `${variant} has no commander: move the Commander section's cards to the deck or leave them out`,
    });
  const copies = new Map<string, number>();
  for (const c of [...deck.main, ...deck.sideboard, ...deck.commander, ...extraCompanions])
    copies.set(c.id, (copies.get(c.id) ?? 0) + c.count);
  for (const [id, n] of copies) {
    const def = db.get(id);
    if (def === undefined) {
      problems.push({ code: "unknown-id", message: `no card "${id}" in the card pool`, card: id });
      continue;
    }
    if (n > rules.maxCopies && !anyNumber(def))
      problems.push({
        code: "too-many-copies",
        message: `${n} copies of ${def.name}: at most ${rules.maxCopies} in deck and sideboard together (100.2a, 100.4a)`,
        card: def.name,
      });
    if (def.ante === true && opts.ante !== true)
      problems.push({
        code: "ante-card",
        message: `${def.name} is played only for ante: remove it, or play for ante (407.3)`,
        card: def.name,
      });
  }
  return problems;
}
