/**
 * Cards of the multiplayer mechanics: undaunted (702.125), tempting offer, join forces, parley and lieutenant
 * (ability words, 207.2c).
 */
import type { CardDef, Effect } from "@roundtable/engine";
import { card } from "./define.ts";

/** "Put a +1/+1 counter on each creature you control." */
const COUNTER_ON_EACH_OF_YOURS: Effect = {
  e: "addCounters",
  what: { each: { types: ["Creature"], controller: "you" } },
  counter: "+1/+1",
  amount: 1,
};

/** "Create X 1/1 red Elemental creature tokens with haste." */
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
  // Tempting offer (207.2c). Not Tempt with Vengeance: its red 1/1 Elemental tokens with haste share their name with
  // Young Pyromancer's (scenario files refuse a token name that stands for two tokens, 111.4); the engine's tests
  // cast it as a test card.
  card({
    name: "Tempt with Glory",
    cost: "{5}{W}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "temptingOffer", effects: [COUNTER_ON_EACH_OF_YOURS] }] },
    oracle:
      "Tempting offer — Put a +1/+1 counter on each creature you control. Each opponent may put a +1/+1 counter on each creature they control. For each opponent who does, put a +1/+1 counter on each creature you control.",
  }),
];
