/**
 * Card names compared as players type them. Case, accents (Lim-Dûl), ligatures (Æther), apostrophes of any
 * kind, punctuation and spacing don't matter, nor the separator of a multi-face card's name: "Fire // Ice",
 * "Fire/Ice" and "fire ice" are one name, and so are "Man-o'-War" and "Man o War".
 */

/** A name's words, lower case, without accents or punctuation: "Lim-Dûl's Vault" → "lim duls vault". */
export function nameWords(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ß/g, "ss")
    .replace(/['\u2018\u2019\u02bc\u0060\u00b4]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The key a name is looked up by: its words run together ("Æther Vial", "AETHER-VIAL" → "aethervial"). */
export function nameKey(name: string): string {
  return nameWords(name).replace(/ /g, "");
}

/** The separator of a multi-face card's full name: "Fire // Ice", "Delver of Secrets // Insectile Aberration". */
const FACES = " // ";

/**
 * The names a card is known by in a deck list: its full name and, unless it is a split card (709: both halves
 * are on its front, so one half's name is not the card's), its front face's name — "Delver of Secrets" (712),
 * "Bonecrusher Giant" (715, the adventurer card), "Graf Rats" (712.4, a meld card) — as Arena and MTGO write them.
 */
export function deckNames(fullName: string, split: boolean): string[] {
  const i = fullName.indexOf(FACES);
  return i < 0 || split ? [fullName] : [fullName, fullName.slice(0, i)];
}
