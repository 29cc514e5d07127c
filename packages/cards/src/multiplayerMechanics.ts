/**
 * Cards of the multiplayer mechanics: undaunted (702.125), tempting offer, join forces, parley and lieutenant
 * (ability words, 207.2c), friend or foe (Battlebond).
 */
import type { CardDef, Effect, TokenSpec } from "@roundtable/engine";
import { card } from "./define.ts";

/** "Put a +1/+1 counter on each creature you control." */
const COUNTER_ON_EACH_OF_YOURS: Effect = {
  e: "addCounters",
  what: { each: { types: ["Creature"], controller: "you" } },
  counter: "+1/+1",
  amount: 1,
};

/** A 1/1 white Soldier creature token, or another creature token of these characteristics. */
function creatureToken(
  subtype: string,
  colors: TokenSpec["colors"],
  pt: number,
  more: Partial<TokenSpec> = {},
) {
  return {
    types: ["Creature"],
    subtypes: [subtype],
    colors,
    power: pt,
    toughness: pt,
    ...more,
  } satisfies TokenSpec;
}

/** A join forces sorcery costing one mana of its colour: "Join forces — …" with X the total paid. */
function joinForces(name: string, cost: string, effect: Effect, oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    spell: { effects: [{ e: "joinForces", effects: [effect] }] },
    oracle,
  });
}

/** A parley sorcery: "Parley — … For each nonland card revealed this way, [effect]. Then each player draws a card." */
function parley(name: string, cost: string, effect: Effect, oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    spell: { effects: [{ e: "parley", effects: [effect] }] },
    oracle,
  });
}

/** A friend or foe sorcery (Battlebond): "For each player, choose friend or foe. Each friend … Each foe …". */
function friendOrFoe(name: string, cost: string, friend: Effect, foe: Effect, oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    spell: { effects: [{ e: "friendOrFoe", friends: [friend], foes: [foe] }] },
    oracle,
  });
}

const FRIEND_OR_FOE = "For each player, choose friend or foe.";
const JOIN_FORCES = "Join forces — Starting with you, each player may pay any amount of mana.";
const PARLEY =
  "Parley — Each player reveals the top card of their library. For each nonland card revealed this way,";
const THEN_DRAW = "Then each player draws a card.";

export const multiplayerMechanicCards: CardDef[] = [
  // 702.125a undaunted
  card({
    name: "Sublime Exhalation",
    cost: "{6}{W}",
    types: ["Sorcery"],
    keywords: ["undaunted"],
    spell: { effects: [{ e: "destroy", what: { each: { types: ["Creature"] } } }] },
    oracle: "Undaunted (This spell costs {1} less to cast for each opponent.)\nDestroy all creatures.",
  }),
  card({
    name: "Curtains' Call",
    cost: "{5}{B}",
    types: ["Instant"],
    keywords: ["undaunted"],
    spell: {
      targets: [{ kind: "creature", min: 2, max: 2 }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Undaunted (This spell costs {1} less to cast for each opponent.)\nDestroy two target creatures.",
  }),
  // Tempting offer (207.2c). Tempt with Vengeance's Elementals share their name with Young Pyromancer's (111.4):
  // scenario files name each by its definition id.
  card({
    name: "Tempt with Glory",
    cost: "{5}{W}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "temptingOffer", effects: [COUNTER_ON_EACH_OF_YOURS] }] },
    oracle:
      "Tempting offer — Put a +1/+1 counter on each creature you control. Each opponent may put a +1/+1 counter on each creature they control. For each opponent who does, put a +1/+1 counter on each creature you control.",
  }),
  card({
    name: "Tempt with Vengeance",
    cost: "{X}{R}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "temptingOffer",
          effects: [
            {
              e: "createToken",
              token: creatureToken("Elemental", ["R"], 1, { keywords: ["haste"] }),
              amount: "X",
            },
          ],
        },
      ],
    },
    oracle:
      "Tempting offer — Create X 1/1 red Elemental creature tokens with haste. Each opponent may create X 1/1 red Elemental creature tokens with haste. For each opponent who does, create X 1/1 red Elemental creature tokens with haste.",
  }),
  // Join forces (207.2c)
  joinForces(
    "Minds Aglow",
    "{U}",
    { e: "draw", who: "each", amount: "X" },
    `${JOIN_FORCES} Each player draws X cards, where X is the total amount of mana paid this way.`,
  ),
  joinForces(
    "Alliance of Arms",
    "{W}",
    { e: "createToken", who: "each", token: creatureToken("Soldier", ["W"], 1), amount: "X" },
    `${JOIN_FORCES} Each player creates X 1/1 white Soldier creature tokens, where X is the total amount of mana paid this way.`,
  ),
  joinForces(
    "Shared Trauma",
    "{B}",
    { e: "mill", who: "each", amount: "X" },
    `${JOIN_FORCES} Each player mills X cards, where X is the total amount of mana paid this way.`,
  ),
  // Parley (207.2c)
  parley(
    "Selvala's Charge",
    "{4}{G}",
    { e: "createToken", token: creatureToken("Elephant", ["G"], 3), amount: 1 },
    `${PARLEY} you create a 3/3 green Elephant creature token. ${THEN_DRAW}`,
  ),
  parley(
    "Rousing of Souls",
    "{2}{W}",
    { e: "createToken", token: creatureToken("Spirit", ["W"], 1, { keywords: ["flying"] }), amount: 1 },
    `${PARLEY} you create a 1/1 white Spirit creature token with flying. ${THEN_DRAW}`,
  ),
  // Friend or foe (Battlebond). Not yet: Virtus's Maneuver, Zndrsplt's Judgment (a card or creature chosen as the
  // effect happens — "a creature card from their graveyard", "a creature they control" — isn't an object
  // reference yet) and Khorvath's Fury ("discards all cards from their hand, then draws that many cards plus
  // one"; the foes are dealt damage, not the subject).
  friendOrFoe(
    "Regna's Sanction",
    "{3}{W}",
    COUNTER_ON_EACH_OF_YOURS,
    { e: "tapAllButOne", filter: { types: ["Creature"], controller: "you", tapped: false } },
    `${FRIEND_OR_FOE} Each friend puts a +1/+1 counter on each creature they control. Each foe chooses one untapped creature they control, then taps the rest.`,
  ),
  friendOrFoe(
    "Pir's Whim",
    "{3}{G}",
    { e: "searchYourLibrary", filter: { types: ["Land"] }, amount: 1, put: "battlefield", tapped: true },
    { e: "sacrificeChosen", who: "you", filter: { types: ["Artifact", "Enchantment"] } },
    `${FRIEND_OR_FOE} Each friend searches their library for a land card, puts it onto the battlefield tapped, then shuffles. Each foe sacrifices an artifact or enchantment of their choice.`,
  ),
];
