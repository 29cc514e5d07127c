/**
 * Commander Legends' "Will" spells: "Choose one. If you control a commander as you cast this spell, you may choose
 * both instead." (700.2, 601.2b; 903.3d: a commander on the battlefield, anyone's) — Jeska's Will (mana for the
 * cards in an opponent's hand; the top three cards of your library to play this turn, 601.3) and Akroma's Will.
 *
 * Oracle text as of the 2025 Oracle update, checked 2026-12-07 against public card data quoting Scryfall's current
 * text; each is checked against the text generated from its data (engine test commander-wills903-3d.test.ts).
 */
import type { CardDef, ObjectRef, SpellMode } from "@roundtable/engine";
import { card } from "./define.ts";

const YOUR_CREATURES: ObjectRef = { each: { types: ["Creature"], controller: "you" } };

const HEADER = "Choose one. If you control a commander as you cast this spell, you may choose both instead.";

/** A Will: two modes, both with a commander (903.3d); `lines`, each mode's Oracle text. */
function will(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  modes: SpellMode[],
  lines: string[],
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: { effects: [], modes: { choose: 1, bothIfCommander: true, modes } },
    oracle: [HEADER, ...lines.map((l) => `• ${l}`)].join("\n"),
  });
}

export const commanderWillCards: CardDef[] = [
  will(
    "Jeska's Will",
    "{2}{R}",
    "Sorcery",
    [
      {
        targets: [{ kind: "opponent" }],
        effects: [{ e: "addMana", mana: "{R}", forEachCardInHand: { target: 0 } }],
      },
      { effects: [{ e: "exileToPlay", amount: 3, duration: "endOfTurn", thisTurn: true }] },
    ],
    [
      "Add {R} for each card in target opponent's hand.",
      "Exile the top three cards of your library. You may play them this turn.",
    ],
  ),
  will(
    "Akroma's Will",
    "{3}{W}",
    "Instant",
    [
      {
        effects: [
          {
            e: "grant",
            what: YOUR_CREATURES,
            keywords: ["flying", "vigilance", "double strike"],
            duration: "endOfTurn",
          },
        ],
      },
      {
        effects: [
          {
            e: "become",
            what: YOUR_CREATURES,
            mods: [
              { m: "keywords", keywords: ["lifelink", "indestructible"] },
              { m: "protection", from: ["W", "U", "B", "R", "G"] },
            ],
            duration: "endOfTurn",
          },
        ],
      },
    ],
    [
      "Creatures you control gain flying, vigilance, and double strike until end of turn.",
      "Creatures you control gain lifelink, indestructible, and protection from each color until end of turn.",
    ],
  ),
];
