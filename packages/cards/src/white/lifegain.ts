/** White life gain: enters-the-battlefield life, "whenever a creature enters" soul-sisters, lifelinkers. */
import type { Ability, CardDef, ObjectFilter } from "@roundtable/engine";
import { card } from "../define.ts";

const creatures: ObjectFilter = { types: ["Creature"] };
const yourCreatures: ObjectFilter = { types: ["Creature"], controller: "you" };
const opponentsCreatures: ObjectFilter = { types: ["Creature"], controller: "opponent" };

/** "When this … enters, you gain N life." */
function entersGain(n: number): Ability {
  return {
    kind: "triggered",
    when: { on: "entersBattlefield" },
    effects: [{ e: "gainLife", who: "you", amount: n }],
  };
}

/** "Whenever a [filter] enters, you (may) gain 1 life." */
function whenEntersGain(filter: ObjectFilter, may: boolean): Ability {
  const gain = { e: "gainLife", who: "you", amount: 1 } as const;
  return {
    kind: "triggered",
    when: { on: "anotherEnters", filter },
    effects: may ? [{ e: "may", effects: [gain] }] : [gain],
  };
}

function lifeSpell(name: string, cost: string, n: number): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    spell: { effects: [{ e: "gainLife", who: "you", amount: n }] },
    oracle: `You gain ${n} life.`,
  });
}

/** A 1/1 Human Cleric for {W}: "Whenever another creature enters, you (may) gain 1 life." */
function soulSister(name: string, may: boolean): CardDef {
  return card({
    name,
    cost: "{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 1,
    toughness: 1,
    abilities: [whenEntersGain(creatures, may)],
    oracle: `Whenever another creature enters, you ${may ? "may " : ""}gain 1 life.`,
  });
}

export const lifegain: CardDef[] = [
  soulSister("Soul Warden", false),
  soulSister("Soul's Attendant", true),
  card({
    name: "Suture Priest",
    cost: "{1}{W}",
    types: ["Creature"],
    subtypes: ["Cleric"],
    power: 1,
    toughness: 1,
    abilities: [
      whenEntersGain(yourCreatures, true),
      {
        kind: "triggered",
        when: { on: "anotherEnters", filter: opponentsCreatures },
        effects: [{ e: "may", effects: [{ e: "loseLife", who: "triggering", amount: 1 }] }],
      },
    ],
    oracle:
      "Whenever another creature you control enters, you may gain 1 life.\nWhenever a creature an opponent controls enters, you may have that player lose 1 life.",
  }),
  card({
    name: "Ajani's Welcome",
    cost: "{W}",
    types: ["Enchantment"],
    abilities: [whenEntersGain(yourCreatures, false)],
    oracle: "Whenever a creature you control enters, you gain 1 life.",
  }),
  card({
    name: "Authority of the Consuls",
    cost: "{W}",
    types: ["Enchantment"],
    abilities: [
      { kind: "static", effect: { s: "entersTapped", filters: [opponentsCreatures] } },
      whenEntersGain(opponentsCreatures, false),
    ],
    oracle:
      "Creatures your opponents control enter tapped.\nWhenever a creature an opponent controls enters, you gain 1 life.",
  }),
  card({
    name: "Lone Missionary",
    cost: "{1}{W}",
    types: ["Creature"],
    subtypes: ["Kor", "Monk"],
    power: 2,
    toughness: 1,
    abilities: [entersGain(4)],
    oracle: "When this creature enters, you gain 4 life.",
  }),
  card({
    name: "Venerable Monk",
    cost: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Monk", "Cleric"],
    power: 2,
    toughness: 2,
    abilities: [entersGain(2)],
    oracle: "When this creature enters, you gain 2 life.",
  }),
  card({
    name: "Angel of Mercy",
    cost: "{4}{W}",
    types: ["Creature"],
    subtypes: ["Angel"],
    power: 3,
    toughness: 3,
    keywords: ["flying"],
    abilities: [entersGain(3)],
    oracle: "Flying\nWhen this creature enters, you gain 3 life.",
  }),
  lifeSpell("Sacred Nectar", "{1}{W}", 4),
  lifeSpell("Chaplain's Blessing", "{W}", 5),
  card({
    name: "Healing Salve",
    cost: "{W}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          { targets: [{ kind: "player" }], effects: [{ e: "gainLife", who: { target: 0 }, amount: 3 }] },
          { targets: [{ kind: "any" }], effects: [{ e: "preventDamage", to: { target: 0 }, amount: 3 }] },
        ],
      },
    },
    oracle:
      "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be dealt to any target this turn.",
  }),
  card({
    name: "Samite Healer",
    cost: "{1}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "any" }],
        effects: [{ e: "preventDamage", to: { target: 0 }, amount: 1 }],
      },
    ],
    oracle: "{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
  }),
  card({
    name: "Cathedral Sanctifier",
    cost: "{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 1,
    toughness: 1,
    abilities: [entersGain(3)],
    oracle: "When this creature enters, you gain 3 life.",
  }),
  card({
    name: "Tireless Missionaries",
    cost: "{4}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 2,
    toughness: 3,
    abilities: [entersGain(3)],
    oracle: "When this creature enters, you gain 3 life.",
  }),
  card({
    name: "Healer of the Pride",
    cost: "{3}{W}",
    types: ["Creature"],
    subtypes: ["Cat", "Cleric"],
    power: 2,
    toughness: 3,
    abilities: [
      {
        kind: "triggered",
        when: { on: "anotherEnters", filter: yourCreatures },
        effects: [{ e: "gainLife", who: "you", amount: 2 }],
      },
    ],
    oracle: "Whenever another creature you control enters, you gain 2 life.",
  }),
  card({
    name: "Nyx-Fleece Ram",
    cost: "{1}{W}",
    types: ["Enchantment", "Creature"],
    subtypes: ["Sheep"],
    power: 0,
    toughness: 5,
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [{ e: "gainLife", who: "you", amount: 1 }],
      },
    ],
    oracle: "At the beginning of your upkeep, you gain 1 life.",
  }),
  card({
    name: "Teroh's Faithful",
    cost: "{3}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 1,
    toughness: 4,
    abilities: [entersGain(4)],
    oracle: "When this creature enters, you gain 4 life.",
  }),
  card({
    name: "Ajani's Mantra",
    cost: "{1}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [{ e: "may", effects: [{ e: "gainLife", who: "you", amount: 1 }] }],
      },
    ],
    oracle: "At the beginning of your upkeep, you may gain 1 life.",
  }),
  card({
    name: "Impassioned Orator",
    cost: "{1}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 2,
    toughness: 2,
    abilities: [whenEntersGain(yourCreatures, false)],
    oracle: "Whenever another creature you control enters, you gain 1 life.",
  }),
];
