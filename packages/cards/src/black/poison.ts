/**
 * Black poison creatures (122.1f): toxic (702.164) and infect (702.90). Oracle text checked against
 * magiccards.info (Bilious Skulldweller, Phyrexia: All Will Be One #83) and Scryfall-derived card scripts in
 * public repositories (Ichor Rats: "When this creature enters, each player gets a poison counter."), 2026-12-06.
 * Snake Cult Initiation (poisonous, 702.70) as Forge's card script keeps its Oracle text (Scryfall's pages found
 * held only translated printings), 2026-12-06.
 */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "../define.ts";

export const poison: CardDef[] = [
  creature(
    "Bilious Skulldweller",
    "{B}",
    ["Phyrexian", "Insect"],
    1,
    1,
    ["deathtouch", "toxic 1"],
    "Deathtouch\nToxic 1 (Players dealt combat damage by this creature also get a poison counter.)",
  ),
  // 810.10: each player gets a counter individually — a team of two gets two.
  card({
    name: "Ichor Rats",
    cost: "{1}{B}{B}",
    types: ["Creature"],
    subtypes: ["Phyrexian", "Rat"],
    power: 2,
    toughness: 1,
    keywords: ["infect"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "poison", who: "each", amount: 1 }],
      },
    ],
    oracle:
      "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)\nWhen this creature enters, each player gets a poison counter.",
  }),
  // 702.70a: the enchanted creature's poisonous 3 triggers whenever it deals combat damage to a player.
  card({
    name: "Snake Cult Initiation",
    cost: "{3}{B}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "modify", affects: "enchanted", keywords: ["poisonous 3"] } }],
    oracle:
      "Enchant creature\nEnchanted creature has poisonous 3. (Whenever it deals combat damage to a player, that player gets three poison counters. A player with ten or more poison counters loses the game.)",
  }),
];
