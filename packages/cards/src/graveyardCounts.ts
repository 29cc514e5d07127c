/**
 * Cards that count cards in graveyards (404): characteristic-defining abilities (604.3) — "creature cards in all
 * graveyards", "card types among cards in all graveyards" — and effects "for each creature card in your graveyard".
 * 801.11: with a limited range of influence, only the graveyards within range are counted.
 */
import type { Ability, CardDef, CardType, Cda, Keyword, ObjectFilter } from "@roundtable/engine";
import { activated, card, FLASHBACK_REMINDER } from "./define.ts";

/**
 * "Mortivore's power and toughness are each equal to …" (604.3: the ability functions in every zone, and Oracle
 * keeps the card's name in it).
 */
const eachEqual = (name: string): string => `${name}'s power and toughness are each equal to the number of`;

/** A creature whose power and toughness a characteristic-defining ability sets (604.3, 613.4a). */
function countingCreature(
  name: string,
  cost: string,
  subtypes: string[],
  toughness: number,
  cda: Cda,
  oracle: string,
  keywords: Keyword[] = [],
  abilities: Ability[] = [],
): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power: 0,
    toughness,
    ...(keywords.length > 0 ? { keywords } : {}),
    cda,
    ...(abilities.length > 0 ? { abilities } : {}),
    oracle,
  });
}

/** A Lhurgoyf whose power and toughness are each the number of cards of one type in all graveyards. */
function vore(name: string, cost: string, type: CardType, keyword: Keyword): CardDef {
  const noun = type.toLowerCase();
  return countingCreature(
    name,
    cost,
    ["Lhurgoyf"],
    0,
    { count: { types: [type], zone: "graveyard" } },
    `${keyword[0].toUpperCase()}${keyword.slice(1)}\n${eachEqual(name)} ${noun} cards in all graveyards.`,
    [keyword],
  );
}

/** "creature cards in your graveyard". */
const YOUR_CREATURE_CARDS: ObjectFilter = { types: ["Creature"], zone: "graveyard", owner: "you" };

export const graveyardCountCards: CardDef[] = [
  countingCreature(
    "Tarmogoyf",
    "{1}{G}",
    ["Lhurgoyf"],
    1,
    { count: { zone: "graveyard" }, cardTypes: true, toughnessPlus: 1 },
    "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
  ),
  countingCreature(
    "Lhurgoyf",
    "{2}{G}{G}",
    ["Lhurgoyf"],
    1,
    { count: { types: ["Creature"], zone: "graveyard" }, toughnessPlus: 1 },
    "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
  ),
  countingCreature(
    "Mortivore",
    "{2}{B}{B}",
    ["Lhurgoyf"],
    0,
    { count: { types: ["Creature"], zone: "graveyard" } },
    `${eachEqual("Mortivore")} creature cards in all graveyards.\n{B}: Regenerate this creature.`,
    [],
    [activated({ mana: "{B}" }, [{ e: "regenerate", what: "self" }])],
  ),
  vore("Cognivore", "{6}{U}{U}", "Instant", "flying"),
  vore("Magnivore", "{2}{R}{R}", "Sorcery", "haste"),
  vore("Terravore", "{1}{G}{G}", "Land", "trample"),
  vore("Cantivore", "{1}{W}{W}", "Enchantment", "vigilance"),
  countingCreature(
    "Slag Fiend",
    "{R}",
    ["Construct"],
    0,
    { count: { types: ["Artifact"], zone: "graveyard" } },
    `${eachEqual("Slag Fiend")} artifact cards in all graveyards.`,
  ),
  countingCreature(
    "Lord of Extinction",
    "{3}{B}{G}",
    ["Elemental"],
    0,
    { count: { zone: "graveyard" } },
    `${eachEqual("Lord of Extinction")} cards in all graveyards.`,
  ),
  countingCreature(
    "Boneyard Wurm",
    "{1}{G}",
    ["Wurm"],
    0,
    { count: YOUR_CREATURE_CARDS },
    `${eachEqual("Boneyard Wurm")} creature cards in your graveyard.`,
  ),
  countingCreature(
    "Revenant",
    "{4}{B}",
    ["Spirit"],
    0,
    { count: YOUR_CREATURE_CARDS },
    `Flying\n${eachEqual("Revenant")} creature cards in your graveyard.`,
    ["flying"],
  ),
  card({
    name: "Spider Spawning",
    cost: "{4}{G}",
    flashback: { mana: "{6}{B}" },
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "createToken",
          token: {
            types: ["Creature"],
            subtypes: ["Spider"],
            colors: ["G"],
            power: 1,
            toughness: 2,
            keywords: ["reach"],
          },
          amount: { count: YOUR_CREATURE_CARDS },
        },
      ],
    },
    oracle: `Create a 1/2 green Spider creature token with reach for each creature card in your graveyard.\nFlashback {6}{B} ${FLASHBACK_REMINDER}`,
  }),
  // Oracle checked 2026-12-07 against Scryfall-fed card data in public repositories.
  card({
    name: "Gnaw to the Bone",
    cost: "{2}{G}",
    flashback: { mana: "{2}{G}" },
    types: ["Instant"],
    spell: {
      effects: [{ e: "gainLife", who: "you", amount: { times: 2, of: { count: YOUR_CREATURE_CARDS } } }],
    },
    oracle: `You gain 2 life for each creature card in your graveyard.\nFlashback {2}{G} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Grim Flowering",
    cost: "{5}{G}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "draw", who: "you", amount: { count: YOUR_CREATURE_CARDS } }] },
    oracle: "Draw a card for each creature card in your graveyard.",
  }),
];
