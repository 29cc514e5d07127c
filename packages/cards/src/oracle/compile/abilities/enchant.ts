/**
 * 303.4a, 702.5a: an Aura's "Enchant [object or player]" line, with the reminder text a card that keeps its
 * keywords' reminders prints ("Enchant creature (Target a creature as you cast this. This card enters attached to
 * that creature.)", Fear), read as the generator writes it for this card.
 */
import { type CardDef, rulesText } from "@roundtable/engine";
import { targetOfNoun } from "../phrases/nouns.ts";
import { refuse } from "../phrases/refusal.ts";
import { namesAndTypes } from "../phrases/scope.ts";

/** What an Aura's Enchant line says, or undefined if the line is not one (or the card is not an Aura). */
export function enchantOf(
  def: CardDef,
  line: string,
): Pick<CardDef, "enchant" | "keywordReminders"> | undefined {
  const m = line.match(/^Enchant ([^()]+?)( \([^()]*\))?$/);
  if (!m || !def.subtypes?.includes("Aura")) return undefined;
  const enchant = targetOfNoun(m[1], false);
  if (m[2] === undefined) return { enchant };
  const written = rulesText({ ...namesAndTypes(def), enchant, keywordReminders: true });
  if (written !== line) refuse(m[2].trim(), "reminder text the generator does not write here");
  return { enchant, keywordReminders: true };
}
