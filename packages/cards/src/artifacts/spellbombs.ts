/** The Mirrodin Spellbombs: a coloured use or "{1}, Sacrifice this artifact: Draw a card." */
import type { Ability, CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

function spellbomb(name: string, use: Ability, oracle: string): CardDef {
  return card({
    name,
    cost: "{1}",
    types: ["Artifact"],
    abilities: [
      use,
      {
        kind: "activated",
        cost: { mana: "{1}", sacrificeSelf: true },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: `${oracle}\n{1}, Sacrifice this artifact: Draw a card.`,
  });
}

export const spellbombs: CardDef[] = [
  spellbomb(
    "Sunbeam Spellbomb",
    {
      kind: "activated",
      cost: { mana: "{W}", sacrificeSelf: true },
      effects: [{ e: "gainLife", who: "you", amount: 5 }],
    },
    "{W}, Sacrifice this artifact: You gain 5 life.",
  ),
  spellbomb(
    "Aether Spellbomb",
    {
      kind: "activated",
      cost: { mana: "{U}", sacrificeSelf: true },
      targets: [{ kind: "creature" }],
      effects: [{ e: "bounce", what: { target: 0 } }],
    },
    "{U}, Sacrifice this artifact: Return target creature to its owner's hand.",
  ),
  spellbomb(
    "Necrogen Spellbomb",
    {
      kind: "activated",
      cost: { mana: "{B}", sacrificeSelf: true },
      targets: [{ kind: "player" }],
      effects: [{ e: "discard", who: { target: 0 }, amount: 1 }],
    },
    "{B}, Sacrifice this artifact: Target player discards a card.",
  ),
];
