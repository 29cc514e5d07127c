/**
 * A finished game's chat for its replay (`GET /api/games/:id/chat`): every line the bearer of a token may
 * read, oldest first, from the store as a welcome's lines are (Store.loadChat with the reader's team) but
 * all of them — the table's lines; with a seat's token its team's too (808.5, 809.7, 810.5, 811.5: teammates
 * may discuss strategies at any time, and only they and the judge read it); with the judge's, every line.
 * A spectator's lines (a table whose settings let them talk) are the table's: everyone reads them.
 * With `as` (the replay's "View as": a seat, or the judge), the lines that viewer read, among those: the
 * judge's token gets exactly those, a seat's token its own team's lines at most (an opponent's team lines
 * stay with that team, principle 4), and the answer says when `as` read team lines the token may not.
 * The replay shows each line from the step it was said at (ChatLine.after). The tokens are the table's
 * (its seats', its judge's, its spectators'): a finished game's copy of the table is not needed.
 */
import type { GameChat, ReplayViewer } from "@roundtable/protocol";
import type { Store, TableRow } from "../store/types.ts";
import { youOf } from "../tables/audience.ts";
import { publicLine, type ReaderTeam, readsLine } from "../tables/chat.ts";
import { TableError } from "../tables/errors.ts";
import { Seating } from "../tables/seating.ts";
import type { SeatsDoc } from "../tables/seats.ts";
import { planOfStart, type SeatTeams } from "../tables/seatTeams.ts";
import type { TableSpec } from "../tables/table.ts";

/** Who reads a game's chat, and the team whose lines they read too (undefined: every team's, the judge). */
interface Reader {
  you: GameChat["you"];
  team: ReaderTeam;
}

/**
 * The lines of finished game `row` that `token` may read — with `as`, those of them `as` read. `length`
 * gives the game's number of inputs: the `after` of the lines stored before lines kept it (asked only if
 * there is one).
 */
export async function gameChat(
  store: Store,
  row: TableRow,
  token: string | undefined,
  as: ReplayViewer | undefined,
  length: () => Promise<number>,
): Promise<GameChat> {
  const teams = gameTeams(row);
  const viewer = as === undefined ? undefined : viewerTeam(row, teams, as);
  const { you, team } = await reader(store, row, token, teams);
  const rows = (await store.loadChat(row.id, null, team)).filter(
    (l) => viewer === undefined || readsLine(viewer.team, l),
  );
  const seq = rows.some((l) => l.after === null) ? await length() : 0;
  // Some team's lines `as` read and the token may not: whether anyone said one is not told.
  const teamLinesWithheld =
    viewer !== undefined &&
    [...new Set(teams ?? [])].some(
      (t) => t !== null && readsLine(viewer.team, { team: t }) && !readsLine(team, { team: t }),
    );
  return { you, lines: rows.map((l) => publicLine(l, seq)), teamLinesWithheld };
}

/** The team of each of the game's seats, as it began (102.3), or null: everyone played alone. */
function gameTeams(row: TableRow): SeatTeams {
  return row.start === null ? null : planOfStart(row.start).teams;
}

/** Whose lines viewer `as` read besides the table's: the judge, every team's; a seat, its team's (400: no such seat). */
function viewerTeam(row: TableRow, teams: SeatTeams, as: ReplayViewer): { team: ReaderTeam } {
  if (as === "judge") return { team: undefined };
  const seats = (row.seats as SeatsDoc).seats.length;
  if (as >= seats)
    throw new TableError(
      "bad-seat",
      `query.as: no seat ${as}: the game's seats are 0–${seats - 1}, or "judge"`,
      400,
    );
  return { team: teams?.[as] ?? null };
}

/**
 * Who a token stands for at the game's table, as the table tells (Seating.identifyWith, Table.identify's):
 * its judge, a seat's player, a spectator — or none of its tokens (401). No token reads as a spectator,
 * whatever the table allowed while it played: a finished game's replay is public.
 */
async function reader(
  store: Store,
  row: TableRow,
  token: string | undefined,
  teams: SeatTeams,
): Promise<Reader> {
  if (token === undefined) return { you: { role: "spectator", seat: null }, team: null };
  const { settings } = (row.spec as TableSpec).request;
  const seating = new Seating(row.seats as SeatsDoc, row.judgeTokenHash, settings);
  const who = await seating.identifyWith(token, (hash) => store.isSpectator(row.id, hash));
  if (who.role === "judge") return { you: youOf(who), team: undefined };
  return { you: youOf(who), team: who.seat === null ? null : (teams?.[who.seat] ?? null) };
}
