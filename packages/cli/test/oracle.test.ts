/** `roundtable oracle import`: the shipped AtomicCards sample into an Oracle table file, and its errors. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SAMPLE_ATOMIC_CARDS, SAMPLE_ORACLE_TABLE } from "@roundtable/cards/oracle";
import { describe, expect, it } from "vitest";
import { DEFAULT_ORACLE_TABLE } from "../src/commands/oracle.ts";
import { runMain, tempDir } from "./helpers.ts";

const tmp = tempDir("rt-oracle-cli-");

describe("roundtable oracle import", () => {
  it("writes the Oracle table where --out says, and says what it did", async () => {
    const out = join(tmp, "sub", "oracle.json");
    const r = await runMain(["oracle", "import", SAMPLE_ATOMIC_CARDS, "--out", out]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^imported 78 cards from MTGJSON 5\.3\.0\+20261130 \(2026-11-30\) → .*oracle\.json \(\d+ KB\)\n$/,
    );
    expect(readFileSync(out, "utf8")).toBe(readFileSync(SAMPLE_ORACLE_TABLE, "utf8"));
  });

  it("writes to data/oracle.json by default", async () => {
    expect(DEFAULT_ORACLE_TABLE).toBe("data/oracle.json");
    const r = await runMain(["oracle", "import", "--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('(default: "data/oracle.json")');
  });

  it("a missing file, or one of an unknown MTGJSON version, is a usage error (exit 2) and writes nothing", async () => {
    const out = join(tmp, "never.json");
    const missing = await runMain(["oracle", "import", join(tmp, "AtomicCards.json"), "--out", out]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/AtomicCards\.json: no such file/);
    const json = JSON.parse(readFileSync(SAMPLE_ATOMIC_CARDS, "utf8"));
    json.meta.version = "6.0.0+20270101";
    const v6 = join(tmp, "AtomicCards.v6.json");
    writeFileSync(v6, JSON.stringify(json));
    const r = await runMain(["oracle", "import", v6, "--out", out]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      "error: AtomicCards.v6.json: MTGJSON schema version 6.0.0+20270101 is not one this importer knows",
    );
    expect(() => readFileSync(out)).toThrow();
  });
});

describe("roundtable oracle compile", () => {
  it("says how many of the table's cards compile, and the commonest refusals", async () => {
    const r = await runMain(["oracle", "compile", "--table", SAMPLE_ORACLE_TABLE]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^53 of 78 cards compile \(68%\)\ncommonest refusals:\n {2}3 × a card layout other than normal: "meld"\n/,
    );
  });

  it("prints one card's definition, or the refusal naming its sentence and phrase (exit 1)", async () => {
    const bolt = await runMain([
      "oracle",
      "compile",
      "--table",
      SAMPLE_ORACLE_TABLE,
      "--card",
      "lightning bolt",
    ]);
    expect(bolt.code).toBe(0);
    expect(JSON.parse(bolt.out)).toEqual({
      id: "lightning-bolt",
      name: "Lightning Bolt",
      cost: "{R}",
      types: ["Instant"],
      spell: { targets: [{ kind: "any" }], effects: [{ e: "damage", amount: 3, to: { target: 0 } }] },
    });
    const syphon = await runMain([
      "oracle",
      "compile",
      "--table",
      SAMPLE_ORACLE_TABLE,
      "--card",
      "Syphon Mind",
    ]);
    expect(syphon.code).toBe(1);
    expect(syphon.out).toBe(
      'refused: Syphon Mind: not a player: "each other player" in "Each other player discards a card."\n',
    );
  });

  it("an unknown card or table is a usage error (exit 2), with did-you-mean", async () => {
    const typo = await runMain([
      "oracle",
      "compile",
      "--table",
      SAMPLE_ORACLE_TABLE,
      "--card",
      "Lightening Bolt",
    ]);
    expect(typo.code).toBe(2);
    expect(typo.err).toBe('error: no card named "Lightening Bolt" (did you mean Lightning Bolt?)\n');
    const missing = await runMain(["oracle", "compile", "--table", join(tmp, "none.json")]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/none\.json: no such file/);
  });
});
