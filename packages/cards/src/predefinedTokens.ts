/** Predefined tokens (111.10): the same token wherever a card creates one. */
import type { TokenSpec } from "@roundtable/engine";

/** 111.10a: a Treasure token — a colorless Treasure artifact with "{T}, Sacrifice this token: Add one mana of any color." */
export const TREASURE: TokenSpec = {
  types: ["Artifact"],
  subtypes: ["Treasure"],
  colors: [],
  abilities: [{ kind: "mana", cost: { tap: true, sacrificeSelf: true }, produce: ["W", "U", "B", "R", "G"] }],
};
