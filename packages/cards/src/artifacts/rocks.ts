/** Mana rocks (605.1a): colourless mana, mana of any colour, the Diamonds, the Myr and the Cluestones. */
import type { Ability, CardDef, ManaType } from "@roundtable/engine";
import { card } from "../define.ts";

const ETB_TAPPED: Ability = { kind: "static", effect: { s: "entersTappedSelf" } };
const ANY_COLOR: ManaType[] = ["W", "U", "B", "R", "G"];

function tap(produce: ManaType[], amount?: number): Ability {
  return { kind: "mana", cost: { tap: true }, produce, ...(amount ? { amount } : {}) };
}

/** "{N}, {T}, Sacrifice this artifact: Draw N cards." */
function sacrificeToDraw(mana: string, n: number): Ability {
  return {
    kind: "activated",
    cost: { mana, tap: true, sacrificeSelf: true },
    effects: [{ e: "draw", who: "you", amount: n }],
  };
}

/** A Diamond: "This artifact enters tapped.\n{T}: Add {W}." */
function diamond(name: string, m: ManaType): CardDef {
  return card({
    name,
    cost: "{2}",
    types: ["Artifact"],
    abilities: [ETB_TAPPED, tap([m])],
    oracle: `This artifact enters tapped.\n{T}: Add {${m}}.`,
  });
}

/** A 1/1 Myr for {2} that taps for one colour. */
function myr(name: string, m: ManaType): CardDef {
  return card({
    name,
    cost: "{2}",
    types: ["Artifact", "Creature"],
    subtypes: ["Myr"],
    power: 1,
    toughness: 1,
    abilities: [tap([m])],
    oracle: `{T}: Add {${m}}.`,
  });
}

/** A Cluestone: "{T}: Add {W} or {U}.\n{W}{U}, {T}, Sacrifice this artifact: Draw a card." */
function cluestone(guild: string, a: ManaType, b: ManaType): CardDef {
  return card({
    name: `${guild} Cluestone`,
    cost: "{3}",
    types: ["Artifact"],
    abilities: [tap([a, b]), sacrificeToDraw(`{${a}}{${b}}`, 1)],
    oracle: `{T}: Add {${a}} or {${b}}.\n{${a}}{${b}}, {T}, Sacrifice this artifact: Draw a card.`,
  });
}

export const rocks: CardDef[] = [
  card({
    name: "Thran Dynamo",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [tap(["C"], 3)],
    oracle: "{T}: Add {C}{C}{C}.",
  }),
  card({
    name: "Worn Powerstone",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [ETB_TAPPED, tap(["C"], 2)],
    oracle: "This artifact enters tapped.\n{T}: Add {C}{C}.",
  }),
  card({
    name: "Hedron Archive",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [tap(["C"], 2), sacrificeToDraw("{2}", 2)],
    oracle: "{T}: Add {C}{C}.\n{2}, {T}, Sacrifice this artifact: Draw two cards.",
  }),
  card({
    name: "Dreamstone Hedron",
    cost: "{6}",
    types: ["Artifact"],
    abilities: [tap(["C"], 3), sacrificeToDraw("{3}", 3)],
    oracle: "{T}: Add {C}{C}{C}.\n{3}, {T}, Sacrifice this artifact: Draw three cards.",
  }),
  card({
    name: "Ur-Golem's Eye",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [tap(["C"], 2)],
    oracle: "{T}: Add {C}{C}.",
  }),
  card({
    name: "Manalith",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [tap(ANY_COLOR)],
    oracle: "{T}: Add one mana of any color.",
  }),
  card({
    name: "Darksteel Ingot",
    cost: "{3}",
    types: ["Artifact"],
    keywords: ["indestructible"],
    abilities: [tap(ANY_COLOR)],
    oracle: "Indestructible\n{T}: Add one mana of any color.",
  }),
  diamond("Marble Diamond", "W"),
  diamond("Sky Diamond", "U"),
  diamond("Charcoal Diamond", "B"),
  diamond("Fire Diamond", "R"),
  diamond("Moss Diamond", "G"),
  myr("Gold Myr", "W"),
  myr("Silver Myr", "U"),
  myr("Leaden Myr", "B"),
  myr("Iron Myr", "R"),
  myr("Copper Myr", "G"),
  cluestone("Azorius", "W", "U"),
  cluestone("Dimir", "U", "B"),
  cluestone("Rakdos", "B", "R"),
  cluestone("Gruul", "R", "G"),
  cluestone("Selesnya", "G", "W"),
  cluestone("Orzhov", "W", "B"),
  cluestone("Izzet", "U", "R"),
  cluestone("Golgari", "B", "G"),
  cluestone("Boros", "R", "W"),
  cluestone("Simic", "G", "U"),
];
