import { allCards, cardDb, cardIdByName } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { rulesText } from "../src/cards/rulesText.ts";
import type { CardDef } from "../src/cards/types.ts";

function card(name: string): CardDef {
  const id = cardIdByName(name);
  const def = id === undefined ? undefined : cardDb.get(id);
  if (def === undefined) throw new Error(`no card named ${name}`);
  return def;
}

const EXPECTED: [string, string][] = [
  ["Vampire Nighthawk", "Flying, deathtouch, lifelink"],
  ["Serra Angel", "Flying, vigilance"],
  ["Ambush Viper", "Flash\nDeathtouch"],
  ["Angelic Wall", "Defender, flying"],
  ["Craw Wurm", ""],
  ["Llanowar Elves", "{T}: Add {G}."],
  ["Forest", "({T}: Add {G}.)"],
  ["Wastes", "{T}: Add {C}."],
  ["Tundra", "({T}: Add {W} or {U}.)"],
  ["Sol Ring", "{T}: Add {C}{C}."],
  ["Alloy Myr", "{T}: Add one mana of any color."],
  ["Lightning Bolt", "Lightning Bolt deals 3 damage to any target."],
  ["Lava Axe", "Lava Axe deals 5 damage to target player or planeswalker."],
  ["Counterspell", "Counter target spell."],
  ["Essence Scatter", "Counter target creature spell."],
  ["Giant Growth", "Target creature gets +3/+3 until end of turn."],
  ["Disfigure", "Target creature gets -2/-2 until end of turn."],
  ["Divination", "Draw two cards."],
  ["Mind Rot", "Target player discards two cards."],
  ["Unsummon", "Return target creature to its owner's hand."],
  ["Plummet", "Destroy target creature with flying."],
  ["Wrath of God", "Destroy all creatures. They can't be regenerated."],
  ["Terminate", "Destroy target creature. It can't be regenerated."],
  ["Earthquake", "Earthquake deals X damage to each creature without flying and each player."],
  ["Pyroclasm", "Pyroclasm deals 2 damage to each creature."],
  ["Flame Rift", "Flame Rift deals 4 damage to each player."],
  [
    "Fireball",
    "Fireball deals X damage divided evenly, rounded down, among any number of targets.\nThis spell costs {1} more to cast for each target beyond the first.",
  ],
  ["Forked Bolt", "Forked Bolt deals 2 damage divided as you choose among one or two targets."],
  ["Arc Lightning", "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets."],
  ["Lightning Helix", "Lightning Helix deals 3 damage to any target and you gain 3 life."],
  ["Sign in Blood", "Target player draws two cards and loses 2 life."],
  ["Moment of Heroism", "Target creature gets +2/+2 and gains lifelink until end of turn."],
  ["Electrolyze", "Electrolyze deals 2 damage divided as you choose among one or two targets.\nDraw a card."],
  ["Absorb", "Counter target spell. You gain 3 life."],
  ["Putrefy", "Destroy target artifact or creature. It can't be regenerated."],
  ["Icy Manipulator", "{1}, {T}: Tap target artifact, creature, or land."],
  ["Night's Whisper", "You draw two cards and you lose 2 life."],
  ["Soul Feast", "Target player loses 4 life and you gain 4 life."],
  [
    "Howling Mine",
    "At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card.",
  ],
  [
    "Pestilence",
    "{B}: This enchantment deals 1 damage to each creature and each player.\nAt the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.",
  ],
  [
    "Hypnotic Specter",
    "Flying\nWhenever this creature deals damage to an opponent, that player discards a card at random.",
  ],
  ["Holy Strength", "Enchant creature\nEnchanted creature gets +1/+2."],
  ["Pacifism", "Enchant creature\nEnchanted creature can't attack or block."],
  ["Angelic Gift", "Enchant creature\nWhen this Aura enters, draw a card.\nEnchanted creature has flying."],
  ["Platinum Angel", "Flying\nYou can't lose the game and your opponents can't win the game."],
  ["Prodigal Sorcerer", "{T}: This creature deals 1 damage to any target."],
  ["Mogg Fanatic", "Sacrifice this creature: It deals 1 damage to any target."],
  ["Mind Stone", "{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card."],
  ["Millstone", "{2}, {T}: Target player mills two cards."],
  ["Merfolk Looter", "{T}: Draw a card, then discard a card."],
  ["Shivan Dragon", "Flying\n{R}: This creature gets +1/+0 until end of turn."],
  ["Flametongue Kavu", "When this creature enters, it deals 4 damage to target creature."],
  ["Borderland Marauder", "Whenever this creature attacks, it gets +2/+0 until end of turn."],
  ["Spark Elemental", "Trample, haste\nAt the beginning of the end step, sacrifice this creature."],
  ["Vampire Interloper", "Flying\nThis creature can't block."],
  ["Goblin Mountaineer", "Mountainwalk"],
  ["Rootwater Commando", "Islandwalk"],
  ["Juggernaut", "This creature attacks each combat if able.\nThis creature can't be blocked by Walls."],
  ["Lightning Blast", "Lightning Blast deals 4 damage to any target."],
  ["Time Walk", "Take an extra turn after this one."],
  ["Memnite", ""],
  ["Bloodhunter Bat", "Flying\nWhen this creature enters, target player loses 2 life and you gain 2 life."],
  ["Phyrexian Arena", "At the beginning of your upkeep, you draw a card and you lose 1 life."],
  [
    "Boros Charm",
    "Choose one \u2014\n• Boros Charm deals 4 damage to target player or planeswalker.\n• Permanents you control gain indestructible until end of turn.\n• Target creature gains double strike until end of turn.",
  ],
  [
    "Jace Beleren",
    "+2: Each player draws a card.\n\u22121: Target player draws a card.\n\u221210: Target player mills twenty cards.",
  ],
];

describe("rulesText", () => {
  it.each(EXPECTED)("%s", (name, text) => {
    expect(rulesText(card(name))).toBe(text);
  });

  it("uses the real minus sign for loyalty costs and the hyphen for P/T changes", () => {
    expect(rulesText(card("Jace Beleren"))).toContain("\u22121:");
    expect(rulesText(card("Jace Beleren"))).not.toContain("-1:");
    expect(rulesText(card("Last Gasp"))).toContain("-3/-3");
  });

  it("returns the text override when a card has one", () => {
    const def: CardDef = { ...card("Grizzly Bears"), text: "Custom text." };
    expect(rulesText(def)).toBe("Custom text.");
  });

  it("uses an ability's text override", () => {
    const def: CardDef = {
      id: "test-card",
      name: "Test Card",
      cost: "{1}",
      types: ["Artifact"],
      abilities: [
        {
          kind: "activated",
          cost: { tap: true },
          effects: [{ e: "draw", who: "you", amount: 1 }],
          text: "Override.",
        },
      ],
    };
    expect(rulesText(def)).toBe("Override.");
  });

  it("words other definitions the way Oracle does", () => {
    const def: CardDef = {
      id: "test-card",
      name: "Test Card",
      cost: "{3}",
      types: ["Artifact"],
      abilities: [
        {
          kind: "activated",
          cost: { mana: "{2}", tap: true },
          targets: [{ kind: "creature", min: 0, max: 2 }],
          effects: [{ e: "tap", what: { target: 0 } }],
          sorcery: true,
        },
        {
          kind: "activated",
          cost: { loyalty: "-X" },
          targets: [{ kind: "creature", filter: { controller: "opponent" } }],
          effects: [{ e: "damage", amount: "X", to: { target: 0 } }],
        },
        {
          kind: "activated",
          cost: { loyalty: 0 },
          effects: [
            {
              e: "pump",
              what: { each: { types: ["Creature"], controller: "you" } },
              power: 1,
              toughness: 1,
              duration: "endOfTurn",
            },
          ],
        },
        {
          kind: "triggered",
          when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
          effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 2 }],
        },
        {
          kind: "triggered",
          when: { on: "dealsDamage", to: "player", combat: true },
          effects: [{ e: "mill", who: "triggering", amount: 3 }],
        },
        { kind: "mana", cost: { tap: true }, produce: ["R", "G"], amount: 2 },
      ],
    };
    expect(rulesText(def).split("\n")).toEqual([
      "{2}, {T}: Tap up to two target creatures. Activate only as a sorcery.",
      "\u2212X: This artifact deals X damage to target creature an opponent controls.",
      "0: Creatures you control get +1/+1 until end of turn.",
      "At the beginning of your upkeep, put two +1/+1 counters on this artifact.",
      "Whenever this artifact deals combat damage to a player, that player mills three cards.",
      "{T}: Add two mana in any combination of {R} and/or {G}.",
    ]);
  });

  it("refers to a card itself as 'this <type>' unless it is legendary, an instant or a sorcery (Oracle since 2025)", () => {
    const ping: CardDef["abilities"] = [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ];
    const text = (d: Omit<CardDef, "id" | "name" | "abilities">) =>
      rulesText({ id: "x", name: "Test Card", abilities: ping, ...d });
    expect(text({ types: ["Artifact"], subtypes: ["Equipment"] })).toBe(
      "{T}: This Equipment deals 1 damage to any target.",
    );
    expect(text({ types: ["Artifact", "Creature"] })).toBe(
      "{T}: This creature deals 1 damage to any target.",
    );
    expect(text({ types: ["Enchantment", "Creature"] })).toBe(
      "{T}: This creature deals 1 damage to any target.",
    );
    expect(text({ types: ["Creature"], supertypes: ["Legendary"] })).toBe(
      "{T}: Test Card deals 1 damage to any target.",
    );
    expect(rulesText(card("Lightning Bolt"))).toBe("Lightning Bolt deals 3 damage to any target.");
  });

  it("gives every card in the pool clean, non-empty text (vanilla creatures excepted)", () => {
    for (const def of allCards) {
      const text = rulesText(def);
      const vanilla =
        def.types.includes("Creature") &&
        (def.keywords ?? []).length === 0 &&
        (def.abilities ?? []).length === 0;
      if (!vanilla) expect(text.length, def.name).toBeGreaterThan(0);
      expect(text, def.name).not.toMatch(/undefined|\[object|NaN|#\d|\s$|^\s|\.\./);
    }
  });

  it("matches the recorded Oracle text of every card in the pool", () => {
    for (const def of allCards) expect(rulesText(def), def.name).toBe(def.oracle);
  });

  it("generates every pool card's text from its data: no card, ability or target has a text override (principle 7)", () => {
    const overrides = (def: (typeof allCards)[number]): string[] => [
      ...(def.text !== undefined ? ["the card"] : []),
      ...(def.abilities ?? []).flatMap((a, i) => [
        ...(a.text !== undefined ? [`ability ${i}`] : []),
        ...("targets" in a ? (a.targets ?? []) : [])
          .filter((t) => t.text !== undefined)
          .map((_, j) => `ability ${i}'s target ${j}`),
      ]),
      ...(def.spell?.targets ?? [])
        .filter((t) => t.text !== undefined)
        .map((_, j) => `the spell's target ${j}`),
    ];
    expect(allCards.flatMap((def) => overrides(def).map((where) => `${def.name}: ${where}`))).toEqual([]);
  });
});
