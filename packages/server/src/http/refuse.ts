/**
 * Refusing a table's request that its token may not make: no token, or one that is none of the table's, is
 * `401 unauthorised`, as the WebSocket's hello and the table's other routes answer it; one of the table's
 * own tokens that may not do it (a spectator's, the judge's, a player's too soon) is `403 forbidden`, saying
 * who may. "Save this position" (position.ts) and "play again" (tables.ts) answer so.
 */
import { TableError } from "../tables/errors.ts";
import type { Table } from "../tables/table.ts";

/**
 * Throws the refusal of a request made with `token` (the bearer's, if any), which may not make it: `needed`
 * names the tokens that may ("a judge or seat token"), `why` who may and when, for the table's own tokens.
 */
export async function refuse(
  table: Table,
  token: string | undefined,
  refusal: { needed: string; why: string },
): Promise<never> {
  if (token === undefined)
    throw new TableError("unauthorised", `${refusal.needed} is needed (Authorization: Bearer …)`, 401);
  await table.identify(token); // a TableError (401) for a token that is none of the table's
  throw new TableError("forbidden", refusal.why, 403);
}
