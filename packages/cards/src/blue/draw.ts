/** Blue card draw: "Draw N cards", "target player draws", "each player draws", loot, and draw engines. */
import type { Amount, CardDef, CardType, Effect } from "@roundtable/engine";
import { card } from "../define.ts";

function spell(name: string, cost: string, type: CardType, effects: Effect[], oracle: string): CardDef {
  return card({ name, cost, types: [type], spell: { effects }, oracle });
}

/** "Target player draws N cards." */
function targetDraws(name: string, cost: string, amount: Amount, oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Instant"],
    spell: { targets: [{ kind: "player" }], effects: [{ e: "draw", who: { target: 0 }, amount }] },
    oracle,
  });
}

const draw = (amount: Amount): Effect => ({ e: "draw", who: "you", amount });
const discard = (amount: number): Effect => ({ e: "discard", who: "you", amount });

export const drawSpells: CardDef[] = [
  targetDraws("Stroke of Genius", "{X}{2}{U}", "X", "Target player draws X cards."),
  targetDraws("Opportunity", "{4}{U}{U}", 4, "Target player draws four cards."),
  targetDraws("Braingeyser", "{X}{U}{U}", "X", "Target player draws X cards."),
  spell(
    "Flow of Ideas",
    "{5}{U}",
    "Sorcery",
    [draw({ count: { subtypes: ["Island"], controller: "you" } })],
    "Draw a card for each Island you control.",
  ),
  spell(
    "Pull from Tomorrow",
    "{X}{U}{U}",
    "Instant",
    [draw("X"), discard(1)],
    "Draw X cards, then discard a card.",
  ),
  card({
    name: "Bewilder",
    cost: "{2}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: -3, toughness: 0, duration: "endOfTurn" }, draw(1)],
    },
    oracle: "Target creature gets -3/-0 until end of turn.\nDraw a card.",
  }),
  spell("Mind Spring", "{X}{U}{U}", "Sorcery", [draw("X")], "Draw X cards."),
  spell("Counsel of the Soratami", "{2}{U}", "Sorcery", [draw(2)], "Draw two cards."),
  spell("Jace's Ingenuity", "{3}{U}{U}", "Instant", [draw(3)], "Draw three cards."),
  spell(
    "Prosperity",
    "{X}{U}",
    "Sorcery",
    [{ e: "draw", who: "each", amount: "X" }],
    "Each player draws X cards.",
  ),
  spell(
    "Vision Skeins",
    "{1}{U}",
    "Instant",
    [{ e: "draw", who: "each", amount: 2 }],
    "Each player draws two cards.",
  ),
  spell("Sift", "{3}{U}", "Sorcery", [draw(3), discard(1)], "Draw three cards, then discard a card."),
  spell("Catalog", "{2}{U}", "Instant", [draw(2), discard(1)], "Draw two cards, then discard a card."),
  spell("Careful Study", "{U}", "Sorcery", [draw(2), discard(2)], "Draw two cards, then discard two cards."),
  card({
    name: "Thought Scour",
    cost: "{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [{ e: "mill", who: { target: 0 }, amount: 2 }, draw(1)],
    },
    oracle: "Target player mills two cards.\nDraw a card.",
  }),
  card({
    name: "Rhystic Study",
    cost: "{2}{U}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "opponent" },
        effects: [
          { e: "unlessPays", who: "triggering", mana: "{1}", effects: [{ e: "may", effects: [draw(1)] }] },
        ],
      },
    ],
    oracle: "Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.",
  }),
];
