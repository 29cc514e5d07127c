/**
 * `roundtable tables SERVER`: a table server's lobby at the terminal (docs/server.md, `GET /api/tables`).
 * First the tables with an open seat — each with its name and game, its seats as `connect`'s waiting line
 * says them (by team where the table seats its teams, the emperors' and archenemies' seats named), and the
 * command that takes a seat there —, then the games in play that spectators may watch, with the command
 * that watches. Names come from the server: they are printed with their control characters replaced
 * (remote/safe.ts). Exit 0; 1 when the server can't be reached or answers something unexpected.
 */
import { readAddress, type ServerAddress, tableUrl } from "../remote/address.ts";
import { lobby, RemoteError, type TableSummary } from "../remote/api.ts";
import { seatList, tableTitle, waitingLine } from "../remote/infoWords.ts";

export async function tablesCommand(
  url: string,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const { server } = readAddress(url);
  let tables: { waiting: TableSummary[]; playing: TableSummary[] };
  try {
    tables = await lobby(server);
  } catch (e) {
    if (!(e instanceof RemoteError)) throw e;
    err(`error: ${e.message}`);
    return 1;
  }
  for (const line of lobbyLines(server, tables)) out(line);
  return 0;
}

/** The lobby's lines: the open tables, then the games to watch, each with its `connect` command. */
function lobbyLines(
  server: ServerAddress,
  { waiting, playing }: { waiting: TableSummary[]; playing: TableSummary[] },
): string[] {
  const url = (t: TableSummary) => tableUrl({ ...server, table: t.id });
  const lines =
    waiting.length === 0
      ? [`No open tables at ${server.http}. Make one: roundtable connect ${server.http} --create`]
      : [
          `Open tables at ${server.http}:`,
          ...waiting.flatMap((t) => [
            `  ${tableTitle(t)}`,
            `    ${waitingLine(t.seats)}`,
            `    Take a seat: roundtable connect ${url(t)}`,
          ]),
        ];
  lines.push("");
  if (playing.length === 0) lines.push("No games in play to watch.");
  else
    lines.push(
      "Games in play, to watch:",
      ...playing.flatMap((t) => [
        `  ${tableTitle(t)}`,
        `    Playing — ${seatList(t.seats)}`,
        `    Watch: roundtable connect ${url(t)} --spectate`,
      ]),
    );
  return lines;
}
