/**
 * The MTGJSON AtomicCards importer, on the shipped sample and on broken copies of it: what the Oracle table keeps
 * (faces of split, modal double-faced and transforming cards, loyalty, defense, legalities, colour identity), the
 * schema-version check and errors that name the card and field.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  importAtomicCardsFile,
  loadOracleTable,
  type OracleCard,
  OracleImportError,
  parseOracleTable,
  SAMPLE_ATOMIC_CARDS,
  SAMPLE_ORACLE_TABLE,
  serializeOracleTable,
} from "@roundtable/cards/oracle";
import { beforeAll, describe, expect, it } from "vitest";

const tmp = mkdtempSync(join(tmpdir(), "rt-oracle-"));
const sample = (): { meta: Record<string, unknown>; data: Record<string, Record<string, unknown>[]> } =>
  JSON.parse(readFileSync(SAMPLE_ATOMIC_CARDS, "utf8"));
let n = 0;
function write(json: unknown, text = JSON.stringify(json)): string {
  const file = join(tmp, `AtomicCards.${++n}.json`);
  writeFileSync(file, text);
  return file;
}
async function importError(file: string): Promise<string> {
  const e = await importAtomicCardsFile(file).then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(OracleImportError);
  return (e as Error).message;
}

describe("importing the shipped AtomicCards sample", () => {
  let cards: Map<string, OracleCard>;
  let skipped: number;
  let text: string;
  beforeAll(async () => {
    const r = await importAtomicCardsFile(SAMPLE_ATOMIC_CARDS);
    cards = new Map(r.table.cards.map((c) => [c.name, c]));
    skipped = r.skipped;
    text = serializeOracleTable(r.table);
  });
  const card = (name: string): OracleCard => {
    const c = cards.get(name);
    if (!c) throw new Error(`${name} is not in the table`);
    return c;
  };

  it("keeps every card of the sample, and writes exactly the committed table (deterministic, sorted)", () => {
    expect(cards.size).toBe(Object.keys(sample().data).length);
    expect(cards.size).toBe(78);
    expect(skipped).toBe(0);
    expect(text).toBe(readFileSync(SAMPLE_ORACLE_TABLE, "utf8"));
    const names = [...cards.keys()];
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(text.split("\n")[0]).toBe(
      '{"format":1,"source":{"file":"AtomicCards","version":"5.3.0+20261130","date":"2026-11-30"},"cards":[',
    );
  });

  it("a split card (709) is one card named A // B with both halves as faces, each with its own cost and text", () => {
    const c = card("Fire // Ice");
    expect(c.layout).toBe("split");
    expect(c.manaValue).toBe(4); // 709.4d: the combined mana cost
    expect(c.colorIdentity).toEqual(["R", "U"]);
    expect(c.faces.map((f) => [f.name, f.manaCost, f.manaValue, f.colors])).toEqual([
      ["Fire", "{1}{R}", 2, ["R"]],
      ["Ice", "{1}{U}", 2, ["U"]],
    ]);
    expect(c.faces[1].text).toBe("Tap target permanent.\nDraw a card.");
  });

  it("a modal double-faced card (712) keeps its front face first and both faces' colours in its identity", () => {
    const c = card("Brightclimb Pathway // Grimclimb Pathway");
    expect(c.layout).toBe("modal_dfc");
    expect(c.faces.map((f) => [f.name, f.text])).toEqual([
      ["Brightclimb Pathway", "{T}: Add {W}."],
      ["Grimclimb Pathway", "{T}: Add {B}."],
    ]);
    expect(c.colorIdentity).toEqual(["B", "W"]); // 903.4: both faces count
  });

  it("an adventurer card (715) keeps the creature first and the Adventure second, each with its mana value", () => {
    const c = card("Bonecrusher Giant // Stomp");
    expect(c).toMatchObject({ layout: "adventure", manaValue: 3, colorIdentity: ["R"] });
    expect(c.faces.map((f) => [f.name, f.manaCost, f.manaValue, f.typeLine])).toEqual([
      ["Bonecrusher Giant", "{2}{R}", 3, "Creature — Giant"],
      ["Stomp", "{1}{R}", 2, "Instant — Adventure"],
    ]);
  });

  it("a transforming card (712) and a flip card (710) keep both faces; the back has no mana cost of its own", () => {
    const delver = card("Delver of Secrets // Insectile Aberration");
    expect(delver.faces.map((f) => [f.name, f.manaCost, f.power, f.toughness])).toEqual([
      ["Delver of Secrets", "{U}", "1", "1"],
      ["Insectile Aberration", undefined, "3", "2"],
    ]);
    expect(delver.faces[1].colorIndicator).toEqual(["U"]);
    const akki = card("Akki Lavarunner // Tok-Tok, Volcano Born");
    expect(akki.layout).toBe("flip");
    expect(akki.faces[1]).toMatchObject({
      name: "Tok-Tok, Volcano Born",
      supertypes: ["Legendary"],
      power: "2",
    });
    expect(akki.commander).toBeUndefined(); // only the unflipped half counts for that
  });

  it("a meld pair (712.4) is two front cards and the melded card, which is marked as no deck's card", () => {
    expect(card("Graf Rats // Chittering Host").faces.map((f) => f.name)).toEqual(["Graf Rats"]);
    expect(card("Midnight Scavengers // Chittering Host").faces.map((f) => f.name)).toEqual([
      "Midnight Scavengers",
    ]);
    const host = card("Chittering Host");
    expect(host).toMatchObject({ layout: "meld", meldResult: true, manaValue: 6, colorIdentity: ["B"] });
    expect(host.faces[0]).toMatchObject({ power: "5", toughness: "6", colors: [] });
    expect(card("Graf Rats // Chittering Host").meldResult).toBeUndefined();
  });

  it("a battle (310) keeps its defense; its back face keeps its colour indicator (204)", () => {
    const c = card("Invasion of Arcavios // Invocation of the Founders");
    expect(c.layout).toBe("transform");
    expect(c.faces[0]).toMatchObject({ typeLine: "Battle — Siege", types: ["Battle"], defense: "7" });
    expect(c.faces[1]).toMatchObject({
      name: "Invocation of the Founders",
      colorIndicator: ["U"],
      colors: ["U"],
    });
    expect(c.faces[1].manaCost).toBeUndefined();
  });

  it("planeswalkers keep their loyalty (306.5b) and creatures their power and toughness", () => {
    expect(card("Jace Beleren").faces[0]).toMatchObject({
      loyalty: "3",
      supertypes: ["Legendary"],
      subtypes: ["Jace"],
    });
    expect(card("Dovin Baan").faces[0].loyalty).toBe("3");
    expect(card("Serra Angel").faces[0]).toMatchObject({
      power: "4",
      toughness: "4",
      text: "Flying, vigilance",
    });
    expect(card("Grizzly Bears").faces[0].text).toBeUndefined(); // a vanilla creature has no text
  });

  it("keeps legalities, banned and restricted included, and drops the formats a card is not legal in", () => {
    expect(card("Sol Ring").legalities).toEqual({
      commander: "legal",
      duel: "banned",
      legacy: "banned",
      oathbreaker: "banned",
      vintage: "restricted",
    });
    expect(card("Time Walk").legalities.commander).toBe("banned");
    expect(card("Balance").legalities.commander).toBe("banned");
    expect(card('"Ach! Hans, Run!"')).toMatchObject({ funny: true, legalities: {} });
  });

  it("colour identity counts mana symbols in the text (903.4), and legendary creatures may be commanders", () => {
    expect(card("Adarkar Wastes").colorIdentity).toEqual(["U", "W"]);
    expect(card("Adarkar Wastes").faces[0].colors).toEqual([]);
    expect(card("Wastes").colorIdentity).toEqual([]);
    expect(card("Thalia, Heretic Cathar").commander).toBe(true);
    expect(card("Serra Angel").commander).toBeUndefined();
    expect(card("Jace Beleren").commander).toBeUndefined(); // only an oathbreaker
  });

  it("reads a gzipped file the same way", async () => {
    const gz = join(tmp, "AtomicCards.json.gz");
    writeFileSync(gz, gzipSync(readFileSync(SAMPLE_ATOMIC_CARDS)));
    expect(serializeOracleTable((await importAtomicCardsFile(gz)).table)).toBe(text);
  });

  it("loads the committed table back", () => {
    expect(serializeOracleTable(loadOracleTable(SAMPLE_ORACLE_TABLE))).toBe(text);
  });
});

describe("what the importer refuses", () => {
  it("a schema version whose major it does not know, naming the version found and the versions known", async () => {
    const json = sample();
    json.meta.version = "6.0.0+20270101";
    const msg = await importError(write(json));
    expect(msg).toContain("MTGJSON schema version 6.0.0+20270101 is not one this importer knows");
    expect(msg).toContain("known major versions: 5");
  });

  it("stops at an unknown version before reading a card (meta comes first in MTGJSON files)", async () => {
    const json = sample();
    json.meta.version = "4.6.3+20200101";
    json.data["Sol Ring"][0].manaValue = "broken";
    expect(await importError(write(json))).toContain("schema version 4.6.3+20200101");
  });

  it("checks meta even when it comes after data", async () => {
    const { meta, data } = sample();
    expect(await importError(write({ data, meta: { ...meta, version: "7.1.0" } }))).toContain("7.1.0");
  });

  it("a card with a field of the wrong type, naming the file, the card, the face and the field", async () => {
    const json = sample();
    json.data["Sol Ring"][0].manaValue = "one";
    const msg = await importError(write(json));
    expect(msg).toMatch(/^AtomicCards\.\d+\.json: card "Sol Ring", face 1, field "manaValue": /);
  });

  it("a face without a field we use, and an unknown colour", async () => {
    const json = sample();
    delete json.data["Fire // Ice"][1].types;
    expect(await importError(write(json))).toMatch(/card "Fire \/\/ Ice", face 2, field "types": /);
    const json2 = sample();
    json2.data["Lightning Bolt"][0].colors = ["Red"];
    expect(await importError(write(json2))).toMatch(/card "Lightning Bolt", face 1, field "colors\.0": /);
  });

  it("a card that is not an array of faces, a file without meta, and a file that is not JSON", async () => {
    const json = sample() as { meta: unknown; data: Record<string, unknown> };
    json.data.Counterspell = { name: "Counterspell" };
    expect(await importError(write(json))).toMatch(/card "Counterspell": /);
    expect(await importError(write({ data: sample().data }))).toContain('no "meta" object');
    expect(
      await importError(write(null, '{"meta": {"date": "2026-11-30", "version": "5.3.0"}, "data": {"Sol')),
    ).toMatch(/^AtomicCards\.\d+\.json: not valid JSON: /);
    expect(await importError(write([]))).toContain("does not hold a JSON object");
  });

  it("a missing file and a corrupt .gz file", async () => {
    expect(await importError(join(tmp, "AtomicCards.missing.json"))).toMatch(
      /^AtomicCards\.missing\.json: .*ENOENT/,
    );
    const gz = join(tmp, "AtomicCards.corrupt.json.gz");
    writeFileSync(gz, gzipSync(readFileSync(SAMPLE_ATOMIC_CARDS)).subarray(0, 5000));
    expect(await importError(gz)).toMatch(/^AtomicCards\.corrupt\.json\.gz: /);
    writeFileSync(gz, "not gzip at all");
    expect(await importError(gz)).toMatch(/^AtomicCards\.corrupt\.json\.gz: /);
  });

  it("tolerates fields and top-level keys it does not read, and skips tokens", async () => {
    const json = sample() as Record<string, unknown> & ReturnType<typeof sample>;
    json.extra = { nested: [1, { deep: true }], more: "x" };
    json.data["Sol Ring"][0].someFutureField = { anything: [1, 2] };
    json.data["Soldier Token"] = [{ ...json.data["Serra Angel"][0], name: "Soldier Token", layout: "token" }];
    const r = await importAtomicCardsFile(write(json));
    expect(r.table.cards).toHaveLength(78);
    expect(r.skipped).toBe(1);
  });
});

describe("reading a table file", () => {
  it("refuses another table format, and a card that breaks the table's schema, naming where", () => {
    const text = readFileSync(SAMPLE_ORACLE_TABLE, "utf8");
    expect(() => parseOracleTable(text.replace('"format":1', '"format":2'), "t.json")).toThrow(
      't.json: Oracle table format 2 is not 1; run "roundtable oracle import" again',
    );
    expect(() => parseOracleTable(text.replace('"manaValue":6', '"manaValue":"6"'), "t.json")).toThrow(
      /^t\.json: cards\.0\.manaValue: /,
    );
    expect(() => parseOracleTable("{", "t.json")).toThrow(/^t\.json: not JSON/);
  });
});
