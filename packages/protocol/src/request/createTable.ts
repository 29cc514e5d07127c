/**
 * The body of POST /api/tables: a table's variant, player count and options, its seats (open or bots),
 * each seat's deck and the table's settings. Parsing checks every field and then the whole against the
 * engine; the parsed request has its defaults filled in.
 */
import type { z } from "zod";
import { type Problem, tableProblems } from "./check.ts";
import { TableFields } from "./fields.ts";
import { requestError } from "./requestError.ts";

export const CreateTableRequest = TableFields.superRefine((fields, ctx) => {
  // The fields themselves first: only a request whose fields are right is checked against the engine.
  if (ctx.issues.length > 0) return;
  for (const p of tableProblems(fields)) addProblem(ctx, p);
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

/** A request as a client sends it (optional fields may be left out). */
export type CreateTableInput = z.input<typeof CreateTableRequest>;
/** A parsed request: every default filled in, `seats` and `decks` one a player. */
export type CreateTableRequest = z.output<typeof CreateTableRequest>;

function addProblem(ctx: z.RefinementCtx, p: Problem): void {
  ctx.addIssue({ code: "custom", path: p.path, message: p.message, params: { named: true, deck: p.deck } });
}

/** Parses a create-table body: the request, or a RequestError naming each problem's path. */
export function parseCreateTable(body: unknown): CreateTableRequest {
  const parsed = CreateTableRequest.safeParse(body);
  if (!parsed.success) throw requestError(parsed.error);
  return parsed.data;
}
