/**
 * Cards with multikicker (702.33c): their caster may pay the additional cost any number of times, and what
 * the permanent does counts the times (702.33e). And cards with kicker whose permanent, kicked, enters with
 * +1/+1 counters (702.33e, 614.1c).
 */
import type { Ability, CardDef, Effect, Keyword, TargetSpec } from "@roundtable/engine";
import { card, creatureWith } from "./define.ts";

/** 614.1c, 702.33c: "This creature enters with a +1/+1 counter on it for each time it was kicked." */
const COUNTER_PER_KICK: Ability = {
  kind: "static",
  effect: { s: "entersWithCounters", counter: "+1/+1", n: { perKick: 1 } },
};

/** 614.1c, 702.33e: "If this creature was kicked, it enters with N +1/+1 counters on it." */
function countersIfKicked(n: number): Ability {
  return { kind: "static", effect: { s: "entersWithCounters", counter: "+1/+1", n, ifKicked: true } };
}

/** "When this creature enters, [effects]": their `{ perKick }` amounts count the spell's kicks (702.33e). */
function whenEnters(effects: Effect[], targets?: TargetSpec[]): Ability {
  return {
    kind: "triggered",
    when: { on: "entersBattlefield" },
    ...(targets !== undefined ? { targets } : {}),
    effects,
  };
}

/** A creature with `keywords`, multikicker or kicker, and one ability. */
function creature(
  name: string,
  cost: string,
  kick: { kicker: string } | { multikicker: string },
  subtypes: string[],
  pt: [number, number],
  keywords: Keyword[],
  ability: Ability,
  oracle: string,
): CardDef {
  const keywordsIf = keywords.length > 0 ? keywords : undefined;
  return { ...creatureWith(name, cost, subtypes, pt, [ability], oracle, keywordsIf), ...kick };
}

export const multikickerCards: CardDef[] = [
  creature(
    "Gnarlid Pack",
    "{1}{G}",
    { multikicker: "{1}{G}" },
    ["Beast"],
    [2, 2],
    [],
    COUNTER_PER_KICK,
    "Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast this spell.)\nThis creature enters with a +1/+1 counter on it for each time it was kicked.",
  ),
  creature(
    "Apex Hawks",
    "{2}{W}",
    { multikicker: "{1}{W}" },
    ["Bird"],
    [2, 2],
    ["flying"],
    COUNTER_PER_KICK,
    "Multikicker {1}{W} (You may pay an additional {1}{W} any number of times as you cast this spell.)\nFlying\nThis creature enters with a +1/+1 counter on it for each time it was kicked.",
  ),
  creature(
    "Skitter of Lizards",
    "{R}",
    { multikicker: "{1}{R}" },
    ["Lizard"],
    [1, 1],
    ["haste"],
    COUNTER_PER_KICK,
    "Multikicker {1}{R} (You may pay an additional {1}{R} any number of times as you cast this spell.)\nHaste\nThis creature enters with a +1/+1 counter on it for each time it was kicked.",
  ),
  creature(
    "Wolfbriar Elemental",
    "{2}{G}{G}",
    { multikicker: "{G}" },
    ["Elemental"],
    [4, 4],
    [],
    whenEnters([
      {
        e: "createToken",
        token: { types: ["Creature"], subtypes: ["Wolf"], colors: ["G"], power: 2, toughness: 2 },
        amount: { perKick: 1 },
      },
    ]),
    "Multikicker {G} (You may pay an additional {G} any number of times as you cast this spell.)\nWhen this creature enters, create a 2/2 green Wolf creature token for each time it was kicked.",
  ),
  creature(
    "Bloodhusk Ritualist",
    "{2}{B}",
    { multikicker: "{B}" },
    ["Vampire", "Shaman"],
    [2, 2],
    [],
    whenEnters([{ e: "discard", who: { target: 0 }, amount: { perKick: 1 } }], [{ kind: "opponent" }]),
    "Multikicker {B} (You may pay an additional {B} any number of times as you cast this spell.)\nWhen this creature enters, target opponent discards a card for each time it was kicked.",
  ),
  creature(
    "Lightkeeper of Emeria",
    "{3}{W}",
    { multikicker: "{W}" },
    ["Angel"],
    [2, 4],
    ["flying"],
    whenEnters([{ e: "gainLife", who: "you", amount: { perKick: 2 } }]),
    "Multikicker {W} (You may pay an additional {W} any number of times as you cast this spell.)\nFlying\nWhen this creature enters, you gain 2 life for each time it was kicked.",
  ),
  card({
    name: "Aether Figment",
    cost: "{1}{U}",
    kicker: "{3}",
    types: ["Creature"],
    subtypes: ["Illusion"],
    power: 1,
    toughness: 1,
    abilities: [
      countersIfKicked(2),
      { kind: "static", effect: { s: "cantBeBlockedBy", affects: "self", filter: {} } }, // 509.1b
    ],
    oracle:
      "Kicker {3} (You may pay an additional {3} as you cast this spell.)\nIf this creature was kicked, it enters with two +1/+1 counters on it.\nThis creature can't be blocked.",
  }),
  creature(
    "Ardent Soldier",
    "{1}{W}",
    { kicker: "{2}" },
    ["Human", "Soldier"],
    [1, 2],
    ["vigilance"],
    countersIfKicked(1),
    "Kicker {2} (You may pay an additional {2} as you cast this spell.)\nVigilance\nIf this creature was kicked, it enters with a +1/+1 counter on it.",
  ),
  card({
    name: "Kavu Aggressor",
    cost: "{2}{R}",
    kicker: "{4}",
    types: ["Creature"],
    subtypes: ["Kavu"],
    power: 3,
    toughness: 2,
    abilities: [{ kind: "static", effect: { s: "cantBlock", affects: "self" } }, countersIfKicked(1)],
    oracle:
      "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nThis creature can't block.\nIf this creature was kicked, it enters with a +1/+1 counter on it.",
  }),
  creature(
    "Baloth Gorger",
    "{2}{G}{G}",
    { kicker: "{4}" },
    ["Beast"],
    [4, 4],
    [],
    countersIfKicked(3),
    "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nIf this creature was kicked, it enters with three +1/+1 counters on it.",
  ),
  creature(
    "Academy Drake",
    "{2}{U}",
    { kicker: "{4}" },
    ["Drake"],
    [2, 2],
    ["flying"],
    countersIfKicked(2),
    "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nFlying\nIf this creature was kicked, it enters with two +1/+1 counters on it.",
  ),
  creature(
    "Untamed Kavu",
    "{1}{G}",
    { kicker: "{3}" },
    ["Kavu"],
    [2, 2],
    ["vigilance", "trample"],
    countersIfKicked(3),
    "Kicker {3} (You may pay an additional {3} as you cast this spell.)\nVigilance, trample\nIf this creature was kicked, it enters with three +1/+1 counters on it.",
  ),
  creature(
    "Shalai's Acolyte",
    "{4}{W}",
    { kicker: "{1}{G}" },
    ["Angel"],
    [3, 4],
    ["flying"],
    countersIfKicked(2),
    "Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)\nFlying\nIf this creature was kicked, it enters with two +1/+1 counters on it.",
  ),
  creature(
    "Llanowar Elite",
    "{G}",
    { kicker: "{8}" },
    ["Elf"],
    [1, 1],
    ["trample"],
    countersIfKicked(5),
    "Kicker {8} (You may pay an additional {8} as you cast this spell.)\nTrample\nIf this creature was kicked, it enters with five +1/+1 counters on it.",
  ),
  creature(
    "Ghastly Gloomhunter",
    "{1}{B}",
    { kicker: "{3}{B}" },
    ["Zombie", "Bat"],
    [1, 1],
    ["flying", "lifelink"],
    countersIfKicked(2),
    "Kicker {3}{B} (You may pay an additional {3}{B} as you cast this spell.)\nFlying, lifelink\nIf this creature was kicked, it enters with two +1/+1 counters on it.",
  ),
  creature(
    "Sphinx of Lost Truths",
    "{3}{U}{U}",
    { kicker: "{1}{U}" },
    ["Sphinx"],
    [3, 5],
    ["flying"],
    whenEnters([
      { e: "draw", who: "you", amount: 3 },
      {
        e: "if",
        cond: { if: "notKicked" },
        effects: [{ e: "discard", who: "you", amount: 3 }],
        thenIf: true,
      },
    ]),
    "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nFlying\nWhen this creature enters, draw three cards. Then if it wasn't kicked, discard three cards.",
  ),
];
