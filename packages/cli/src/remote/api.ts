/**
 * The table server's HTTP calls a terminal client makes (docs/server.md, HTTP API): take a seat, give it up
 * before the start, ask for a spectator's token, or for a finished table's rematch. Every answer is made
 * safe to print (safe.ts) and checked with zod; a refusal becomes a RemoteError with the server's code and
 * message.
 */
import { z } from "zod";
import type { TableAddress } from "./address.ts";
import { safeJson } from "./safe.ts";

/** The server refused (`code`: its error's code), or answered something this client does not understand. */
export class RemoteError extends Error {
  override name = "RemoteError";
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const Seat = z.object({ seat: z.number().int().min(0), token: z.string().min(1) });
const Spectator = z.object({ token: z.string().min(1) });
const Left = z.object({ ok: z.literal(true) });
const Refusal = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
/** The rematch's id, `judgeToken` when this request made it, and the asker's seat there (its name too). */
const RematchAnswer = z.object({
  id: z.string().min(1),
  judgeToken: z.string().min(1).optional(),
  table: z.looseObject({ seats: z.array(z.looseObject({ seat: z.number(), name: z.string() })) }),
  seat: z.number().int().min(0),
  token: z.string().min(1),
});

/** POSTs `body` (with `token` as the bearer, where given) and checks the answer against `shape`. */
async function post<T>(
  where: TableAddress,
  path: string,
  body: unknown,
  shape: z.ZodType<T>,
  token?: string,
): Promise<T> {
  const url = `${where.http}/api/tables/${encodeURIComponent(where.table)}${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
  } catch (err) {
    throw new RemoteError(`cannot reach the server at ${where.http}: ${(err as Error).message}`);
  }
  const json = safeJson(await res.json().catch(() => null));
  if (!res.ok) {
    const refusal = Refusal.safeParse(json);
    const why = refusal.success
      ? `${refusal.data.error.message} (${refusal.data.error.code})`
      : `HTTP ${res.status}`;
    throw new RemoteError(
      `the server refused (POST ${path}): ${why}`,
      refusal.success ? refusal.data.error.code : undefined,
    );
  }
  const parsed = shape.safeParse(json);
  if (!parsed.success)
    throw new RemoteError(`unexpected answer to POST ${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Takes seat `seat` (0-based), or the first open one, under `name`: the seat and its token. */
export function takeSeat(where: TableAddress, name: string, seat?: number) {
  return post(where, "/seats", seat === undefined ? { name } : { name, seat }, Seat);
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
  return { id: r.id, judgeToken: r.judgeToken, seat: r.seat, token: r.token, name };
}
