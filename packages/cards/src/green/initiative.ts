/** Green initiative cards (726: Commander Legends: Battle for Baldur's Gate). Oracle checked 2026-12-02. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const greenInitiative: CardDef[] = [
  card({
    name: "Avenging Hunter",
    cost: "{4}{G}",
    types: ["Creature"],
    subtypes: ["Dragon", "Ranger"],
    power: 5,
    toughness: 4,
    keywords: ["trample"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "takeInitiative", who: "you" }],
      },
    ],
    oracle: "Trample\nWhen this creature enters, you take the initiative.",
  }),
];
