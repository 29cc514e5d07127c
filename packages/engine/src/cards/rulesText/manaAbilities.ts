/**
 * Mana abilities (605): "{T}: Add {G}.", "Add one mana of any color.", "Add {W}{U}.", "Add one mana of any color
 * in your commander's color identity.", "Add {B} for each Swamp you control.", "Add {C} for each charge counter
 * on this artifact.", "… This artifact deals 1 damage to you."; a basic land type's in parentheses (305.6).
 */
import type { Ability, CardDef, ManaColorsFrom, ManaType } from "../types.ts";
import { conditionBody } from "./phrasing/conditions.ts";
import { costText } from "./phrasing/costs.ts";
import { filterNoun } from "./phrasing/filters.ts";
import { selfName, selfNameCapitalized } from "./phrasing/selfName.ts";
import { numberWord, orList } from "./phrasing/words.ts";

const BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** How "one mana of any color" is narrowed (903.4, 106.7). */
const ANY_COLOR_FROM: Record<ManaColorsFrom, string> = {
  commanderIdentity: " in your commander's color identity",
  opponentLands: " that a land an opponent controls could produce",
};

export function manaAbilityText(def: CardDef, a: Ability & { kind: "mana" }): string {
  // 602.5b: "Activate only if …" (Temple of the False God).
  const only = a.condition ? ` Activate only if ${conditionBody(def, a.condition)}.` : "";
  const text = `${costText(def, a.cost)}: Add ${manaAdded(def, a)}.${damageText(def, a.damagesYou)}${only}`;
  // 305.6: the intrinsic mana ability of a land with a basic land type is printed as reminder text — not one an
  // effect grants it (Chromatic Lantern's, 613.1f).
  const intrinsic = (def.subtypes ?? []).some((t) => BASIC_LAND_TYPES.includes(t));
  return intrinsic && def.types.includes("Land") && (def.abilities ?? []).includes(a) ? `(${text})` : text;
}

/** What "Add …" adds. */
function manaAdded(def: CardDef, a: Ability & { kind: "mana" }): string {
  const { produce } = a;
  const amount = a.amount ?? 1;
  if (a.together === true) return produce.map((m) => `{${m}}`).join(""); // "Add {W}{U}." (the Signets)
  if (produce.length === 1) {
    return `{${produce[0]}}`.repeat(amount) + forEachText(def, a);
  }
  if (["W", "U", "B", "R", "G"].every((c) => produce.includes(c as ManaType)) && amount === 1)
    return `one mana of any color${a.colorsFrom === undefined ? "" : ANY_COLOR_FROM[a.colorsFrom]}`;
  if (amount === 1) return orList(produce.map((m) => `{${m}}`));
  if (a.oneColor === true) return `${numberWord(amount)} mana of any one color`; // Gilded Lotus
  if (["W", "U", "B", "R", "G"].every((c) => produce.includes(c as ManaType)))
    return `${numberWord(amount)} mana in any combination of colors`;
  return `${numberWord(amount)} mana in any combination of ${orList(
    produce.map((m) => `{${m}}`),
    "and/or",
  )}`;
}

/** " for each Swamp you control", " for each charge counter on this artifact" (605.3a), or nothing. */
function forEachText(def: CardDef, a: Ability & { kind: "mana" }): string {
  if (a.forEachCounter !== undefined) return ` for each ${a.forEachCounter} counter on ${selfName(def)}`;
  return a.forEach === undefined ? "" : ` for each ${filterNoun(a.forEach, false)}`;
}

/** " This artifact deals 1 damage to you." (the Talismans). */
function damageText(def: CardDef, n: number | undefined): string {
  return n === undefined ? "" : ` ${selfNameCapitalized(def)} deals ${n} damage to you.`;
}
