/**
 * What a table server sends is printed at a person's terminal: players' and tables' names (chosen by
 * anyone who takes a seat or makes a table), card names, chat lines, error messages. A control character
 * in one of them — an escape sequence — could clear, move or recolour the screen, or start a line that
 * looks like another (a line break). The server may refuse some such names; this client doesn't rely on
 * it: every string of every message is made safe as it is read (link.ts, api.ts), before anything shows it.
 */
import { withoutControls } from "@roundtable/protocol";

/**
 * `s` as one line of plain text: a line break (a card's rules text has one between its abilities) becomes
 * " / ", every other control character (escape sequences) the replacement character.
 */
export function safe(s: string): string {
  return withoutControls(s.replace(/\r?\n/g, " / "), "\ufffd");
}

/** A JSON value as the server sent it, with every string in it made safe (object keys too). */
export function safeJson(value: unknown): unknown {
  if (typeof value === "string") return safe(value);
  if (Array.isArray(value)) return value.map(safeJson);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [safe(k), safeJson(v)]));
}
