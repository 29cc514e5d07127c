/**
 * Deck checks with an Oracle table (`--oracle FILE`, imported here from the shipped MTGJSON sample): real cards the
 * engine does not support yet are named as such, every one at once and apart from misspellings, and did-you-mean
 * draws on every real card. A bad table is a usage error (exit 2); `--no-oracle` is the pool alone.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SAMPLE_ATOMIC_CARDS } from "@roundtable/cards/oracle";
import { beforeAll, describe, expect, it } from "vitest";
import { oracleFile } from "../src/oracleOption.ts";
import { runMain, tempFiles, testTempDir } from "./helpers.ts";

const { dir, file } = tempFiles("roundtable-deck-oracle-");
const ORACLE = join(dir, "oracle.json");

/** 60 cards: two real cards the engine lacks (a transforming card, 712; a split card, 709), one misspelling. */
const MIXED = file(
  "mixed.txt",
  "4 Lightning Bolt\n1 Delver of Secrets\n2 Lightnig Bolt\n1 Fire // Ice\n1 Brightclimb Pathwya\n51 Mountain\n",
);
const BURN = file("burn.txt", "4 Lightning Bolt\n4 Shock\n52 Mountain\n");

beforeAll(async () => {
  const r = await runMain(["oracle", "import", SAMPLE_ATOMIC_CARDS, "--out", ORACLE]);
  expect(r.code).toBe(0);
});

describe("roundtable deck check --oracle FILE", () => {
  it("a real card the engine does not support yet is named as such, apart from misspellings; exit code 1", async () => {
    const r = await runMain(["deck", "check", MIXED, "--oracle", ORACLE]);
    expect(r.err).toBe("");
    expect(r.code).toBe(1);
    expect(r.out.split("\n")).toEqual([
      `${MIXED}: not legal in Free-for-All (55 cards, sideboard 0 read)`,
      '  line 2: "Delver of Secrets // Insectile Aberration" is a real card the engine does not support yet',
      '  line 3: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
      '  line 4: "Fire // Ice" is a real card the engine does not support yet',
      '  line 5: unknown card "Brightclimb Pathwya" (did you mean "Brightclimb Pathway"?)',
      "  the deck has 55 cards: at least 60 in Free-for-All (100.2a)",
      "2 cards the engine does not support yet: Delver of Secrets // Insectile Aberration, Fire // Ice",
      "",
    ]);
  });

  it("without the table (--no-oracle) the same cards are unknown names: the pool alone, as before", async () => {
    const r = await runMain(["deck", "check", MIXED, "--no-oracle"]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('  line 2: unknown card "Delver of Secrets"\n');
    expect(r.out).toMatch(/ {2}line 4: unknown card "Fire \/\/ Ice"( \(did you mean "[^"]+"\?\))?\n/);
    expect(r.out).not.toContain("does not support");
  });

  it("a legal deck is legal with the table too: exit code 0", async () => {
    const r = await runMain(["deck", "check", BURN, "--oracle", ORACLE, "--variant", "duel"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${BURN}: legal in Duel (60 cards, sideboard 0)\n`);
  });

  it("a missing table, or a file that is not a table, is a usage error (exit code 2) naming it", async () => {
    const missing = await runMain(["deck", "check", BURN, "--oracle", join(dir, "none.json")]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^error: --oracle: cannot read the Oracle table .*none\.json: ENOENT/);
    const notTable = await runMain(["deck", "check", BURN, "--oracle", SAMPLE_ATOMIC_CARDS]);
    expect(notTable.code).toBe(2);
    expect(notTable.err).toContain(
      'AtomicCards.sample.json: Oracle table format undefined is not 1; run "roundtable oracle import" again',
    );
  });

  it("deck export: the unsupported cards are the list's problems (exit code 1)", async () => {
    const r = await runMain(["deck", "export", MIXED, "--oracle", ORACLE]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${MIXED}: line 4: "Fire // Ice" is a real card the engine does not support yet\n`,
    );
  });

  it("demo --deck: a list with an unsupported card can't be played (exit code 2), every problem listed", async () => {
    const r = await runMain(["demo", "--variant", "duel", "--deck", MIXED, "--oracle", ORACLE]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`the deck list ${MIXED} can't be played in Duel:`);
    expect(r.err).toContain('  line 2: "Delver of Secrets // Insectile Aberration" is a real card');
    expect(r.err).toContain('  line 4: "Fire // Ice" is a real card the engine does not support yet');
  });
});

describe("roundtable card --oracle FILE", () => {
  it("a real card the engine does not support yet, or did-you-mean from every real card", async () => {
    const real = await runMain(["card", "Bonecrusher", "Giant", "--oracle", ORACLE]);
    expect(real.code).toBe(1);
    expect(real.err).toBe('"Bonecrusher Giant // Stomp" is a real card the engine does not support yet\n');
    const typo = await runMain(["card", "Bonecrusher", "Gaint", "--oracle", ORACLE]);
    expect(typo.code).toBe(1);
    expect(typo.err).toBe(
      'no card "Bonecrusher Gaint" in the card pool (did you mean "Bonecrusher Giant"?)\n',
    );
  });
});

describe("which Oracle table", () => {
  it("--oracle FILE; else data/oracle.json where the command runs, if it exists; --no-oracle: none", () => {
    const cwd = testTempDir("roundtable-cwd-");
    expect(oracleFile("mine.json", cwd)).toBe("mine.json");
    expect(oracleFile(undefined, cwd)).toBeNull();
    mkdirSync(join(cwd, "data"));
    writeFileSync(join(cwd, "data", "oracle.json"), "{}");
    expect(oracleFile(undefined, cwd)).toBe(join(cwd, "data", "oracle.json"));
    expect(oracleFile(false, cwd)).toBeNull();
  });

  it("the help names the option and its default", async () => {
    const r = await runMain(["deck", "check", "--help"]);
    expect(r.out).toContain("--oracle <file>");
    expect(r.out).toContain("data/oracle.json if it exists");
    expect(r.out).toContain("--no-oracle");
  });
});
