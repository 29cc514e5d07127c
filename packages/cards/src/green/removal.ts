/** Green removal: artifacts and enchantments, fliers, fight and bite (701.14). */
import type { Ability, CardDef, Effect, TargetSpec } from "@roundtable/engine";
import { card } from "../define.ts";
import { creatureCard } from "./build.ts";

const YOURS: TargetSpec = { kind: "creature", filter: { controller: "you" } };
const NOT_YOURS: TargetSpec = { kind: "creature", filter: { controller: "notYou" } };
const FLIER: TargetSpec = { kind: "creature", filter: { with: ["flying"] } };
const destroyTarget: Effect = { e: "destroy", what: { target: 0 } };
const ARTIFACT_OR_ENCHANTMENT: TargetSpec = { kind: "artifactOrEnchantment" };
const ARTIFACT: TargetSpec = { kind: "permanent", filter: { types: ["Artifact"] } };
const ARTIFACT_ENCHANTMENT_OR_LAND: TargetSpec = {
  kind: "permanent",
  filter: { types: ["Artifact", "Enchantment", "Land"] },
};

/** A spell: "Destroy …" of one target. */
function destroySpell(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  target: TargetSpec,
  oracle: string,
): CardDef {
  return card({ name, cost, types: [type], spell: { targets: [target], effects: [destroyTarget] }, oracle });
}

/** A spell with no target: "Destroy all …". */
function wrath(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  what: Effect,
  oracle: string,
): CardDef {
  return card({ name, cost, types: [type], spell: { effects: [what] }, oracle });
}

/** "Choose one — • Destroy target creature with flying. • Destroy target [other]." ({2}{G} instants) */
function flierOr(name: string, other: TargetSpec, noun: string): CardDef {
  const modes = [
    { targets: [FLIER], effects: [destroyTarget] },
    { targets: [other], effects: [destroyTarget] },
  ];
  return card({
    name,
    cost: "{2}{G}",
    types: ["Instant"],
    spell: { effects: [], modes: { choose: 1, modes } },
    oracle: `Choose one —\n• Destroy target creature with flying.\n• Destroy target ${noun}.`,
  });
}

/** "Target creature you control fights target creature you don't control." */
function fightSpell(name: string, cost: string, type: "Instant" | "Sorcery"): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: { targets: [YOURS, NOT_YOURS], effects: [{ e: "fight" }] },
    oracle:
      "Target creature you control fights target creature you don't control. (Each deals damage equal to its power to the other.)",
  });
}

/** A creature with "[cost], Sacrifice this creature: Destroy target …". */
function sacToDestroy(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  abilityCost: { mana: string; tap?: boolean },
  target: TargetSpec,
  oracle: string,
): CardDef {
  const ability: Ability = {
    kind: "activated",
    cost: { ...abilityCost, sacrificeSelf: true },
    targets: [target],
    effects: [destroyTarget],
  };
  return creatureCard(name, cost, subtypes, power, toughness, [ability], oracle);
}

/** A creature with "When this creature enters, [you may] destroy target artifact or enchantment." */
function enterToDestroy(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  optional: boolean,
): CardDef {
  const trigger: Ability = {
    kind: "triggered",
    when: { on: "entersBattlefield" },
    targets: [ARTIFACT_OR_ENCHANTMENT],
    effects: optional ? [{ e: "may", effects: [destroyTarget] }] : [destroyTarget],
  };
  const oracle = `When this creature enters, ${optional ? "you may destroy" : "destroy"} target artifact or enchantment.`;
  return creatureCard(name, cost, subtypes, power, toughness, [trigger], oracle);
}

export const removal: CardDef[] = [
  wrath(
    "Back to Nature",
    "{1}{G}",
    "Instant",
    { e: "destroy", what: { each: { types: ["Enchantment"] } } },
    "Destroy all enchantments.",
  ),
  wrath(
    "Tranquility",
    "{2}{G}",
    "Sorcery",
    { e: "destroy", what: { each: { types: ["Enchantment"] } } },
    "Destroy all enchantments.",
  ),
  wrath(
    "Whirlwind",
    "{2}{G}{G}",
    "Sorcery",
    { e: "destroy", what: { each: { types: ["Creature"], with: ["flying"] } } },
    "Destroy all creatures with flying.",
  ),
  wrath(
    "Hurricane",
    "{X}{G}",
    "Sorcery",
    { e: "damageEach", amount: "X", creatures: { types: ["Creature"], with: ["flying"] }, players: "each" },
    "Hurricane deals X damage to each creature with flying and each player.",
  ),
  wrath(
    "Windstorm",
    "{X}{G}",
    "Instant",
    { e: "damageEach", amount: "X", creatures: { types: ["Creature"], with: ["flying"] } },
    "Windstorm deals X damage to each creature with flying.",
  ),
  destroySpell(
    "Creeping Mold",
    "{2}{G}{G}",
    "Sorcery",
    ARTIFACT_ENCHANTMENT_OR_LAND,
    "Destroy target artifact, enchantment, or land.",
  ),
  destroySpell("Desert Twister", "{4}{G}{G}", "Sorcery", { kind: "permanent" }, "Destroy target permanent."),
  destroySpell("Wing Snare", "{2}{G}", "Sorcery", FLIER, "Destroy target creature with flying."),
  card({
    name: "Aerial Predation",
    cost: "{2}{G}",
    types: ["Instant"],
    spell: { targets: [FLIER], effects: [destroyTarget, { e: "gainLife", who: "you", amount: 2 }] },
    oracle: "Destroy target creature with flying. You gain 2 life.",
  }),
  flierOr("Crushing Canopy", { kind: "enchantment" }, "enchantment"),
  flierOr("Crushing Vines", ARTIFACT, "artifact"),
  card({
    name: "Oxidize",
    cost: "{G}",
    types: ["Instant"],
    spell: { targets: [ARTIFACT], effects: [{ e: "destroy", what: { target: 0 }, noRegenerate: true }] },
    oracle: "Destroy target artifact. It can't be regenerated.",
  }),
  card({
    name: "Mwonvuli Acid-Moss",
    cost: "{2}{G}{G}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Land"] } }],
      effects: [
        destroyTarget,
        {
          e: "searchYourLibrary",
          filter: { subtypes: ["Forest"] },
          amount: 1,
          put: "battlefield",
          tapped: true,
          pronoun: "that card",
        },
      ],
    },
    oracle:
      "Destroy target land. Search your library for a Forest card, put that card onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Seal of Primordium",
    cost: "{1}{G}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        targets: [ARTIFACT_OR_ENCHANTMENT],
        effects: [destroyTarget],
      },
    ],
    oracle: "Sacrifice this enchantment: Destroy target artifact or enchantment.",
  }),
  card({
    name: "Uktabi Orangutan",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Ape"],
    power: 2,
    toughness: 2,
    abilities: [
      { kind: "triggered", when: { on: "entersBattlefield" }, targets: [ARTIFACT], effects: [destroyTarget] },
    ],
    oracle: "When this creature enters, destroy target artifact.",
  }),
  fightSpell("Prey Upon", "{G}", "Sorcery"),
  fightSpell("Pounce", "{1}{G}", "Instant"),
  card({
    name: "Rabid Bite",
    cost: "{1}{G}",
    types: ["Sorcery"],
    spell: { targets: [YOURS, NOT_YOURS], effects: [{ e: "fight", oneSided: true }] },
    oracle:
      "Target creature you control deals damage equal to its power to target creature you don't control.",
  }),
  card({
    name: "Bite Down",
    cost: "{1}{G}",
    types: ["Instant"],
    spell: {
      targets: [YOURS, { kind: "creatureOrPlaneswalker", filter: { controller: "notYou" } }],
      effects: [{ e: "fight", oneSided: true }],
    },
    oracle:
      "Target creature you control deals damage equal to its power to target creature or planeswalker you don't control.",
  }),
  card({
    name: "Epic Confrontation",
    cost: "{1}{G}",
    types: ["Sorcery"],
    spell: {
      targets: [YOURS, NOT_YOURS],
      effects: [
        { e: "pump", what: { target: 0 }, power: 1, toughness: 2, duration: "endOfTurn" },
        { e: "fight" },
      ],
    },
    oracle:
      "Target creature you control gets +1/+2 until end of turn. It fights target creature you don't control. (Each deals damage equal to its power to the other.)",
  }),
  card({
    name: "Nature's Way",
    cost: "{1}{G}",
    types: ["Sorcery"],
    spell: {
      targets: [YOURS, NOT_YOURS],
      effects: [
        { e: "grant", what: { target: 0 }, keywords: ["vigilance", "trample"], duration: "endOfTurn" },
        { e: "fight", oneSided: true },
      ],
    },
    oracle:
      "Target creature you control gains vigilance and trample until end of turn. It deals damage equal to its power to target creature you don't control.",
  }),
  card({
    name: "Clear Shot",
    cost: "{2}{G}",
    types: ["Instant"],
    spell: {
      targets: [YOURS, NOT_YOURS],
      effects: [
        { e: "pump", what: { target: 0 }, power: 1, toughness: 1, duration: "endOfTurn" },
        { e: "fight", oneSided: true },
      ],
    },
    oracle:
      "Target creature you control gets +1/+1 until end of turn. It deals damage equal to its power to target creature you don't control.",
  }),
  card({
    name: "Ambuscade",
    cost: "{2}{G}",
    types: ["Instant"],
    spell: {
      targets: [YOURS, { kind: "creature", filter: { controller: "opponent" } }],
      effects: [
        { e: "pump", what: { target: 0 }, power: 1, toughness: 0, duration: "endOfTurn" },
        { e: "fight", oneSided: true },
      ],
    },
    oracle:
      "Target creature you control gets +1/+0 until end of turn. It deals damage equal to its power to target creature an opponent controls.",
  }),
  sacToDestroy(
    "Viridian Zealot",
    "{G}{G}",
    ["Elf", "Warrior"],
    2,
    1,
    { mana: "{1}{G}" },
    ARTIFACT_OR_ENCHANTMENT,
    "{1}{G}, Sacrifice this creature: Destroy target artifact or enchantment.",
  ),
  sacToDestroy(
    "Caustic Caterpillar",
    "{G}",
    ["Insect"],
    1,
    1,
    { mana: "{1}{G}" },
    ARTIFACT_OR_ENCHANTMENT,
    "{1}{G}, Sacrifice this creature: Destroy target artifact or enchantment.",
  ),
  sacToDestroy(
    "Thrashing Brontodon",
    "{1}{G}{G}",
    ["Dinosaur"],
    3,
    4,
    { mana: "{1}" },
    ARTIFACT_OR_ENCHANTMENT,
    "{1}, Sacrifice this creature: Destroy target artifact or enchantment.",
  ),
  enterToDestroy("Reclamation Sage", "{2}{G}", ["Elf", "Shaman"], 2, 1, true),
  enterToDestroy("Conclave Naturalists", "{4}{G}", ["Dryad"], 4, 4, true),
  enterToDestroy("Indrik Stomphowler", "{4}{G}", ["Beast"], 4, 4, false),
  card({
    name: "Acidic Slime",
    cost: "{3}{G}{G}",
    types: ["Creature"],
    subtypes: ["Ooze"],
    power: 2,
    toughness: 2,
    keywords: ["deathtouch"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [ARTIFACT_ENCHANTMENT_OR_LAND],
        effects: [destroyTarget],
      },
    ],
    oracle: "Deathtouch\nWhen this creature enters, destroy target artifact, enchantment, or land.",
  }),
  card({
    name: "Manglehorn",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Beast"],
    power: 3,
    toughness: 3,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "permanent", filter: { types: ["Artifact"] } }],
        effects: [{ e: "may", effects: [destroyTarget] }],
      },
      {
        kind: "static",
        effect: { s: "entersTapped", filters: [{ types: ["Artifact"], controller: "opponent" }] },
      },
    ],
    oracle:
      "When this creature enters, you may destroy target artifact.\nArtifacts your opponents control enter tapped.",
  }),
  card({
    name: "Silklash Spider",
    cost: "{3}{G}{G}",
    types: ["Creature"],
    subtypes: ["Spider"],
    power: 2,
    toughness: 7,
    keywords: ["reach"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{X}{G}{G}" },
        effects: [{ e: "damageEach", amount: "X", creatures: { types: ["Creature"], with: ["flying"] } }],
      },
    ],
    oracle: "Reach\n{X}{G}{G}: This creature deals X damage to each creature with flying.",
  }),
  card({
    name: "Thornweald Archer",
    cost: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Elf", "Archer"],
    power: 2,
    toughness: 1,
    keywords: ["reach", "deathtouch"],
    oracle: "Reach, deathtouch",
  }),
];
