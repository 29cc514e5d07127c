/**
 * Text that people type and others read — a chat line, a player's name, a table's name — is plain text on
 * one line: no control characters (line breaks, escape sequences that could clear or recolour a terminal).
 * The server refuses them (zod, naming the field); a client that prints what a server sent replaces them
 * anyway (the command line's remote/safe.ts).
 */
import { z } from "zod";

/** Control characters (line breaks included). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * `text` with each control character replaced by `by`: a client's line made sendable (a pasted tab as a
 * space), or a received one made safe to print (no escape sequences reach a terminal).
 */
export function withoutControls(text: string, by: string): string {
  return text.replace(CONTROL, by);
}

/** Whether `text` holds no control character. */
export function isPlain(text: string): boolean {
  return withoutControls(text, "") === text;
}

/** A name others read (a seat's, a table's): trimmed, 1 to `max` characters, no control characters. */
export function plainName(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(isPlain, "a name may not hold line breaks or other control characters");
}

/** A seat's name, as the join request (`POST /api/tables/:id/seats`) gives it: a name of 1 to 40 characters. */
export const SeatName = plainName(40);
