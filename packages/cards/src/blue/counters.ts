/** Blue counterspells: "Counter target … spell", some with a rider. */
import type { Ability, CardDef, CardType, Effect, ObjectFilter } from "@roundtable/engine";
import { card } from "../define.ts";

/** An instant that counters a target spell of these types (any spell without), then does `rider`. */
function counter(
  name: string,
  cost: string,
  types: CardType[] | undefined,
  oracle: string,
  rider: Effect[] = [],
): CardDef {
  return card({
    name,
    cost,
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell", ...(types ? { filter: { types } } : {}) }],
      effects: [{ e: "counter", what: { target: 0 } }, ...rider],
    },
    oracle,
  });
}

/**
 * "Counter target [noncreature / instant or sorcery] spell unless its controller pays {N}." (118.12a),
 * then `rider`; `cycling`: the card's cycling cost (702.29a).
 */
function taxCounter(
  name: string,
  cost: string,
  tax: string,
  filter: ObjectFilter | undefined,
  oracle: string,
  opts: { rider?: Effect[]; cycling?: string } = {},
): CardDef {
  return card({
    name,
    cost,
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell", ...(filter ? { filter } : {}) }],
      effects: [
        {
          e: "unlessPays",
          who: { controllerOf: 0 },
          mana: tax,
          effects: [{ e: "counter", what: { target: 0 } }],
        },
        ...(opts.rider ?? []),
      ],
    },
    ...(opts.cycling ? { abilities: [cyclingAbility(opts.cycling)] } : {}),
    oracle,
  });
}

/** 702.29a: "Cycling [cost]" — "[cost], Discard this card: Draw a card." */
function cyclingAbility(mana: string): Ability {
  return { kind: "activated", cost: { mana, discardSelf: true }, cycling: true, effects: draw };
}

const draw: Effect[] = [{ e: "draw", who: "you", amount: 1 }];

export const counters: CardDef[] = [
  counter("Remove Soul", "{1}{U}", ["Creature"], "Counter target creature spell."),
  counter("Exclude", "{2}{U}", ["Creature"], "Counter target creature spell.\nDraw a card.", draw),
  counter("Dismiss", "{2}{U}{U}", undefined, "Counter target spell.\nDraw a card.", draw),
  counter("Dispel", "{U}", ["Instant"], "Counter target instant spell."),
  counter("Annul", "{U}", ["Artifact", "Enchantment"], "Counter target artifact or enchantment spell."),
  counter("Contradict", "{3}{U}{U}", undefined, "Counter target spell.\nDraw a card.", draw),
  card({
    name: "Essence Capture",
    cost: "{U}{U}",
    types: ["Instant"],
    spell: {
      targets: [
        { kind: "spell", filter: { types: ["Creature"] } },
        { kind: "creature", filter: { controller: "you" }, min: 0, max: 1 },
      ],
      effects: [
        { e: "counter", what: { target: 0 } },
        { e: "addCounters", what: { target: 1 }, counter: "+1/+1", amount: 1 },
      ],
    },
    oracle: "Counter target creature spell. Put a +1/+1 counter on up to one target creature you control.",
  }),
  counter("Bone to Ash", "{2}{U}{U}", ["Creature"], "Counter target creature spell.\nDraw a card.", draw),
  counter("Flash Counter", "{1}{U}", ["Instant"], "Counter target instant spell."),
  counter("Envelop", "{U}", ["Sorcery"], "Counter target sorcery spell."),
  {
    ...counter(
      "Neutralize",
      "{1}{U}{U}",
      undefined,
      "Counter target spell.\nCycling {2} ({2}, Discard this card: Draw a card.)",
    ),
    abilities: [cyclingAbility("{2}")],
  },
  card({
    name: "Negate",
    cost: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell", filter: { notTypes: ["Creature"] } }],
      effects: [{ e: "counter", what: { target: 0 } }],
    },
    oracle: "Counter target noncreature spell.",
  }),
  taxCounter("Force Spike", "{U}", "{1}", undefined, "Counter target spell unless its controller pays {1}."),
  taxCounter("Quench", "{1}{U}", "{2}", undefined, "Counter target spell unless its controller pays {2}."),
  taxCounter("Mana Leak", "{1}{U}", "{3}", undefined, "Counter target spell unless its controller pays {3}."),
  taxCounter("Convolute", "{2}{U}", "{4}", undefined, "Counter target spell unless its controller pays {4}."),
  taxCounter(
    "Spell Pierce",
    "{U}",
    "{2}",
    { notTypes: ["Creature"] },
    "Counter target noncreature spell unless its controller pays {2}.",
  ),
  taxCounter(
    "Miscalculation",
    "{1}{U}",
    "{2}",
    undefined,
    "Counter target spell unless its controller pays {2}.\nCycling {2} ({2}, Discard this card: Draw a card.)",
    { cycling: "{2}" },
  ),
  taxCounter(
    "Censor",
    "{1}{U}",
    "{1}",
    undefined,
    "Counter target spell unless its controller pays {1}.\nCycling {U} ({U}, Discard this card: Draw a card.)",
    { cycling: "{U}" },
  ),
  taxCounter(
    "Disrupt",
    "{U}",
    "{1}",
    { types: ["Instant", "Sorcery"] },
    "Counter target instant or sorcery spell unless its controller pays {1}.\nDraw a card.",
    { rider: draw },
  ),
  taxCounter(
    "Runeboggle",
    "{2}{U}",
    "{1}",
    undefined,
    "Counter target spell unless its controller pays {1}.\nDraw a card.",
    { rider: draw },
  ),
  counter("Mystic Denial", "{1}{U}{U}", ["Creature", "Sorcery"], "Counter target creature or sorcery spell."),
];
