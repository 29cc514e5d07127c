/**
 * 903.4: colour identity, computed from a card's definition (engine cards/colorIdentity.ts), checked by hand
 * on the rule's own cases and against MTGJSON's `colorIdentity` for every pool card the shipped sample holds.
 */

import { loadOracleTable, oracleResolver, SAMPLE_ORACLE_TABLE } from "@roundtable/cards/oracle";
import { type CardDef, colorIdentity } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards } from "../src/index.ts";

const BASIC_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

const def = (d: Partial<CardDef>): CardDef => ({ id: "x", name: "X", types: ["Creature"], ...d });

describe("903.4 colour identity", () => {
  it("903.4: the mana symbols of the cost and of the rules text — Bosh, Iron Golem's {R} is in its text", () => {
    const bosh = def({
      cost: "{8}",
      types: ["Artifact", "Creature"],
      oracle:
        "Trample\n{3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage equal to the sacrificed artifact's mana value to any target.",
    });
    expect(colorIdentity(bosh)).toEqual(["R"]);
  });

  it("903.5c: a hybrid symbol is each of its colours (Wort, the Raidmother {4}{R/G}{R/G}); Phyrexian its colour", () => {
    expect(colorIdentity(def({ cost: "{4}{R/G}{R/G}" }))).toEqual(["R", "G"]);
    expect(colorIdentity(def({ cost: "{2/W}{U/P}" }))).toEqual(["W", "U"]);
  });

  it("903.4: the pool's hybrid cards — Kitchen Finks {1}{G/W}{G/W} is white and green though white mana alone can pay for it (903.5c keeps it out of a mono-white deck); {2/W} is white", () => {
    const identity = (name: string) => colorIdentity(allCards.find((c) => c.name === name)!);
    expect(identity("Kitchen Finks")).toEqual(["W", "G"]);
    expect(identity("Spectral Procession")).toEqual(["W"]);
    // Its {R/W} symbols are in its mana cost and in its ability's cost ("{R/W}{R/W}{R/W}{R/W}: …").
    expect(identity("Fireborn Knight")).toEqual(["W", "R"]);
  });

  it("a land's identity is the mana its text adds; colourless, snow, X and tap symbols add none", () => {
    expect(colorIdentity(def({ types: ["Land"], oracle: "{T}: Add {G}." }))).toEqual(["G"]);
    expect(colorIdentity(def({ types: ["Land"], oracle: "{T}: Add {C}." }))).toEqual([]);
    expect(colorIdentity(def({ cost: "{X}{S}", oracle: "{T}: Draw a card." }))).toEqual([]);
  });

  it("903.4c: reminder text is ignored", () => {
    expect(
      colorIdentity(def({ cost: "{1}", oracle: "Extort (Whenever you cast a spell, you may pay {W/B}.)" })),
    ).toEqual([]);
  });

  it("903.4: a colour indicator or a characteristic-defining ability counts (Dryad Arbor is green)", () => {
    expect(colorIdentity(def({ types: ["Land", "Creature"], colors: ["G"] }))).toEqual(["G"]);
  });

  it("is given in WUBRG order", () => {
    expect(colorIdentity(def({ cost: "{G}{W}{U}" }))).toEqual(["W", "U", "G"]);
  });

  it("agrees with MTGJSON's colorIdentity for every pool card in the shipped sample but lands with basic land types", () => {
    // MTGJSON (like Scryfall) gives Plains, Tundra and the like the colours of their basic land types. By
    // 903.4c their "({T}: Add {W}.)" is reminder text, so their colour identity is colourless; 903.5d is the
    // rule that keeps them out of decks without those colours (deck checks apply it).
    const oracle = oracleResolver(loadOracleTable(SAMPLE_ORACLE_TABLE));
    const basicTyped = (c: CardDef) => (c.subtypes ?? []).some((t) => BASIC_TYPES.includes(t));
    const both = allCards.filter((c) => oracle.lookup(c.name));
    expect(both.length).toBeGreaterThan(0);
    const mismatches = both
      .filter((c) => !basicTyped(c))
      .map((c) => ({ name: c.name, pool: colorIdentity(c), table: oracle.lookup(c.name)!.colorIdentity }))
      .filter((m) => [...m.pool].sort().join("") !== [...m.table].sort().join(""));
    expect(mismatches).toEqual([]);
    const lands = both.filter(basicTyped);
    expect(lands.map((c) => c.name)).toContain("Tundra");
    for (const c of lands) expect(colorIdentity(c), c.name).toEqual([]);
  });
});
