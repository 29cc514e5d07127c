/**
 * Refusals: the compiler never guesses. A phrase it does not understand stops the card, and the refusal names the
 * sentence it was reading and the phrase within it.
 */

/** Why a card did not compile: the sentence (or line) being read, the phrase not understood, and why. */
export interface Refusal {
  card: string;
  sentence: string;
  phrase: string;
  reason: string;
}

/** Thrown by the template readers; the compiler catches it and names the sentence. */
export class NotUnderstood extends Error {
  constructor(
    readonly phrase: string,
    readonly reason = "no template matches",
    readonly sentence?: string,
  ) {
    super(`${reason}: "${phrase}"`);
  }
}

/** Stops reading: `phrase` is what was not understood. */
export function refuse(phrase: string, reason?: string): never {
  throw new NotUnderstood(phrase, reason);
}

/** The refusal as one line: `Card: "sentence": reason: "phrase"`. */
export function refusalText(r: Refusal): string {
  const where = r.sentence === r.phrase ? "" : ` in "${r.sentence}"`;
  return `${r.card}: ${r.reason}: "${r.phrase}"${where}`;
}
