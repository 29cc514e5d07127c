/**
 * Red "impulse draw": cards exiled from the top of your library that you may play for a while (601.3, 305.1;
 * engine/effects/exileToPlay.ts) — until end of turn (Act on Impulse, Abbot of Keral Keep) or until the end of
 * your next turn (Reckless Impulse, Wrenn's Resolve, Commune with Lava, Light Up the Stage) — and the other
 * spectacle card of Light Up the Stage's set (702.137a: Skewer the Critics).
 *
 * Oracle text as of the 2025 Oracle update ("this creature" for the card's own name), checked 2026-12-07 against
 * public card data quoting Scryfall's current text; each is checked against the text generated from its data
 * (engine test play-from-exile601-3.test.ts).
 */
import type { Amount, CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { beast } from "./helpers.ts";

/** 702.137a, with the reminder text Oracle keeps. */
const SPECTACLE_R =
  "Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)";

/** "Exile the top two cards of your library. Until the end of your next turn, you may play those cards." */
function impulse(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  amount: Amount,
  count: string,
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: { effects: [{ e: "exileToPlay", amount, duration: "endOfYourNextTurn" }] },
    oracle: `Exile the top ${count} cards of your library. Until the end of your next turn, you may play those cards.`,
  });
}

export const impulseDraw: CardDef[] = [
  card({
    name: "Act on Impulse",
    cost: "{2}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "exileToPlay", amount: 3, duration: "endOfTurn" }] },
    oracle: "Exile the top three cards of your library. Until end of turn, you may play those cards.",
  }),
  impulse("Reckless Impulse", "{1}{R}", "Sorcery", 2, "two"),
  impulse("Wrenn's Resolve", "{1}{R}", "Sorcery", 2, "two"),
  impulse("Commune with Lava", "{X}{R}{R}", "Instant", "X", "X"),
  {
    ...impulse("Light Up the Stage", "{2}{R}", "Sorcery", 2, "two"),
    spectacle: "{R}",
    oracle: `${SPECTACLE_R}\nExile the top two cards of your library. Until the end of your next turn, you may play those cards.`,
  },
  card({
    name: "Skewer the Critics",
    cost: "{2}{R}",
    types: ["Sorcery"],
    spectacle: "{R}",
    spell: {
      targets: [{ kind: "any" }],
      effects: [{ e: "damage", amount: 3, to: { target: 0 } }],
    },
    oracle: `${SPECTACLE_R}\nSkewer the Critics deals 3 damage to any target.`,
  }),
  beast(
    "Abbot of Keral Keep",
    "{1}{R}",
    ["Human", "Monk"],
    [2, 1],
    ["prowess"],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "exileToPlay", amount: 1, duration: "endOfTurn" }],
      },
    ],
    "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nWhen this creature enters, exile the top card of your library. Until end of turn, you may play that card.",
  ),
];
