/** Red legendary creatures that lead Commander decks (903.3). */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { GOBLIN } from "./spells.ts";

export const legends: CardDef[] = [
  card({
    name: "Krenko, Mob Boss",
    cost: "{2}{R}{R}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Goblin", "Warrior"],
    power: 3,
    toughness: 3,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        // X is counted as the ability resolves (608.2h): one token for each Goblin you control then.
        effects: [
          {
            e: "createToken",
            token: GOBLIN,
            amount: { count: { subtypes: ["Goblin"], controller: "you" }, asX: true },
          },
        ],
      },
    ],
    oracle: "{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.",
  }),
];
