/**
 * A server started with an Oracle table (`--oracle FILE`, imported here from the shipped MTGJSON sample): pasted
 * deck lists name the real cards the engine does not support yet, apart from misspellings, every one at once —
 * in `POST /api/decks/check`, create-table and join. A table that can't be read stops the start.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importAtomicCardsFile, SAMPLE_ATOMIC_CARDS, serializeOracleTable } from "@roundtable/cards/oracle";
import type { RequestIssue } from "@roundtable/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oracleTableFile } from "../src/oracleTable.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable } from "./support/tables.ts";

type Err = { error: { code: string; message: string; path?: string; issues?: RequestIssue[] } };

/** 60 cards: two real cards the engine lacks (a transforming card, 712; a split card, 709), one misspelling. */
const MIXED =
  "4 Lightning Bolt\n1 Delver of Secrets\n2 Lightnig Bolt\n1 Fire // Ice\n1 Brightclimb Pathwya\n51 Mountain\n";

const DELVER = '"Delver of Secrets // Insectile Aberration" is a real card the engine does not support yet';
const FIRE_ICE = '"Fire // Ice" is a real card the engine does not support yet';

describe("a server with an Oracle table", () => {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-oracle-server-"));
  const oracle = join(dir, "oracle.json");
  let server: ServerProcess;
  beforeAll(async () => {
    writeFileSync(oracle, serializeOracleTable((await importAtomicCardsFile(SAMPLE_ATOMIC_CARDS)).table));
    server = await startProcess(["--data-dir", dir, "--oracle", oracle, "--bot-delay", "0"]);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("says which table it loaded", () => {
    const line = server.logs.find((l) => l.includes("Oracle table loaded"));
    expect(JSON.parse(line ?? "{}")).toMatchObject({ oracle, cards: 78, version: "5.3.0+20261130" });
  });

  it("POST /api/decks/check: real cards the engine lacks are unsupported-card, misspellings unknown-card", async () => {
    const r = await api<{ ok: boolean; cards: number; issues: Record<string, unknown>[] }>(
      server.http,
      "POST",
      "/api/decks/check",
      { list: MIXED, variant: "duel" },
    );
    expect(r.status).toBe(200);
    expect(r.body.ok).toBe(false);
    expect(r.body.cards).toBe(55);
    expect(r.body.issues).toEqual([
      {
        line: 2,
        column: 3,
        text: "1 Delver of Secrets",
        code: "unsupported-card",
        message: `line 2: ${DELVER}`,
        suggestions: [],
        card: "Delver of Secrets // Insectile Aberration",
      },
      {
        line: 3,
        column: 3,
        text: "2 Lightnig Bolt",
        code: "unknown-card",
        message: 'line 3: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
        suggestions: ["Lightning Bolt"],
      },
      {
        line: 4,
        column: 3,
        text: "1 Fire // Ice",
        code: "unsupported-card",
        message: `line 4: ${FIRE_ICE}`,
        suggestions: [],
        card: "Fire // Ice",
      },
      {
        line: 5,
        column: 3,
        text: "1 Brightclimb Pathwya",
        code: "unknown-card",
        message: 'line 5: unknown card "Brightclimb Pathwya" (did you mean "Brightclimb Pathway"?)',
        suggestions: ["Brightclimb Pathway"],
      },
    ]);
  });

  it("create-table with the pasted list: a 400 naming each unsupported card and each misspelling", async () => {
    const r = await api<Err>(server.http, "POST", "/api/tables", {
      variant: "duel",
      players: 2,
      decks: ["random", { list: MIXED }],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.path).toBe("decks[1]");
    expect(r.body.error.issues?.map((i) => [i.message, i.deck])).toEqual([
      [
        `decks[1]: line 2: ${DELVER}`,
        {
          line: 2,
          column: 3,
          code: "unsupported-card",
          suggestions: [],
          card: "Delver of Secrets // Insectile Aberration",
        },
      ],
      [
        'decks[1]: line 3: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
        { line: 3, column: 3, code: "unknown-card", suggestions: ["Lightning Bolt"] },
      ],
      [
        `decks[1]: line 4: ${FIRE_ICE}`,
        { line: 4, column: 3, code: "unsupported-card", suggestions: [], card: "Fire // Ice" },
      ],
      [
        'decks[1]: line 5: unknown card "Brightclimb Pathwya" (did you mean "Brightclimb Pathway"?)',
        { line: 5, column: 3, code: "unknown-card", suggestions: ["Brightclimb Pathway"] },
      ],
      [
        "decks[1]: the deck has 55 cards: at least 60 in Duel (100.2a)",
        { code: "too-few-cards", suggestions: [] },
      ],
    ]);
  });

  it("join with the pasted list: a 400 naming the unsupported cards, and the seat stays open", async () => {
    const t = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
    });
    const r = await api<Err>(server.http, "POST", `/api/tables/${t.id}/seats`, { name: "Ann", deck: MIXED });
    expect(r.status).toBe(400);
    expect(
      r.body.error.issues?.filter((i) => i.deck?.code === "unsupported-card").map((i) => i.message),
    ).toEqual([`deck: line 2: ${DELVER}`, `deck: line 4: ${FIRE_ICE}`]);
    const info = await api<{ seats: { kind: string }[] }>(server.http, "GET", `/api/tables/${t.id}`);
    expect(info.body.seats[0].kind).toBe("open");
  });
});

describe("which Oracle table a start uses", () => {
  it("--oracle FILE (or ROUNDTABLE_ORACLE); else <data-dir>/oracle.json if it exists; --no-oracle: none", () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-oracle-dir-"));
    expect(oracleTableFile("mine.json", dir)).toBe("mine.json");
    expect(oracleTableFile(undefined, dir)).toBeNull();
    writeFileSync(join(dir, "oracle.json"), "{}");
    expect(oracleTableFile(undefined, dir)).toBe(join(dir, "oracle.json"));
    expect(oracleTableFile(false, dir)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a table that can't be read stops the start, naming the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-oracle-bad-"));
    const missing = join(dir, "none.json");
    await expect(startProcess(["--data-dir", dir], [], { ROUNDTABLE_ORACLE: missing })).rejects.toThrow(
      /cannot read the Oracle table .*none\.json/,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});
