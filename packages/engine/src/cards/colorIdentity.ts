/**
 * 903.4: a card's colour identity — the colours of the mana symbols in its mana cost and rules text, plus
 * the colours a characteristic-defining ability or a colour indicator gives it. Reminder text is ignored
 * (903.4c). A hybrid symbol counts each of its colours (903.5c's example: {R/G} is red and green); a
 * Phyrexian symbol counts its colour. Established before the game begins (903.4a): it reads the card's
 * definition, never an object's current characteristics.
 */
import type { CardDef, Color } from "./types.ts";

/** WUBRG order (105.1). */
const ORDER: readonly Color[] = ["W", "U", "B", "R", "G"];

/** The colours of the mana symbols in `text` ({G}, {W/U}, {2/B}, {R/P}, {G/U/P}); not {C}, {X}, {S}, {T}. */
function symbolColors(text: string, into: Set<Color>): void {
  for (const [, inside] of text.matchAll(/\{([^}]+)\}/g))
    for (const part of inside.split("/"))
      if ((ORDER as readonly string[]).includes(part)) into.add(part as Color);
}

/** Each definition's identity, worked out once (a definition never changes; a deck builder asks often). */
const identities = new WeakMap<CardDef, readonly Color[]>();

/** The card's colour identity, in WUBRG order (empty: colourless). Shared: never mutate it. */
export function colorIdentity(def: CardDef): readonly Color[] {
  let identity = identities.get(def);
  if (identity === undefined) {
    const found = new Set<Color>(def.colors ?? []);
    symbolColors(def.cost ?? "", found);
    symbolColors((def.oracle ?? "").replace(/\([^)]*\)/g, ""), found); // 903.4c: not reminder text
    identity = Object.freeze(ORDER.filter((c) => found.has(c)));
    identities.set(def, identity);
  }
  return identity;
}
