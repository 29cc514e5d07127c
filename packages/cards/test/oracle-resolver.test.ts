/**
 * Looking card names up in the Oracle table (case, accents and punctuation ignored; front faces of double-faced
 * cards, A // B for split cards) and "did you mean" suggestions by edit distance (the one name matcher, ../names).
 */
import { nameKey } from "@roundtable/cards";
import {
  loadOracleTable,
  type OracleTable,
  oracleResolver,
  SAMPLE_ORACLE_TABLE,
} from "@roundtable/cards/oracle";
import { describe, expect, it } from "vitest";

const table = loadOracleTable(SAMPLE_ORACLE_TABLE);
const oracle = oracleResolver(table);
const found = (name: string) => oracle.lookup(name)?.name;

describe("lookup", () => {
  it("finds a card whatever the case, spacing and punctuation", () => {
    expect(oracle.size).toBe(78);
    expect(found("Sol Ring")).toBe("Sol Ring");
    expect(found("sol ring")).toBe("Sol Ring");
    expect(found("  SOL-RING ")).toBe("Sol Ring");
    expect(found("Man o War")).toBe("Man-o'-War");
    expect(found("nights whisper")).toBe("Night's Whisper");
    expect(found("Ach Hans Run")).toBe('"Ach! Hans, Run!"');
    expect(found("Vorinclex Voice of Hunger")).toBe("Vorinclex, Voice of Hunger");
  });

  it("ignores accents and ligatures", () => {
    expect(nameKey("Lim-Dûl's Vault")).toBe(nameKey("lim duls vault"));
    expect(nameKey("Æther Vial")).toBe(nameKey("Aether Vial"));
    expect(nameKey("Jötun Grunt")).toBe("jotungrunt");
  });

  it("finds a split card (709) by A // B, however it is written, but not by one half", () => {
    expect(found("Fire // Ice")).toBe("Fire // Ice");
    expect(found("fire/ice")).toBe("Fire // Ice");
    expect(found("Fire Ice")).toBe("Fire // Ice");
    expect(found("Fire")).toBeUndefined();
    expect(found("Ice")).toBeUndefined();
  });

  it("finds a double-faced card (712) by its front face's name or its full name, not by its back face's", () => {
    expect(found("Brightclimb Pathway")).toBe("Brightclimb Pathway // Grimclimb Pathway");
    expect(found("Brightclimb Pathway // Grimclimb Pathway")).toBe(
      "Brightclimb Pathway // Grimclimb Pathway",
    );
    expect(found("Invasion of Arcavios")).toBe("Invasion of Arcavios // Invocation of the Founders");
    expect(found("Grimclimb Pathway")).toBeUndefined();
    expect(found("Invocation of the Founders")).toBeUndefined();
  });

  it("finds adventurer, flip and meld cards by their front face, and never the melded card (712.4)", () => {
    expect(found("Bonecrusher Giant")).toBe("Bonecrusher Giant // Stomp");
    expect(found("Stomp")).toBeUndefined();
    expect(found("Delver of Secrets")).toBe("Delver of Secrets // Insectile Aberration");
    expect(found("Akki Lavarunner")).toBe("Akki Lavarunner // Tok-Tok, Volcano Born");
    expect(found("Graf Rats")).toBe("Graf Rats // Chittering Host");
    expect(found("Midnight Scavengers")).toBe("Midnight Scavengers // Chittering Host");
    expect(found("Chittering Host")).toBeUndefined();
    expect(oracle.suggest("Chittering Hosts")).toEqual([]);
  });

  it("finds nothing for an unknown or empty name", () => {
    expect(found("Black Lotus")).toBeUndefined();
    expect(found("")).toBeUndefined();
    expect(found("!!!")).toBeUndefined();
  });

  it("a full name wins over another card's front face with the same key", () => {
    const t: OracleTable = {
      ...table,
      cards: [
        {
          ...table.cards[0],
          name: "Alpha // Beta",
          layout: "transform",
          faces: [
            { ...table.cards[0].faces[0], name: "Alpha" },
            { ...table.cards[0].faces[0], name: "Beta" },
          ],
        },
        { ...table.cards[0], name: "Alpha", faces: [{ ...table.cards[0].faces[0], name: "Alpha" }] },
      ],
    };
    expect(oracleResolver(t).lookup("alpha")?.name).toBe("Alpha");
  });
});

describe("suggest (did you mean)", () => {
  it("offers the closest names, closest first", () => {
    expect(oracle.suggest("Lightening Bolt")[0]).toBe("Lightning Bolt");
    expect(oracle.suggest("Conterspell")).toEqual(["Counterspell"]);
    expect(oracle.suggest("Sol Rnig")[0]).toBe("Sol Ring"); // a swap of two neighbours: two edits, within the tolerance
    expect(oracle.suggest("wrath of gods")[0]).toBe("Wrath of God");
    expect(oracle.suggest("Brightclimb Pathwya")).toEqual(["Brightclimb Pathway"]);
  });

  it("offers nothing for a name far from every card, and at most n names", () => {
    expect(oracle.suggest("Xyzzy Plugh")).toEqual([]);
    expect(oracle.suggest("")).toEqual([]);
    expect(oracle.suggest("Island", 0)).toEqual([]);
    const near = oracle.suggest("Murdr", 2);
    expect(near.length).toBeLessThanOrEqual(2);
    expect(near[0]).toBe("Murder");
  });
});
