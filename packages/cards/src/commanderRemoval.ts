/**
 * Commander removal, counterspells and board wipes (903). Oracle texts checked 2026-12-07 against the
 * Oracle data sample (packages/cards/data) where it has the card, otherwise against the current Oracle wording.
 */
import type { CardDef, Effect, ObjectFilter, SpellMode, TokenSpec } from "@roundtable/engine";
import { card, creatureToken } from "./define.ts";
import { BASIC_LAND, maySearch } from "./searches.ts";

const T0 = { target: 0 } as const;

/** 601.2f: "This spell costs {1} less to cast for each creature on the battlefield." */
const COSTS_LESS_PER_CREATURE: CardDef["abilities"] = [
  { kind: "static", effect: { s: "costsLessForEach", count: { types: ["Creature"] } } },
];

/** "Destroy target creature. It can't be regenerated. That creature's controller creates a … token." (608.2h) */
function destroyForToken(name: string, token: TokenSpec, tokenName: string): CardDef {
  const effects: Effect[] = [
    { e: "destroy", what: T0, noRegenerate: true },
    { e: "createToken", who: { controllerOf: 0, that: "creature" }, token, amount: 1 },
  ];
  return card({
    name,
    cost: "{U}",
    types: ["Instant"],
    spell: { targets: [{ kind: "creature" }], effects },
    oracle: `Destroy target creature. It can't be regenerated. That creature's controller creates a 3/3 green ${tokenName} creature token.`,
  });
}

/** A mode "Destroy all [filter]." */
function destroyAll(each: ObjectFilter): SpellMode {
  return { effects: [{ e: "destroy", what: { each } }] };
}

/** A mode "Exile all [filter]." */
function exileAll(each: ObjectFilter): SpellMode {
  return { effects: [{ e: "exile", what: { each } }] };
}

export const commanderRemovalCards: CardDef[] = [
  // 603.7, 608.2h: two delayed triggered abilities; "its controller" is the countered spell's, read as it resolves.
  card({
    name: "Arcane Denial",
    cost: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell" }],
      effects: [
        { e: "counter", what: T0 },
        { e: "drawNextUpkeep", who: { controllerOf: 0 }, amount: 2, upTo: true },
        { e: "drawNextUpkeep", who: "you", amount: 1 },
      ],
    },
    oracle:
      "Counter target spell. Its controller may draw up to two cards at the beginning of the next turn's upkeep. You draw a card at the beginning of the next turn's upkeep.",
  }),
  card({
    name: "Blasphemous Act",
    cost: "{8}{R}",
    types: ["Sorcery"],
    abilities: COSTS_LESS_PER_CREATURE,
    spell: { effects: [{ e: "damageEach", amount: 13, creatures: { types: ["Creature"] } }] },
    oracle:
      "This spell costs {1} less to cast for each creature on the battlefield.\nBlasphemous Act deals 13 damage to each creature.",
  }),
  // 608.2h: "its controller" is the destroyed permanent's controller as it last existed on the battlefield.
  card({
    name: "Assassin's Trophy",
    cost: "{B}{G}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { controller: "opponent" } }],
      effects: [
        { e: "destroy", what: T0 },
        maySearch(BASIC_LAND, { put: "battlefield", pronoun: "it" }, true),
      ],
    },
    oracle:
      "Destroy target permanent an opponent controls. Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle.",
  }),
  destroyForToken("Rapid Hybridization", creatureToken(["Frog", "Lizard"], "G", 3), "Frog Lizard"),
  destroyForToken("Pongify", creatureToken(["Ape"], "G", 3), "Ape"),
  card({
    name: "Vanquish the Horde",
    cost: "{6}{W}{W}",
    types: ["Sorcery"],
    abilities: COSTS_LESS_PER_CREATURE,
    spell: { effects: [{ e: "destroy", what: { each: { types: ["Creature"] } } }] },
    oracle: "This spell costs {1} less to cast for each creature on the battlefield.\nDestroy all creatures.",
  }),
  // 202.3: the target's mana value, checked as it is chosen and again on resolution (608.2b).
  card({
    name: "Despark",
    cost: "{W}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { manaValue: { atLeast: 4 } } }],
      effects: [{ e: "exile", what: T0 }],
    },
    oracle: "Exile target permanent with mana value 4 or greater.",
  }),
  // 700.2: two different modes, chosen as it is cast (601.2b); 202.3: each creature's mana value as it resolves.
  card({
    name: "Austere Command",
    cost: "{4}{W}{W}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 2,
        modes: [
          destroyAll({ types: ["Artifact"] }),
          destroyAll({ types: ["Enchantment"] }),
          destroyAll({ types: ["Creature"], manaValue: { atMost: 3 } }),
          destroyAll({ types: ["Creature"], manaValue: { atLeast: 4 } }),
        ],
      },
    },
    oracle:
      "Choose two \u2014\n\u2022 Destroy all artifacts.\n\u2022 Destroy all enchantments.\n\u2022 Destroy all creatures with mana value 3 or less.\n\u2022 Destroy all creatures with mana value 4 or greater.",
  }),
  // 700.2, 601.2b: any number of the modes, at least one, chosen as it is cast; done in the printed order (608.2c).
  card({
    name: "Farewell",
    cost: "{4}{W}{W}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        oneOrMore: true,
        modes: [
          exileAll({ types: ["Artifact"] }),
          exileAll({ types: ["Creature"] }),
          exileAll({ types: ["Enchantment"] }),
          { effects: [{ e: "exileGraveyard", who: "each" }] }, // 801.10: the graveyards of the players within range
        ],
      },
    },
    oracle:
      "Choose one or more \u2014\n\u2022 Exile all artifacts.\n\u2022 Exile all creatures.\n\u2022 Exile all enchantments.\n\u2022 Exile all graveyards.",
  }),
  // 601.2b, 107.3a: X announced as it is cast, up to the caster's life (119.4), paid with its mana (601.2h);
  // 611.2c: the creatures on the battlefield as it resolves get -X/-X.
  card({
    name: "Toxic Deluge",
    cost: "{2}{B}",
    types: ["Sorcery"],
    additionalCost: { payLifeX: true },
    spell: {
      effects: [
        { e: "pumpByX", what: { each: { types: ["Creature"] } }, x: "X", minus: true, duration: "endOfTurn" },
      ],
    },
    oracle:
      "As an additional cost to cast this spell, pay X life.\nAll creatures get -X/-X until end of turn.",
  }),
];
