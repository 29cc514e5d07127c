/**
 * 111.4, 114.3: a name that tokens of other characteristics (emblems of other abilities) share names none of
 * them, and a file names each by its definition id (names.ts). The refusal of such a name lists the ids,
 * each with what its token or emblem is, in the words of the engine's rules text.
 */
import { type CardDb, type CardDef, rulesText, rulesTextOfEffects, type TokenSpec } from "@roundtable/engine";
import { sharedNameIds } from "./names.ts";

/** The effect's spec a token's definition was made from (engine cards/tokens.ts: its characteristics). */
function tokenSpecOf(def: CardDef): TokenSpec {
  const spec: TokenSpec = { types: def.types, colors: def.colors ?? [] };
  if (def.subtypes) spec.subtypes = def.subtypes;
  if (def.power !== undefined) spec.power = def.power;
  if (def.toughness !== undefined) spec.toughness = def.toughness;
  if (def.keywords) spec.keywords = def.keywords;
  if (def.abilities) spec.abilities = def.abilities;
  return spec;
}

/**
 * What a token's or emblem's definition is, as the effect making it says (111.3, 114.2): "1/1 red Elemental
 * creature token with haste", `emblem with "…"`.
 */
function definitionText(def: CardDef): string {
  if (def.id.startsWith("emblem-")) return `emblem with "${rulesText(def).split("\n").join(" ")}"`;
  const text = rulesTextOfEffects(def.name, [{ e: "createToken", amount: 1, token: tokenSpecOf(def) }]);
  return text.replace(/^Create an? /, "").replace(/\.$/, "");
}

/** Why a file can't name anything by `name` if definitions of other characteristics share it, or null. */
export function sharedNameProblem(db: CardDb, name: string): string | null {
  const ids = sharedNameIds(db, name);
  if (ids === undefined) return null;
  const which = ids[0].startsWith("emblem-")
    ? "emblems with other abilities (114.3)"
    : "tokens with other characteristics (111.4)";
  const each = ids.map((id) => `"${id}": ${definitionText(db.get(id)!)}`);
  return `"${name}" is the name of ${ids.length} ${which}: name one by its id — ${each.join("; ")}`;
}
