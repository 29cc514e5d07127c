/**
 * Reading the deck lists players paste: MTGO (`4 Name`, a "SIDEBOARD:" header or the sideboard after a blank
 * line), Arena (`Deck`, `Sideboard`, `Commander`, `Companion` headers, `4 Name (SET) 123`), Moxfield (`4x
 * Name`, `*F*` foil markers) and the like. Comments (`//`, `#`) and blank lines are skipped; CRLF and a BOM
 * are fine. Every problem of every line is collected, not just the first.
 */

import { suggest } from "../names/index.ts";
import type { CardResolver } from "./resolver.ts";
import type { DeckCard, DeckIssue, DeckIssueCode, DeckList, ParsedDeck, Section } from "./types.ts";

/** The most copies a line may name. */
export const MAX_COUNT = 999;

/**
 * How many unknown names of a list get did-you-mean: searching every real card's name (some 30,000 with an Oracle
 * table) takes tens of milliseconds a name, and a pasted list may hold thousands of lines of anything.
 */
export const MAX_SUGGESTED = 20;

/** Section headers, as lower case words without a trailing colon. "about" is Arena's deck name section. */
const HEADERS: Record<string, Section | "about"> = {
  deck: "main",
  main: "main",
  mainboard: "main",
  maindeck: "main",
  "main deck": "main",
  sideboard: "sideboard",
  side: "sideboard",
  commander: "commander",
  commanders: "commander",
  companion: "companion",
  about: "about",
};
const HEADER_NAMES = ["Deck", "Sideboard", "Commander", "Companion", "About"];

/** A card line read: the card, how many, where. */
interface Entry {
  section: Section;
  /** Without headers, the block of lines between blank lines it stands in (MTGO: the second is the sideboard). */
  block: number;
  id: string;
  count: number;
  line: number;
  text: string;
}

function headerOf(trimmed: string): Section | "about" | undefined {
  return HEADERS[trimmed.replace(/:$/, "").trim().toLowerCase()];
}

/** "4 Name", "4x Name", "4 x Name"; the count and where the name starts. */
const COUNTED = /^(\d+)(?:\s*[xX])?(?:\s+|$)(.*)$/;
/** A first word that tries to be a count: "-1", "4.5", "1,000", "2X3". */
const COUNT_LIKE = /^[-+]?\d[^\s]*$|^[-+]\d/;
/** Arena's and Moxfield's printing after the name: " (SET) 123", then markers such as " *F*". */
const MARKERS = /(?:^|\s)\s*(?:\*[A-Za-z]+\*\s*)+$/;
const PRINTING = /\s+\([A-Za-z0-9]{2,8}\)(?:\s+[A-Za-z0-9★-]+)?\s*$/;

/** The name of a card line without its printing and markers. */
function cardName(rest: string): string {
  return rest.replace(MARKERS, "").replace(PRINTING, "").replace(MARKERS, "").trim();
}

/** Reads a deck list; names are resolved by `resolver` (poolResolver for the card pool). */
export function parseDeckList(text: string, resolver: CardResolver): ParsedDeck {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const hasHeaders = lines.some((l) => headerOf(l.trim()) !== undefined);
  const issues: DeckIssue[] = [];
  const entries: Entry[] = [];
  let name: string | null = null;
  // null: inside an unknown section, whose lines are skipped (its header is the problem).
  let section: Section | "about" | null = "main";
  let block = 0;
  let blank = false;
  /** Unknown names so far: the first MAX_SUGGESTED get did-you-mean. */
  let unknown = 0;

  const issue = (
    line: number,
    column: number,
    code: DeckIssueCode,
    what: string,
    suggestions: string[] = [],
    card?: string,
  ) => {
    const mean =
      suggestions.length > 0 ? ` (did you mean ${suggestions.map((s) => `"${s}"`).join(", ")}?)` : "";
    issues.push({
      line,
      column,
      text: lines[line - 1],
      code,
      message: `line ${line}: ${what}${mean}`,
      suggestions,
      ...(card === undefined ? {} : { card }),
    });
  };

  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    const trimmed = raw.trim();
    const indent = raw.length - raw.trimStart().length;
    if (trimmed === "") {
      blank = true;
      continue;
    }
    if (trimmed.startsWith("//") || trimmed.startsWith("#")) {
      const named = /^\/\/\s*name\s*:\s*(.+)$/i.exec(trimmed);
      if (named !== null) name = named[1].trim();
      continue;
    }
    const header = headerOf(trimmed);
    if (header !== undefined) {
      section = header;
      blank = false;
      continue;
    }
    if (section === "about") {
      const named = /^name\s+(.+)$/i.exec(trimmed);
      if (named !== null) name = named[1].trim();
      continue;
    }
    // Old sideboard lines: "SB: 2 Duress".
    const sb = /^SB:\s*/i.exec(trimmed);
    const body = sb === null ? trimmed : trimmed.slice(sb[0].length);
    const bodyColumn = indent + 1 + (sb?.[0].length ?? 0);
    const counted = COUNTED.exec(body);
    if (counted === null) {
      const first = body.split(/\s+/)[0];
      if (section === null && !body.endsWith(":")) continue;
      if (COUNT_LIKE.test(first)) {
        issue(
          line,
          bodyColumn,
          "bad-count",
          `"${first}" is not a count: write a whole number from 1 to ${MAX_COUNT}`,
        );
        continue;
      }
      const headerLike = body.endsWith(":") || suggest(body.replace(/:$/, ""), HEADER_NAMES, 1).length > 0;
      if (headerLike && body.split(/\s+/).length <= 2) {
        issue(
          line,
          bodyColumn,
          "unknown-section",
          `unknown section "${body.replace(/:$/, "")}": the sections are ${HEADER_NAMES.join(", ")}`,
          suggest(body.replace(/:$/, ""), HEADER_NAMES, 1),
        );
        section = null;
        continue;
      }
      issue(line, bodyColumn, "missing-count", `no count before "${body}": write "1 ${body}"`);
      continue;
    }
    if (section === null) continue;
    const count = Number(counted[1]);
    const rest = counted[2];
    const nameColumn = bodyColumn + body.length - rest.length;
    if (count === 0) {
      issue(line, bodyColumn, "zero-count", `a count of 0: leave the line out, or write how many copies`);
      continue;
    }
    if (count > MAX_COUNT) {
      issue(line, bodyColumn, "bad-count", `${count} copies is too many: at most ${MAX_COUNT} a line`);
      continue;
    }
    const typed = cardName(rest);
    if (typed === "") {
      issue(line, nameColumn, "missing-name", `${count} of what? The card's name is missing`);
      continue;
    }
    const found = resolver.resolve(typed, unknown < MAX_SUGGESTED);
    if (found.kind === "unsupported") {
      issue(
        line,
        nameColumn,
        "unsupported-card",
        `"${found.name}" is a real card the engine does not support yet`,
        [],
        found.name,
      );
      continue;
    }
    if (found.kind === "unknown") {
      unknown++;
      issue(line, nameColumn, "unknown-card", `unknown card "${typed}"`, found.suggestions);
      continue;
    }
    if (blank && !hasHeaders && entries.length > 0) block++;
    blank = false;
    entries.push({
      section: sb === null ? section : "sideboard",
      block,
      id: found.id,
      count,
      line,
      text: raw,
    });
  }
  // MTGO: without headers, a list of exactly two blocks has its sideboard after the blank line.
  if (!hasHeaders && block === 1)
    for (const e of entries) if (e.block === 1 && e.section === "main") e.section = "sideboard";
  const deck = collect(entries);
  issues.push(...commandZoneIssues(entries, lines));
  issues.sort((a, b) => a.line - b.line || a.column - b.column);
  return { deck, issues, name };
}

/** Each section's cards, each card once with its copies added up, in first-appearance order. */
function collect(entries: readonly Entry[]): DeckList {
  const deck: DeckList = { main: [], sideboard: [], commander: [], companion: [] };
  for (const e of entries) {
    const list: DeckCard[] = deck[e.section];
    const known = list.find((c) => c.id === e.id);
    if (known === undefined) list.push({ id: e.id, count: e.count });
    else known.count += e.count;
  }
  return deck;
}

/**
 * A commander is one card (903.3; two with partner, which issue 20 checks): a second copy of the same card
 * is refused. A deck has at most one companion (702.139a: "reveal one card").
 */
function commandZoneIssues(entries: readonly Entry[], lines: readonly string[]): DeckIssue[] {
  const out: DeckIssue[] = [];
  const seen = new Map<string, number>();
  for (const e of entries.filter((x) => x.section === "commander")) {
    const before = seen.get(e.id) ?? 0;
    seen.set(e.id, before + e.count);
    if (before + e.count > 1)
      out.push({
        line: e.line,
        column: 1,
        text: lines[e.line - 1],
        code: "duplicate-commander",
        message: `line ${e.line}: a commander is a single card (903.3): this one is named ${before + e.count} times`,
        suggestions: [],
      });
  }
  let companions = 0;
  for (const e of entries.filter((x) => x.section === "companion")) {
    companions += e.count;
    if (companions > 1)
      out.push({
        line: e.line,
        column: 1,
        text: lines[e.line - 1],
        code: "too-many-companions",
        message: `line ${e.line}: a deck has at most one companion (702.139a)`,
        suggestions: [],
      });
  }
  return out;
}
