/** Green cards. */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "./define.ts";

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
];
