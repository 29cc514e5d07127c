/**
 * The body of POST /api/tables: a table's variant, player count and options, its seats (open or bots),
 * each seat's deck and the table's settings. Parsing checks every field and then the whole against the
 * engine; the parsed request has its defaults filled in.
 */
import { type CardResolver, poolCards } from "@roundtable/cards";
import type { z } from "zod";
import { type Problem, tableProblems } from "./check.ts";
import { TableFields } from "./fields.ts";
import { requestError } from "./requestError.ts";

/** The request schema, pasted lists' names resolved by `cards` (the pool's, or with the server's Oracle table). */
const createTableRequest = (cards: CardResolver) =>
  TableFields.superRefine((fields, ctx) => {
    // The fields themselves first: only a request whose fields are right is checked against the engine.
    if (ctx.issues.length > 0) return;
    for (const p of tableProblems(fields, cards)) addProblem(ctx, p);
  }).transform((fields) => ({
    ...fields,
    // Default: seat 1 open, the others heuristic bots; every deck a ready deck chosen with the seed.
    seats:
      fields.seats ??
      Array.from({ length: fields.players }, (_, seat) =>
        seat === 0 ? { kind: "open" as const } : { kind: "bot" as const, bot: "heuristic" as const },
      ),
    decks: fields.decks ?? Array.from({ length: fields.players }, () => "random"),
  }));

export const CreateTableRequest = createTableRequest(poolCards);

/** A request as a client sends it (optional fields may be left out). */
export type CreateTableInput = z.input<typeof CreateTableRequest>;
/** A parsed request: every default filled in, `seats` and `decks` one a player. */
export type CreateTableRequest = z.output<typeof CreateTableRequest>;

function addProblem(ctx: z.RefinementCtx, p: Problem): void {
  ctx.addIssue({ code: "custom", path: p.path, message: p.message, params: { named: true, deck: p.deck } });
}

/** The schemas of the resolvers used so far (a server has one). */
const schemas = new WeakMap<CardResolver, typeof CreateTableRequest>([[poolCards, CreateTableRequest]]);

/**
 * Parses a create-table body: the request, or a RequestError naming each problem's path. Pasted lists' names are
 * resolved by `cards` (default: the pool alone).
 */
export function parseCreateTable(body: unknown, cards: CardResolver = poolCards): CreateTableRequest {
  let schema = schemas.get(cards);
  if (schema === undefined) {
    schema = createTableRequest(cards);
    schemas.set(cards, schema);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw requestError(parsed.error);
  return parsed.data;
}
