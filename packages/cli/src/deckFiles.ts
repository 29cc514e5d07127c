/**
 * Deck list files on the command line (`--deck FILE`, `roundtable deck check FILE`): read, then checked for
 * the variant — or, for a server's table (`connect --deck FILE`), read as text for the server to check. A
 * file's problems are all reported together, each naming the file and its line.
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
  deckList,
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
  const ready = readyDeckNamed(file);
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

/** The ready deck `file` names (any case), where there is no such file: a file is read first. */
function readyDeckNamed(file: string): Deck | undefined {
  return existsSync(file) ? undefined : deckByName(file);
}

/**
 * The deck list `file` names, as text — the file's, or where no such file is a ready deck's name, that
 * deck's list (`deckList`) — and what it is in words ("the deck list FILE", "the ready deck NAME").
 * Nothing is checked; a file that can't be read is a UsageError naming it.
 */
export function deckListText(file: string): { list: string; what: string } {
  const ready = readyDeckNamed(file);
  if (ready !== undefined) return { list: deckList(ready), what: `the ready deck ${ready.name}` };
  return { list: readDeckFile(file), what: `the deck list ${file}` };
}
