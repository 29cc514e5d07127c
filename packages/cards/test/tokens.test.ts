/**
 * 111.4: every token the pool can make, by the card that makes it, checked against the card's Oracle text:
 * a token whose effect names no name is named after its subtypes plus the word "Token".
 */
import { type CardDef, type TokenSpec, tokenId } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards, cardDb, tokens } from "../src/index.ts";

/** Every "create … token" spec anywhere in a card's definition (spells, modes, abilities). */
function tokenSpecs(value: unknown): TokenSpec[] {
  if (Array.isArray(value)) return value.flatMap(tokenSpecs);
  if (typeof value !== "object" || value === null) return [];
  const o = value as Record<string, unknown>;
  if (o.e === "createToken") return [o.token as TokenSpec];
  return Object.values(o).flatMap(tokenSpecs);
}

function summary(t: CardDef) {
  return {
    name: t.name,
    types: t.types,
    subtypes: t.subtypes ?? [],
    colors: t.colors ?? [],
    pt: t.power === undefined ? null : `${t.power}/${t.toughness}`,
    keywords: t.keywords ?? [],
  };
}

describe("111.4: the tokens of the card pool", () => {
  it("111.4: each token-making card makes the token its Oracle text describes, named after its subtypes", () => {
    const made = allCards.flatMap((c) =>
      tokenSpecs(c).map((spec) => ({ card: c.name, ...summary(cardDb.get(tokenId(spec))!) })),
    );
    expect(made).toEqual([
      // "{1}{W}: Create a 4/4 white Angel creature token with flying. …"
      {
        card: "Luminarch Ascension",
        name: "Angel Token",
        types: ["Creature"],
        subtypes: ["Angel"],
        colors: ["W"],
        pt: "4/4",
        keywords: ["flying"],
      },
      // "{5}{R}{R}: Create a 5/5 red Dragon creature token with flying."
      {
        card: "Dragon Roost",
        name: "Dragon Token",
        types: ["Creature"],
        subtypes: ["Dragon"],
        colors: ["R"],
        pt: "5/5",
        keywords: ["flying"],
      },
      // "Create two 1/1 red Goblin creature tokens." and the other red Goblin makers
      ...[
        "Krenko's Command",
        "Dragon Fodder",
        "Hordeling Outburst",
        "Goblin Rally",
        "Goblin Instigator",
        "Beetleback Chief",
        "Empty the Warrens",
      ].map((card) => ({
        card,
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      })),
      // "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token."
      {
        card: "Young Pyromancer",
        name: "Elemental Token",
        types: ["Creature"],
        subtypes: ["Elemental"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "• Each opponent creates five 2/2 black Zombie creature tokens."
      {
        card: "Captive Audience",
        name: "Zombie Token",
        types: ["Creature"],
        subtypes: ["Zombie"],
        colors: ["B"],
        pt: "2/2",
        keywords: [],
      },
      // "… that creature's controller creates a 1/1 colorless Myr artifact creature token."
      {
        card: "Genesis Chamber",
        name: "Myr Token",
        types: ["Artifact", "Creature"],
        subtypes: ["Myr"],
        colors: [],
        pt: "1/1",
        keywords: [],
      },
    ]);
  });

  it("111.4: the pool's token definitions are exactly those tokens, each a token with a 111.4 name", () => {
    const defs = tokens.filter((t) => t.id.startsWith("token-"));
    expect(defs.map((t) => t.name).sort()).toEqual([
      "Angel Token",
      "Dragon Token",
      "Elemental Token",
      "Goblin Token",
      "Myr Token",
      "Zombie Token",
    ]);
    for (const t of defs) {
      expect(t.token).toBe(true);
      expect(t.name).toBe([...(t.subtypes ?? []), "Token"].join(" "));
    }
  });
});
