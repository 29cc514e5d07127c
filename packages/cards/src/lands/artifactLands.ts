/** The Mirrodin artifact lands (an artifact and a land, 205.2a): one colour each, and Darksteel Citadel. */
import type { CardDef, ManaType } from "@roundtable/engine";
import { card, TAP_FOR_C } from "../define.ts";

function artifactLand(name: string, m: ManaType): CardDef {
  return card({
    name,
    types: ["Artifact", "Land"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: [m] }],
    oracle: `{T}: Add {${m}}.`,
  });
}

export const artifactLands: CardDef[] = [
  artifactLand("Ancient Den", "W"),
  artifactLand("Seat of the Synod", "U"),
  artifactLand("Vault of Whispers", "B"),
  artifactLand("Great Furnace", "R"),
  artifactLand("Tree of Tales", "G"),
  card({
    name: "Darksteel Citadel",
    types: ["Artifact", "Land"],
    keywords: ["indestructible"],
    abilities: [TAP_FOR_C],
    oracle: "Indestructible\n{T}: Add {C}.",
  }),
];
