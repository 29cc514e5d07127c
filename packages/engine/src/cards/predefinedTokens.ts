/**
 * The predefined tokens (111.10) a keyword action of the engine creates itself: investigate's Clue (701.16a).
 * The tokens cards create by name (a Treasure, a Food) are the cards package's (predefinedTokens.ts there).
 */
import type { Effect, TokenSpec } from "./types.ts";

/** 111.10f: a Clue token — a colorless Clue artifact token with "{2}, Sacrifice this token: Draw a card." */
export const CLUE: TokenSpec = {
  types: ["Artifact"],
  subtypes: ["Clue"],
  colors: [],
  abilities: [
    {
      kind: "activated",
      cost: { mana: "{2}", sacrificeSelf: true },
      effects: [{ e: "draw", who: "you", amount: 1 }],
    },
  ],
};

/** 701.16a: "Investigate" means "Create a Clue token." */
export const INVESTIGATE_MEANS: Effect = { e: "createToken", token: CLUE, amount: 1 };
