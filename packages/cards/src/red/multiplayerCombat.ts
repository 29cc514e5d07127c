/** Red's multiplayer combat: goad (701.15), melee (702.121) and myriad (702.116). */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "../define.ts";

const GOAD_ONE =
  "(Until your next turn, that creature attacks each combat if able and attacks a player other than you if able.)";

export const multiplayerCombat: CardDef[] = [
  card({
    name: "Disrupt Decorum",
    cost: "{2}{R}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "goad", what: { each: { types: ["Creature"], controller: "notYou" } } }] },
    oracle:
      "Goad all creatures you don't control. (Until your next turn, those creatures attack each combat if able and attack a player other than you if able.)",
  }),
  card({
    name: "Taunting Kobold",
    cost: "{R}",
    types: ["Creature"],
    subtypes: ["Kobold"],
    power: 0,
    toughness: 1,
    keywords: ["haste"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "attacks" },
        targets: [{ kind: "creature", filter: { controller: "opponent" } }],
        effects: [{ e: "goad", what: { target: 0 } }],
      },
    ],
    oracle: `Haste\nWhenever this creature attacks, goad target creature an opponent controls. ${GOAD_ONE}`,
  }),
  creature(
    "Deputized Protester",
    "{2}{R}",
    ["Human", "Warrior"],
    2,
    1,
    ["menace", "melee"],
    "Menace\nMelee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.)",
  ),
  creature(
    "Warchief Giant",
    "{3}{R}{R}",
    ["Giant", "Warrior"],
    5,
    3,
    ["haste", "myriad"],
    "Haste\nMyriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token copy that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)",
  ),
];
