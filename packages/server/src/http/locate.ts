/**
 * A table for an HTTP route: here, or — with several server processes (issue 21) — at the process that
 * owns it, where the request is passed on unchanged (`Elsewhere`, which the error handler proxies with
 * @fastify/reply-from), so that a client may call any process.
 */
import { TableError } from "../tables/errors.ts";
import type { TableRegistry } from "../tables/registry.ts";
import type { Table } from "../tables/table.ts";

/** The header of a request one process passed to another: it is handled there, never passed on again. */
export const PLACED = "x-roundtable-relayed";

/**
 * What to answer instead when the process a request was passed to can't be reached at all (nothing was
 * sent): a new table (or a rematch) placed on a process that has died is made here.
 */
export interface Instead {
  answer(): Promise<Answer>;
}

/** An answer's status and body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The table lives at another process: the request goes there (errors.ts). */
export class Elsewhere extends Error {
  override name = "Elsewhere";
  constructor(
    readonly url: string,
    readonly instead?: Instead,
  ) {
    super(`the table is at ${url}`);
  }
}

/** The table `id` if this process has it; else throws Elsewhere, or a 503 while it moves, or a 404. */
export async function tableHere(tables: TableRegistry, id: string): Promise<Table> {
  const where = await tables.locate(id);
  if (where.kind === "here") return where.table;
  if (where.kind === "elsewhere") throw new Elsewhere(where.url);
  if (where.kind === "unavailable")
    throw new TableError(
      "unavailable",
      `the table "${id}" is moving to another server: try again in a moment`,
      503,
    );
  throw new TableError("not-found", `no table "${id}"`, 404);
}
