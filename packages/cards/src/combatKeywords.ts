/**
 * Creatures with the triggered keywords of 702 — prowess (702.108), exalted (702.83), flanking (702.25),
 * bushido (702.45), rampage (702.23), afflict (702.130), battle cry (702.91), frenzy (702.68) — and undying
 * (702.93).
 *
 * Oracle text: the `Oracle:` lines of Forge's card scripts (Card-Forge/forge, cardsfolder), checked 2026-12-06,
 * with a card's own name written "this creature" as current Oracle has it since the 2024 templating update
 * (Seeker of the Way's second ability as quoted by public engines).
 */
import type { Ability, CardDef, Keyword } from "@roundtable/engine";
import { card, creature, creatureWith, sliverLord } from "./define.ts";

const PROWESS =
  "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)";
const EXALTED =
  "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)";
const FLANKING =
  "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)";
const BATTLE_CRY =
  "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)";
const UNDYING =
  "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)";

/** "Bushido N (…)" */
const bushido = (n: number): string =>
  `Bushido ${n} (Whenever this creature blocks or becomes blocked, it gets +${n}/+${n} until end of turn.)`;
/** "Rampage N (…)" */
const rampage = (n: number): string =>
  `Rampage ${n} (Whenever this creature becomes blocked, it gets +${n}/+${n} until end of turn for each creature blocking it beyond the first.)`;
/** "Afflict N (…)" */
const afflict = (n: number): string =>
  `Afflict ${n} (Whenever this creature becomes blocked, defending player loses ${n} life.)`;

/** "[cost]: This creature gains [keyword] until end of turn." */
function gainsUntilEndOfTurn(mana: string, keyword: Keyword): Ability {
  return {
    kind: "activated",
    cost: { mana },
    effects: [{ e: "grant", what: "self", keywords: [keyword], duration: "endOfTurn" }],
  };
}

/** "{T}: Add {a}, {b}, or {c}." — the Hierarchs' mana ability. */
function threeColors(produce: ["G", "W", "U"] | ["B", "R", "G"]): Ability {
  return { kind: "mana", cost: { tap: true }, produce };
}

export const combatKeywordCards: CardDef[] = [
  // 702.108: prowess.
  creature("Monastery Swiftspear", "{R}", ["Human", "Monk"], 1, 2, ["haste", "prowess"], `Haste\n${PROWESS}`),
  creatureWith(
    "Seeker of the Way",
    "{1}{W}",
    ["Human", "Warrior"],
    [2, 2],
    [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: { noncreature: true } },
        effects: [{ e: "grant", what: "self", keywords: ["lifelink"], duration: "endOfTurn" }],
      },
    ],
    `${PROWESS}\nWhenever you cast a noncreature spell, this creature gains lifelink until end of turn.`,
    ["prowess"],
  ),
  creature("Jeskai Student", "{1}{W}", ["Human", "Monk"], 1, 3, ["prowess"], PROWESS),
  creature("Bloodfire Expert", "{2}{R}", ["Efreet", "Monk"], 3, 1, ["prowess"], PROWESS),
  creature(
    "Jeskai Windscout",
    "{2}{U}",
    ["Bird", "Scout"],
    2,
    1,
    ["flying", "prowess"],
    `Flying\n${PROWESS}`,
  ),
  creature(
    "Stormchaser Mage",
    "{U}{R}",
    ["Human", "Wizard"],
    1,
    3,
    ["flying", "haste", "prowess"],
    `Flying, haste\n${PROWESS}`,
  ),
  // 702.83: exalted.
  creature("Akrasan Squire", "{W}", ["Human", "Soldier"], 1, 1, ["exalted"], EXALTED),
  creature("Aven Squire", "{1}{W}", ["Bird", "Soldier"], 1, 1, ["flying", "exalted"], `Flying\n${EXALTED}`),
  creatureWith(
    "Noble Hierarch",
    "{G}",
    ["Human", "Druid"],
    [0, 1],
    [threeColors(["G", "W", "U"])],
    `${EXALTED}\n{T}: Add {G}, {W}, or {U}.`,
    ["exalted"],
  ),
  creatureWith(
    "Ignoble Hierarch",
    "{G}",
    ["Goblin", "Shaman"],
    [0, 1],
    [threeColors(["B", "R", "G"])],
    `${EXALTED}\n{T}: Add {B}, {R}, or {G}.`,
    ["exalted"],
  ),
  creatureWith(
    "Qasali Pridemage",
    "{G}{W}",
    ["Cat", "Wizard"],
    [2, 2],
    [
      {
        kind: "activated",
        cost: { mana: "{1}", sacrificeSelf: true },
        targets: [{ kind: "artifactOrEnchantment" }],
        effects: [{ e: "destroy", what: { target: 0 } }],
      },
    ],
    `${EXALTED}\n{1}, Sacrifice this creature: Destroy target artifact or enchantment.`,
    ["exalted"],
  ),
  // 702.25: flanking (Mirage's and Time Spiral's knights).
  creature("Benalish Cavalry", "{1}{W}", ["Human", "Knight"], 2, 2, ["flanking"], FLANKING),
  creature(
    "Suq'Ata Lancer",
    "{2}{R}",
    ["Human", "Knight"],
    2,
    2,
    ["haste", "flanking"],
    `Haste\n${FLANKING}`,
  ),
  creatureWith(
    "Zhalfirin Knight",
    "{2}{W}",
    ["Human", "Knight"],
    [2, 2],
    [gainsUntilEndOfTurn("{W}{W}", "first strike")],
    `${FLANKING}\n{W}{W}: This creature gains first strike until end of turn.`,
    ["flanking"],
  ),
  creatureWith(
    "Burning Shield Askari",
    "{2}{R}",
    ["Human", "Knight"],
    [2, 2],
    [gainsUntilEndOfTurn("{R}{R}", "first strike")],
    `${FLANKING}\n{R}{R}: This creature gains first strike until end of turn.`,
    ["flanking"],
  ),
  creatureWith(
    "Femeref Knight",
    "{2}{W}",
    ["Human", "Knight"],
    [2, 2],
    [gainsUntilEndOfTurn("{W}", "vigilance")],
    `${FLANKING}\n{W}: This creature gains vigilance until end of turn.`,
    ["flanking"],
  ),
  // 702.45: bushido (Kamigawa's samurai).
  creature("Devoted Retainer", "{W}", ["Human", "Samurai"], 1, 1, ["bushido 1"], bushido(1)),
  creature("Nezumi Ronin", "{2}{B}", ["Rat", "Samurai"], 3, 1, ["bushido 1"], bushido(1)),
  creature(
    "Kitsune Blademaster",
    "{2}{W}",
    ["Fox", "Samurai"],
    2,
    2,
    ["first strike", "bushido 1"],
    `First strike\n${bushido(1)}`,
  ),
  creature(
    "Ronin Houndmaster",
    "{2}{R}",
    ["Human", "Samurai"],
    2,
    2,
    ["haste", "bushido 1"],
    `Haste\n${bushido(1)}`,
  ),
  creature(
    "Mothrider Samurai",
    "{3}{W}",
    ["Human", "Samurai"],
    2,
    2,
    ["flying", "bushido 1"],
    `Flying\n${bushido(1)}`,
  ),
  creatureWith(
    "Battle-Mad Ronin",
    "{1}{R}",
    ["Human", "Samurai"],
    [1, 1],
    [{ kind: "static", effect: { s: "attacksEachCombat", affects: "self" } }],
    `${bushido(2)}\nThis creature attacks each combat if able.`,
    ["bushido 2"],
  ),
  // 702.23: rampage.
  creature("Wolverine Pack", "{2}{G}{G}", ["Wolverine"], 2, 4, ["rampage 2"], rampage(2)),
  creature("Frost Giant", "{3}{R}{R}{R}", ["Giant"], 4, 4, ["rampage 2"], rampage(2)),
  creature("Aerathi Berserker", "{2}{R}{R}{R}", ["Human", "Berserker"], 2, 4, ["rampage 3"], rampage(3)),
  creature(
    "Craw Giant",
    "{3}{G}{G}{G}{G}",
    ["Giant"],
    6,
    4,
    ["trample", "rampage 2"],
    `Trample\n${rampage(2)}`,
  ),
  // 702.130: afflict (Hour of Devastation's Eternals).
  creature("Khenra Eternal", "{1}{B}", ["Zombie", "Jackal", "Warrior"], 2, 2, ["afflict 1"], afflict(1)),
  creatureWith(
    "Frontline Devastator",
    "{3}{R}",
    ["Zombie", "Minotaur", "Warrior"],
    [3, 3],
    [
      {
        kind: "activated",
        cost: { mana: "{1}{R}" },
        effects: [{ e: "pump", what: "self", power: 1, toughness: 0, duration: "endOfTurn" }],
      },
    ],
    `${afflict(2)}\n{1}{R}: This creature gets +1/+0 until end of turn.`,
    ["afflict 2"],
  ),
  // 702.91: battle cry (Mirrodin Besieged).
  creature("Goblin Wardriver", "{R}{R}", ["Goblin", "Warrior"], 2, 2, ["battle cry"], BATTLE_CRY),
  creature("Accorder Paladin", "{1}{W}", ["Human", "Knight"], 3, 1, ["battle cry"], BATTLE_CRY),
  // 509.1b: a blocking restriction — creatures with neither flying nor reach can't block it. Oracle checked
  // 2026-12-07 against card data in public repositories.
  card({
    name: "Signal Pest",
    cost: "{1}",
    types: ["Artifact", "Creature"],
    subtypes: ["Pest"],
    power: 0,
    toughness: 1,
    keywords: ["battle cry"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "cantBeBlockedBy",
          affects: "self",
          filter: { types: ["Creature"], without: ["flying", "reach"] },
        },
      },
    ],
    oracle: `${BATTLE_CRY}\nThis creature can't be blocked except by creatures with flying or reach.`,
  }),
  // 702.68: frenzy, which Frenzy Sliver gives every Sliver creature (a grant, as Virulent Sliver's poisonous).
  sliverLord(
    "Frenzy Sliver",
    "{1}{B}",
    { m: "keywords", keywords: ["frenzy 1"] },
    "All Sliver creatures have frenzy 1. (Whenever a Sliver attacks and isn't blocked, it gets +1/+0 until end of turn.)",
  ),
  // 702.93: undying.
  creature("Young Wolf", "{G}", ["Wolf"], 1, 1, ["undying"], UNDYING),
  creature("Butcher Ghoul", "{1}{B}", ["Zombie"], 1, 1, ["undying"], UNDYING),
  creature("Strangleroot Geist", "{G}{G}", ["Spirit"], 2, 1, ["haste", "undying"], `Haste\n${UNDYING}`),
  creature(
    "Vorapede",
    "{2}{G}{G}{G}",
    ["Insect"],
    5,
    4,
    ["vigilance", "trample", "undying"],
    `Vigilance, trample\n${UNDYING}`,
  ),
  // Oracle prints undying after the card's other abilities, as it does persist (702.79a).
  creatureWith(
    "Geralf's Messenger",
    "{B}{B}{B}",
    ["Zombie"],
    [3, 2],
    [
      { kind: "static", effect: { s: "entersTappedSelf" } },
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "opponent" }],
        effects: [{ e: "loseLife", who: { target: 0 }, amount: 2 }],
      },
    ],
    `This creature enters tapped.\nWhen this creature enters, target opponent loses 2 life.\n${UNDYING}`,
    ["undying"],
  ),
];
