/**
 * Green poison cards (122.1f): infect (702.90) and Melira, who keeps a player — and, in Two-Headed Giant, the
 * team (810.10c) — from getting poison counters. Oracle text checked against Scryfall-fed pages (Glistener
 * Elf's infect reminder: magiccards.info and rarix.app pages of infect creatures; Melira: cantrip.ru's Oracle
 * text, last modified 2024-04-30, and planeswalkerslibrary.com's rulings), 2026-12-06.
 */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "../define.ts";

export const poison: CardDef[] = [
  creature(
    "Glistener Elf",
    "{G}",
    ["Phyrexian", "Elf", "Warrior"],
    1,
    1,
    ["infect"],
    "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)",
  ),
  card({
    name: "Melira, Sylvok Outcast",
    cost: "{1}{G}",
    supertypes: ["Legendary"],
    types: ["Creature"],
    subtypes: ["Human", "Scout"],
    power: 2,
    toughness: 2,
    abilities: [
      { kind: "static", effect: { s: "cantGetPoison" } },
      { kind: "static", effect: { s: "noMinusCountersOnCreatures" } },
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], controller: "opponent" } },
          mods: [{ m: "loseKeywords", keywords: ["infect"] }],
        },
      },
    ],
    oracle:
      "You can't get poison counters.\nCreatures you control can't have -1/-1 counters put on them.\nCreatures your opponents control lose infect.",
  }),
];
