/** Red burn: damage to any target, to players, divided damage and X spells. */
import type { CardDef, TargetSpec } from "@roundtable/engine";
import { card } from "../define.ts";

/** "CARDNAME deals N damage to [target]." */
function bolt(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  amount: number | "X",
  target: TargetSpec,
  oracle: string,
  subtypes?: string[],
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    ...(subtypes ? { subtypes } : {}),
    spell: { targets: [target], effects: [{ e: "damage", amount, to: { target: 0 } }] },
    oracle,
  });
}

/** "CARDNAME deals N damage divided as you choose among …" */
function divided(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  amount: number | "X",
  max: number | null,
  oracle: string,
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: {
      // "any number of targets": none at all when X is 0 (601.2d caps them at the amount).
      targets: [{ kind: "any", min: max === null ? 0 : 1, max }],
      effects: [{ e: "damage", amount, to: { target: 0 }, divided: true }],
    },
    oracle,
  });
}

export const burn: CardDef[] = [
  bolt(
    "Lava Spike",
    "{R}",
    "Sorcery",
    3,
    { kind: "playerOrPlaneswalker" },
    "Lava Spike deals 3 damage to target player or planeswalker.",
    ["Arcane"],
  ),
  bolt(
    "Flame Slash",
    "{R}",
    "Sorcery",
    4,
    { kind: "creature" },
    "Flame Slash deals 4 damage to target creature.",
  ),
  bolt("Open Fire", "{2}{R}", "Instant", 3, { kind: "any" }, "Open Fire deals 3 damage to any target."),
  bolt(
    "Scorching Spear",
    "{R}",
    "Sorcery",
    1,
    { kind: "any" },
    "Scorching Spear deals 1 damage to any target.",
  ),
  bolt("Blaze", "{X}{R}", "Sorcery", "X", { kind: "any" }, "Blaze deals X damage to any target."),
  bolt(
    "Roast",
    "{1}{R}",
    "Sorcery",
    5,
    { kind: "creature", filter: { without: ["flying"] } },
    "Roast deals 5 damage to target creature without flying.",
  ),
  divided(
    "Rolling Thunder",
    "{X}{R}{R}",
    "Sorcery",
    "X",
    null,
    "Rolling Thunder deals X damage divided as you choose among any number of targets.",
  ),
  divided(
    "Chandra's Pyrohelix",
    "{1}{R}",
    "Instant",
    2,
    2,
    "Chandra's Pyrohelix deals 2 damage divided as you choose among one or two targets.",
  ),
  card({
    name: "Heat Ray",
    cost: "{X}{R}",
    types: ["Instant"],
    spell: { targets: [{ kind: "creature" }], effects: [{ e: "damage", amount: "X", to: { target: 0 } }] },
    oracle: "Heat Ray deals X damage to target creature.",
  }),
  card({
    name: "Seismic Strike",
    cost: "{2}{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "damage", amount: { count: { subtypes: ["Mountain"], controller: "you" } }, to: { target: 0 } },
      ],
    },
    oracle: "Seismic Strike deals damage to target creature equal to the number of Mountains you control.",
  }),
  card({
    name: "Grapeshot",
    cost: "{1}{R}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "any" }],
      effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      storm: true,
    },
    oracle:
      "Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)",
  }),
  bolt("Flame Lash", "{3}{R}", "Instant", 4, { kind: "any" }, "Flame Lash deals 4 damage to any target."),
  card({
    name: "Thunderbolt",
    cost: "{1}{R}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          {
            targets: [{ kind: "playerOrPlaneswalker" }],
            effects: [{ e: "damage", amount: 3, to: { target: 0 } }],
          },
          {
            targets: [{ kind: "creature", filter: { with: ["flying"] } }],
            effects: [{ e: "damage", amount: 4, to: { target: 0 } }],
          },
        ],
      },
    },
    oracle:
      "Choose one —\n• Thunderbolt deals 3 damage to target player or planeswalker.\n• Thunderbolt deals 4 damage to target creature with flying.",
  }),
  card({
    name: "Sizzle",
    cost: "{2}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "damageEach", amount: 3, players: "eachOpponent" }] },
    oracle: "Sizzle deals 3 damage to each opponent.",
  }),
  card({
    name: "Spitting Earth",
    cost: "{1}{R}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "damage", amount: { count: { subtypes: ["Mountain"], controller: "you" } }, to: { target: 0 } },
      ],
    },
    oracle: "Spitting Earth deals damage to target creature equal to the number of Mountains you control.",
  }),
  bolt(
    "Volcanic Geyser",
    "{X}{R}{R}",
    "Instant",
    "X",
    { kind: "any" },
    "Volcanic Geyser deals X damage to any target.",
  ),
];
