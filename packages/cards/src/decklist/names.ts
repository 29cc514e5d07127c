/**
 * Card names compared as players type them: case, accents (Lim-Dûl), ligatures (Æther), typographic
 * apostrophes and quotes, spacing, and the separator of split and double-faced cards ("Fire // Ice",
 * "Fire/Ice") don't matter.
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/\s*\/\/?\s*/g, " // ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The front face of a split or double-faced card's name ("Fire // Ice" → "Fire"), or the name itself. */
export function frontFace(name: string): string {
  const i = name.indexOf(" // ");
  return i < 0 ? name : name.slice(0, i);
}
