/**
 * A finished game's chat for its replay (`GET /api/games/:id/chat`): every line the bearer of a token may
 * read, oldest first, from the store as a welcome's lines are (Store.loadChat with the reader's team) but
 * all of them — the table's lines; with a seat's token its team's too (808.5, 809.7, 810.5, 811.5: teammates
 * may discuss strategies at any time, and only they and the judge read it); with the judge's, every line.
 * A spectator's lines (a table whose settings let them talk) are the table's: everyone reads them.
 * The replay shows each line from the step it was said at (ChatLine.after). The tokens are the table's
 * (its seats', its judge's, its spectators'): a finished game's copy of the table is not needed.
 */
import type { GameChat } from "@roundtable/protocol";
import type { Store, TableRow } from "../store/types.ts";
import { youOf } from "../tables/audience.ts";
import { publicLine } from "../tables/chat.ts";
import { Seating } from "../tables/seating.ts";
import type { SeatsDoc } from "../tables/seats.ts";
import { planOfStart } from "../tables/seatTeams.ts";
import type { TableSpec } from "../tables/table.ts";

/** Who reads a game's chat, and the team whose lines they read too (undefined: every team's, the judge). */
interface Reader {
  you: GameChat["you"];
  team: number | null | undefined;
}

/**
 * The lines of finished game `row` that `token` may read. `length` gives the game's number of inputs: the
 * `after` of the lines stored before lines kept it (asked only if there is one).
 */
export async function gameChat(
  store: Store,
  row: TableRow,
  token: string | undefined,
  length: () => Promise<number>,
): Promise<GameChat> {
  const { you, team } = await reader(store, row, token);
  const rows = await store.loadChat(row.id, null, team);
  const seq = rows.some((l) => l.after === null) ? await length() : 0;
  return { you, lines: rows.map((l) => publicLine(l, seq)) };
}

/**
 * Who a token stands for at the game's table, as the table tells (Seating.identifyWith, Table.identify's):
 * its judge, a seat's player, a spectator — or none of its tokens (401). No token reads as a spectator,
 * whatever the table allowed while it played: a finished game's replay is public.
 */
async function reader(store: Store, row: TableRow, token: string | undefined): Promise<Reader> {
  if (token === undefined) return { you: { role: "spectator", seat: null }, team: null };
  const { settings } = (row.spec as TableSpec).request;
  const seating = new Seating(row.seats as SeatsDoc, row.judgeTokenHash, settings);
  const who = await seating.identifyWith(token, (hash) => store.isSpectator(row.id, hash));
  if (who.role === "judge") return { you: youOf(who), team: undefined };
  const team =
    who.seat === null || row.start === null ? null : (planOfStart(row.start).teams?.[who.seat] ?? null);
  return { you: youOf(who), team };
}
