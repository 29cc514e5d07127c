/** Blue evasive creatures: "This creature can't be blocked.", and those that draw on combat damage. */
import type { CardDef, Keyword } from "@roundtable/engine";
import { card } from "../define.ts";

/** A creature with "This creature can't be blocked." (509.1b: any creature is a blocker it can't have). */
function unblockable(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  keywords: Keyword[] = [],
): CardDef {
  const line = "This creature can't be blocked.";
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    ...(keywords.length > 0 ? { keywords } : {}),
    abilities: [{ kind: "static", effect: { s: "cantBeBlockedBy", affects: "self", filter: {} } }],
    oracle: keywords.length > 0 ? `Hexproof\n${line}` : line,
  });
}

/** "Whenever this creature deals combat damage to a player, draw a card." */
function thief(name: string, cost: string, subtypes: string[], power: number, toughness: number): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    abilities: [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player", combat: true },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: "Whenever this creature deals combat damage to a player, draw a card.",
  });
}

export const rogues: CardDef[] = [
  unblockable("Triton Shorestalker", "{U}", ["Merfolk", "Rogue"], 1, 1),
  unblockable("Mist-Cloaked Herald", "{U}", ["Merfolk", "Warrior"], 1, 1),
  unblockable("Slither Blade", "{U}", ["Naga", "Rogue"], 1, 2),
  unblockable("Invisible Stalker", "{1}{U}", ["Human", "Rogue"], 1, 1, ["hexproof"]),
  unblockable("Phantom Warrior", "{1}{U}{U}", ["Illusion", "Warrior"], 2, 2),
  unblockable("Latch Seeker", "{1}{U}{U}", ["Spirit"], 3, 1),
  unblockable("Tidal Kraken", "{5}{U}{U}{U}", ["Kraken"], 6, 6),
  thief("Scroll Thief", "{2}{U}", ["Merfolk", "Rogue"], 1, 3),
  thief("Stealer of Secrets", "{2}{U}", ["Human", "Rogue"], 2, 2),
];
