/**
 * A card's printed characteristics from its Oracle table entry (name, mana cost, types, P/T, loyalty; 200–209):
 * the definition the abilities are added to. Refuses what the card DSL cannot hold: several faces, a card type or
 * supertype it does not know, a mana symbol the engine cannot pay, "*" power, colours other than the mana cost's.
 */
import { type CardDef, type CardType, colorsOfCost, type Supertype } from "@roundtable/engine";
import { idOf } from "../../../define.ts";
import type { OracleCard, OracleFace } from "../../table.ts";
import { manaCostOf } from "../phrases/mana.ts";
import { refuse } from "../phrases/refusal.ts";

const CARD_TYPES: readonly CardType[] = [
  "Land",
  "Creature",
  "Artifact",
  "Enchantment",
  "Planeswalker",
  "Instant",
  "Sorcery",
  "Battle",
];
const SUPERTYPES: readonly Supertype[] = ["Basic", "Legendary", "World", "Snow"];

function integer(value: string, what: string): number {
  if (!/^\d+$/.test(value)) refuse(value, `a ${what} the card DSL cannot hold`);
  return Number(value);
}

/** The card's only face; refuses split, adventure, flip, transforming, modal double-faced and meld cards. */
export function onlyFace(card: OracleCard): OracleFace {
  if (card.faces.length !== 1 || card.layout !== "normal")
    refuse(card.layout, "a card layout other than normal");
  return card.faces[0];
}

export function baseDefinition(card: OracleCard): CardDef {
  const face = onlyFace(card);
  for (const t of face.types)
    if (!CARD_TYPES.includes(t as CardType)) refuse(t, "a card type the engine does not know");
  for (const t of face.supertypes)
    if (!SUPERTYPES.includes(t as Supertype)) refuse(t, "a supertype the engine does not know");
  if (face.types.includes("Battle")) refuse("Battle", "battles (defense) are not in the card DSL");
  const cost = face.manaCost;
  if (cost !== undefined) manaCostOf(cost);
  // 202.2d: a hybrid or Phyrexian symbol is each of its colours.
  const colors = face.colorIndicator ?? colorsOfCost(cost);
  if ([...colors].sort().join() !== [...face.colors].sort().join())
    refuse(face.colors.join("") || "colorless", "colours other than the mana cost's");
  return {
    id: idOf(face.name),
    name: face.name,
    ...(cost !== undefined ? { cost } : {}),
    types: face.types as CardType[],
    ...(face.supertypes.length > 0 ? { supertypes: face.supertypes as Supertype[] } : {}),
    ...(face.subtypes.length > 0 ? { subtypes: face.subtypes } : {}),
    ...(face.colorIndicator ? { colors: face.colorIndicator } : {}),
    ...(face.power !== undefined ? { power: integer(face.power, "power") } : {}),
    ...(face.toughness !== undefined ? { toughness: integer(face.toughness, "toughness") } : {}),
    ...(face.loyalty !== undefined ? { loyalty: integer(face.loyalty, "loyalty") } : {}),
  };
}
