/**
 * The acceptance check for a card definition, compiled or hand-written: its generated rules text (DEVELOPERS.md
 * principle 7) must equal the card's Oracle text exactly, and its printed characteristics and mana value the table's.
 */
import { type CardDef, manaValue, rulesText } from "@roundtable/engine";
import type { OracleCard } from "../table.ts";

export type Acceptance = { ok: true } | { ok: false; reason: string; line?: string };

/** The first line where two texts differ, with its number (1-based). */
function firstDifference(a: string, b: string): { n: number; want: string; got: string } {
  const as = a.split("\n");
  const bs = b.split("\n");
  for (let i = 0; ; i++) if (as[i] !== bs[i]) return { n: i + 1, want: as[i] ?? "", got: bs[i] ?? "" };
}

/** Accepts the definition only if it reads exactly as the card's Oracle text and has its characteristics. */
export function acceptDefinition(def: CardDef, card: OracleCard): Acceptance {
  if (card.faces.length !== 1)
    return { ok: false, reason: `${card.faces.length} faces: only one-faced cards have definitions` };
  const face = card.faces[0];
  const want = face.text ?? "";
  const got = rulesText(def);
  if (got !== want) {
    const d = firstDifference(want, got);
    return {
      ok: false,
      line: d.want,
      reason: `the definition's rules text differs on line ${d.n}: Oracle "${d.want}", generated "${d.got}"`,
    };
  }
  const printed: [string, unknown, unknown][] = [
    ["name", def.name, face.name],
    ["mana cost", def.cost, face.manaCost],
    // 202.3: the engine's mana value of that cost (202.3f–g: a hybrid symbol counts its largest part, a
    // Phyrexian one 1) is the table's.
    ["mana value", manaValue(def.cost), card.manaValue],
    ["types", def.types, face.types],
    ["supertypes", def.supertypes ?? [], face.supertypes],
    ["subtypes", def.subtypes ?? [], face.subtypes],
    ["power", def.power === undefined ? undefined : String(def.power), face.power],
    ["toughness", def.toughness === undefined ? undefined : String(def.toughness), face.toughness],
    ["loyalty", def.loyalty === undefined ? undefined : String(def.loyalty), face.loyalty],
  ];
  for (const [what, mine, theirs] of printed)
    if (JSON.stringify(mine) !== JSON.stringify(theirs))
      return {
        ok: false,
        reason: `${what} ${JSON.stringify(mine)} is not the card's ${JSON.stringify(theirs)}`,
      };
  return { ok: true };
}
