/**
 * What goes through the simulate queue (queue.ts), checked where it arrives: a job's games (the options
 * and its seeds), checked by the simulate-worker that takes it, and a job's outcomes, checked by the
 * simulate run that collects them. An error names the field that is wrong.
 */
import { EDITIONS, type GameRecord, MAX_PLAYERS } from "@roundtable/engine";
import { VariantFields } from "@roundtable/protocol";
import { z } from "zod";
import { DECK_SOURCES } from "../table.ts";
import type { GameOptions, GameOutcome } from "./games.ts";

const Int32 = z.int().min(-0x80000000).max(0xffffffff);

const Deck = z.strictObject({
  name: z.string(),
  colors: z.string(),
  cards: z.array(z.string()),
  commander: z.string().optional(),
  partner: z.string().optional(),
});

export const GameOptionsSchema = VariantFields.extend({
  variant: z.string().min(1).max(100),
  players: z.int().min(1).max(MAX_PLAYERS),
  edition: z.enum(EDITIONS).optional(),
  seed: Int32,
  decks: z.enum(DECK_SOURCES).optional(),
  seatDecks: z.array(Deck).max(MAX_PLAYERS).optional(),
  bot: z.string().min(1),
  maxDecisions: z.int().min(1).optional(),
  concedeChance: z.number().min(0).max(1).optional(),
  records: z.boolean(),
}) satisfies z.ZodType<GameOptions>;

/** A job: some seeds of a simulate run (`run`: its id), all played with the same options. */
export const GamesJob = z.strictObject({
  run: z.string().min(1),
  options: GameOptionsSchema,
  seeds: z.array(Int32).min(1),
});
export type GamesJob = z.output<typeof GamesJob>;

const Outcome = z.strictObject({
  seed: Int32,
  played: z
    .strictObject({
      turns: z.int().min(0),
      decisions: z.int().min(0),
      finished: z.boolean(),
      side: z.int().min(0).nullable(),
    })
    .nullable(),
  error: z.string().nullable(),
  roleWins: z.strictObject({ emperor: z.int().min(0), general: z.int().min(0) }).nullable(),
  vanguards: z.array(z.strictObject({ name: z.string(), won: z.boolean() })),
  // A failing game's record is written to a file as it came (`roundtable replay` checks it).
  record: z
    .custom<GameRecord>((v) => z.looseObject({ format: z.literal(1) }).safeParse(v).success, {
      message: "expected a game record (format 1)",
    })
    .nullable(),
}) satisfies z.ZodType<GameOutcome>;

/** A job's result: the outcome of each of its seeds, in order. */
export const Outcomes = z.array(Outcome);

/** `value` as `schema` says, or an error naming what is wrong and where (`what`: "job 7's games"). */
export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`${what}: ${z.prettifyError(r.error)}`);
  return r.data;
}
