/** Blue creatures: fliers, walls, tappers, bouncers and card drawers. */
import type { Ability, CardDef, Effect, Keyword, TargetSpec } from "@roundtable/engine";
import { card, creature } from "../define.ts";
import { landSwap } from "./control.ts";

interface Body {
  name: string;
  cost: string;
  subtypes: string[];
  power: number;
  toughness: number;
  keywords?: Keyword[];
}

/** A creature with these abilities. */
function withAbilities(b: Body, abilities: Ability[], oracle: string): CardDef {
  return card({
    name: b.name,
    cost: b.cost,
    types: ["Creature"],
    subtypes: b.subtypes,
    power: b.power,
    toughness: b.toughness,
    ...(b.keywords ? { keywords: b.keywords } : {}),
    abilities,
    oracle,
  });
}

const draw: Effect = { e: "draw", who: "you", amount: 1 };
const enters = (effects: Effect[], targets?: TargetSpec[]): Ability => ({
  kind: "triggered",
  when: { on: "entersBattlefield" },
  ...(targets ? { targets } : {}),
  effects,
});
const bounceTarget: Effect = { e: "bounce", what: { target: 0 } };

/**
 * "When this creature enters, tap target creature an opponent controls. That creature doesn't untap during
 * its controller's next untap step." Oracle says "That creature" where Crippling Chill says "It" (the target's
 * `thatNoun`).
 */
function tapAndHoldOnEntry(b: Body): CardDef {
  const ability = enters(
    [
      { e: "tap", what: { target: 0 } },
      { e: "skipNextUntap", what: { target: 0 } },
    ],
    [{ kind: "creature", filter: { controller: "opponent" }, thatNoun: true }],
  );
  return withAbilities(
    b,
    [ability],
    "When this creature enters, tap target creature an opponent controls. That creature doesn't untap during its controller's next untap step.",
  );
}

/** Flash; "When this creature enters, target creature an opponent controls gets -2/-0 until end of turn." */
function shrinker(b: Body): CardDef {
  const ability = enters(
    [{ e: "pump", what: { target: 0 }, power: -2, toughness: 0, duration: "endOfTurn" }],
    [{ kind: "creature", filter: { controller: "opponent" } }],
  );
  const keywords = b.keywords?.includes("flying") ? "Flash\nFlying" : "Flash";
  return withAbilities(
    b,
    [ability],
    `${keywords}\nWhen this creature enters, target creature an opponent controls gets -2/-0 until end of turn.`,
  );
}

export const creatures: CardDef[] = [
  creature("Flying Men", "{U}", ["Human"], 1, 1, ["flying"], "Flying"),
  creature("Storm Crow", "{1}{U}", ["Bird"], 1, 2, ["flying"], "Flying"),
  creature("Phantom Monster", "{3}{U}", ["Illusion"], 3, 3, ["flying"], "Flying"),
  creature("Hover Barrier", "{2}{U}", ["Illusion", "Wall"], 0, 6, ["defender", "flying"], "Defender, flying"),
  creature("Segovian Leviathan", "{4}{U}", ["Leviathan"], 3, 3, ["islandwalk"], "Islandwalk"),
  creature("Kraken Hatchling", "{U}", ["Kraken"], 0, 4, [], ""),
  creature("Fugitive Wizard", "{U}", ["Human", "Wizard"], 1, 1, [], ""),
  creature("Merfolk of the Pearl Trident", "{U}", ["Merfolk"], 1, 1, [], ""),
  creature("Vodalian Soldiers", "{1}{U}", ["Merfolk", "Soldier"], 1, 2, [], ""),
  creature("Maritime Guard", "{1}{U}", ["Merfolk", "Soldier"], 1, 3, [], ""),
  creature("Coral Eel", "{1}{U}", ["Fish"], 2, 1, [], ""),
  creature("Armored Whirl Turtle", "{2}{U}", ["Turtle"], 0, 5, [], ""),
  creature("Giant Octopus", "{3}{U}", ["Octopus"], 3, 3, [], ""),
  creature("Fortress Crab", "{3}{U}", ["Crab"], 1, 6, [], ""),
  creature("Water Elemental", "{3}{U}{U}", ["Elemental"], 5, 4, [], ""),
  withAbilities(
    {
      name: "Cloudkin Seer",
      cost: "{2}{U}",
      subtypes: ["Elemental", "Wizard"],
      power: 2,
      toughness: 1,
      keywords: ["flying"],
    },
    [enters([draw])],
    "Flying\nWhen this creature enters, draw a card.",
  ),
  withAbilities(
    {
      name: "Sky-Eel School",
      cost: "{3}{U}{U}",
      subtypes: ["Fish"],
      power: 3,
      toughness: 3,
      keywords: ["flying"],
    },
    [enters([draw, { e: "discard", who: "you", amount: 1 }])],
    "Flying\nWhen this creature enters, draw a card, then discard a card.",
  ),
  withAbilities(
    {
      name: "Aven Fisher",
      cost: "{3}{U}",
      subtypes: ["Bird", "Soldier"],
      power: 2,
      toughness: 2,
      keywords: ["flying"],
    },
    [{ kind: "triggered", when: { on: "dies" }, effects: [{ e: "may", effects: [draw] }] }],
    "Flying\nWhen this creature dies, you may draw a card.",
  ),
  withAbilities(
    {
      name: "Thieving Magpie",
      cost: "{2}{U}{U}",
      subtypes: ["Bird"],
      power: 1,
      toughness: 3,
      keywords: ["flying"],
    },
    [{ kind: "triggered", when: { on: "dealsDamage", to: "opponent" }, effects: [draw] }],
    "Flying\nWhenever this creature deals damage to an opponent, draw a card.",
  ),
  withAbilities(
    {
      name: "Spectral Sailor",
      cost: "{U}",
      subtypes: ["Spirit", "Pirate"],
      power: 1,
      toughness: 1,
      keywords: ["flash", "flying"],
    },
    [{ kind: "activated", cost: { mana: "{3}{U}" }, effects: [draw] }],
    "Flash\nFlying\n{3}{U}: Draw a card.",
  ),
  withAbilities(
    { name: "Archivist", cost: "{2}{U}{U}", subtypes: ["Human", "Wizard"], power: 1, toughness: 1 },
    [{ kind: "activated", cost: { tap: true }, effects: [draw] }],
    "{T}: Draw a card.",
  ),
  withAbilities(
    { name: "Azure Mage", cost: "{1}{U}", subtypes: ["Human", "Wizard"], power: 2, toughness: 1 },
    [{ kind: "activated", cost: { mana: "{3}{U}" }, effects: [draw] }],
    "{3}{U}: Draw a card.",
  ),
  withAbilities(
    {
      name: "Sphinx of Magosi",
      cost: "{3}{U}{U}{U}",
      subtypes: ["Sphinx"],
      power: 6,
      toughness: 6,
      keywords: ["flying"],
    },
    [
      {
        kind: "activated",
        cost: { mana: "{2}{U}" },
        effects: [draw, { e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }],
      },
    ],
    "Flying\n{2}{U}: Draw a card, then put a +1/+1 counter on this creature.",
  ),
  withAbilities(
    {
      name: "Sphinx of Uthuun",
      cost: "{5}{U}{U}",
      subtypes: ["Sphinx"],
      power: 5,
      toughness: 6,
      keywords: ["flying"],
    },
    [enters([{ e: "revealTopPiles", amount: 5 }])],
    "Flying\nWhen this creature enters, reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.",
  ),
  withAbilities(
    { name: "Aether Adept", cost: "{1}{U}{U}", subtypes: ["Human", "Wizard"], power: 2, toughness: 2 },
    [enters([bounceTarget], [{ kind: "creature" }])],
    "When this creature enters, return target creature to its owner's hand.",
  ),
  withAbilities(
    { name: "Exclusion Mage", cost: "{2}{U}", subtypes: ["Human", "Wizard"], power: 2, toughness: 2 },
    [enters([bounceTarget], [{ kind: "creature", filter: { controller: "opponent" } }])],
    "When this creature enters, return target creature an opponent controls to its owner's hand.",
  ),
  withAbilities(
    {
      name: "Mist Raven",
      cost: "{2}{U}{U}",
      subtypes: ["Bird"],
      power: 2,
      toughness: 2,
      keywords: ["flying"],
    },
    [enters([bounceTarget], [{ kind: "creature" }])],
    "Flying\nWhen this creature enters, return target creature to its owner's hand.",
  ),
  withAbilities(
    { name: "Vedalken Mastermind", cost: "{U}{U}", subtypes: ["Vedalken", "Wizard"], power: 1, toughness: 2 },
    [
      {
        kind: "activated",
        cost: { mana: "{U}", tap: true },
        targets: [{ kind: "permanent", filter: { controller: "you" } }],
        effects: [bounceTarget],
      },
    ],
    "{U}, {T}: Return target permanent you control to its owner's hand.",
  ),
  withAbilities(
    { name: "Vedalken Plotter", cost: "{2}{U}", subtypes: ["Vedalken", "Wizard"], power: 1, toughness: 1 },
    [enters([{ e: "exchangeControl" }], landSwap)],
    "When this creature enters, exchange control of target land you control and target land an opponent controls.",
  ),
  withAbilities(
    {
      name: "Sphinx of Enlightenment",
      cost: "{4}{U}{U}",
      subtypes: ["Sphinx"],
      power: 5,
      toughness: 5,
      keywords: ["flying"],
    },
    [
      enters(
        [
          { e: "draw", who: { target: 0 }, amount: 1 },
          { e: "draw", who: "you", amount: 3 },
        ],
        [{ kind: "opponent" }],
      ),
    ],
    "Flying\nWhen this creature enters, target opponent draws a card and you draw three cards.",
  ),
  shrinker({
    name: "Brinebarrow Intruder",
    cost: "{U}",
    subtypes: ["Human", "Rogue"],
    power: 1,
    toughness: 2,
    keywords: ["flash"],
  }),
  shrinker({
    name: "Faerie Duelist",
    cost: "{1}{U}",
    subtypes: ["Faerie", "Rogue"],
    power: 1,
    toughness: 2,
    keywords: ["flash", "flying"],
  }),
  withAbilities(
    {
      name: "Trained Condor",
      cost: "{2}{U}",
      subtypes: ["Bird"],
      power: 2,
      toughness: 1,
      keywords: ["flying"],
    },
    [
      {
        kind: "triggered",
        when: { on: "attacks" },
        targets: [{ kind: "creature", filter: { controller: "you" }, other: true }],
        effects: [{ e: "grant", what: { target: 0 }, keywords: ["flying"], duration: "endOfTurn" }],
      },
    ],
    "Flying\nWhenever this creature attacks, another target creature you control gains flying until end of turn.",
  ),
  withAbilities(
    { name: "Daring Apprentice", cost: "{1}{U}{U}", subtypes: ["Human", "Wizard"], power: 1, toughness: 1 },
    [
      {
        kind: "activated",
        cost: { tap: true, sacrificeSelf: true },
        targets: [{ kind: "spell" }],
        effects: [{ e: "counter", what: { target: 0 } }],
      },
    ],
    "{T}, Sacrifice this creature: Counter target spell.",
  ),
  creature("Moon Heron", "{3}{U}", ["Spirit", "Bird"], 3, 2, ["flying"], "Flying"),
  withAbilities(
    { name: "Tempest Caller", cost: "{2}{U}{U}", subtypes: ["Merfolk", "Wizard"], power: 2, toughness: 3 },
    [
      enters(
        [{ e: "tap", what: { each: { types: ["Creature"] }, of: { target: 0 } } }],
        [{ kind: "opponent" }],
      ),
    ],
    "When this creature enters, tap all creatures target opponent controls.",
  ),
  tapAndHoldOnEntry({
    name: "Watertrap Weaver",
    cost: "{2}{U}",
    subtypes: ["Merfolk", "Wizard"],
    power: 2,
    toughness: 2,
  }),
  tapAndHoldOnEntry({
    name: "Frost Lynx",
    cost: "{2}{U}",
    subtypes: ["Elemental", "Cat"],
    power: 2,
    toughness: 2,
  }),
  withAbilities(
    {
      name: "Air Servant",
      cost: "{4}{U}",
      subtypes: ["Elemental"],
      power: 4,
      toughness: 3,
      keywords: ["flying"],
    },
    [
      {
        kind: "activated",
        cost: { mana: "{2}{U}" },
        targets: [{ kind: "creature", filter: { with: ["flying"] } }],
        effects: [{ e: "tap", what: { target: 0 } }],
      },
    ],
    "Flying\n{2}{U}: Tap target creature with flying.",
  ),
  withAbilities(
    {
      name: "Wall of Lost Thoughts",
      cost: "{1}{U}",
      subtypes: ["Wall"],
      power: 0,
      toughness: 4,
      keywords: ["defender"],
    },
    [enters([{ e: "mill", who: { target: 0 }, amount: 4 }], [{ kind: "player" }])],
    "Defender\nWhen this creature enters, target player mills four cards.",
  ),
  withAbilities(
    {
      name: "Merfolk Secretkeeper",
      cost: "{U}",
      subtypes: ["Merfolk", "Wizard"],
      power: 0,
      toughness: 4,
      keywords: ["defender"],
    },
    [enters([{ e: "mill", who: { target: 0 }, amount: 4 }], [{ kind: "player" }])],
    "Defender\nWhen this creature enters, target player mills four cards.",
  ),
  withAbilities(
    { name: "Armored Skaab", cost: "{2}{U}", subtypes: ["Zombie", "Warrior"], power: 1, toughness: 4 },
    [enters([{ e: "mill", who: "you", amount: 4 }])],
    "When this creature enters, mill four cards.",
  ),
];
