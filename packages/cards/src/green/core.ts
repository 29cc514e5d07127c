/** Green cards. */
import type { CardDef } from "@roundtable/engine";
import { card, creature, sliverLord } from "../define.ts";

/** A creature whose only ability is "{T}: Add {G}." */
function manaElf(name: string, subtypes: string[]): CardDef {
  return card({
    name,
    cost: "{G}",
    types: ["Creature"],
    subtypes,
    power: 1,
    toughness: 1,
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ["G"] }],
    oracle: "{T}: Add {G}.",
  });
}

/** "Target creature gets +N/+N until end of turn." */
function growth(name: string, cost: string, n: number): CardDef {
  return card({
    name,
    cost,
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: n, toughness: n, duration: "endOfTurn" }],
    },
    oracle: `Target creature gets +${n}/+${n} until end of turn.`,
  });
}

export const green: CardDef[] = [
  card({
    name: "Fog",
    cost: "{G}",
    types: ["Instant"],
    spell: { effects: [{ e: "preventDamage", amount: "all", combatOnly: true }] },
    oracle: "Prevent all combat damage that would be dealt this turn.",
  }),
  card({
    name: "Regeneration",
    cost: "{1}{G}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      { kind: "activated", cost: { mana: "{G}" }, effects: [{ e: "regenerate", what: "enchanted" }] },
    ],
    oracle: "Enchant creature\n{G}: Regenerate enchanted creature.",
  }),
  sliverLord(
    "Muscle Sliver",
    "{1}{G}",
    { m: "modifyPT", power: 1, toughness: 1 },
    "All Sliver creatures get +1/+1.",
  ),
  card({
    name: "Gaea's Liege",
    cost: "{3}{G}{G}{G}",
    types: ["Creature"],
    subtypes: ["Avatar"],
    power: 0,
    toughness: 0,
    cda: { count: { subtypes: ["Forest"], controller: "you" }, whileAttacking: "defendingPlayer" },
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "permanent", filter: { types: ["Land"] } }],
        effects: [
          {
            e: "become",
            what: { target: 0 },
            mods: [{ m: "types", subtypes: ["Forest"], replace: true }],
            duration: "whileSourceOnBattlefield",
            wordedUntilLeaves: true,
          },
        ],
      },
    ],
    oracle:
      "As long as Gaea's Liege isn't attacking, its power and toughness are each equal to the number of Forests you control. As long as Gaea's Liege is attacking, its power and toughness are each equal to the number of Forests defending player controls.\n{T}: Target land becomes a Forest until this creature leaves the battlefield.",
  }),
  card({
    name: "Concordant Crossroads",
    cost: "{G}",
    types: ["Enchantment"],
    supertypes: ["World"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"] } },
          mods: [{ m: "keywords", keywords: ["haste"] }],
        },
      },
    ],
    oracle: "All creatures have haste.",
  }),
  manaElf("Llanowar Elves", ["Elf", "Druid"]),
  manaElf("Elvish Mystic", ["Elf", "Druid"]),
  creature("Gladecover Scout", "{G}", ["Elf", "Scout"], 1, 1, ["hexproof"], "Hexproof"),
  creature("Wall of Wood", "{G}", ["Wall"], 0, 3, ["defender"], "Defender"),
  creature("Runeclaw Bear", "{1}{G}", ["Bear"], 2, 2, [], ""),
  creature("Grizzly Bears", "{1}{G}", ["Bear"], 2, 2, [], ""),
  creature("Ambush Viper", "{1}{G}", ["Snake"], 2, 1, ["flash", "deathtouch"], "Flash\nDeathtouch"),
  creature("Deadly Recluse", "{1}{G}", ["Spider"], 1, 2, ["reach", "deathtouch"], "Reach, deathtouch"),
  creature("Elvish Warrior", "{G}{G}", ["Elf", "Warrior"], 2, 3, [], ""),
  creature("Kalonian Tusker", "{G}{G}", ["Beast"], 3, 3, [], ""),
  creature("Garruk's Companion", "{G}{G}", ["Beast"], 3, 2, ["trample"], "Trample"),
  creature("Trained Armodon", "{1}{G}{G}", ["Elephant"], 3, 3, [], ""),
  creature("Centaur Courser", "{2}{G}", ["Centaur", "Warrior"], 3, 3, [], ""),
  creature("Giant Spider", "{3}{G}", ["Spider"], 2, 4, ["reach"], "Reach"),
  creature("Spined Wurm", "{4}{G}", ["Wurm"], 5, 4, [], ""),
  creature("Craw Wurm", "{4}{G}{G}", ["Wurm"], 6, 4, [], ""),
  creature("Colossal Dreadmaw", "{4}{G}{G}", ["Dinosaur"], 6, 6, ["trample"], "Trample"),
  // Oracle as on Scryfall (Ixalan), checked 2026-11-26: "This spell can't be countered." on a permanent
  // spell (113.6g: it functions on the stack only).
  card({
    name: "Carnage Tyrant",
    cost: "{4}{G}{G}",
    types: ["Creature"],
    subtypes: ["Dinosaur"],
    power: 7,
    toughness: 6,
    keywords: ["trample", "hexproof"],
    abilities: [{ kind: "static", effect: { s: "cantBeCountered" } }],
    oracle: "This spell can't be countered.\nTrample, hexproof",
  }),
  creature("Vastwood Gorger", "{5}{G}", ["Wurm"], 5, 6, [], ""),
  growth("Giant Growth", "{G}", 3),
  growth("Titanic Growth", "{1}{G}", 4),
  card({
    name: "Aggressive Urge",
    cost: "{1}{G}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "pump", what: { target: 0 }, power: 1, toughness: 1, duration: "endOfTurn" },
        { e: "draw", who: "you", amount: 1 },
      ],
    },
    oracle: "Target creature gets +1/+1 until end of turn.\nDraw a card.",
  }),
  card({
    name: "Plummet",
    cost: "{1}{G}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature", filter: { with: ["flying"] } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Destroy target creature with flying.",
  }),
  card({
    name: "Naturalize",
    cost: "{1}{G}",
    types: ["Instant"],
    spell: { targets: [{ kind: "artifactOrEnchantment" }], effects: [{ e: "destroy", what: { target: 0 } }] },
    oracle: "Destroy target artifact or enchantment.",
  }),
  card({
    name: "Biorhythm",
    cost: "{6}{G}{G}",
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "setLife", who: "each", amount: { count: { types: ["Creature"] }, controlledBy: "them" } },
      ],
    },
    oracle: "Each player's life total becomes the number of creatures they control.",
  }),
  card({
    name: "Vorinclex, Voice of Hunger",
    cost: "{6}{G}{G}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Phyrexian", "Praetor"],
    power: 7,
    toughness: 6,
    keywords: ["trample"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "tappedForMana", who: "you", filter: { types: ["Land"] } },
        effects: [{ e: "addProducedMana", amount: 1 }],
      },
      {
        kind: "triggered",
        when: { on: "tappedForMana", who: "opponent", filter: { types: ["Land"] } },
        effects: [{ e: "skipNextUntap", what: "triggeringObject" }],
      },
    ],
    oracle:
      "Trample\nWhenever you tap a land for mana, add one mana of any type that land produced.\nWhenever an opponent taps a land for mana, that land doesn't untap during its controller's next untap step.",
  }),
  // 801.7 example (E12): "blocks or becomes blocked by a creature" includes the other creature.
  card({
    name: "Mammoth Harness",
    cost: "{3}{G}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: "enchanted",
          mods: [{ m: "loseKeywords", keywords: ["flying"] }],
        },
      },
      {
        kind: "triggered",
        when: { on: "enchantedBlocksOrBlockedBy" },
        effects: [
          { e: "grant", what: "triggeringObject", keywords: ["first strike"], duration: "endOfTurn" },
        ],
      },
    ],
    oracle:
      "Enchant creature\nEnchanted creature loses flying.\nWhenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first strike until end of turn.",
  }),
  // 801.6: "any player may activate" — but only a player within whose range of influence it is.
  card({
    name: "Feral Hydra",
    cost: "{X}{G}",
    types: ["Creature"],
    subtypes: ["Hydra"],
    power: 0,
    toughness: 0,
    abilities: [
      { kind: "static", effect: { s: "entersWithCounters", counter: "+1/+1", n: "X" } },
      {
        kind: "activated",
        cost: { mana: "{3}" },
        effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }],
        anyPlayer: true,
      },
    ],
    oracle:
      "This creature enters with X +1/+1 counters on it.\n{3}: Put a +1/+1 counter on this creature. Any player may activate this ability.",
  }),
];
