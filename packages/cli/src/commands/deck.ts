/** `roundtable deck check FILE --variant V` and `roundtable deck export FILE`. */
import { type CardResolver, cardDb, reportLines, writeDeckList } from "@roundtable/cards";
import { variantTitle } from "@roundtable/engine";
import { checkDeckFile } from "../deckFiles.ts";

/**
 * Checks a deck list for a variant: 0 and "… is legal in V" when it may be played, else 1 and every
 * problem, the lines' first (unknown and unsupported cards, counts, sections), then the deck's, and the
 * real cards the engine does not support yet (known with an Oracle table: `cards` is then deckResolver's).
 */
export function deckCheckCommand(
  file: string,
  variant: string,
  write: (line: string) => void,
  cards: CardResolver,
): number {
  const check = checkDeckFile(file, variant, cards);
  const size = (cards: { count: number }[]) => cards.reduce((n, c) => n + c.count, 0);
  const leaders = size(check.deck.commander); // two with partner (702.124)
  const commander = leaders > 0 ? ` and ${leaders} commander${leaders > 1 ? "s" : ""}` : "";
  const sizes = `${size(check.deck.main)} cards${commander}, sideboard ${size(check.deck.sideboard)}`;
  if (check.ok) {
    write(`${file}: legal in ${variantTitle(variant)} (${sizes})`);
    return 0;
  }
  const unsupported = check.issues.flatMap((i) => (i.code === "unsupported-card" ? [i.card] : []));
  write(`${file}: not legal in ${variantTitle(variant)} (${sizes} read)`);
  for (const line of reportLines(check)) write(`  ${line}`);
  const n = unsupported.length;
  if (n > 0)
    write(`${n} card${n === 1 ? "" : "s"} the engine does not support yet: ${unsupported.join(", ")}`);
  return 1;
}

/** Prints a deck list in the canonical form (Arena's sections); 1 and the lines' problems if it has any. */
export function deckExportCommand(
  file: string,
  variant: string,
  write: (line: string) => void,
  err: (line: string) => void,
  cards: CardResolver,
): number {
  const check = checkDeckFile(file, variant, cards);
  if (check.issues.length > 0) {
    for (const issue of check.issues) err(`${file}: ${issue.message}`);
    return 1;
  }
  write(writeDeckList(check.deck, cardDb, check.name).trimEnd());
  return 0;
}
