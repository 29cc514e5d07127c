/**
 * 613.1f: triggered abilities a static ability grants in quotes, written by the generator of every ability's
 * text (handed down as `quote`, statics/family.ts), as a printed triggered ability is, but calling the object that has it by the kind the effect affects (201.5b, 113.7): "Sliver
 * creatures you control have "Whenever this creature attacks, …"" (Thorncaster Sliver), "All Slivers have "When
 * this permanent enters, …"" (Harmonic Sliver) — and by the card's own self-reference where it grants the ability
 * to itself (a lieutenant's "… this creature gets +2/+2 and has "Whenever this creature …""). A granted mana ability
 * is written so too: "Lands you control have "{T}: Add one mana of any color."" (Chromatic Lantern).
 */
import type { Grant } from "../../grants.ts";
import type { Ability, Affected, CardDef, Modification } from "../../types.ts";
import type { AbilityText } from "../phrasing/context.ts";
import { affectedSubject } from "../phrasing/layers.ts";
import { andList } from "../phrasing/words.ts";

/**
 * The object that has the granted ability, as the ability calls it (selfName): the card itself where it grants
 * itself the ability; otherwise a card of the kind the effect affects — "this creature" (Sliver creatures,
 * enchanted and equipped creatures), or, where the effect names no card type (Slivers), a card that goes by its
 * name (isSelfNamed: of no permanent type) and is named "this permanent".
 */
function holder(def: CardDef, affects: Affected): CardDef {
  if (affects === "self") return def;
  const types = typeof affects === "object" ? (affects.each.types ?? []) : (["Creature"] as const);
  return types.length > 0
    ? { id: def.id, name: def.name, types: [...types] }
    : { id: def.id, name: "this permanent", types: [] };
}

/** The text of a granted triggered or mana ability, without its quotation marks. */
export function quotedAbilityText(
  def: CardDef,
  grant: Pick<Grant, "affects"> & { ability: Ability },
  quote: AbilityText,
): string {
  return quote(holder(def, grant.affects), grant.ability);
}

const isGrant = (m: Modification): m is Modification & { m: "ability" } => m.m === "ability";

/**
 * 611.3a: "[affected] [changes]" (phrasing/layers.ts), the abilities the effect grants quoted after its other
 * changes: "This creature gets +2/+2 and has "…"" (Demon of Wailing Agonies), "All Slivers have "…""
 * (Harmonic Sliver).
 */
export function grantingEffectText(
  def: CardDef,
  affects: Affected,
  mods: readonly Modification[],
  quote: AbilityText,
): string {
  const grants = mods.filter(isGrant);
  const rest = mods.filter((m) => !isGrant(m));
  const text = affectedSubject(def, affects, rest);
  if (grants.length === 0) return text;
  // Each permanent of a kind is a plural subject ("Sliver creatures you control have"), but "Each creature".
  const plural = typeof affects === "object" && !text.startsWith("Each ");
  const quoted = andList(
    grants.map((m) => `"${quotedAbilityText(def, { ability: m.ability, affects }, quote)}"`),
  );
  return `${rest.length > 0 ? `${text} and` : text.trimEnd()} ${plural ? "have" : "has"} ${quoted}`;
}

/** The sentence's end: a quoted ability ends with its own period (as sentences.ts ends them). */
export function endSentence(text: string): string {
  return text.endsWith('."') ? text : `${text}.`;
}
