/** Cards with flashback (702.34): cast from their owner's graveyard for their flashback cost, then exiled. */
import type { CardDef, Effect, TargetSpec, TokenSpec } from "@roundtable/engine";
import { card, creatureToken, FLASHBACK_REMINDER } from "./define.ts";

/** "Create N [token]." */
function create(spec: TokenSpec, amount: number): Effect {
  return { e: "createToken", token: spec, amount };
}

const T0 = { target: 0 } as const;
const ANY: TargetSpec = { kind: "any" };
const CREATURE: TargetSpec = { kind: "creature" };

/** "[Name] deals N damage to any target." */
function bolt(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  amount: number,
  flashback: string,
): CardDef {
  return card({
    name,
    cost,
    flashback: { mana: flashback },
    types: [type],
    spell: { targets: [ANY], effects: [{ e: "damage", amount, to: T0 }] },
    oracle: `${name} deals ${amount} damage to any target.\nFlashback ${flashback} ${FLASHBACK_REMINDER}`,
  });
}

/** A spell that only creates tokens. */
function tokenSpell(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  effect: Effect,
  flashback: NonNullable<CardDef["flashback"]>,
  oracle: string,
): CardDef {
  return card({ name, cost, flashback, types: [type], spell: { effects: [effect] }, oracle });
}

export const flashbackCards: CardDef[] = [
  card({
    name: "Think Twice",
    cost: "{1}{U}",
    flashback: { mana: "{2}{U}" },
    types: ["Instant"],
    spell: { effects: [{ e: "draw", who: "you", amount: 1 }] },
    oracle: `Draw a card.\nFlashback {2}{U} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Deep Analysis",
    cost: "{3}{U}",
    flashback: { mana: "{1}{U}", payLife: 3 },
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player", intent: "helpful" }],
      effects: [{ e: "draw", who: T0, amount: 2 }],
    },
    oracle: `Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life. ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Faithless Looting",
    cost: "{R}",
    flashback: { mana: "{2}{R}" },
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "draw", who: "you", amount: 2 },
        { e: "discard", who: "you", amount: 2 },
      ],
    },
    oracle: `Draw two cards, then discard two cards.\nFlashback {2}{R} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Desperate Ravings",
    cost: "{1}{R}",
    flashback: { mana: "{2}{U}" },
    types: ["Instant"],
    spell: {
      effects: [
        { e: "draw", who: "you", amount: 2 },
        { e: "discard", who: "you", amount: 1, random: true },
      ],
    },
    oracle: `Draw two cards, then discard a card at random.\nFlashback {2}{U} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Mystic Retrieval",
    cost: "{3}{U}",
    flashback: { mana: "{2}{R}" },
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "graveyardCard", filter: { types: ["Instant", "Sorcery"], owner: "you" } }],
      effects: [{ e: "returnFromGraveyard", what: T0, to: "hand" }],
    },
    oracle: `Return target instant or sorcery card from your graveyard to your hand.\nFlashback {2}{R} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Silent Departure",
    cost: "{U}",
    flashback: { mana: "{4}{U}" },
    types: ["Sorcery"],
    spell: { targets: [CREATURE], effects: [{ e: "bounce", what: T0 }] },
    oracle: `Return target creature to its owner's hand.\nFlashback {4}{U} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Grasp of Phantoms",
    cost: "{3}{U}",
    flashback: { mana: "{7}{U}" },
    types: ["Sorcery"],
    spell: { targets: [CREATURE], effects: [{ e: "putIntoLibrary", what: T0, fromTop: 1 }] },
    oracle: `Put target creature on top of its owner's library.\nFlashback {7}{U} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Cackling Counterpart",
    cost: "{1}{U}{U}",
    flashback: { mana: "{5}{U}{U}" },
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature", filter: { controller: "you" } }],
      effects: [{ e: "createTokenCopies", what: T0 }],
    },
    oracle: `Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} ${FLASHBACK_REMINDER}`,
  }),
  bolt("Firebolt", "{R}", "Sorcery", 2, "{4}{R}"),
  bolt("Geistflame", "{R}", "Instant", 1, "{3}{R}"),
  bolt("Fires of Undeath", "{2}{R}", "Instant", 2, "{5}{B}"),
  card({
    name: "Rolling Temblor",
    cost: "{2}{R}",
    flashback: { mana: "{4}{R}{R}" },
    types: ["Sorcery"],
    spell: {
      effects: [{ e: "damageEach", amount: 2, creatures: { types: ["Creature"], without: ["flying"] } }],
    },
    oracle: `Rolling Temblor deals 2 damage to each creature without flying.\nFlashback {4}{R}{R} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Ancient Grudge",
    cost: "{1}{R}",
    flashback: { mana: "{G}" },
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Artifact"] } }],
      effects: [{ e: "destroy", what: T0 }],
    },
    oracle: `Destroy target artifact.\nFlashback {G} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Reckless Charge",
    cost: "{R}",
    flashback: { mana: "{2}{R}" },
    types: ["Sorcery"],
    spell: {
      targets: [CREATURE],
      effects: [
        { e: "pump", what: T0, power: 3, toughness: 0, duration: "endOfTurn" },
        { e: "grant", what: T0, keywords: ["haste"], duration: "endOfTurn" },
      ],
    },
    oracle: `Target creature gets +3/+0 and gains haste until end of turn.\nFlashback {2}{R} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Rally the Peasants",
    cost: "{2}{W}",
    flashback: { mana: "{2}{R}" },
    types: ["Instant"],
    spell: {
      effects: [
        {
          e: "pump",
          what: { each: { types: ["Creature"], controller: "you" } },
          power: 2,
          toughness: 0,
          duration: "endOfTurn",
        },
      ],
    },
    oracle: `Creatures you control get +2/+0 until end of turn.\nFlashback {2}{R} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Ray of Revelation",
    cost: "{1}{W}",
    flashback: { mana: "{G}" },
    types: ["Instant"],
    spell: { targets: [{ kind: "enchantment" }], effects: [{ e: "destroy", what: T0 }] },
    oracle: `Destroy target enchantment.\nFlashback {G} ${FLASHBACK_REMINDER}`,
  }),
  tokenSpell(
    "Lingering Souls",
    "{2}{W}",
    "Sorcery",
    create(creatureToken(["Spirit"], "W", 1, ["flying"]), 2),
    { mana: "{1}{B}" },
    `Create two 1/1 white Spirit creature tokens with flying.\nFlashback {1}{B} ${FLASHBACK_REMINDER}`,
  ),
  card({
    name: "Unburial Rites",
    cost: "{4}{B}",
    flashback: { mana: "{3}{W}" },
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "graveyardCard", filter: { types: ["Creature"], owner: "you" } }],
      effects: [{ e: "returnFromGraveyard", what: T0, to: "battlefield" }],
    },
    oracle: `Return target creature card from your graveyard to the battlefield.\nFlashback {3}{W} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Chainer's Edict",
    cost: "{1}{B}",
    flashback: { mana: "{5}{B}{B}" },
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [{ e: "sacrificeChosen", who: T0, filter: { types: ["Creature"] } }],
    },
    oracle: `Target player sacrifices a creature of their choice.\nFlashback {5}{B}{B} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Bump in the Night",
    cost: "{B}",
    flashback: { mana: "{5}{R}" },
    types: ["Sorcery"],
    spell: { targets: [{ kind: "opponent" }], effects: [{ e: "loseLife", who: T0, amount: 3 }] },
    oracle: `Target opponent loses 3 life.\nFlashback {5}{R} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Crippling Fatigue",
    cost: "{1}{B}{B}",
    flashback: { mana: "{1}{B}", payLife: 3 },
    types: ["Sorcery"],
    spell: {
      targets: [CREATURE],
      effects: [{ e: "pump", what: T0, power: -2, toughness: -2, duration: "endOfTurn" }],
    },
    oracle: `Target creature gets -2/-2 until end of turn.\nFlashback—{1}{B}, Pay 3 life. ${FLASHBACK_REMINDER}`,
  }),
  tokenSpell(
    "Moan of the Unhallowed",
    "{2}{B}{B}",
    "Sorcery",
    create(creatureToken(["Zombie"], "B", 2), 2),
    { mana: "{5}{B}{B}" },
    `Create two 2/2 black Zombie creature tokens.\nFlashback {5}{B}{B} ${FLASHBACK_REMINDER}`,
  ),
  tokenSpell(
    "Call of the Herd",
    "{2}{G}",
    "Sorcery",
    create(creatureToken(["Elephant"], "G", 3), 1),
    { mana: "{3}{G}" },
    `Create a 3/3 green Elephant creature token.\nFlashback {3}{G} ${FLASHBACK_REMINDER}`,
  ),
  tokenSpell(
    "Chatter of the Squirrel",
    "{G}",
    "Sorcery",
    create(creatureToken(["Squirrel"], "G", 1), 1),
    { mana: "{1}{G}" },
    `Create a 1/1 green Squirrel creature token.\nFlashback {1}{G} ${FLASHBACK_REMINDER}`,
  ),
  tokenSpell(
    "Acorn Harvest",
    "{3}{G}",
    "Sorcery",
    create(creatureToken(["Squirrel"], "G", 1), 2),
    { mana: "{1}{G}", payLife: 3 },
    `Create two 1/1 green Squirrel creature tokens.\nFlashback—{1}{G}, Pay 3 life. ${FLASHBACK_REMINDER}`,
  ),
  card({
    name: "Sylvan Might",
    cost: "{1}{G}",
    flashback: { mana: "{2}{G}{G}" },
    types: ["Instant"],
    spell: {
      targets: [CREATURE],
      effects: [
        { e: "pump", what: T0, power: 2, toughness: 2, duration: "endOfTurn" },
        { e: "grant", what: T0, keywords: ["trample"], duration: "endOfTurn" },
      ],
    },
    oracle: `Target creature gets +2/+2 and gains trample until end of turn.\nFlashback {2}{G}{G} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Travel Preparations",
    cost: "{1}{G}",
    flashback: { mana: "{1}{W}" },
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creature", min: 0, max: 2 }],
      effects: [{ e: "addCounters", what: T0, counter: "+1/+1", amount: 1 }],
    },
    oracle: `Put a +1/+1 counter on each of up to two target creatures.\nFlashback {1}{W} ${FLASHBACK_REMINDER}`,
  }),
];
