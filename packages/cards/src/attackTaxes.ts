/**
 * Costs to attack and block (508.1d, 508.1h–j, 509.1c–f): the multiplayer pillow-fort cards. Each tax counts
 * only the creatures attacking its controller (or their planeswalkers, where it says so: 802.3a), paid by the
 * attacking creatures' controller as attackers are declared (engine/combat/combatCosts.ts).
 *
 * Oracle texts, types, costs and power/toughness as Scryfall gives them, checked 2026-12-07 against Scryfall-
 * and MTGJSON-fed card data quoted in public pages and repositories. Not added: Koskun Falls (its upkeep
 * "sacrifice unless you tap an untapped creature you control" is a cost the generator has no way to word).
 */
import type { Ability, CardDef } from "@roundtable/engine";
import { card } from "./define.ts";

/** "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you." */
const GHOSTLY_TAX: Ability = { kind: "static", effect: { s: "attackTax", mana: "{2}" } };
const GHOSTLY_TEXT =
  "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.";

export const attackTaxCards: CardDef[] = [
  card({
    name: "Ghostly Prison",
    cost: "{2}{W}",
    types: ["Enchantment"],
    abilities: [GHOSTLY_TAX],
    oracle: GHOSTLY_TEXT,
  }),
  card({
    name: "Propaganda",
    cost: "{2}{U}",
    types: ["Enchantment"],
    abilities: [GHOSTLY_TAX],
    oracle: GHOSTLY_TEXT,
  }),
  card({
    name: "Windborn Muse",
    cost: "{3}{W}",
    types: ["Creature"],
    subtypes: ["Spirit"],
    power: 2,
    toughness: 3,
    keywords: ["flying"],
    abilities: [GHOSTLY_TAX],
    oracle: `Flying\n${GHOSTLY_TEXT}`,
  }),
  card({
    name: "Sphere of Safety",
    cost: "{4}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "attackTax",
          mana: "{X}",
          planeswalkers: true,
          x: { types: ["Enchantment"], controller: "you" },
        },
      },
    ],
    oracle:
      "Creatures can't attack you or planeswalkers you control unless their controller pays {X} for each of those creatures, where X is the number of enchantments you control.",
  }),
  card({
    name: "Norn's Annex",
    cost: "{3}{W/P}{W/P}",
    types: ["Artifact"],
    abilities: [{ kind: "static", effect: { s: "attackTax", mana: "{W/P}", planeswalkers: true } }],
    oracle:
      "({W/P} can be paid with either {W} or 2 life.)\nCreatures can't attack you or planeswalkers you control unless their controller pays {W/P} for each of those creatures.",
  }),
  card({
    name: "Archangel of Tithes",
    cost: "{1}{W}{W}{W}",
    types: ["Creature"],
    subtypes: ["Angel"],
    power: 3,
    toughness: 5,
    keywords: ["flying"],
    abilities: [
      { kind: "static", effect: { s: "attackTax", mana: "{1}", planeswalkers: true, whileUntapped: true } },
      { kind: "static", effect: { s: "blockTaxWhileAttacking", mana: "{1}" } },
    ],
    oracle:
      "Flying\nAs long as this creature is untapped, creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those creatures.\nAs long as this creature is attacking, creatures can't block unless their controller pays {1} for each of those creatures.",
  }),
];
