/** White cards. */
import type { CardDef, Color, Modification } from "@roundtable/engine";
import { card, creature } from "../define.ts";

/** An Aura, "Enchant creature", whose one ability is a continuous effect on the enchanted creature (611.3a). */
function enchantCreature(name: string, cost: string, mods: Modification[], oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "continuous", affects: "enchanted", mods } }],
    oracle,
  });
}

/** A Ward (Red Ward, Blue Ward): {W} Aura, protection from one colour that doesn't remove it (702.16n). */
function ward(name: string, color: Color, oracle: string): CardDef {
  return enchantCreature(name, "{W}", [{ m: "protection", from: [color], spares: "source" }], oracle);
}

export const white: CardDef[] = [
  // Oracle: two linked abilities, "…return the exiled cards to their owners' hands" (Return to Ravnica's text,
  // as quoted from Scryfall by public engines), checked 2026-11-26.
  card({
    name: "Angel of Serenity",
    cost: "{4}{W}{W}{W}",
    types: ["Creature"],
    subtypes: ["Angel"],
    power: 5,
    toughness: 6,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature", fromGraveyards: true, other: true, min: 0, max: 3 }],
        effects: [{ e: "may", effects: [{ e: "exileLinked", what: { target: 0 } }] }],
      },
      // 607.2a: linked to the exile above; 603.10a: controlled by whoever controlled the Angel as it left.
      { kind: "triggered", when: { on: "leavesBattlefield" }, effects: [{ e: "returnLinked", to: "hand" }] },
    ],
    oracle:
      "Flying\nWhen this creature enters, you may exile up to three other target creatures from the battlefield and/or creature cards from graveyards.\nWhen this creature leaves the battlefield, return the exiled cards to their owners' hands.",
  }),
  // Oracle: "When this enchantment enters …" (quoted from Scryfall by several public engines), checked 2026-11-26.
  card({
    name: "Oblivion Ring",
    cost: "{2}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [
          {
            kind: "permanent",
            filter: { nonland: true },
            other: true,
          },
        ],
        effects: [{ e: "exileLinked", what: { target: 0 } }],
      },
      { kind: "triggered", when: { on: "leavesBattlefield" }, effects: [{ e: "returnLinked" }] },
    ],
    oracle:
      "When this enchantment enters, exile another target nonland permanent.\nWhen this enchantment leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
  }),
  card({
    name: "Banisher Priest",
    cost: "{1}{W}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature", filter: { controller: "opponent" } }],
        effects: [{ e: "exileLinked", what: { target: 0 }, untilSourceLeaves: true }],
      },
    ],
    oracle:
      "When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield.",
  }),
  card({
    name: "Grasp of Fate",
    cost: "{1}{W}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "permanent", filter: { nonland: true }, perOpponent: true, min: 0, max: 1 }],
        effects: [{ e: "exileLinked", what: { target: 0 }, untilSourceLeaves: true }],
      },
    ],
    oracle:
      "When this enchantment enters, for each opponent, exile up to one target nonland permanent that player controls until this enchantment leaves the battlefield.",
  }),
  card({
    name: "Astral Slide",
    cost: "{2}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "cycles", who: "any" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "may", effects: [{ e: "flicker", what: { target: 0 } }] }],
      },
    ],
    oracle:
      "Whenever a player cycles a card, you may exile target creature. If you do, return that card to the battlefield under its owner's control at the beginning of the next end step.",
  }),
  card({
    name: "Secluded Steppe",
    types: ["Land"],
    abilities: [
      { kind: "static", effect: { s: "entersTappedSelf" } },
      { kind: "mana", cost: { tap: true }, produce: ["W"] },
      {
        kind: "activated",
        cost: { mana: "{W}", discardSelf: true },
        cycling: true,
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: "This land enters tapped.\n{T}: Add {W}.\nCycling {W} ({W}, Discard this card: Draw a card.)",
  }),
  card({
    name: "Transcendence",
    cost: "{3}{W}{W}{W}",
    types: ["Enchantment"],
    abilities: [
      { kind: "static", effect: { s: "noLoseForLife" } },
      {
        kind: "triggered",
        when: { on: "state", condition: { if: "lifeAtLeast", n: 20 } },
        effects: [{ e: "loseGame", who: "you" }],
      },
      {
        kind: "triggered",
        when: { on: "youLoseLife", damageReminder: true },
        effects: [{ e: "gainLife", who: "you", amount: { triggered: true, times: 2 } }],
      },
    ],
    oracle:
      "You don't lose the game for having 0 or less life.\nWhen you have 20 or more life, you lose the game.\nWhenever you lose life, gain 2 life for each 1 life you lost. (Damage dealt to you causes you to lose life.)",
  }),
  // Oracle: Scryfall, https://scryfall.com/card/a25/23/luminarch-ascension ("you may put a quest counter"),
  // checked 2026-11-26; self-references as in the Aetherdrift update (rulesText.ts selfName).
  card({
    name: "Luminarch Ascension",
    cost: "{1}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "opponents" },
        condition: { if: "noLifeLostThisTurn" },
        effects: [{ e: "may", effects: [{ e: "addCounters", what: "self", counter: "quest", amount: 1 }] }],
      },
      {
        kind: "activated",
        cost: { mana: "{1}{W}" },
        condition: { if: "selfCounters", counter: "quest", atLeast: 4 },
        effects: [
          {
            e: "createToken",
            token: {
              types: ["Creature"],
              subtypes: ["Angel"],
              colors: ["W"],
              power: 4,
              toughness: 4,
              keywords: ["flying"],
            },
            amount: 1,
          },
        ],
      },
    ],
    oracle:
      "At the beginning of each opponent's end step, if you didn't lose life this turn, you may put a quest counter on this enchantment. (Damage causes loss of life.)\n{1}{W}: Create a 4/4 white Angel creature token with flying. Activate only if this enchantment has four or more quest counters on it.",
  }),
  card({
    name: "Mending Hands",
    cost: "{W}",
    types: ["Instant"],
    spell: { targets: [{ kind: "any" }], effects: [{ e: "preventDamage", to: { target: 0 }, amount: 4 }] },
    oracle: "Prevent the next 4 damage that would be dealt to any target this turn.",
  }),
  // Oracle: "This effect doesn't remove this Aura." (as on every Ward of that cycle), checked 2026-11-26.
  ward(
    "Red Ward",
    "R",
    "Enchant creature\nEnchanted creature has protection from red. This effect doesn't remove this Aura.",
  ),
  // Oracle: Red Ward's wording with blue (quoted from Scryfall by public engines), checked 2026-12-04.
  ward(
    "Blue Ward",
    "U",
    "Enchant creature\nEnchanted creature has protection from blue. This effect doesn't remove this Aura.",
  ),
  // Oracle: "… protection from each color. This effect doesn't remove Auras." and the reminder text (Magic 2015
  // printed "from all colors"; Oracle words it as 702.16h does), as quoted by public engines, checked 2026-12-05.
  // 702.16n: the protection spares every Aura, this one (white) and the creature's others.
  enchantCreature(
    "Spectra Ward",
    "{3}{W}{W}",
    [
      { m: "modifyPT", power: 2, toughness: 2 },
      { m: "protection", from: ["W", "U", "B", "R", "G"], spares: "auras", reminder: true },
    ],
    "Enchant creature\nEnchanted creature gets +2/+2 and has protection from each color. This effect doesn't remove Auras. (It can't be blocked, targeted, or dealt damage by anything that's white, blue, black, red, or green.)",
  ),
  card({
    name: "Thalia, Heretic Cathar",
    cost: "{2}{W}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Human", "Soldier"],
    power: 3,
    toughness: 2,
    keywords: ["first strike"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "entersTapped",
          filters: [
            { types: ["Creature"], controller: "opponent" },
            { types: ["Land"], nonbasic: true, controller: "opponent" },
          ],
        },
      },
    ],
    oracle: "First strike\nCreatures and nonbasic lands your opponents control enter tapped.",
  }),
  creature("Savannah Lions", "{W}", ["Cat"], 2, 1, [], ""),
  creature("Elite Vanguard", "{W}", ["Human", "Soldier"], 2, 1, [], ""),
  creature("Suntail Hawk", "{W}", ["Bird"], 1, 1, ["flying"], "Flying"),
  creature("Healer's Hawk", "{W}", ["Bird"], 1, 1, ["flying", "lifelink"], "Flying, lifelink"),
  creature("Tundra Wolves", "{W}", ["Wolf"], 1, 1, ["first strike"], "First strike"),
  creature("Glory Seeker", "{1}{W}", ["Human", "Soldier"], 2, 2, [], ""),
  creature("Youthful Knight", "{1}{W}", ["Human", "Knight"], 2, 1, ["first strike"], "First strike"),
  creature("Silvercoat Lion", "{1}{W}", ["Cat"], 2, 2, [], ""),
  creature("Angelic Wall", "{1}{W}", ["Wall"], 0, 4, ["defender", "flying"], "Defender, flying"),
  creature("Ajani's Sunstriker", "{W}{W}", ["Cat", "Cleric"], 2, 2, ["lifelink"], "Lifelink"),
  creature(
    "Benalish Knight",
    "{2}{W}",
    ["Human", "Knight"],
    2,
    2,
    ["flash", "first strike"],
    "Flash\nFirst strike",
  ),
  creature("Standing Troops", "{2}{W}", ["Human", "Soldier"], 1, 4, ["vigilance"], "Vigilance"),
  card({
    name: "Inspiring Cleric",
    cost: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Vampire", "Cleric"],
    power: 3,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 4 }],
      },
    ],
    oracle: "When this creature enters, you gain 4 life.",
  }),
  creature("Assault Griffin", "{3}{W}", ["Griffin"], 3, 2, ["flying"], "Flying"),
  creature("Pillarfield Ox", "{3}{W}", ["Ox"], 2, 4, [], ""),
  creature("Siege Mastodon", "{4}{W}", ["Elephant"], 3, 5, [], ""),
  creature("Serra Angel", "{3}{W}{W}", ["Angel"], 4, 4, ["flying", "vigilance"], "Flying, vigilance"),
  card({
    name: "Holy Strength",
    cost: "{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "modify", affects: "enchanted", power: 1, toughness: 2 } }],
    oracle: "Enchant creature\nEnchanted creature gets +1/+2.",
  }),
  card({
    name: "Pacifism",
    cost: "{1}{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "cantAttackOrBlock", affects: "enchanted" } }],
    oracle: "Enchant creature\nEnchanted creature can't attack or block.",
  }),
  card({
    name: "Divine Favor",
    cost: "{1}{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 3 }],
      },
      { kind: "static", effect: { s: "modify", affects: "enchanted", power: 1, toughness: 3 } },
    ],
    oracle: "Enchant creature\nWhen this Aura enters, you gain 3 life.\nEnchanted creature gets +1/+3.",
  }),
  card({
    name: "Angelic Gift",
    cost: "{1}{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
      { kind: "static", effect: { s: "modify", affects: "enchanted", keywords: ["flying"] } },
    ],
    oracle: "Enchant creature\nWhen this Aura enters, draw a card.\nEnchanted creature has flying.",
  }),
  card({
    name: "Disenchant",
    cost: "{1}{W}",
    types: ["Instant"],
    spell: { targets: [{ kind: "artifactOrEnchantment" }], effects: [{ e: "destroy", what: { target: 0 } }] },
    oracle: "Destroy target artifact or enchantment.",
  }),
  card({
    name: "Moment of Heroism",
    cost: "{1}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "pump", what: { target: 0 }, power: 2, toughness: 2, duration: "endOfTurn" },
        { e: "grant", what: { target: 0 }, keywords: ["lifelink"], duration: "endOfTurn" },
      ],
    },
    oracle: "Target creature gets +2/+2 and gains lifelink until end of turn.",
  }),
  card({
    name: "Angel's Mercy",
    cost: "{2}{W}{W}",
    types: ["Instant"],
    spell: { effects: [{ e: "gainLife", who: "you", amount: 7 }] },
    oracle: "You gain 7 life.",
  }),
  card({
    name: "Wrath of God",
    cost: "{2}{W}{W}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "destroy", what: { each: { types: ["Creature"] } }, noRegenerate: true }] },
    oracle: "Destroy all creatures. They can't be regenerated.",
  }),
  card({
    name: "Beacon of Immortality",
    cost: "{5}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [
        { e: "doubleLife", who: { target: 0 } },
        { e: "shuffleIntoLibrary", what: "self" },
      ],
    },
    oracle: "Double target player's life total. Shuffle Beacon of Immortality into its owner's library.",
  }),
  // 810.9f: redistributing life totals touches at most one player of each team.
  card({
    name: "Reverse the Sands",
    cost: "{6}{W}{W}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "redistributeLife" }] },
    oracle:
      "Redistribute any number of players' life totals. (Each of those players gets one life total back.)",
  }),
  card({
    name: "Test of Endurance",
    cost: "{2}{W}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        condition: { if: "lifeAtLeast", n: 50 },
        effects: [{ e: "win", who: "you" }],
      },
    ],
    oracle: "At the beginning of your upkeep, if you have 50 or more life, you win the game.",
  }),
  card({
    name: "Approach of the Second Sun",
    cost: "{6}{W}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "if",
          cond: { if: "all", of: [{ if: "castFromHand" }, { if: "castAnotherNamedThisGame" }] },
          effects: [{ e: "win", who: "you" }],
          otherwise: [
            { e: "putIntoLibrary", what: "self", fromTop: 7 },
            { e: "gainLife", who: "you", amount: 7 },
          ],
        },
      ],
    },
    oracle:
      "If this spell was cast from your hand and you've cast another spell named Approach of the Second Sun this game, you win the game. Otherwise, put Approach of the Second Sun into its owner's library seventh from the top and you gain 7 life.",
  }),
  card({
    name: "Balance",
    cost: "{1}{W}",
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "balance", what: "lands" },
        { e: "balance", what: "cards" },
        { e: "balance", what: "creatures" },
      ],
    },
    oracle:
      "Each player chooses a number of lands they control equal to the number of lands controlled by the player who controls the fewest, then sacrifices the rest. Players discard cards and sacrifice creatures the same way.",
  }),
  // 801.13b example (E18): prevention that specifies the source reaches only sources in range.
  card({
    name: "Ethereal Haze",
    cost: "{W}",
    types: ["Instant"],
    subtypes: ["Arcane"],
    spell: { effects: [{ e: "preventDamage", amount: "all", by: "creatures" }] },
    oracle: "Prevent all damage that would be dealt by creatures this turn.",
  }),
  // 104.4c, 801.15: "the game is a draw" — under range, for its controller and the players in their range.
  card({
    name: "Divine Intervention",
    cost: "{6}{W}{W}",
    types: ["Enchantment"],
    abilities: [
      { kind: "static", effect: { s: "entersWithCounters", counter: "intervention", n: 2 } },
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [{ e: "removeCounters", what: "self", counter: "intervention", amount: 1 }],
      },
      {
        kind: "triggered",
        when: { on: "lastCounterRemoved", counter: "intervention" },
        effects: [{ e: "drawGame" }],
      },
    ],
    oracle:
      "This enchantment enters with two intervention counters on it.\nAt the beginning of your upkeep, remove an intervention counter from this enchantment.\nWhen you remove the last intervention counter from this enchantment, the game is a draw.",
  }),
];
