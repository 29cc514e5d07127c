/**
 * 107.4f: the reminder text Oracle keeps for a Phyrexian mana symbol, in New Phyrexia's template: "({B/P} can
 * be paid with either {B} or 2 life.)". The hybrid Phyrexian symbols ({G/U/P}) are reminded only inside
 * compleated's reminder text (702.150), which no card of the pool has: they get none here.
 */

const PHYREXIAN = /\{([WUBRG])\/P\}/g;

/** The distinct one-colour Phyrexian symbols of a cost, in the order written: "{1}{B/P}{B/P}" → ["{B/P}"]. */
export function phyrexianSymbols(cost: string | undefined): string[] {
  return [...new Set([...(cost ?? "").matchAll(PHYREXIAN)].map((m) => m[0]))];
}

/** "({R/P} can be paid with either {R} or 2 life.)" */
export function phyrexianReminder(symbol: string): string {
  return `(${symbol} can be paid with either {${symbol.charAt(1)}} or 2 life.)`;
}
