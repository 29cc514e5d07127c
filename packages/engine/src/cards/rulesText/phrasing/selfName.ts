/** How a card's text refers to the card itself. */
import type { CardDef } from "../../types.ts";
import { capitalize } from "./words.ts";

const PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"] as const;

/** Whether the card's text calls it by its name: legendary cards, instants and sorceries. */
export function isSelfNamed(def: Pick<CardDef, "types" | "supertypes">): boolean {
  return (
    def.supertypes?.includes("Legendary") === true || !PERMANENT_TYPES.some((t) => def.types.includes(t))
  );
}

/**
 * How a card's text refers to itself (Oracle since the Aetherdrift update, 2025; see
 * https://blogs.magicjudges.org/nametherule/this-object, checked 2026-11-26): a nonlegendary permanent
 * card is "this creature", "this Aura", "this Equipment", "this artifact", "this enchantment", "this land";
 * a legendary card, an instant and a sorcery go by their names ("Lightning Bolt deals 3 damage …"); a token
 * is "this token".
 */
export function selfName(def: Pick<CardDef, "name" | "types" | "supertypes" | "subtypes" | "token">): string {
  if (def.types.includes("Scheme")) return "this scheme"; // 314.7
  if (def.token === true) return "this token"; // 111.10a: "{T}, Sacrifice this token: Add one mana of any color."
  if (isSelfNamed(def)) return def.name;
  const is = (t: string) => def.types.includes(t as never) || def.subtypes?.includes(t) === true;
  const noun = is("Creature")
    ? "creature"
    : is("Aura")
      ? "Aura"
      : is("Equipment")
        ? "Equipment"
        : (["Artifact", "Enchantment", "Land", "Planeswalker"].find(is)?.toLowerCase() ?? "permanent");
  return `this ${noun}`;
}

/** The card's self-reference opening a sentence: "This creature can't block.", "Juggernaut attacks …". */
export function selfNameCapitalized(
  def: Pick<CardDef, "name" | "types" | "supertypes" | "subtypes" | "token">,
): string {
  return capitalize(selfName(def));
}
