/**
 * The table server's HTTP calls a terminal client makes (docs/server.md, HTTP API): read the lobby, check
 * a deck list, make a table, take a seat (with a deck list), give it up before the start, ask for a
 * spectator's token, or for a finished table's rematch. Every answer is made safe to print (safe.ts) and
 * checked with zod; a refusal becomes a RemoteError with the server's code and message (and the problems
 * of a refused request, by field).
 */
import type { CreateTableInput } from "@roundtable/protocol";
import { z } from "zod";
import type { ServerAddress, TableAddress } from "./address.ts";
import { safeJson } from "./safe.ts";

/**
 * The server refused (`code`: its error's code; `issues`: each problem of a refused request, naming the
 * field it is about, as "players: …"), or answered something this client does not understand.
 */
export class RemoteError extends Error {
  override name = "RemoteError";
  constructor(
    message: string,
    readonly code?: string,
    readonly issues: readonly string[] = [],
  ) {
    super(message);
  }
}

const Seat = z.object({ seat: z.number().int().min(0), token: z.string().min(1) });
const Spectator = z.object({ token: z.string().min(1) });
const Left = z.object({ ok: z.literal(true) });
const Refusal = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    // A refused create-table or join: every problem, with its field's path (docs/server.md, HTTP API).
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
/** A seat of a table's info (protocol SeatInfo): what the terminal shows of it. */
const SeatInfo = z.looseObject({
  seat: z.number().int().min(0),
  kind: z.enum(["bot", "human", "open"]),
  name: z.string(),
  team: z.number().int().min(0).optional(),
  role: z.string().optional(),
});
/** A table's info (protocol TableInfo): what the terminal shows of it. Servers older than `edition` send none. */
const TableInfo = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  variant: z.string(),
  edition: z.string().optional(),
  players: z.number().int().min(1),
  status: z.string(),
  seats: z.array(SeatInfo),
});
export type TableSummary = z.infer<typeof TableInfo>;
/** `GET /api/tables`: the tables with an open seat, and the games in play that spectators may watch. */
const Lobby = z.object({ waiting: z.array(TableInfo), playing: z.array(TableInfo) });
/** `POST /api/tables`: the new table's id, its judge token (its maker's) and its info. */
const Made = z.object({ id: z.string().min(1), judgeToken: z.string().min(1), table: TableInfo });
/** `POST /api/decks/check`: whether the list may be played in the variant, and each problem in words. */
const DeckVerdict = z.looseObject({
  ok: z.boolean(),
  issues: z.array(z.looseObject({ message: z.string() })),
  problems: z.array(z.looseObject({ message: z.string() })),
});
/** The rematch's id, `judgeToken` when this request made it, its info, and the asker's seat there. */
const RematchAnswer = z.object({
  id: z.string().min(1),
  judgeToken: z.string().min(1).optional(),
  table: TableInfo,
  seat: z.number().int().min(0),
  token: z.string().min(1),
});

/**
 * Asks the server at `http` for `path` — a GET, or a POST of `body` (with `token` as the bearer, where
 * given) — and checks the answer against `shape`; `what` names the request in errors ("POST /seats").
 */
async function call<T>(
  http: string,
  path: string,
  what: string,
  shape: z.ZodType<T>,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${http}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    // Node's fetch says "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND, "bad port"…).
    const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
    const detail = [cause?.code, cause?.message].find((d) => typeof d === "string");
    const why = `${(err as Error).message}${detail === undefined ? "" : ` (${detail})`}`;
    throw new RemoteError(`cannot reach the server at ${http}: ${why}`);
  }
  const json = safeJson(await res.json().catch(() => NOT_JSON));
  if (!res.ok) {
    const refusal = Refusal.safeParse(json);
    if (!refusal.success) throw new RemoteError(`the server refused (${what}): HTTP ${res.status}`);
    const { code, message, issues = [] } = refusal.data.error;
    // Each problem named by its field's path (the server's messages start with it, "players: …").
    const named = issues.map((i) =>
      i.path === "" || i.message.startsWith(i.path) ? i.message : `${i.path}: ${i.message}`,
    );
    throw new RemoteError(`the server refused (${what}): ${message} (${code})`, code, named);
  }
  if (json === NOT_JSON)
    throw new RemoteError(`unexpected answer to ${what}: not JSON (is ${http} a Roundtable table server?)`);
  const parsed = shape.safeParse(json);
  if (!parsed.success)
    throw new RemoteError(`unexpected answer to ${what}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** What `call` reads of an answer that is not JSON. */
const NOT_JSON = Symbol("not JSON");

/** POSTs `body` to the table's `path` ("/seats"), with `token` as the bearer where given. */
function post<T>(where: TableAddress, path: string, body: unknown, shape: z.ZodType<T>, token?: string) {
  const url = `/api/tables/${encodeURIComponent(where.table)}${path}`;
  return call(where.http, url, `POST ${path}`, shape, { body, token });
}

/** The server's lobby (`GET /api/tables`): its tables with an open seat, and its games that may be watched. */
export function lobby(server: ServerAddress) {
  return call(server.http, "/api/tables", "GET /api/tables", Lobby);
}

/**
 * Makes a table (`POST /api/tables`, protocol's CreateTableInput, checked by the server): its id, judge
 * token and info; a refusal names each problem's field (RemoteError's `issues`).
 */
export function makeTable(server: ServerAddress, request: CreateTableInput) {
  return call(server.http, "/api/tables", "POST /api/tables", Made, { body: request });
}

/**
 * Takes seat `seat` (0-based), or the first open one, under `name`, with `deck` (a deck list's text) to play
 * instead of the table's deck for it: the seat and its token. With `judge`, the table's judge token (its
 * maker's: `--create`), the judge plays the seat — refused its judge's view while it plays with other
 * people. A list the server refuses lists its problems (RemoteError's `issues`), and no seat is taken.
 */
export function takeSeat(where: TableAddress, name: string, seat?: number, deck?: string, judge?: string) {
  const body = { name, ...(seat === undefined ? {} : { seat }), ...(deck === undefined ? {} : { deck }) };
  return post(where, "/seats", body, Seat, judge);
}

/**
 * The server's verdict on a deck list for a variant (`POST /api/decks/check`, the web lobby's check, by the
 * rules and card pool its tables use): whether it may be played, and every problem in words.
 */
export function checkDeck(server: ServerAddress, list: string, variant: string) {
  return call(server.http, "/api/decks/check", "POST /api/decks/check", DeckVerdict, {
    body: { list, variant },
  });
}

/**
 * A spectator's token, where the table allows spectators, naming them `name` (else the server's "Spectator
 * N"): the name they talk under where the table lets spectators talk.
 */
export async function spectatorToken(where: TableAddress, name?: string): Promise<string> {
  return (await post(where, "/spectators", name === undefined ? {} : { name }, Spectator)).token;
}

/**
 * Gives up the seat of token `token` before the game begins (docs/server.md, `POST /api/tables/:id/leave`):
 * the seat is open again, its token no longer the table's, and the server closes the connections that
 * held it. Once the game has begun — its last seat may be taken just as this is asked — the server refuses
 * (`not-waiting`) rather than concede (`concede: false`; 104.3a: conceding is the person's to say).
 */
export async function giveUpSeat(where: TableAddress, token: string): Promise<void> {
  await post(where, "/leave", { concede: false }, Left, token);
}

/**
 * "Play again" (docs/server.md, `POST /api/tables/:id/rematch`): the finished table's rematch — made by the
 * first of its players to ask, joined by the others — and a seat there for the player of seat token
 * `token` (their old seat while it is open): the rematch's id, the seat, its token and name, and the judge
 * token when this request made the rematch.
 */
export async function askRematch(where: TableAddress, token: string) {
  const r = await post(where, "/rematch", {}, RematchAnswer, token);
  const name = r.table.seats.find((s) => s.seat === r.seat)?.name;
  return { id: r.id, judgeToken: r.judgeToken, table: r.table, seat: r.seat, token: r.token, name };
}
