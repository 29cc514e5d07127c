/** `roundtable deck check FILE --variant V` and `roundtable deck export FILE`. */
import { cardDb, reportLines, writeDeckList } from "@roundtable/cards";
import { checkDeckFile } from "../deckFiles.ts";

/**
 * Checks a deck list for a variant: 0 and "… is legal in V" when it may be played, else 1 and every
 * problem, the lines' first (unknown and unsupported cards, counts, sections), then the deck's.
 */
export function deckCheckCommand(file: string, variant: string, write: (line: string) => void): number {
  const check = checkDeckFile(file, variant);
  const size = (cards: { count: number }[]) => cards.reduce((n, c) => n + c.count, 0);
  const commander = size(check.deck.commander) > 0 ? ` and ${size(check.deck.commander)} commander` : "";
  const sizes = `${size(check.deck.main)} cards${commander}, sideboard ${size(check.deck.sideboard)}`;
  if (check.ok) {
    write(`${file}: legal in ${variant} (${sizes})`);
    return 0;
  }
  const unsupported = check.issues.filter((i) => i.code === "unsupported-card").length;
  write(`${file}: not legal in ${variant} (${sizes} read)`);
  for (const line of reportLines(check)) write(`  ${line}`);
  if (unsupported > 0)
    write(`${unsupported} card${unsupported === 1 ? "" : "s"} the engine does not support yet`);
  return 1;
}

/** Prints a deck list in the canonical form (Arena's sections); 1 and the lines' problems if it has any. */
export function deckExportCommand(
  file: string,
  variant: string,
  write: (line: string) => void,
  err: (line: string) => void,
): number {
  const check = checkDeckFile(file, variant);
  if (check.issues.length > 0) {
    for (const issue of check.issues) err(`${file}: ${issue.message}`);
    return 1;
  }
  write(writeDeckList(check.deck, cardDb, check.name).trimEnd());
  return 0;
}
