/** White removal: exile-until-it-leaves enchantments and creatures, and answers to artifacts and enchantments. */
import type { Ability, CardDef, Effect, TargetSpec, TokenSpec } from "@roundtable/engine";
import { card } from "../define.ts";
import { cycling } from "./shared.ts";

const opponentsNonland: TargetSpec = { kind: "permanent", filter: { nonland: true, controller: "opponent" } };

/** 610.3: "When this … enters, exile [target] until this … leaves the battlefield[, then …]." */
function exileUntilLeaves(target: TargetSpec, then: Effect[] = []): Ability {
  return {
    kind: "triggered",
    when: { on: "entersBattlefield" },
    targets: [target],
    effects: [{ e: "exileLinked", what: { target: 0 }, untilSourceLeaves: true }, ...then],
  };
}

/** 607.2a: the two linked abilities of Oblivion Ring-style cards, the exile optional with `may`. */
function exileAndReturn(target: TargetSpec, may: boolean): Ability[] {
  const exile = { e: "exileLinked", what: { target: 0 } } as const;
  return [
    {
      kind: "triggered",
      when: { on: "entersBattlefield" },
      targets: [target],
      effects: may ? [{ e: "may", effects: [exile] }] : [exile],
    },
    { kind: "triggered", when: { on: "leavesBattlefield" }, effects: [{ e: "returnLinked" }] },
  ];
}

/** "Sacrifice this …: Destroy target [kind]." */
function sacrificeToDestroy(target: TargetSpec): Ability {
  return {
    kind: "activated",
    cost: { sacrificeSelf: true },
    targets: [target],
    effects: [{ e: "destroy", what: { target: 0 } }],
  };
}

/** The creature token a destroyed permanent's controller gets (Generous Gift's Elephant). */
function compensation(subtype: string, colors: TokenSpec["colors"], size: number): TokenSpec {
  return { types: ["Creature"], subtypes: [subtype], colors, power: size, toughness: size };
}

const RETURN_LINE = "return the exiled card to the battlefield under its owner's control.";

export const removal: CardDef[] = [
  card({
    name: "Journey to Nowhere",
    cost: "{1}{W}",
    types: ["Enchantment"],
    abilities: exileAndReturn({ kind: "creature" }, false),
    oracle: `When this enchantment enters, exile target creature.\nWhen this enchantment leaves the battlefield, ${RETURN_LINE}`,
  }),
  card({
    name: "Banishing Light",
    cost: "{2}{W}",
    types: ["Enchantment"],
    abilities: [exileUntilLeaves(opponentsNonland)],
    oracle:
      "When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.",
  }),
  card({
    name: "Prayer of Binding",
    cost: "{3}{W}",
    types: ["Enchantment"],
    abilities: [
      exileUntilLeaves({ ...opponentsNonland, min: 0 }, [{ e: "gainLife", who: "you", amount: 2 }]),
    ],
    oracle:
      "When this enchantment enters, exile up to one target nonland permanent an opponent controls until this enchantment leaves the battlefield. You gain 2 life.",
  }),
  card({
    name: "Cast Out",
    cost: "{3}{W}",
    types: ["Enchantment"],
    keywords: ["flash"],
    abilities: [exileUntilLeaves(opponentsNonland), cycling("{W}")],
    oracle:
      "Flash\nWhen this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.\nCycling {W} ({W}, Discard this card: Draw a card.)",
  }),
  card({
    name: "Fiend Hunter",
    cost: "{1}{W}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 1,
    toughness: 3,
    abilities: exileAndReturn({ kind: "creature", other: true }, true),
    oracle: `When this creature enters, you may exile another target creature.\nWhen this creature leaves the battlefield, ${RETURN_LINE}`,
  }),
  card({
    name: "Leonin Relic-Warder",
    cost: "{W}{W}",
    types: ["Creature"],
    subtypes: ["Cat", "Cleric"],
    power: 2,
    toughness: 2,
    abilities: exileAndReturn({ kind: "artifactOrEnchantment" }, true),
    oracle: `When this creature enters, you may exile target artifact or enchantment.\nWhen this creature leaves the battlefield, ${RETURN_LINE}`,
  }),
  card({
    name: "Fairgrounds Warden",
    cost: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Dwarf", "Soldier"],
    power: 1,
    toughness: 3,
    abilities: [exileUntilLeaves({ kind: "creature", filter: { controller: "opponent" } })],
    oracle:
      "When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield.",
  }),
  card({
    name: "Luminous Bonds",
    cost: "{2}{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "cantAttackOrBlock", affects: "enchanted" } }],
    oracle: "Enchant creature\nEnchanted creature can't attack or block.",
  }),
  card({
    name: "Revoke Existence",
    cost: "{1}{W}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "artifactOrEnchantment" }], effects: [{ e: "exile", what: { target: 0 } }] },
    oracle: "Exile target artifact or enchantment.",
  }),
  card({
    name: "Altar's Light",
    cost: "{2}{W}{W}",
    types: ["Instant"],
    subtypes: ["Arcane"],
    spell: { targets: [{ kind: "artifactOrEnchantment" }], effects: [{ e: "exile", what: { target: 0 } }] },
    oracle: "Exile target artifact or enchantment.",
  }),
  card({
    name: "Erase",
    cost: "{W}",
    types: ["Instant"],
    spell: { targets: [{ kind: "enchantment" }], effects: [{ e: "exile", what: { target: 0 } }] },
    oracle: "Exile target enchantment.",
  }),
  card({
    name: "Blessed Light",
    cost: "{4}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Creature", "Enchantment"] } }],
      effects: [{ e: "exile", what: { target: 0 } }],
    },
    oracle: "Exile target creature or enchantment.",
  }),
  card({
    name: "Dust to Dust",
    cost: "{1}{W}{W}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Artifact"] }, min: 2, max: 2 }],
      effects: [{ e: "exile", what: { target: 0 } }],
    },
    oracle: "Exile two target artifacts.",
  }),
  card({
    name: "Excommunicate",
    cost: "{2}{W}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "putIntoLibrary", what: { target: 0 }, fromTop: 1 }],
    },
    oracle: "Put target creature on top of its owner's library.",
  }),
  card({
    name: "Seal of Cleansing",
    cost: "{1}{W}",
    types: ["Enchantment"],
    abilities: [sacrificeToDestroy({ kind: "artifactOrEnchantment" })],
    oracle: "Sacrifice this enchantment: Destroy target artifact or enchantment.",
  }),
  card({
    name: "Kami of Ancient Law",
    cost: "{1}{W}",
    types: ["Creature"],
    subtypes: ["Spirit"],
    power: 2,
    toughness: 2,
    abilities: [sacrificeToDestroy({ kind: "enchantment" })],
    oracle: "Sacrifice this creature: Destroy target enchantment.",
  }),
  card({
    name: "Archon of Justice",
    cost: "{3}{W}{W}",
    types: ["Creature"],
    subtypes: ["Archon"],
    power: 4,
    toughness: 4,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "dies" },
        targets: [{ kind: "permanent" }],
        effects: [{ e: "exile", what: { target: 0 } }],
      },
    ],
    oracle: "Flying\nWhen this creature dies, exile target permanent.",
  }),
  card({
    name: "Angelic Edict",
    cost: "{4}{W}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Creature", "Enchantment"] } }],
      effects: [{ e: "exile", what: { target: 0 } }],
    },
    oracle: "Exile target creature or enchantment.",
  }),
  card({
    name: "Ray of Dissolution",
    cost: "{2}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "enchantment" }],
      effects: [
        { e: "destroy", what: { target: 0 } },
        { e: "gainLife", who: "you", amount: 3 },
      ],
    },
    oracle: "Destroy target enchantment. You gain 3 life.",
  }),
  card({
    name: "Invoke the Divine",
    cost: "{2}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "artifactOrEnchantment" }],
      effects: [
        { e: "destroy", what: { target: 0 } },
        { e: "gainLife", who: "you", amount: 4 },
      ],
    },
    oracle: "Destroy target artifact or enchantment. You gain 4 life.",
  }),
  card({
    name: "Solemn Offering",
    cost: "{2}{W}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "artifactOrEnchantment" }],
      effects: [
        { e: "destroy", what: { target: 0 } },
        { e: "gainLife", who: "you", amount: 4 },
      ],
    },
    oracle: "Destroy target artifact or enchantment. You gain 4 life.",
  }),
  // 608.2h: "its controller" and "its power" are read as the creature last existed on the battlefield.
  card({
    name: "Swords to Plowshares",
    cost: "{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "exile", what: { target: 0 } },
        { e: "gainLife", who: { controllerOf: 0 }, amount: { powerOf: 0 } },
      ],
    },
    oracle: "Exile target creature. Its controller gains life equal to its power.",
  }),
  card({
    name: "Generous Gift",
    cost: "{2}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent" }],
      effects: [
        { e: "destroy", what: { target: 0 } },
        { e: "createToken", who: { controllerOf: 0 }, token: compensation("Elephant", ["G"], 3), amount: 1 },
      ],
    },
    oracle: "Destroy target permanent. Its controller creates a 3/3 green Elephant creature token.",
  }),
  card({
    name: "Stroke of Midnight",
    cost: "{2}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { nonland: true } }],
      effects: [
        { e: "destroy", what: { target: 0 } },
        { e: "createToken", who: { controllerOf: 0 }, token: compensation("Human", ["W"], 1), amount: 1 },
      ],
    },
    oracle: "Destroy target nonland permanent. Its controller creates a 1/1 white Human creature token.",
  }),
];
