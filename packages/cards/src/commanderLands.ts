/**
 * Lands and mana artifacts common in Commander decks (903): mana of the commander's colour identity (903.4,
 * 903.4f), lands and artifacts that fetch a basic land (701.23), the Talismans, Fellwar Stone (106.7), Cabal
 * Coffers and Solemn Simulacrum.
 *
 * Oracle text checked 2026-12 against public card data quoting Scryfall's current text (the "this artifact" /
 * "this land" wording of the 2025 Oracle update): Scryfall-derived card headers ("Oracle: …", with Scryfall
 * and Oracle ids) for Command Tower, Arcane Signet, Terramorphic Expanse, Solemn Simulacrum and Cabal Coffers;
 * card-data test fixtures for Commander's Sphere, Evolving Wilds, Wayfarer's Bauble and the Talismans (a card
 * page quoting Talisman of Progress in full); XMage's Fellwar Stone script for its mana ability.
 */
import type { Ability, CardDef, ManaType } from "@roundtable/engine";
import { card, TAP_FOR_C } from "./define.ts";
import { fetchBasic, fetchLand } from "./searches.ts";

const ANY_COLOR: ManaType[] = ["W", "U", "B", "R", "G"];

/** "{T}: Add one mana of any color in your commander's color identity." (903.4) */
const COMMANDER_MANA: Ability = {
  kind: "mana",
  cost: { tap: true },
  produce: ANY_COLOR,
  colorsFrom: "commanderIdentity",
};
const COMMANDER_MANA_TEXT = "{T}: Add one mana of any color in your commander's color identity.";

/** A Talisman: "{T}: Add {C}.\n{T}: Add {W} or {U}. This artifact deals 1 damage to you." */
function talisman(name: string, a: ManaType, b: ManaType): CardDef {
  return card({
    name: `Talisman of ${name}`,
    cost: "{2}",
    types: ["Artifact"],
    abilities: [TAP_FOR_C, { kind: "mana", cost: { tap: true }, produce: [a, b], damagesYou: 1 }],
    oracle: `{T}: Add {C}.\n{T}: Add {${a}} or {${b}}. This artifact deals 1 damage to you.`,
  });
}

export const commanderLandCards: CardDef[] = [
  card({
    name: "Command Tower",
    types: ["Land"],
    abilities: [COMMANDER_MANA],
    oracle: COMMANDER_MANA_TEXT,
  }),
  card({
    name: "Arcane Signet",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [COMMANDER_MANA],
    oracle: COMMANDER_MANA_TEXT,
  }),
  card({
    name: "Commander's Sphere",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [
      COMMANDER_MANA,
      { kind: "activated", cost: { sacrificeSelf: true }, effects: [{ e: "draw", who: "you", amount: 1 }] },
    ],
    oracle: `${COMMANDER_MANA_TEXT}\nSacrifice this artifact: Draw a card.`,
  }),
  fetchLand("Evolving Wilds"),
  fetchLand("Terramorphic Expanse"),
  card({
    name: "Wayfarer's Bauble",
    cost: "{1}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true, sacrificeSelf: true },
        effects: [fetchBasic("that card")],
      },
    ],
    oracle:
      "{2}, {T}, Sacrifice this artifact: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Solemn Simulacrum",
    cost: "{4}",
    types: ["Artifact", "Creature"],
    subtypes: ["Golem"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "may", effects: [fetchBasic("that card")] }],
      },
      {
        kind: "triggered",
        when: { on: "dies" },
        effects: [{ e: "may", effects: [{ e: "draw", who: "you", amount: 1 }] }],
      },
    ],
    oracle:
      "When this creature enters, you may search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.\nWhen this creature dies, you may draw a card.",
  }),
  talisman("Progress", "W", "U"),
  talisman("Dominance", "U", "B"),
  talisman("Indulgence", "B", "R"),
  talisman("Impulse", "R", "G"),
  talisman("Unity", "G", "W"),
  talisman("Hierarchy", "W", "B"),
  talisman("Creativity", "U", "R"),
  talisman("Resilience", "B", "G"),
  talisman("Conviction", "R", "W"),
  talisman("Curiosity", "G", "U"),
  card({
    name: "Fellwar Stone",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ANY_COLOR, colorsFrom: "opponentLands" }],
    oracle: "{T}: Add one mana of any color that a land an opponent controls could produce.",
  }),
  card({
    name: "Cabal Coffers",
    types: ["Land"],
    abilities: [
      {
        kind: "mana",
        cost: { mana: "{2}", tap: true },
        produce: ["B"],
        forEach: { subtypes: ["Swamp"], controller: "you" },
      },
    ],
    oracle: "{2}, {T}: Add {B} for each Swamp you control.",
  }),
];
