/**
 * Our card pool against the Oracle table: every pool card that the shipped MTGJSON sample holds must have the same
 * Oracle text, mana cost and types as its definition's `oracle` string. A mismatch is a bug in the pool or in the sample.
 */
import { allCards } from "@roundtable/cards";
import { loadOracleTable, oracleResolver, SAMPLE_ORACLE_TABLE } from "@roundtable/cards/oracle";
import { describe, expect, it } from "vitest";

const oracle = oracleResolver(loadOracleTable(SAMPLE_ORACLE_TABLE));

describe("the card pool against MTGJSON's Oracle text (the shipped sample)", () => {
  const both = allCards.filter((c) => oracle.lookup(c.name));

  it("the sample holds most of the pool's commonly played cards", () => {
    expect(both.length).toBeGreaterThanOrEqual(55);
  });

  it("every pool card in the sample has the same Oracle text", () => {
    const mismatches = both
      .map((c) => ({ name: c.name, pool: c.oracle, oracle: oracle.lookup(c.name)?.faces[0].text ?? "" }))
      .filter((m) => m.pool !== m.oracle);
    expect(mismatches).toEqual([]);
  });

  it("and the same mana cost, card types, supertypes and subtypes", () => {
    const mismatches = both
      .map((c) => {
        const f = oracle.lookup(c.name)!.faces[0];
        const pool = [c.cost ?? "", c.supertypes ?? [], c.types, c.subtypes ?? []];
        const table = [f.manaCost ?? "", f.supertypes, f.types, f.subtypes];
        return { name: c.name, pool, table };
      })
      .filter((m) => JSON.stringify(m.pool) !== JSON.stringify(m.table));
    expect(mismatches).toEqual([]);
  });
});
