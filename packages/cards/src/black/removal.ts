/** Black removal: kill spells, edicts (701.21a) and board wipes. */
import type { CardDef, Effect, ObjectFilter, TargetSpec } from "@roundtable/engine";
import { card } from "../define.ts";

/** An instant or sorcery that destroys one target creature matching the filter. */
function killSpell(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  filter: ObjectFilter | undefined,
  oracle: string,
  more: Effect[] = [],
): CardDef {
  const target: TargetSpec = filter === undefined ? { kind: "creature" } : { kind: "creature", filter };
  const noRegenerate = oracle.includes("can't be regenerated");
  return card({
    name,
    cost,
    types: [type],
    spell: {
      targets: [target],
      effects: [{ e: "destroy", what: { target: 0 }, ...(noRegenerate ? { noRegenerate } : {}) }, ...more],
    },
    oracle,
  });
}

/** "Target creature gets -N/-N until end of turn." */
function shrink(name: string, cost: string, n: number): CardDef {
  return card({
    name,
    cost,
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: -n, toughness: -n, duration: "endOfTurn" }],
    },
    oracle: `Target creature gets -${n}/-${n} until end of turn.`,
  });
}

/** An edict: "[who] sacrifices N creatures of their choice." */
function edict(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  who: "each" | "target" | "opponent",
  amount: number,
  oracle: string,
  more: Effect[] = [],
): CardDef {
  const targets: TargetSpec[] =
    who === "target" ? [{ kind: "player" }] : who === "opponent" ? [{ kind: "opponent" }] : [];
  return card({
    name,
    cost,
    types: [type],
    spell: {
      ...(targets.length > 0 ? { targets } : {}),
      effects: [
        {
          e: "sacrificeChosen",
          who: who === "each" ? "each" : { target: 0 },
          filter: { types: ["Creature"] },
          ...(amount === 1 ? {} : { amount }),
        },
        ...more,
      ],
    },
    oracle,
  });
}

/** A sorcery: "All creatures get -N/-N until end of turn." */
function sweep(name: string, cost: string, n: number): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "pump",
          what: { each: { types: ["Creature"] } },
          power: -n,
          toughness: -n,
          duration: "endOfTurn",
        },
      ],
    },
    oracle: `All creatures get -${n}/-${n} until end of turn.`,
  });
}

/** A sorcery: "Destroy all [colour] creatures." */
function colorWipe(name: string, color: "W" | "G", oracle: string): CardDef {
  return card({
    name,
    cost: "{2}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "destroy",
          what: { each: { types: ["Creature"], colors: [color] } },
          ...(oracle.includes("regenerated") ? { noRegenerate: true } : {}),
        },
      ],
    },
    oracle,
  });
}

export const blackRemoval: CardDef[] = [
  killSpell("Doom Blade", "{1}{B}", "Instant", { notColors: ["B"] }, "Destroy target nonblack creature."),
  killSpell(
    "Go for the Throat",
    "{1}{B}",
    "Instant",
    { notTypes: ["Artifact"] },
    "Destroy target nonartifact creature.",
  ),
  killSpell(
    "Terror",
    "{1}{B}",
    "Instant",
    { notTypes: ["Artifact"], notColors: ["B"] },
    "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
  ),
  killSpell(
    "Dark Banishing",
    "{2}{B}",
    "Instant",
    { notColors: ["B"] },
    "Destroy target nonblack creature. It can't be regenerated.",
  ),
  killSpell(
    "Cast Down",
    "{1}{B}",
    "Instant",
    { nonlegendary: true },
    "Destroy target nonlegendary creature.",
  ),
  killSpell(
    "Victim of Night",
    "{B}{B}",
    "Instant",
    { notSubtypes: ["Vampire", "Werewolf", "Zombie"] },
    "Destroy target non-Vampire, non-Werewolf, non-Zombie creature.",
  ),
  killSpell("Infernal Grasp", "{1}{B}", "Instant", undefined, "Destroy target creature. You lose 2 life.", [
    { e: "loseLife", who: "you", amount: 2 },
  ]),
  killSpell("Fell", "{1}{B}", "Sorcery", undefined, "Destroy target creature."),
  killSpell("Eviscerate", "{3}{B}", "Sorcery", undefined, "Destroy target creature."),
  killSpell("Assassinate", "{2}{B}", "Sorcery", { tapped: true }, "Destroy target tapped creature."),
  card({
    name: "Hero's Downfall",
    cost: "{1}{B}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creatureOrPlaneswalker" }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Destroy target creature or planeswalker.",
  }),
  shrink("Grasp of Darkness", "{B}{B}", 4),
  shrink("Throttle", "{4}{B}", 4),
  card({
    name: "Sorin's Thirst",
    cost: "{B}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "damage", amount: 2, to: { target: 0 } },
        { e: "gainLife", who: "you", amount: 2 },
      ],
    },
    oracle: "Sorin's Thirst deals 2 damage to target creature and you gain 2 life.",
  }),
  edict(
    "Diabolic Edict",
    "{1}{B}",
    "Instant",
    "target",
    1,
    "Target player sacrifices a creature of their choice.",
  ),
  edict(
    "Cruel Edict",
    "{1}{B}",
    "Sorcery",
    "opponent",
    1,
    "Target opponent sacrifices a creature of their choice.",
  ),
  edict("Innocent Blood", "{B}", "Sorcery", "each", 1, "Each player sacrifices a creature of their choice."),
  edict(
    "Barter in Blood",
    "{2}{B}{B}",
    "Sorcery",
    "each",
    2,
    "Each player sacrifices two creatures of their choice.",
  ),
  edict(
    "Tergrid's Shadow",
    "{3}{B}{B}",
    "Instant",
    "each",
    2,
    "Each player sacrifices two creatures of their choice.",
  ),
  edict(
    "Geth's Verdict",
    "{B}{B}",
    "Instant",
    "target",
    1,
    "Target player sacrifices a creature of their choice and loses 1 life.",
    [{ e: "loseLife", who: { target: 0 }, amount: 1 }],
  ),
  card({
    name: "Damnation",
    cost: "{2}{B}{B}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "destroy", what: { each: { types: ["Creature"] } }, noRegenerate: true }] },
    oracle: "Destroy all creatures. They can't be regenerated.",
  }),
  card({
    name: "Crux of Fate",
    cost: "{3}{B}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          { effects: [{ e: "destroy", what: { each: { types: ["Creature"], subtypes: ["Dragon"] } } }] },
          { effects: [{ e: "destroy", what: { each: { types: ["Creature"], notSubtypes: ["Dragon"] } } }] },
        ],
      },
    },
    oracle: "Choose one —\n• Destroy all Dragon creatures.\n• Destroy all non-Dragon creatures.",
  }),
  sweep("Infest", "{1}{B}{B}", 2),
  sweep("Shrivel", "{1}{B}", 1),
  colorWipe("Perish", "G", "Destroy all green creatures. They can't be regenerated."),
  colorWipe("Virtue's Ruin", "W", "Destroy all white creatures."),
  killSpell(
    "Slay",
    "{2}{B}",
    "Instant",
    { colors: ["G"] },
    "Destroy target green creature. It can't be regenerated.\nDraw a card.",
    [{ e: "draw", who: "you", amount: 1 }],
  ),
  card({
    name: "Languish",
    cost: "{2}{B}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "pump",
          what: { each: { types: ["Creature"] } },
          power: -4,
          toughness: -4,
          duration: "endOfTurn",
        },
      ],
    },
    oracle: "All creatures get -4/-4 until end of turn.",
  }),
];
