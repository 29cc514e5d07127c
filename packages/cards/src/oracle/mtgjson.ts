/**
 * The parts of MTGJSON's AtomicCards file that the Oracle table reads (https://mtgjson.com/data-models/card/card-atomic/).
 * The file is `{ meta: Meta, data: Record<string, CardAtomic[]> }`: each card name maps to an array with one entry
 * per face (split, adventure, flip, transform, modal double-faced and meld cards have several, ordered by `side`).
 * The schemas are strict on the fields we use and let every other field through unread.
 */
import { z } from "zod";

/** The MTGJSON major versions whose AtomicCards format this importer knows. */
export const KNOWN_MTGJSON_MAJORS: readonly number[] = [5];

/** `meta`: the build's date and its SemVer version with the build date appended ("5.2.2+20240520"). */
export const metaSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected an ISO 8601 date (YYYY-MM-DD)"),
  version: z.string().regex(/^\d+\.\d+\.\d+/, "expected a SemVer version such as 5.2.2+20240520"),
});
export type MtgjsonMeta = z.infer<typeof metaSchema>;

/** A colour's letter, as MTGJSON and the Oracle table write it. */
export const colorSchema = z.enum(["W", "U", "B", "R", "G"]);
const color = colorSchema;
const legality = z.enum(["Legal", "Banned", "Restricted", "Not Legal"]);

/**
 * A face's types, Oracle text and numbers, alike in MTGJSON and in the Oracle table. Power, toughness, loyalty and
 * defense are strings, since they can be "*" or "X".
 */
export const faceTypesAndText = {
  supertypes: z.array(z.string()),
  types: z.array(z.string()),
  subtypes: z.array(z.string()),
  text: z.string().optional(),
  power: z.string().optional(),
  toughness: z.string().optional(),
  loyalty: z.string().optional(),
  defense: z.string().optional(),
};

/** One face of a Card (Atomic). */
export const atomicFaceSchema = z.object({
  name: z.string().min(1),
  asciiName: z.string().optional(),
  faceName: z.string().optional(),
  side: z.string().optional(),
  layout: z.string().min(1),
  manaCost: z.string().optional(),
  manaValue: z.number().nonnegative(),
  faceManaValue: z.number().nonnegative().optional(),
  colors: z.array(color),
  colorIdentity: z.array(color),
  colorIndicator: z.array(color).optional(),
  type: z.string(),
  ...faceTypesAndText,
  legalities: z.record(z.string(), legality),
  leadershipSkills: z.object({ commander: z.boolean() }).optional(),
  isFunny: z.boolean().optional(),
});
export type AtomicFace = z.infer<typeof atomicFaceSchema>;

/** A `data` entry: the faces of one card, at least one. */
export const atomicCardSchema = z.array(atomicFaceSchema).min(1);

/** The major version of a `meta.version` ("5.2.2+20240520" → 5). */
export function majorVersion(version: string): number {
  return Number(version.split(".")[0]);
}
