/**
 * The Oracle table: a compact, sorted, versioned list of every card's Oracle characteristics, built from MTGJSON's
 * AtomicCards file and used for deck checking, "did you mean" and the card compiler. One card per line on disk, so that
 * a new import diffs line by line. docs/cards.md describes the format.
 */
import { z } from "zod";
import { type AtomicFace, colorSchema, faceTypesAndText, type MtgjsonMeta } from "./mtgjson.ts";

/** The table format this code writes and reads. */
export const ORACLE_TABLE_FORMAT = 1;

/** Layouts that are not cards a deck can hold (MTGJSON puts them in AtomicCards all the same). */
export const SKIPPED_LAYOUTS: readonly string[] = ["art_series", "token", "double_faced_token", "emblem"];

const color = colorSchema;

const faceSchema = z.object({
  name: z.string().min(1),
  manaCost: z.string().optional(),
  manaValue: z.number().nonnegative().optional(),
  colors: z.array(color),
  colorIndicator: z.array(color).optional(),
  typeLine: z.string(),
  ...faceTypesAndText,
});

const cardSchema = z.object({
  name: z.string().min(1),
  layout: z.string().min(1),
  manaValue: z.number().nonnegative(),
  colorIdentity: z.array(color),
  legalities: z.record(z.string(), z.enum(["legal", "banned", "restricted"])),
  commander: z.literal(true).optional(),
  funny: z.literal(true).optional(),
  meldResult: z.literal(true).optional(),
  faces: z.array(faceSchema).min(1),
});

/** The whole table, as read back by `parseOracleTable`. */
export const oracleTableSchema = z.object({
  format: z.literal(ORACLE_TABLE_FORMAT),
  source: z.object({ file: z.literal("AtomicCards"), version: z.string(), date: z.string() }),
  cards: z.array(cardSchema),
});

/** One face: the card itself for a one-faced card, each half or side otherwise (709, 710, 712, 715). */
export type OracleFace = z.infer<typeof faceSchema>;
/** One card: its full name ("Fire // Ice" for a split card), colour identity (903.4) and legality by format. */
export type OracleCard = z.infer<typeof cardSchema>;
export type OracleTable = z.infer<typeof oracleTableSchema>;

function face(f: AtomicFace, several: boolean): OracleFace {
  return {
    name: f.faceName ?? f.name,
    ...(f.manaCost === undefined || f.manaCost === "" ? {} : { manaCost: f.manaCost }),
    ...(several && f.faceManaValue !== undefined ? { manaValue: f.faceManaValue } : {}),
    colors: f.colors,
    ...(f.colorIndicator ? { colorIndicator: f.colorIndicator } : {}),
    typeLine: f.type,
    supertypes: f.supertypes,
    types: f.types,
    subtypes: f.subtypes,
    ...(f.text === undefined || f.text === "" ? {} : { text: f.text }),
    ...(f.power === undefined ? {} : { power: f.power }),
    ...(f.toughness === undefined ? {} : { toughness: f.toughness }),
    ...(f.loyalty === undefined ? {} : { loyalty: f.loyalty }),
    ...(f.defense === undefined ? {} : { defense: f.defense }),
  };
}

const bySide = (a: AtomicFace, b: AtomicFace): number => ((a.side ?? "z") < (b.side ?? "z") ? -1 : 1);

/**
 * The table entry for one AtomicCards `data` entry, or null for a layout no deck holds. Faces are ordered by side;
 * a card without sides keeps its first entry only (the file's entries for one name are otherwise its faces).
 * MTGJSON files a meld pair (712.4) as three entries: each front card ("Graf Rats // Chittering Host") with its front
 * face alone, side "a", and the melded back face under its own name ("Chittering Host"), side "b": that one is
 * marked `meldResult`, as no deck holds it.
 */
export function oracleCard(faces: readonly AtomicFace[]): OracleCard | null {
  const sided = faces.filter((f) => f.side !== undefined).sort(bySide);
  const kept = sided.length > 0 ? sided : [faces[0]];
  const first = kept[0];
  if (SKIPPED_LAYOUTS.includes(first.layout)) return null;
  const legalities: OracleCard["legalities"] = {};
  for (const format of Object.keys(first.legalities).sort()) {
    const status = first.legalities[format];
    if (status !== "Not Legal")
      legalities[format] = status.toLowerCase() as "legal" | "banned" | "restricted";
  }
  return {
    name: first.name,
    layout: first.layout,
    manaValue: first.manaValue,
    colorIdentity: first.colorIdentity,
    legalities,
    ...(kept.some((f) => f.leadershipSkills?.commander) ? { commander: true as const } : {}),
    ...(first.isFunny ? { funny: true as const } : {}),
    ...(first.layout === "meld" && first.side === "b" ? { meldResult: true as const } : {}),
    faces: kept.map((f) => face(f, kept.length > 1)),
  };
}

/** A table from its cards (in any order) and the file's meta: cards sorted by name, so the output is deterministic. */
export function oracleTable(meta: MtgjsonMeta, cards: OracleCard[]): OracleTable {
  const sorted = [...cards].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    format: ORACLE_TABLE_FORMAT,
    source: { file: "AtomicCards", version: meta.version, date: meta.date },
    cards: sorted,
  };
}

/** The table as written to disk: JSON with one card per line. */
export function serializeOracleTable(table: OracleTable): string {
  const { file, version, date } = table.source;
  const head = JSON.stringify({ format: table.format, source: { file, version, date } });
  const lines = table.cards.map((c) => JSON.stringify(c));
  return `${head.slice(0, -1)},"cards":[\n${lines.join(",\n")}\n]}\n`;
}

/** Reads a table written by `serializeOracleTable`; `where` names the file in errors. */
export function parseOracleTable(text: string, where: string): OracleTable {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${where}: not JSON (${(e as Error).message})`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== ORACLE_TABLE_FORMAT)
    throw new Error(
      `${where}: Oracle table format ${JSON.stringify(format)} is not ${ORACLE_TABLE_FORMAT}; run "roundtable oracle import" again`,
    );
  const parsed = oracleTableSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where}: ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}
