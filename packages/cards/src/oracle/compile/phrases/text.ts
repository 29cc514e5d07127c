/** The tokenizer: Oracle text as lines (one ability each, 113.2) and sentences, and the words for numbers (107.1). */
import { rulesText } from "@roundtable/engine";
import { refuse } from "./refusal.ts";

/**
 * The sentences of a line, each with its full stop: split after ". " outside parentheses (reminder text) and
 * quotation marks (quoted abilities, 113.2c), so that those stay inside the sentence they belong to; a reminder
 * text standing as a sentence of its own ends at its closing parenthesis ("Scry 1. (Look at …) Draw a card.",
 * a spell's lines joined).
 */
export function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    const end =
      (ch === "." && depth === 0 && !quoted) || (ch === ")" && depth === 1 && !quoted && line[start] === "(");
    if (ch === '"') quoted = !quoted;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    if (end && line[i + 1] === " ") {
      out.push(line.slice(start, i + 1));
      start = i + 2;
    }
  }
  if (start < line.length) out.push(line.slice(start));
  return out;
}

/** A sentence without its full stop; refuses one that has none. */
export function unstop(sentence: string): string {
  if (!sentence.endsWith(".")) refuse(sentence, "a sentence without a full stop");
  return sentence.slice(0, -1);
}

/**
 * The generator's number words ("two" … "twenty"), read from how it writes "Mill N cards.", so that the two agree;
 * with "one", "a" and "an".
 */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...Array.from({ length: 21 }, (_, n): [string, number] => {
    const text = rulesText({
      id: "",
      name: "",
      types: ["Sorcery"],
      spell: { effects: [{ e: "mill", who: "you", amount: n }] },
    });
    return [text.split(" ")[1], n];
  }).filter(([w]) => w !== "a"),
  ["one", 1],
  ["a", 1],
  ["an", 1],
]);

/** "a", "an", "one" … "twenty", digits: the number, or undefined. */
export function numberOf(word: string): number | undefined {
  const w = word.toLowerCase();
  return NUMBER_WORDS.get(w) ?? (/^\d+$/.test(w) ? Number(w) : undefined);
}

/** A number or "X" (107.3); refuses anything else. */
export function amountOf(word: string): number | "X" {
  if (word === "X") return "X";
  const n = numberOf(word);
  if (n === undefined) refuse(word, "not a number");
  return n;
}

/** Escapes a string for use inside a regular expression. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
