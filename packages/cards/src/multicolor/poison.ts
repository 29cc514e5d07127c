/**
 * Vivisection Evangelist (Phyrexia: All Will Be One): corrupted reads an opponent's poison counters (810.10a:
 * in Two-Headed Giant, the opposing team's). Oracle text checked against public card scripts that verify it
 * against Scryfall's, 2026-12-06.
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const poison: CardDef[] = [
  card({
    name: "Vivisection Evangelist",
    cost: "{3}{W}{B}",
    types: ["Creature"],
    subtypes: ["Phyrexian", "Cleric"],
    power: 4,
    toughness: 4,
    keywords: ["vigilance"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        condition: { if: "anOpponentPoisonAtLeast", n: 3 },
        targets: [{ kind: "creatureOrPlaneswalker", filter: { controller: "opponent" } }],
        effects: [{ e: "destroy", what: { target: 0 } }],
      },
    ],
    oracle:
      "Vigilance\nCorrupted — When this creature enters, if an opponent has three or more poison counters, destroy target creature or planeswalker an opponent controls.",
  }),
];
