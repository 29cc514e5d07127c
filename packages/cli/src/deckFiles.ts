/**
 * Deck list files on the command line (`--deck FILE`, `roundtable deck check FILE`): read, then checked for
 * the variant. A file's problems are all reported together, each naming the file and its line.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import {
  type CardResolver,
  cardDb,
  checkDeckList,
  type Deck,
  type DeckCheck,
  deckByName,
  playableDeck,
  poolCards,
  reportLines,
} from "@roundtable/cards";
import { variantTitle } from "@roundtable/engine";
import { UsageError } from "./table.ts";

/** A file's text, or a UsageError naming the file. */
export function readDeckFile(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new UsageError(
      `cannot read the deck list ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
}

/** The list in a file checked for a variant, its names resolved by `cards` (the pool's, or with an Oracle table). */
export function checkDeckFile(file: string, variant: string, cards: CardResolver = poolCards): DeckCheck {
  return checkDeckList(readDeckFile(file), variant, cards, cardDb);
}

/**
 * The deck a file holds, for a seat of a game of the variant; a UsageError listing every problem if it can't
 * be played. A name that is no file but a ready deck's (a ready Commander deck's, for a Commander table) is
 * that deck.
 */
export function loadDeckFile(file: string, variant: string, cards: CardResolver = poolCards): Deck {
  const ready = existsSync(file) ? undefined : deckByName(file);
  if (ready !== undefined) return ready;
  const check = checkDeckFile(file, variant, cards);
  if (!check.ok)
    throw new UsageError(
      [
        `the deck list ${file} can't be played in ${variantTitle(variant)}:`,
        ...reportLines(check).map((l) => `  ${l}`),
      ].join("\n"),
    );
  return playableDeck(check.deck, check.name ?? basename(file).replace(/\.[^.]*$/, ""));
}
