/**
 * Cards with Phyrexian mana symbols in their costs (107.4f, 202.2d, 202.3g), all of New Phyrexia. Each symbol
 * is paid with one mana of its colour or with 2 life, as its controller announces while casting the spell or
 * activating the ability (601.2b, 602.2b). Oracle keeps the symbol's reminder text: a line of its own above the
 * rest when the mana cost has the symbol, otherwise after the ability whose cost has it (the Souleaters, which
 * cost generic mana only); the engine writes it (rulesText/phrasing/phyrexian.ts).
 *
 * Oracle texts, types, costs and power/toughness as Scryfall gives them, checked 2026-12-06 against Scryfall- and
 * MTGJSON-fed card data quoted in public repositories (every card of this file). Not added: Vault Skirge (Oracle
 * prints "Flying" and "Lifelink" with its reminder text on two lines, a keyword layout the generator has no way to
 * ask for), Apostle's Blessing (protection from artifacts), Mental Misstep (object filters don't read mana value),
 * Birthing Pod, Surgical Extraction, Spellskite, Trespassing and Pestilent Souleater, and the hybrid Phyrexian
 * cards (all compleated planeswalkers, 702.150).
 */
import type { Ability, CardDef, Keyword } from "@roundtable/engine";
import { card } from "./define.ts";

/** An artifact creature of New Phyrexia (they are all Phyrexians). */
function phyrexian(
  name: string,
  cost: string,
  subtype: string,
  pt: [number, number],
  keywords: Keyword[],
  abilities: Ability[],
  oracle: string,
): CardDef {
  return card({
    name,
    cost,
    types: ["Artifact", "Creature"],
    subtypes: ["Phyrexian", subtype],
    power: pt[0],
    toughness: pt[1],
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(abilities.length > 0 ? { abilities } : {}),
    oracle,
  });
}

/** "{R/P}: This creature gets +1/+0 until end of turn." (firebreathing, paid in red or in life) */
const PHYREXIAN_FIREBREATHING: Ability = {
  kind: "activated",
  cost: { mana: "{R/P}" },
  effects: [{ e: "pump", what: "self", power: 1, toughness: 0, duration: "endOfTurn" }],
};

export const phyrexianCards: CardDef[] = [
  card({
    name: "Gut Shot",
    cost: "{R/P}",
    types: ["Instant"],
    spell: { targets: [{ kind: "any" }], effects: [{ e: "damage", amount: 1, to: { target: 0 } }] },
    oracle: "({R/P} can be paid with either {R} or 2 life.)\nGut Shot deals 1 damage to any target.",
  }),
  card({
    name: "Mutagenic Growth",
    cost: "{G/P}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: 2, toughness: 2, duration: "endOfTurn" }],
    },
    oracle: "({G/P} can be paid with either {G} or 2 life.)\nTarget creature gets +2/+2 until end of turn.",
  }),
  card({
    name: "Dismember",
    cost: "{1}{B/P}{B/P}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: -5, toughness: -5, duration: "endOfTurn" }],
    },
    oracle: "({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 until end of turn.",
  }),
  card({
    name: "Gitaxian Probe",
    cost: "{U/P}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [
        { e: "lookAtHand", who: { target: 0 } },
        { e: "draw", who: "you", amount: 1 },
      ],
    },
    oracle: "({U/P} can be paid with either {U} or 2 life.)\nLook at target player's hand.\nDraw a card.",
  }),
  card({
    name: "Noxious Revival",
    cost: "{G/P}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "graveyardCard" }],
      effects: [{ e: "putIntoLibrary", what: { target: 0 }, fromTop: 1 }],
    },
    oracle:
      "({G/P} can be paid with either {G} or 2 life.)\nPut target card from a graveyard on top of its owner's library.",
  }),
  card({
    name: "Corrosive Gale",
    cost: "{X}{G/P}",
    types: ["Sorcery"],
    spell: {
      effects: [{ e: "damageEach", amount: "X", creatures: { types: ["Creature"], with: ["flying"] } }],
    },
    oracle:
      "({G/P} can be paid with either {G} or 2 life.)\nCorrosive Gale deals X damage to each creature with flying.",
  }),
  card({
    name: "Act of Aggression",
    cost: "{3}{R/P}{R/P}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature", filter: { controller: "opponent" }, thatNoun: true }],
      effects: [
        { e: "gainControl", what: { target: 0 }, duration: "endOfTurn" },
        { e: "untap", what: { target: 0 } },
        { e: "grant", what: { target: 0 }, keywords: ["haste"], duration: "endOfTurn" },
      ],
    },
    oracle:
      "({R/P} can be paid with either {R} or 2 life.)\nGain control of target creature an opponent controls until end of turn. Untap that creature. It gains haste until end of turn.",
  }),
  phyrexian(
    "Porcelain Legionnaire",
    "{2}{W/P}",
    "Soldier",
    [3, 1],
    ["first strike"],
    [],
    "({W/P} can be paid with either {W} or 2 life.)\nFirst strike",
  ),
  phyrexian(
    "Slash Panther",
    "{4}{R/P}",
    "Cat",
    [4, 2],
    ["haste"],
    [],
    "({R/P} can be paid with either {R} or 2 life.)\nHaste",
  ),
  phyrexian(
    "Thundering Tanadon",
    "{4}{G/P}{G/P}",
    "Beast",
    [5, 4],
    ["trample"],
    [],
    "({G/P} can be paid with either {G} or 2 life.)\nTrample",
  ),
  phyrexian(
    "Pith Driller",
    "{4}{B/P}",
    "Horror",
    [2, 4],
    [],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "addCounters", what: { target: 0 }, counter: "-1/-1", amount: 1 }],
      },
    ],
    "({B/P} can be paid with either {B} or 2 life.)\nWhen this creature enters, put a -1/-1 counter on target creature.",
  ),
  phyrexian(
    "Moltensteel Dragon",
    "{4}{R/P}{R/P}",
    "Dragon",
    [4, 4],
    ["flying"],
    [PHYREXIAN_FIREBREATHING],
    "({R/P} can be paid with either {R} or 2 life.)\nFlying\n{R/P}: This creature gets +1/+0 until end of turn.",
  ),
  phyrexian(
    "Immolating Souleater",
    "{2}",
    "Dog",
    [1, 1],
    [],
    [PHYREXIAN_FIREBREATHING],
    "{R/P}: This creature gets +1/+0 until end of turn. ({R/P} can be paid with either {R} or 2 life.)",
  ),
  phyrexian(
    "Blinding Souleater",
    "{3}",
    "Cleric",
    [1, 3],
    [],
    [
      {
        kind: "activated",
        cost: { mana: "{W/P}", tap: true },
        targets: [{ kind: "creature" }],
        effects: [{ e: "tap", what: { target: 0 } }],
      },
    ],
    "{W/P}, {T}: Tap target creature. ({W/P} can be paid with either {W} or 2 life.)",
  ),
  phyrexian(
    "Insatiable Souleater",
    "{4}",
    "Beast",
    [5, 1],
    [],
    [
      {
        kind: "activated",
        cost: { mana: "{G/P}" },
        effects: [{ e: "grant", what: "self", keywords: ["trample"], duration: "endOfTurn" }],
      },
    ],
    "{G/P}: This creature gains trample until end of turn. ({G/P} can be paid with either {G} or 2 life.)",
  ),
];
