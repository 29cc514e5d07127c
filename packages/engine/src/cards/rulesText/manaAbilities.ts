/** Mana abilities (605): "{T}: Add {G}.", "Add one mana of any color.", "Add {W}{U}.", a basic land type's in parentheses (305.6). */
import type { CardDef, Cost, ManaType } from "../types.ts";
import { costText } from "./phrasing/costs.ts";
import { numberWord, orList } from "./phrasing/words.ts";

const BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

export function manaAbilityText(
  def: CardDef,
  cost: Cost,
  produce: readonly ManaType[],
  amount: number,
  together = false,
): string {
  let add: string;
  if (together)
    add = produce.map((m) => `{${m}}`).join(""); // "Add {W}{U}." (the Signets)
  else if (produce.length === 1) add = `{${produce[0]}}`.repeat(amount);
  else if (["W", "U", "B", "R", "G"].every((c) => produce.includes(c as ManaType)) && amount === 1)
    add = "one mana of any color";
  else if (amount === 1) add = orList(produce.map((m) => `{${m}}`));
  else
    add = `${numberWord(amount)} mana in any combination of ${orList(
      produce.map((m) => `{${m}}`),
      "and/or",
    )}`;
  const text = `${costText(def, cost)}: Add ${add}.`;
  // 305.6: the intrinsic mana ability of a land with a basic land type is printed as reminder text.
  const intrinsic = (def.subtypes ?? []).some((t) => BASIC_LAND_TYPES.includes(t));
  return intrinsic && def.types.includes("Land") ? `(${text})` : text;
}
