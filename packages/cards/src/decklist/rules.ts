/**
 * Whether a deck may be played in a variant: the constructed rules of 100.2a and 100.4a, which every
 * variant but Commander plays by (Two-Headed Giant and the team variants too: the Comprehensive Rules set
 * no other deck rules for them); Commander's own (903.5: 100 cards with the commander, singleton, colour
 * identity) are in commanderRules.ts.
 */
import { type CardDb, variantPreset, variantTitle } from "@roundtable/engine";
import { commanderDeckProblems } from "./commanderRules.ts";
import { anyNumber, type DeckProblem, total } from "./deckProblem.ts";
import type { DeckList } from "./types.ts";

export type { DeckProblem, DeckProblemCode } from "./deckProblem.ts";

export interface DeckRules {
  /** 100.2a: the least cards in the main deck. */
  minMain: number;
  /** 100.2a: the most copies of a card with one English name, deck and sideboard together (100.4a). */
  maxCopies: number;
  /** 100.4a: the most cards in the sideboard. */
  maxSideboard: number;
  /** Whether the variant has commanders (903.3): its decks follow 903.5 (commanderRules.ts). */
  commander: boolean;
}

/** Constructed play (100.2a, 100.4a). */
export const CONSTRUCTED: DeckRules = { minMain: 60, maxCopies: 4, maxSideboard: 15, commander: false };

/** A variant's deck rules where they differ from constructed play's. */
const DECK_RULES: Record<string, DeckRules> = {
  // 903.5a: 100 cards with the commander; 903.5b: one of each but basic lands; 903.5e: no sideboard.
  commander: { minMain: 99, maxCopies: 1, maxSideboard: 0, commander: true },
  // 903.12d: Brawl decks have exactly 60 cards with the commander.
  brawl: { minMain: 59, maxCopies: 1, maxSideboard: 0, commander: true },
};

/** The deck rules of a named variant (ConfigError for an unknown one, naming the known). */
export function deckRules(variant: string): DeckRules {
  variantPreset(variant);
  return DECK_RULES[variant] ?? CONSTRUCTED;
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
  if (rules.commander) {
    const brawl = variantPreset(variant).planeswalkerCommanders === true; // 903.12c, 903.12e
    const cmd = { size: rules.minMain + 1, walkers: brawl, oneBasicType: brawl };
    return [...commanderDeckProblems(deck, db, cmd), ...cardProblems(deck, db, opts)];
  }
  const problems: DeckProblem[] = [];
  const main = total(deck.main);
  if (main < rules.minMain)
    problems.push({
      code: "too-few-cards",
      message: `the deck has ${main} cards: at least ${rules.minMain} in ${variantTitle(variant)} (100.2a)`,
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
      message: `${variantTitle(variant)} has no commander: move the Commander section's cards to the deck or leave them out`,
    });
  const copies = new Map<string, number>();
  for (const c of [...deck.main, ...deck.sideboard, ...deck.commander, ...extraCompanions])
    copies.set(c.id, (copies.get(c.id) ?? 0) + c.count);
  for (const [id, n] of copies) {
    const def = db.get(id);
    if (def !== undefined && n > rules.maxCopies && !anyNumber(def))
      problems.push({
        code: "too-many-copies",
        message: `${n} copies of ${def.name}: at most ${rules.maxCopies} in deck and sideboard together (100.2a, 100.4a)`,
        card: def.name,
      });
  }
  return [...problems, ...cardProblems(deck, db, opts)];
}

/** What is wrong with single cards in any variant: an id the pool lacks, an ante card without ante (407.3). */
function cardProblems(deck: DeckList, db: CardDb, opts: CheckOptions): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const ids = new Set(
    [...deck.main, ...deck.sideboard, ...deck.commander, ...deck.companion].map((c) => c.id),
  );
  for (const id of ids) {
    const def = db.get(id);
    if (def === undefined) {
      problems.push({ code: "unknown-id", message: `no card "${id}" in the card pool`, card: id });
      continue;
    }
    if (def.ante === true && opts.ante !== true)
      problems.push({
        code: "ante-card",
        message: `${def.name} is played only for ante: remove it, or play for ante (407.3)`,
        card: def.name,
      });
  }
  return problems;
}
