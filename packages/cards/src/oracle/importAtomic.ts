/**
 * Imports MTGJSON's AtomicCards file into an Oracle table. The file (over 100 MB) is streamed: it is tokenised by
 * stream-json, each card is assembled, checked and reduced to its table entry, and dropped; only the table is kept.
 * A `.gz` file is decompressed on the way.
 */
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";
import { createGunzip } from "node:zlib";
import Assembler from "stream-json/Assembler.js";
import Parser from "stream-json/Parser.js";
import type { z } from "zod";
import {
  type AtomicFace,
  atomicCardSchema,
  KNOWN_MTGJSON_MAJORS,
  type MtgjsonMeta,
  majorVersion,
  metaSchema,
} from "./mtgjson.ts";
import { type OracleCard, type OracleTable, oracleCard, oracleTable } from "./table.ts";

/** A file that is not an AtomicCards file this importer can read; the message names the file, card and field. */
export class OracleImportError extends Error {
  override name = "OracleImportError";
}

function issueText(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  const [faceIndex, ...field] = issue.path;
  const where = typeof faceIndex === "number" ? `${prefix}, face ${faceIndex + 1}` : prefix;
  return field.length > 0
    ? `${where}, field "${field.join(".")}": ${issue.message}`
    : `${where}: ${issue.message}`;
}

/** Checks `meta` and its schema version: a major version not in KNOWN_MTGJSON_MAJORS is refused. */
export function checkMeta(value: unknown, file: string): MtgjsonMeta {
  const parsed = metaSchema.safeParse(value);
  if (!parsed.success) throw new OracleImportError(issueText(parsed.error, `${file}: "meta"`));
  const meta = parsed.data;
  if (!KNOWN_MTGJSON_MAJORS.includes(majorVersion(meta.version)))
    throw new OracleImportError(
      `${file}: MTGJSON schema version ${meta.version} is not one this importer knows (known major versions: ${KNOWN_MTGJSON_MAJORS.join(", ")}); download the v5 file from https://mtgjson.com/api/v5/AtomicCards.json`,
    );
  return meta;
}

/** Checks one `data` entry and reduces it to its table entry (null for a layout no deck holds). */
export function importCard(name: string, value: unknown, file: string): OracleCard | null {
  const parsed = atomicCardSchema.safeParse(value);
  if (!parsed.success)
    throw new OracleImportError(issueText(parsed.error, `${file}: card ${JSON.stringify(name)}`));
  const card = oracleCard(parsed.data as AtomicFace[]);
  // A fresh copy: the parser's strings are slices of its input buffer, and each kept slice would keep that whole
  // buffer alive, so that the import would hold most of the file after all.
  return card && (JSON.parse(JSON.stringify(card)) as OracleCard);
}

interface Token {
  name: string;
  value?: string;
}

/** What the importer counted: cards kept and entries skipped (tokens, art cards and the like). */
export interface ImportResult {
  table: OracleTable;
  skipped: number;
}

/**
 * Reads an AtomicCards file, streaming. Top-level keys other than `meta` and `data` are read past and dropped; a
 * `meta` with an unknown major version stops the import as soon as it is read.
 */
export async function importAtomicCardsFile(path: string): Promise<ImportResult> {
  const file = path.split(/[\\/]/).pop() ?? path;
  const source = createReadStream(path);
  const parser = new Parser({ packKeys: true, packStrings: true, packNumbers: true, streamValues: false });
  // An error anywhere (a missing file, a corrupt .gz, bad JSON) destroys the parser, so the loop below throws it.
  pipeline(path.endsWith(".gz") ? [source, createGunzip(), parser] : [source, parser], () => {});

  let meta: MtgjsonMeta | undefined;
  const cards: OracleCard[] = [];
  let skipped = 0;
  let depth = 0; // 1 inside the file's object, 2 inside `data`
  let topKey: string | null = null;
  let cardName: string | null = null;
  let asm: Assembler | null = null;

  const finish = (value: unknown): void => {
    if (depth === 1 && topKey === "meta") meta = checkMeta(value, file);
    else if (depth === 2 && cardName !== null) {
      const card = importCard(cardName, value, file);
      if (card) cards.push(card);
      else skipped++;
      cardName = null;
    }
  };

  // Feeds a token to the value being assembled (starting one if none is); a finished value goes to `finish`.
  const feed = (token: Token): void => {
    asm ??= new Assembler();
    asm.consume(token);
    if (asm.done) {
      const value = asm.current;
      asm = null;
      finish(value);
    }
  };

  try {
    for await (const token of parser as AsyncIterable<Token>) {
      if (asm) feed(token);
      else if (token.name === "keyValue") {
        if (depth === 1) topKey = token.value ?? null;
        else if (depth === 2) cardName = token.value ?? null;
      } else if (depth === 0) {
        if (token.name !== "startObject")
          throw new OracleImportError(`${file}: the file does not hold a JSON object`);
        depth = 1;
      } else if (token.name === "endObject") {
        depth--; // the end of `data` or of the file
      } else if (depth === 1 && topKey === "data" && token.name === "startObject") {
        depth = 2;
      } else if (depth === 1 || cardName !== null) {
        feed(token); // `meta`, a card, or another top-level key's value (assembled and dropped)
      }
    }
  } catch (e) {
    if (e instanceof OracleImportError) throw e;
    // File and zlib errors carry a code; the JSON tokenizer's do not.
    const error = e as NodeJS.ErrnoException;
    throw new OracleImportError(`${file}: ${error.code ? "" : "not valid JSON: "}${error.message}`);
  } finally {
    source.destroy();
  }
  if (!meta) throw new OracleImportError(`${file}: no "meta" object (is this an MTGJSON file?)`);
  if (cards.length === 0 && skipped === 0) throw new OracleImportError(`${file}: no "data" cards`);
  return { table: oracleTable(meta, cards), skipped };
}
