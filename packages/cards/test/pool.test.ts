import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type CardDef, DESIGNATIONS } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards, cardDb, cardIdByName, dungeons, idOf, nontraditionalCards, tokens } from "../src/index.ts";

const REQUIRED = [
  "Plains",
  "Island",
  "Swamp",
  "Mountain",
  "Forest",
  "Wastes",
  "Craw Wurm",
  "Giant Spider",
  "Youthful Knight",
  "Boros Swiftblade",
  "Colossal Dreadmaw",
  "Typhoid Rats",
  "Vampire Nighthawk",
  "Raging Goblin",
  "Boggart Brute",
  "Gladecover Scout",
  "Darksteel Myr",
  "Ambush Viper",
  "Wall of Wood",
  "Serra Angel",
  "Llanowar Elves",
  "Lightning Bolt",
  "Shock",
  "Lava Axe",
  "Fireball",
  "Flame Rift",
  "Earthquake",
  "Pyroclasm",
  "Wrath of God",
  "Counterspell",
  "Giant Growth",
  "Divination",
  "Howling Mine",
  "Prodigal Sorcerer",
  "Hypnotic Specter",
  "Runeclaw Bear",
  "Grizzly Bears",
  "Silvercoat Lion",
  "Assault Griffin",
  "Pestilence",
  "Holy Strength",
  "Pacifism",
  "Platinum Angel",
  "Lightning Helix",
  "Jace Beleren",
  "Forked Bolt",
  "Arc Lightning",
  "Boros Charm",
  "Murder",
  "Unsummon",
  "Mind Rot",
];

function byName(name: string): CardDef {
  const id = cardIdByName(name);
  if (id === undefined) throw new Error(`missing ${name}`);
  return cardDb.get(id)!;
}

describe("card pool", () => {
  it("has at least 60 cards with unique, kebab-case ids", () => {
    expect(allCards.length).toBeGreaterThanOrEqual(60);
    expect(new Set(allCards.map((c) => c.id)).size).toBe(allCards.length);
    // The nontraditional cards (schemes, planes, phenomena), the dungeons (309) and the designations'
    // abilities (725.2, 726.2) are in the database, not the pool.
    expect(cardDb.size).toBe(
      allCards.length + nontraditionalCards.length + tokens.length + dungeons.length + DESIGNATIONS.length,
    );
    for (const t of tokens) expect(t.token, t.name).toBe(true);
    for (const c of allCards) {
      expect(c.id).toBe(idOf(c.name));
      expect(c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(idOf("Man-o'-War")).toBe("man-o-war");
    expect(idOf("Jace Beleren")).toBe("jace-beleren");
  });

  it("is as big as the README says", () => {
    const readme = readFileSync(resolve(import.meta.dirname, "../../../README.md"), "utf8");
    expect(readme).toContain(`- ${allCards.length} cards, among them`);
  });

  it("has unique names", () => {
    expect(new Set(allCards.map((c) => c.name.toLowerCase())).size).toBe(allCards.length);
  });

  it.each(REQUIRED)("contains %s", (name) => {
    expect(cardIdByName(name)).toBe(idOf(name));
  });

  it("looks names up case-insensitively and exactly", () => {
    expect(cardIdByName("lightning bolt")).toBe("lightning-bolt");
    expect(cardIdByName("LIGHTNING BOLT")).toBe("lightning-bolt");
    expect(cardIdByName("Lightning")).toBeUndefined();
    expect(cardIdByName("Man-o'-War")).toBe("man-o-war");
  });

  it("gives every creature power and toughness and every planeswalker loyalty", () => {
    for (const c of allCards) {
      if (c.types.includes("Creature")) {
        expect(typeof c.power, c.name).toBe("number");
        expect(typeof c.toughness, c.name).toBe("number");
      } else {
        expect(c.power, c.name).toBeUndefined();
        expect(c.toughness, c.name).toBeUndefined();
      }
      if (c.types.includes("Planeswalker")) expect(typeof c.loyalty, c.name).toBe("number");
    }
  });

  it("gives instants and sorceries a spell, and nothing else", () => {
    for (const c of allCards) {
      const isSpell = c.types.includes("Instant") || c.types.includes("Sorcery");
      expect(c.spell !== undefined, c.name).toBe(isSpell);
    }
  });

  const TEXT_OVERRIDES = new Set([
    "Act of Treason",
    "Threaten",
    "Blind with Anger",
    "Turn to Frog",
    "Misfortune",
  ]);

  it("gives every non-land a mana cost, every land none, and every card its Oracle text", () => {
    for (const c of allCards) {
      expect(c.cost === undefined, c.name).toBe(c.types.includes("Land"));
      expect(typeof c.oracle, c.name).toBe("string");
      // Text overrides are the escape hatch (principle 7): only where the generator lacks pronouns or subjects.
      if (!TEXT_OVERRIDES.has(c.name)) expect(c.text, c.name).toBeUndefined();
    }
  });

  it("makes Auras enchant something", () => {
    for (const c of allCards)
      expect(c.enchant !== undefined, c.name).toBe(c.subtypes?.includes("Aura") ?? false);
  });

  it("defines the basic lands and Wastes", () => {
    for (const [name, mana] of [
      ["Plains", "W"],
      ["Island", "U"],
      ["Swamp", "B"],
      ["Mountain", "R"],
      ["Forest", "G"],
    ] as const) {
      const c = byName(name);
      expect(c.supertypes).toEqual(["Basic"]);
      expect(c.subtypes).toEqual([name]);
      expect(c.abilities).toEqual([{ kind: "mana", cost: { tap: true }, produce: [mana] }]);
    }
    const wastes = byName("Wastes");
    expect(wastes.supertypes).toEqual(["Basic"]);
    expect(wastes.subtypes).toBeUndefined();
    expect(wastes.abilities).toEqual([{ kind: "mana", cost: { tap: true }, produce: ["C"] }]);
  });

  it("defines the divided-damage spells as specified", () => {
    expect(byName("Fireball").spell).toEqual({
      targets: [{ kind: "any", min: 0, max: null }],
      effects: [{ e: "damage", amount: "X", to: { target: 0 }, evenly: true }],
      extraCostPerTarget: 1,
    });
    expect(byName("Forked Bolt").spell?.targets).toEqual([{ kind: "any", min: 1, max: 2 }]);
    expect(byName("Arc Lightning").spell?.targets).toEqual([{ kind: "any", min: 1, max: 3 }]);
    expect(byName("Arc Lightning").spell?.effects[0]).toMatchObject({ e: "damage", divided: true });
  });

  it("gives the keyword creatures their keywords", () => {
    const expected: [string, string[]][] = [
      ["Giant Spider", ["reach"]],
      ["Youthful Knight", ["first strike"]],
      ["Boros Swiftblade", ["double strike"]],
      ["Colossal Dreadmaw", ["trample"]],
      ["Typhoid Rats", ["deathtouch"]],
      ["Vampire Nighthawk", ["flying", "deathtouch", "lifelink"]],
      ["Raging Goblin", ["haste"]],
      ["Boggart Brute", ["menace"]],
      ["Gladecover Scout", ["hexproof"]],
      ["Darksteel Myr", ["indestructible"]],
      ["Ambush Viper", ["flash", "deathtouch"]],
      ["Wall of Wood", ["defender"]],
      ["Wall of Air", ["defender", "flying"]],
      ["Goblin Mountaineer", ["mountainwalk"]],
      ["Rootwater Commando", ["islandwalk"]],
      ["Serra Angel", ["flying", "vigilance"]],
    ];
    for (const [name, kws] of expected) expect(byName(name).keywords, name).toEqual(kws);
    expect(byName("Darksteel Myr").types).toEqual(["Artifact", "Creature"]);
  });

  it("defines Jace Beleren's loyalty abilities", () => {
    const jace = byName("Jace Beleren");
    expect(jace.loyalty).toBe(3);
    expect(jace.abilities?.map((a) => (a.kind === "activated" ? a.cost.loyalty : null))).toEqual([
      2, -1, -10,
    ]);
  });

  it("only uses target indices that exist", () => {
    const check = (targets: unknown[] | undefined, effects: unknown, name: string) => {
      const used = [...JSON.stringify(effects).matchAll(/"target":(\d+)/g)].map((m) => Number(m[1]));
      for (const n of used) expect(n, name).toBeLessThan(targets?.length ?? 0);
    };
    for (const c of allCards) {
      if (c.spell) {
        check(c.spell.targets, c.spell.effects, c.name);
        for (const m of c.spell.modes?.modes ?? []) check(m.targets, m.effects, c.name);
      }
      for (const a of c.abilities ?? []) {
        if (a.kind === "activated" || a.kind === "triggered") check(a.targets, a.effects, c.name);
      }
    }
  });
});
