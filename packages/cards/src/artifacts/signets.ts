/**
 * Mana rocks whose mana abilities have a mana cost (605.1a, 602.2b): the ten Signets ("{1}, {T}: Add
 * {W}{U}.") and the colourless-to-coloured filters Prismatic Lens and Mana Prism.
 */
import type { CardDef, ManaType } from "@roundtable/engine";
import { card, TAP_FOR_C } from "../define.ts";

function signet(guild: string, a: ManaType, b: ManaType): CardDef {
  return card({
    name: `${guild} Signet`,
    cost: "{2}",
    types: ["Artifact"],
    abilities: [{ kind: "mana", cost: { mana: "{1}", tap: true }, produce: [a, b], together: true }],
    oracle: `{1}, {T}: Add {${a}}{${b}}.`,
  });
}

/** "{T}: Add {C}.\n{1}, {T}: Add one mana of any color." */
function filter(name: string, cost: string): CardDef {
  return card({
    name,
    cost,
    types: ["Artifact"],
    abilities: [
      TAP_FOR_C,
      { kind: "mana", cost: { mana: "{1}", tap: true }, produce: ["W", "U", "B", "R", "G"] },
    ],
    oracle: "{T}: Add {C}.\n{1}, {T}: Add one mana of any color.",
  });
}

export const signets: CardDef[] = [
  signet("Azorius", "W", "U"),
  signet("Dimir", "U", "B"),
  signet("Rakdos", "B", "R"),
  signet("Gruul", "R", "G"),
  signet("Selesnya", "G", "W"),
  signet("Orzhov", "W", "B"),
  signet("Izzet", "U", "R"),
  signet("Golgari", "B", "G"),
  signet("Boros", "R", "W"),
  signet("Simic", "G", "U"),
  filter("Prismatic Lens", "{2}"),
  filter("Mana Prism", "{3}"),
];
