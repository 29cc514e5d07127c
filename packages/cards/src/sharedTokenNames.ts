/**
 * Cards whose tokens share their name with another card's tokens of other characteristics (111.4): scenario
 * files name such a token by its definition id. Voice of the Woods's 7/7 Elemental with trample beside Young
 * Pyromancer's 1/1 red Elemental, Roar of the Wurm's 6/6 Wurm beside Armada Wurm's 5/5 with trample, Beast
 * Attack's 4/4 Beast beside the pool's other Beasts. Oracle texts checked 2026-12-07 against Scryfall-fed card
 * data and card scripts in public repositories (Voice of the Woods keeps the trample reminder of its token).
 */
import type { CardDef } from "@roundtable/engine";
import { activated, card, creatureToken, FLASHBACK_REMINDER } from "./define.ts";

export const sharedTokenNameCards: CardDef[] = [
  card({
    name: "Voice of the Woods",
    cost: "{3}{G}{G}",
    types: ["Creature"],
    subtypes: ["Elf"],
    power: 2,
    toughness: 2,
    keywordReminders: true,
    abilities: [
      activated({ tapUntapped: { filter: { subtypes: ["Elf"] }, n: 5 } }, [
        { e: "createToken", token: creatureToken(["Elemental"], "G", 7, ["trample"]), amount: 1 },
      ]),
    ],
    oracle:
      "Tap five untapped Elves you control: Create a 7/7 green Elemental creature token with trample. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
  }),
  card({
    name: "Roar of the Wurm",
    cost: "{6}{G}",
    flashback: { mana: "{3}{G}" },
    types: ["Sorcery"],
    spell: { effects: [{ e: "createToken", token: creatureToken(["Wurm"], "G", 6), amount: 1 }] },
    oracle: `Create a 6/6 green Wurm creature token.\nFlashback {3}{G} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Beast Attack",
    cost: "{2}{G}{G}{G}",
    flashback: { mana: "{2}{G}{G}{G}" },
    types: ["Instant"],
    spell: { effects: [{ e: "createToken", token: creatureToken(["Beast"], "G", 4), amount: 1 }] },
    oracle: `Create a 4/4 green Beast creature token.\nFlashback {2}{G}{G}{G} ${FLASHBACK_REMINDER}`,
  }),
];
