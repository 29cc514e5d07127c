/**
 * Predefined tokens (111.10): the same token wherever a card creates one. Investigate's Clue (111.10f) is the
 * engine's own (`CLUE`, cards/predefinedTokens.ts there): the engine creates it for the keyword action.
 */
import type { TokenSpec } from "@roundtable/engine";

/** 111.10a: a Treasure token — a colorless Treasure artifact with "{T}, Sacrifice this token: Add one mana of any color." */
export const TREASURE: TokenSpec = {
  types: ["Artifact"],
  subtypes: ["Treasure"],
  colors: [],
  abilities: [{ kind: "mana", cost: { tap: true, sacrificeSelf: true }, produce: ["W", "U", "B", "R", "G"] }],
};

/** 111.10b: a Food token — a colorless Food artifact with "{2}, {T}, Sacrifice this token: You gain 3 life." */
export const FOOD: TokenSpec = {
  types: ["Artifact"],
  subtypes: ["Food"],
  colors: [],
  abilities: [
    {
      kind: "activated",
      cost: { mana: "{2}", tap: true, sacrificeSelf: true },
      effects: [{ e: "gainLife", who: "you", amount: 3 }],
    },
  ],
};
