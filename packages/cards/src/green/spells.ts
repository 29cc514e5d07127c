/** Green instants, sorceries and enchantments: pump, protection, overrun, life, cards and tokens. */
import type { CardDef, Effect, Keyword, ObjectRef, TargetSpec } from "@roundtable/engine";
import { card } from "../define.ts";

const T0: ObjectRef = { target: 0 };
const ANY_CREATURE: TargetSpec = { kind: "creature" };
const YOURS: TargetSpec = { kind: "creature", filter: { controller: "you" } };
const YOUR_CREATURES: ObjectRef = { each: { types: ["Creature"], controller: "you" } };
const SAPROLING = {
  types: ["Creature" as const],
  subtypes: ["Saproling"],
  colors: ["G" as const],
  power: 1,
  toughness: 1,
};

/** "[Target] gets +N/+M [and gains …] until end of turn." */
function pumpEffects(what: ObjectRef, n: number, m: number, keywords: Keyword[]): Effect[] {
  const out: Effect[] = [{ e: "pump", what, power: n, toughness: m, duration: "endOfTurn" }];
  if (keywords.length > 0) out.push({ e: "grant", what, keywords, duration: "endOfTurn" });
  return out;
}

/** A one-target pump spell. */
function pumpSpell(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  target: TargetSpec,
  n: number,
  keywords: Keyword[],
  oracle: string,
  extra: Effect[] = [],
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: { targets: [target], effects: [...pumpEffects(T0, n, n, keywords), ...extra] },
    oracle,
  });
}

/** An enchantment whose only ability is a continuous effect on the creatures you control. */
function anthem(
  name: string,
  cost: string,
  power: number,
  toughness: number,
  keywords: Keyword[],
  oracle: string,
): CardDef {
  const mods = [
    { m: "modifyPT" as const, power, toughness },
    ...(keywords.length > 0 ? [{ m: "keywords" as const, keywords }] : []),
  ];
  return card({
    name,
    cost,
    types: ["Enchantment"],
    abilities: [
      {
        kind: "static",
        effect: { s: "continuous", affects: { each: { types: ["Creature"], controller: "you" } }, mods },
      },
    ],
    oracle,
  });
}

export const spells: CardDef[] = [
  pumpSpell(
    "Monstrous Growth",
    "{1}{G}",
    "Sorcery",
    ANY_CREATURE,
    4,
    [],
    "Target creature gets +4/+4 until end of turn.",
  ),
  pumpSpell(
    "Might of Oaks",
    "{3}{G}",
    "Instant",
    ANY_CREATURE,
    7,
    [],
    "Target creature gets +7/+7 until end of turn.",
  ),
  pumpSpell(
    "Predator's Strike",
    "{1}{G}",
    "Instant",
    ANY_CREATURE,
    3,
    ["trample"],
    "Target creature gets +3/+3 and gains trample until end of turn.",
  ),
  pumpSpell(
    "Wildsize",
    "{2}{G}",
    "Instant",
    ANY_CREATURE,
    2,
    ["trample"],
    "Target creature gets +2/+2 and gains trample until end of turn.\nDraw a card.",
    [{ e: "draw", who: "you", amount: 1 }],
  ),
  pumpSpell(
    "Blossoming Defense",
    "{G}",
    "Instant",
    YOURS,
    2,
    ["hexproof"],
    "Target creature you control gets +2/+2 and gains hexproof until end of turn.",
  ),
  pumpSpell(
    "Ranger's Guile",
    "{G}",
    "Instant",
    YOURS,
    1,
    ["hexproof"],
    "Target creature you control gets +1/+1 and gains hexproof until end of turn.",
  ),
  card({
    name: "Snakeskin Veil",
    cost: "{G}",
    types: ["Instant"],
    spell: {
      targets: [YOURS],
      effects: [
        { e: "addCounters", what: T0, counter: "+1/+1", amount: 1 },
        { e: "grant", what: T0, keywords: ["hexproof"], duration: "endOfTurn" },
      ],
    },
    oracle: "Put a +1/+1 counter on target creature you control. It gains hexproof until end of turn.",
  }),
  card({
    name: "Heroic Intervention",
    cost: "{1}{G}",
    types: ["Instant"],
    spell: {
      effects: [
        {
          e: "grant",
          what: { each: { controller: "you" } },
          keywords: ["hexproof", "indestructible"],
          duration: "endOfTurn",
        },
      ],
    },
    oracle: "Permanents you control gain hexproof and indestructible until end of turn.",
  }),
  card({
    name: "Overrun",
    cost: "{2}{G}{G}{G}",
    types: ["Sorcery"],
    spell: { effects: pumpEffects(YOUR_CREATURES, 3, 3, ["trample"]) },
    oracle: "Creatures you control get +3/+3 and gain trample until end of turn.",
  }),
  card({
    name: "Harmonize",
    cost: "{2}{G}{G}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "draw", who: "you", amount: 3 }] },
    oracle: "Draw three cards.",
  }),
  card({
    name: "Collective Unconscious",
    cost: "{4}{G}{G}",
    types: ["Sorcery"],
    spell: {
      effects: [{ e: "draw", who: "you", amount: { count: { types: ["Creature"], controller: "you" } } }],
    },
    oracle: "Draw a card for each creature you control.",
  }),
  card({
    name: "Natural Spring",
    cost: "{3}{G}{G}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "player" }], effects: [{ e: "gainLife", who: { target: 0 }, amount: 8 }] },
    oracle: "Target player gains 8 life.",
  }),
  card({
    name: "Stream of Life",
    cost: "{X}{G}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "player" }], effects: [{ e: "gainLife", who: { target: 0 }, amount: "X" }] },
    oracle: "Target player gains X life.",
  }),
  card({
    name: "Nourish",
    cost: "{G}{G}",
    types: ["Instant"],
    spell: { effects: [{ e: "gainLife", who: "you", amount: 6 }] },
    oracle: "You gain 6 life.",
  }),
  card({
    name: "Sprout",
    cost: "{G}",
    types: ["Instant"],
    spell: { effects: [{ e: "createToken", token: SAPROLING, amount: 1 }] },
    oracle: "Create a 1/1 green Saproling creature token.",
  }),
  card({
    name: "Spontaneous Generation",
    cost: "{3}{G}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "createToken", token: SAPROLING, amount: { handSize: "you" } }] },
    oracle: "Create a 1/1 green Saproling creature token for each card in your hand.",
  }),
  card({
    name: "Howl of the Night Pack",
    cost: "{6}{G}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "createToken",
          token: { types: ["Creature"], subtypes: ["Wolf"], colors: ["G"], power: 2, toughness: 2 },
          amount: { count: { subtypes: ["Forest"], controller: "you" } },
        },
      ],
    },
    oracle: "Create a 2/2 green Wolf creature token for each Forest you control.",
  }),
  card({
    name: "Seal of Strength",
    cost: "{G}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        targets: [ANY_CREATURE],
        effects: pumpEffects(T0, 3, 3, []),
      },
    ],
    oracle: "Sacrifice this enchantment: Target creature gets +3/+3 until end of turn.",
  }),
  anthem("Gaea's Anthem", "{1}{G}{G}", 1, 1, [], "Creatures you control get +1/+1."),
  anthem("Spidersilk Armor", "{2}{G}", 0, 1, ["reach"], "Creatures you control get +0/+1 and have reach."),
  card({
    name: "Blanchwood Armor",
    cost: "{2}{G}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: "enchanted",
          mods: [
            {
              m: "modifyPT",
              power: 1,
              toughness: 1,
              per: { count: { subtypes: ["Forest"], controller: "you" } },
            },
          ],
        },
      },
    ],
    oracle: "Enchant creature\nEnchanted creature gets +1/+1 for each Forest you control.",
  }),
];
