/** The one name matcher (src/names): normalisation, the names a card is known by, lookup and did-you-mean. */
import { describe, expect, it } from "vitest";
import { deckNames, nameIndex, nameKey, nameWords, Suggester, suggest } from "../src/index.ts";

describe("nameKey and nameWords", () => {
  it("ignore case, accents, ligatures, apostrophes, punctuation and spacing", () => {
    expect(nameWords("Lim-Dûl's Vault")).toBe("lim duls vault");
    expect(nameKey("Lim-Dûl’s Vault")).toBe(nameKey("lim duls vault"));
    expect(nameKey("Æther Vial")).toBe("aethervial");
    expect(nameKey("  AETHER-VIAL ")).toBe("aethervial");
    expect(nameKey("Jötun Grunt")).toBe("jotungrunt");
    expect(nameWords("Man-o'-War")).toBe("man o war");
    expect(nameKey('"Ach! Hans, Run!"')).toBe(nameKey("Ach Hans Run"));
  });

  it("write a multi-face card's name any way: A // B, A/B, A B", () => {
    for (const typed of ["Fire // Ice", "Fire//Ice", "fire / ice", "FIRE ICE"])
      expect(nameKey(typed)).toBe("fireice");
  });
});

describe("deckNames", () => {
  it("a double-faced, adventurer, flip or meld card by its full name and its front face (712, 715)", () => {
    expect(deckNames("Delver of Secrets // Insectile Aberration", false)).toEqual([
      "Delver of Secrets // Insectile Aberration",
      "Delver of Secrets",
    ]);
    expect(deckNames("Sol Ring", false)).toEqual(["Sol Ring"]);
  });

  it("a split card (709) by its full name only", () => {
    expect(deckNames("Fire // Ice", true)).toEqual(["Fire // Ice"]);
  });
});

describe("nameIndex", () => {
  const index = nameIndex(
    [
      { id: 1, name: "Alpha // Beta" },
      { id: 2, name: "Alpha" },
      { id: 3, name: "Gamma // Delta" },
    ],
    (x) => deckNames(x.name, false),
  );

  it("finds by full name or front face; a full name wins over another's front face", () => {
    expect(index.lookup("alpha")?.id).toBe(2);
    expect(index.lookup("ALPHA/BETA")?.id).toBe(1);
    expect(index.lookup("Gamma")?.id).toBe(3);
    expect(index.lookup("Delta")).toBeUndefined();
    expect(index.lookup("")).toBeUndefined();
  });

  it("suggests each thing once, by its closest name", () => {
    expect(index.suggest("Gama")).toEqual(["Gamma"]);
    expect(index.names.map((n) => n.of)).toContain("Gamma // Delta");
  });
});

describe("suggest (did you mean, by Levenshtein distance: fastest-levenshtein)", () => {
  const names = ["Lightning Bolt", "Lightning Helix", "Shock", "Sol Ring", "Serra Angel"];

  it("offers the names within about one edit in four letters (at least two), closest first", () => {
    expect(suggest("Lightnig Bolt", names)).toEqual(["Lightning Bolt"]);
    expect(suggest("Sol Rnig", names)).toEqual(["Sol Ring"]); // a swap of neighbours: two edits
    expect(suggest("Serra Angle", names)).toEqual(["Serra Angel"]);
  });

  it("offers the names that hold what was typed as a word, or start with it", () => {
    expect(suggest("Bolt", names)).toEqual(["Lightning Bolt"]);
    expect(suggest("Lightning", names)).toEqual(["Lightning Bolt", "Lightning Helix"]);
  });

  it("offers nothing for a name far from every name, an empty name, or max 0", () => {
    expect(suggest("Qwxzzy Plorp", names)).toEqual([]);
    expect(suggest("", names)).toEqual([]);
    expect(new Suggester(names).suggest("Shock", 0)).toEqual([]);
  });

  it("at most max names", () => {
    expect(new Suggester(names).suggest("Lightning", 1)).toEqual(["Lightning Bolt"]);
  });
});
