/**
 * Cards with the keyword actions of 701: scry (701.22), surveil (701.25), investigate (701.16), explore (701.44),
 * connive (701.50), proliferate (701.34), bolster (701.39), adapt (701.46), populate (701.36), and Food tokens
 * (111.10b). Their reminder texts are the generator's (rulesText/effects/reminders.ts). Oracle texts of Preordain,
 * Notion Rain, Jadelight Ranger, Grim Affliction, Deadly Visit, Magma Jet and Rootborn Defenses checked 2026-12-07
 * against Scryfall-fed card data and card scripts in public repositories.
 */
import type { Ability, CardDef, Effect, TargetSpec } from "@roundtable/engine";
import { activated, card, creatureWith, TAP_FOR_C } from "./define.ts";
import { FOOD } from "./predefinedTokens.ts";

const T0 = { target: 0 } as const;
const CREATURE: TargetSpec = { kind: "creature" };
const FLYER: TargetSpec = { kind: "creature", filter: { with: ["flying"] } };

const scry = (amount: number): Effect => ({ e: "scry", amount });
const surveil = (amount: number): Effect => ({ e: "surveil", amount });
const bolster = (amount: number): Effect => ({ e: "bolster", amount });
const INVESTIGATE: Effect = { e: "investigate" };
const PROLIFERATE: Effect = { e: "proliferate" };
const POPULATE: Effect = { e: "populate" };
const EXPLORES: Effect = { e: "explore", what: "self" };
const CONNIVES: Effect = { e: "connive", what: "self" };
const FOOD_TOKEN: Effect = { e: "createToken", token: FOOD, amount: 1 };
const DRAW: Effect = { e: "draw", who: "you", amount: 1 };

/** Oracle's wordings of keyword actions that differ between cards (`CardDef.keywordActionWording`). */
const THEN: CardDef["keywordActionWording"] = { join: "then" };
const LINE: CardDef["keywordActionWording"] = { join: "line" };

/** "When this creature enters, …" */
const entering = (...effects: Effect[]): Ability => ({
  kind: "triggered",
  when: { on: "entersBattlefield" },
  effects,
});
/** "Whenever this creature deals combat damage to a player, …" */
const hitting = (...effects: Effect[]): Ability => ({
  kind: "triggered",
  when: { on: "dealsDamage", to: "player", combat: true },
  effects,
});

/**
 * An instant or sorcery: its effects, and its targets if any; `wording`, how its Oracle words its keyword action
 * where cards differ (`CardDef.keywordActionWording`).
 */
function spell(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  effects: Effect[],
  oracle: string,
  targets?: TargetSpec[],
  wording?: CardDef["keywordActionWording"],
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: { ...(targets !== undefined ? { targets } : {}), effects },
    ...(wording !== undefined ? { keywordActionWording: wording } : {}),
    oracle,
  });
}

const SCRY_1 = "Scry 1. (Look at the top card of your library. You may put that card on the bottom.)";
const scryN = (n: string) =>
  `(Look at the top ${n} cards of your library, then put any number of them on the bottom and the rest on top in any order.)`;
const SURVEIL_1 = "Surveil 1. (Look at the top card of your library. You may put it into your graveyard.)";
const SURVEIL_2 =
  "Surveil 2. (Look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)";
const INVESTIGATE_REMINDER = `(Create a Clue token. It's an artifact with "{2}, Sacrifice this token: Draw a card.")`;
const FOOD_REMINDER = `(It's an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")`;
const EXPLORE_REMINDER =
  "(Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)";
const CONNIVE_REMINDER =
  "(Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this creature.)";
const PROLIFERATE_REMINDER =
  "(Choose any number of permanents and/or players, then give each another counter of each kind already there.)";
const POPULATE_REMINDER = "(Create a token that's a copy of a creature token you control.)";
const bolsterReminder = (counters: string) =>
  `(Choose a creature with the least toughness among creatures you control and put ${counters} on it.)`;
const adaptReminder = (counters: string) =>
  `(If this creature has no +1/+1 counters on it, put ${counters} on it.)`;

/** A creature that explores as it enters (701.44a). */
function explorer(name: string, cost: string, subtypes: string[], pt: [number, number]): CardDef {
  return creatureWith(
    name,
    cost,
    subtypes,
    pt,
    [entering(EXPLORES)],
    `When this creature enters, it explores. ${EXPLORE_REMINDER}`,
  );
}

/** A creature with "[cost]: Adapt N." (701.46a). */
function adapter(
  name: string,
  cost: string,
  subtypes: string[],
  pt: [number, number],
  adaptCost: string,
  n: number,
  counters: string,
  keywords?: CardDef["keywords"],
): CardDef {
  const line = `${adaptCost}: Adapt ${n}. ${adaptReminder(counters)}`;
  return creatureWith(
    name,
    cost,
    subtypes,
    pt,
    [activated({ mana: adaptCost }, [{ e: "adapt", amount: n }])],
    keywords !== undefined ? `Flying\n${line}` : line,
    keywords,
  );
}

export const keywordActionCards: CardDef[] = [
  // Scry (701.22).
  spell("Opt", "{U}", "Instant", [scry(1), DRAW], `${SCRY_1}\nDraw a card.`),
  spell(
    "Spark Jolt",
    "{R}",
    "Instant",
    [{ e: "damage", amount: 1, to: T0 }, scry(1)],
    `Spark Jolt deals 1 damage to any target. ${SCRY_1}`,
    [{ kind: "any" }],
  ),
  spell(
    "Titan's Strength",
    "{R}",
    "Instant",
    [{ e: "pump", what: T0, power: 3, toughness: 1, duration: "endOfTurn" }, scry(1)],
    `Target creature gets +3/+1 until end of turn. ${SCRY_1}`,
    [CREATURE],
  ),
  spell(
    "Voyage's End",
    "{1}{U}",
    "Instant",
    [{ e: "bounce", what: T0 }, scry(1)],
    `Return target creature to its owner's hand. ${SCRY_1}`,
    [CREATURE],
  ),
  // Oracle joins Preordain's scry to its draw (`keywordActionWording`), and the reminder, after the draw, names
  // the action.
  spell(
    "Preordain",
    "{U}",
    "Sorcery",
    [scry(2), DRAW],
    "Scry 2, then draw a card. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)",
    undefined,
    THEN,
  ),
  // Magma Jet's scry has a line of its own and no reminder text.
  spell(
    "Magma Jet",
    "{1}{R}",
    "Instant",
    [{ e: "damage", amount: 2, to: T0 }, scry(2)],
    "Magma Jet deals 2 damage to any target.\nScry 2.",
    [{ kind: "any" }],
    { join: "line", reminder: false },
  ),
  creatureWith(
    "Omenspeaker",
    "{1}{U}",
    ["Human", "Wizard"],
    [1, 3],
    [entering(scry(2))],
    `When this creature enters, scry 2. ${scryN("two")}`,
  ),
  creatureWith(
    "Augury Owl",
    "{1}{U}",
    ["Bird"],
    [1, 1],
    [entering(scry(3))],
    `Flying\nWhen this creature enters, scry 3. ${scryN("three")}`,
    ["flying"],
  ),
  // Surveil (701.25).
  creatureWith(
    "Dimir Informant",
    "{2}{U}",
    ["Human", "Rogue"],
    [1, 4],
    [entering(surveil(2))],
    `When this creature enters, s${SURVEIL_2.slice(1)}`,
  ),
  spell(
    "Notion Rain",
    "{1}{U}{B}",
    "Sorcery",
    [surveil(2), { e: "draw", who: "you", amount: 2 }, { e: "damage", amount: 2, to: "you" }],
    "Surveil 2, then draw two cards. Notion Rain deals 2 damage to you. (To surveil 2, look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)",
    undefined,
    THEN,
  ),
  spell(
    "Deadly Visit",
    "{3}{B}{B}",
    "Sorcery",
    [{ e: "destroy", what: T0 }, surveil(2)],
    `Destroy target creature.\n${SURVEIL_2}`,
    [CREATURE],
    LINE,
  ),
  creatureWith(
    "Nightveil Sprite",
    "{1}{U}",
    ["Faerie", "Rogue"],
    [1, 2],
    [{ kind: "triggered", when: { on: "attacks" }, effects: [surveil(1)] }],
    `Flying\nWhenever this creature attacks, s${SURVEIL_1.slice(1)}`,
    ["flying"],
  ),
  // Investigate (701.16) and its Clue (111.10f).
  creatureWith(
    "Thraben Inspector",
    "{W}",
    ["Human", "Soldier"],
    [1, 2],
    [entering(INVESTIGATE)],
    `When this creature enters, investigate. ${INVESTIGATE_REMINDER}`,
  ),
  creatureWith(
    "Drownyard Explorers",
    "{3}{U}",
    ["Human", "Wizard"],
    [2, 4],
    [entering(INVESTIGATE)],
    `When this creature enters, investigate. ${INVESTIGATE_REMINDER}`,
  ),
  creatureWith(
    "Byway Courier",
    "{2}{G}",
    ["Human", "Scout"],
    [3, 2],
    [{ kind: "triggered", when: { on: "dies" }, effects: [INVESTIGATE] }],
    `When this creature dies, investigate. ${INVESTIGATE_REMINDER}`,
  ),
  card({
    name: "Magnifying Glass",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [TAP_FOR_C, activated({ mana: "{4}", tap: true }, [INVESTIGATE])],
    oracle: `{T}: Add {C}.\n{4}, {T}: Investigate. ${INVESTIGATE_REMINDER}`,
  }),
  // Food (111.10b).
  spell(
    "Bake into a Pie",
    "{2}{B}{B}",
    "Instant",
    [{ e: "destroy", what: T0 }, FOOD_TOKEN],
    `Destroy target creature. Create a Food token. ${FOOD_REMINDER}`,
    [CREATURE],
  ),
  spell(
    "Fell the Pheasant",
    "{1}{G}",
    "Instant",
    [{ e: "damage", amount: 5, to: T0 }, FOOD_TOKEN],
    `Fell the Pheasant deals 5 damage to target creature with flying. Create a Food token. ${FOOD_REMINDER}`,
    [FLYER],
  ),
  // Explore (701.44).
  explorer("Merfolk Branchwalker", "{2}{G}", ["Merfolk", "Scout"], [2, 1]),
  explorer("Tishana's Wayfinder", "{2}{G}", ["Merfolk", "Scout"], [2, 2]),
  explorer("Seekers' Squire", "{1}{B}", ["Human", "Scout"], [1, 2]),
  creatureWith(
    "Jadelight Ranger",
    "{1}{G}{G}",
    ["Merfolk", "Scout", "Ranger"],
    [2, 1],
    [entering(EXPLORES, EXPLORES)],
    "When this creature enters, it explores, then it explores again. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard. Then repeat this process.)",
  ),
  creatureWith(
    "Emperor's Vanguard",
    "{3}{G}",
    ["Human", "Scout"],
    [4, 3],
    [hitting(EXPLORES)],
    `Whenever this creature deals combat damage to a player, it explores. ${EXPLORE_REMINDER}`,
  ),
  // Connive (701.50).
  creatureWith(
    "Raffine's Informant",
    "{1}{W}",
    ["Human", "Wizard"],
    [2, 1],
    [entering(CONNIVES)],
    `When this creature enters, it connives. ${CONNIVE_REMINDER}`,
  ),
  // Proliferate (701.34).
  spell(
    "Steady Progress",
    "{2}{U}",
    "Instant",
    [PROLIFERATE, DRAW],
    `Proliferate. ${PROLIFERATE_REMINDER}\nDraw a card.`,
  ),
  spell(
    "Grim Affliction",
    "{2}{B}",
    "Instant",
    [{ e: "addCounters", what: T0, counter: "-1/-1", amount: 1 }, PROLIFERATE],
    `Put a -1/-1 counter on target creature, then proliferate. ${PROLIFERATE_REMINDER}`,
    [CREATURE],
    THEN,
  ),
  card({
    name: "Contagion Clasp",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [CREATURE],
        effects: [{ e: "addCounters", what: T0, counter: "-1/-1", amount: 1 }],
      },
      activated({ mana: "{4}", tap: true }, [PROLIFERATE]),
    ],
    oracle: `When this artifact enters, put a -1/-1 counter on target creature.\n{4}, {T}: Proliferate. ${PROLIFERATE_REMINDER}`,
  }),
  card({
    name: "Throne of Geth",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [activated({ tap: true, sacrifice: { filter: { types: ["Artifact"] } } }, [PROLIFERATE])],
    oracle: `{T}, Sacrifice an artifact: Proliferate. ${PROLIFERATE_REMINDER}`,
  }),
  card({
    name: "Karn's Bastion",
    types: ["Land"],
    abilities: [TAP_FOR_C, activated({ mana: "{4}", tap: true }, [PROLIFERATE])],
    oracle: `{T}: Add {C}.\n{4}, {T}: Proliferate. ${PROLIFERATE_REMINDER}`,
  }),
  creatureWith(
    "Thrummingbird",
    "{1}{U}",
    ["Phyrexian", "Bird", "Horror"],
    [1, 1],
    [hitting(PROLIFERATE)],
    `Flying\nWhenever this creature deals combat damage to a player, proliferate. ${PROLIFERATE_REMINDER}`,
    ["flying"],
  ),
  creatureWith(
    "Flux Channeler",
    "{2}{U}",
    ["Human", "Wizard"],
    [2, 2],
    [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: { noncreature: true } },
        effects: [PROLIFERATE],
      },
    ],
    `Whenever you cast a noncreature spell, proliferate. ${PROLIFERATE_REMINDER}`,
  ),
  // Bolster (701.39).
  spell(
    "Honor's Reward",
    "{2}{W}",
    "Instant",
    [{ e: "gainLife", who: "you", amount: 4 }, bolster(2)],
    `You gain 4 life. Bolster 2. ${bolsterReminder("two +1/+1 counters")}`,
  ),
  spell(
    "Cached Defenses",
    "{2}{G}",
    "Sorcery",
    [bolster(3)],
    `Bolster 3. ${bolsterReminder("three +1/+1 counters")}`,
  ),
  spell(
    "Pinion Feast",
    "{4}{G}",
    "Instant",
    [{ e: "destroy", what: T0 }, bolster(2)],
    `Destroy target creature with flying. Bolster 2. ${bolsterReminder("two +1/+1 counters")}`,
    [FLYER],
  ),
  creatureWith(
    "Aven Tactician",
    "{4}{W}",
    ["Bird", "Soldier"],
    [2, 3],
    [entering(bolster(1))],
    `Flying\nWhen this creature enters, bolster 1. ${bolsterReminder("a +1/+1 counter")}`,
    ["flying"],
  ),
  creatureWith(
    "Sandsteppe Mastodon",
    "{5}{G}{G}",
    ["Elephant"],
    [5, 5],
    [entering(bolster(5))],
    `Reach\nWhen this creature enters, bolster 5. ${bolsterReminder("five +1/+1 counters")}`,
    ["reach"],
  ),
  // Adapt (701.46).
  adapter("Aeromunculus", "{1}{G}{U}", ["Homunculus", "Mutant"], [2, 3], "{2}{G}{U}", 1, "a +1/+1 counter", [
    "flying",
  ]),
  adapter("Skitter Eel", "{3}{U}", ["Fish", "Crab"], [3, 3], "{2}{U}", 2, "two +1/+1 counters"),
  adapter(
    "Sauroform Hybrid",
    "{1}{G}",
    ["Human", "Lizard", "Warrior"],
    [2, 2],
    "{4}{G}{G}",
    4,
    "four +1/+1 counters",
  ),
  // Populate (701.36).
  spell("Wake the Reflections", "{W}", "Sorcery", [POPULATE], `Populate. ${POPULATE_REMINDER}`),
  // The reminder closes the paragraph, after the grant, and names the action.
  spell(
    "Rootborn Defenses",
    "{2}{W}",
    "Instant",
    [
      POPULATE,
      {
        e: "grant",
        what: { each: { types: ["Creature"], controller: "you" } },
        keywords: ["indestructible"],
        duration: "endOfTurn",
      },
    ],
    "Populate. Creatures you control gain indestructible until end of turn. (To populate, create a token that's a copy of a creature token you control.)",
  ),
  card({
    name: "Growing Ranks",
    cost: "{2}{G/W}{G/W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [POPULATE],
      },
    ],
    oracle: `At the beginning of your upkeep, populate. ${POPULATE_REMINDER}`,
  }),
];
