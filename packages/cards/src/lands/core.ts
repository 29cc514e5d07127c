/** Lands: the basic lands, Wastes, and the ten original dual lands. */
import type { CardDef, ManaType } from "@roundtable/engine";
import { card, TAP_FOR_C } from "../define.ts";

function basic(name: string, mana: ManaType): CardDef {
  return card({
    name,
    types: ["Land"],
    supertypes: ["Basic"],
    subtypes: [name],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: [mana] }],
    oracle: `({T}: Add {${mana}}.)`,
  });
}

/** A land with two basic land types and no other abilities (305.7). */
function dual(name: string, a: [string, ManaType], b: [string, ManaType]): CardDef {
  return card({
    name,
    types: ["Land"],
    subtypes: [a[0], b[0]],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: [a[1], b[1]] }],
    oracle: `({T}: Add {${a[1]}} or {${b[1]}}.)`,
  });
}

const W: [string, ManaType] = ["Plains", "W"];
const U: [string, ManaType] = ["Island", "U"];
const B: [string, ManaType] = ["Swamp", "B"];
const R: [string, ManaType] = ["Mountain", "R"];
const G: [string, ManaType] = ["Forest", "G"];

export const lands: CardDef[] = [
  basic("Plains", "W"),
  basic("Island", "U"),
  basic("Swamp", "B"),
  basic("Mountain", "R"),
  basic("Forest", "G"),
  card({
    name: "Wastes",
    types: ["Land"],
    supertypes: ["Basic"],
    abilities: [TAP_FOR_C],
    oracle: "{T}: Add {C}.",
  }),
  dual("Tundra", W, U),
  dual("Underground Sea", U, B),
  dual("Badlands", B, R),
  dual("Taiga", R, G),
  dual("Savannah", G, W),
  dual("Scrubland", W, B),
  dual("Volcanic Island", U, R),
  dual("Bayou", B, G),
  dual("Plateau", R, W),
  dual("Tropical Island", G, U),
];
