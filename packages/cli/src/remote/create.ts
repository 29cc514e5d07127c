/**
 * `roundtable connect SERVER --create`: a table made from the terminal (docs/server.md, `POST
 * /api/tables`), with the options `play` takes for its table — variant, players, edition, the options of
 * 801–805 and 901, decks — and its seats: the person's open for them to take, `--bots N` of the others
 * bots, the rest open for friends. The server checks the request (protocol's parseCreateTable) and names
 * each problem's field when it refuses; the maker gets the judge token, shown once, as `/rematch` shows a
 * rematch's.
 */
import type { BotName } from "@roundtable/bots";
import { type CreateTableInput, defaultPlayers, SeatName } from "@roundtable/protocol";
import type { GameOptions } from "../gameOptions.ts";
import type { PlayIO } from "../prompts.ts";
import { UsageError } from "../table.ts";
import { judgeLine, readAddress, type TableAddress, tableUrl } from "./address.ts";
import { makeTable, RemoteError } from "./api.ts";
import { tableTitle } from "./infoWords.ts";
import { checkBeforeMaking, type SeatDeck } from "./seatDeck.ts";

/** The table to make, as the command line's flags say it: its game, its bots and its name. */
export interface NewTable extends GameOptions {
  /** How many of the other seats are bots (the last ones); the rest are open. Default 0. */
  bots?: number;
  /** The bots' kind (default: the server's, heuristic). */
  bot?: BotName;
  /** The table's name in the lobby (`settings.name`; default: the server's, "Duel table"). */
  name?: string;
}

/**
 * The create request for `table`, the person's seat `seat` (0-based) open: `--bots N` makes the last N
 * other seats bots, so that the open ones follow the person's (a team game's teammates, where teams sit
 * together). The seat and the bots are checked against the player count here (the rest is the server's).
 */
export function createRequest(table: NewTable, seat: number): CreateTableInput {
  const players = table.players ?? defaultPlayers(table.variant, table.edition);
  const bots = table.bots ?? 0;
  if (seat >= players) throw new UsageError(`--seat ${seat + 1}: the table has ${players} seats`);
  if (bots > players - 1)
    throw new UsageError(
      `--bots ${bots}: the table has ${players} seats, one of them yours: at most ${players - 1} bot${players === 2 ? "" : "s"}`,
    );
  const others = Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat);
  const botSeats = new Set(others.slice(others.length - bots));
  const bot = table.bot === undefined ? { kind: "bot" as const } : { kind: "bot" as const, bot: table.bot };
  const { attack, range, teams, deploy, sharedTurns, mulligan, commanderLife, planechase } = table;
  // The options not given are undefined: left out of the request's JSON.
  return {
    variant: table.variant,
    players,
    edition: table.edition,
    options: { attack, range, teams, deploy, sharedTurns, mulligan, commanderLife, planechase },
    seats: Array.from({ length: players }, (_, s) => (botSeats.has(s) ? bot : { kind: "open" as const })),
    ...(table.decks === "pool" ? { decks: Array.from({ length: players }, () => "pool") } : {}),
    ...(table.name === undefined ? {} : { settings: { name: table.name } }),
  };
}

/**
 * Makes the table on the server of `url` (which names no table: `--create` makes one) with the person's
 * seat `seat` open, and says so with its judge token: the table's address and its judge token, with which
 * the person then takes the seat under `name` (with `deck`, which the server checks for the table first) —
 * its judge plays it, a player while the game plays with other people (docs/server.md, `POST
 * /api/tables/:id/seats`). A refusal is a RemoteError listing the server's problems, each naming its field
 * (or the deck's line).
 */
export async function createTable(
  {
    url,
    table,
    seat,
    name,
    deck,
  }: { url: string; table?: string; seat: number; name: string; deck?: SeatDeck },
  wanted: NewTable,
  io: PlayIO,
): Promise<{ where: TableAddress; judgeToken: string }> {
  const read = readAddress(url);
  const named = table ?? read.table;
  if (named !== undefined)
    throw new UsageError(
      `--create makes a new table: give the server's URL (${read.server.http}), not a table (${named})`,
    );
  // The person's name is checked as the server checks a seat's before the table is made: a name it refuses
  // would leave the new table without its maker.
  const plain = SeatName.safeParse(name);
  if (!plain.success) throw new UsageError(`--name: ${plain.error.issues[0].message}`);
  const request = createRequest(wanted, seat);
  // The person's own deck (--deck), likewise: a list the server refuses would leave the table without them.
  if (deck !== undefined) await checkBeforeMaking(read.server, deck, request.variant);
  let made: Awaited<ReturnType<typeof makeTable>>;
  try {
    made = await makeTable(read.server, request);
  } catch (err) {
    if (!(err instanceof RemoteError) || err.issues.length === 0) throw err;
    throw new RemoteError(`The server refused to make the table (${err.code}):`, err.code, err.issues);
  }
  const where = { ...read.server, table: made.id };
  const bots = made.table.seats.filter((s) => s.kind === "bot").length;
  io.write(
    `You made table ${made.id} — ${tableTitle(made.table)}${bots === 0 ? "" : `, ${bots} bot${bots === 1 ? "" : "s"}`}.`,
  );
  // The person takes `seat` with the judge token next: the judge plays it.
  io.write(judgeLine(made.judgeToken, { ...made.table, judgeSeat: seat }));
  const others = made.table.seats.filter((s) => s.kind === "open" && s.seat !== seat).length;
  if (others > 0)
    io.write(
      `Others sit down with: roundtable connect ${tableUrl(where)} (${others} open seat${others === 1 ? "" : "s"} besides yours)`,
    );
  return { where, judgeToken: made.judgeToken };
}
