/** The lobby's HTTP API (docs/server.md § HTTP API), from the page's own origin. */
import type {
  CreateTableInput,
  DeckCheckAnswer,
  GameChat,
  PositionTableInput,
  ReplayInfo,
  ReplayStep,
  ReplayViewer,
  SavedPosition,
  TableInfo,
  VariantInfo,
} from "@roundtable/protocol";
import { type WaitReason, waitingFor } from "./serverWait.ts";

/** A variant as `GET /api/variants` describes it (protocol variantInfo). */
export type { VariantInfo };

/** A ready deck (`GET /api/decks`): a seat may be dealt it by name. */
export interface DeckInfo {
  name: string;
  colors: string;
  /** A ready 100-card Commander deck (903.5), offered at Commander tables only. */
  commander?: true;
}

/** A pasted deck list checked for a variant (`POST /api/decks/check`). */
export type DeckCheckResult = DeckCheckAnswer;

/** A deck list saved under the player key (`/api/saved-decks`). */
export interface SavedDeck {
  name: string;
  list: string;
  updated: number;
}

/**
 * How long a request is sent again while the table's owner isn't answering (a 503 `owner-unreachable`: the
 * process holding the table died, and another takes it over once its lease runs out, 5 s by default), while
 * the server's replays are busy (a 503 `busy`), or while the table is unavailable (a 503 `unavailable`: its
 * load failed and the server waits before trying again, or it is moving to another process).
 */
const RETRY_FOR_MS = 20_000;
/** The longest wait between two tries, whatever Retry-After says (a failed load's grows to a minute). */
const MAX_WAIT_MS = 5_000;

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  /** The page no longer wants the answer (it left the screen that asked): no wait, no notice. */
  signal?: AbortSignal,
): Promise<T> {
  const until = Date.now() + RETRY_FOR_MS;
  for (;;) {
    const res = await fetch(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const json = (await res.json()) as T & { error?: ApiError };
    if (res.ok) return json;
    const e = json.error;
    const wait = retryAfter(method, res, e);
    if (wait !== null && Date.now() + wait.ms < until) {
      await waitingFor(wait.why, () => sleep(wait.ms, signal));
      continue;
    }
    if (e === undefined) throw new Error(`${method} ${path}: ${res.status}`);
    throw new Refused(errorText(e), e.issues ?? [], e.code);
  }
}

/**
 * A request the server refused: its message as the page shows it, each problem at its path (a 400's
 * `issues`), and its code (`not-waiting`: a seat given up once the game had begun).
 */
export class Refused extends Error {
  override name = "Refused";
  constructor(
    message: string,
    readonly issues: readonly { path: string; message: string }[],
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Waits `ms`, or until `signal` aborts (then fails with its reason). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", abort, { once: true });
  });
}

/**
 * An error as the page shows it: its message, which names the field it is about ("options.range (2): …",
 * docs/server.md § HTTP API), once; the path goes in front only of a message that doesn't begin with it.
 */
function errorText(e: ApiError): string {
  return e.path === undefined || e.path === "" || e.message.startsWith(e.path)
    ? e.message
    : `${e.path}: ${e.message}`;
}

interface ApiError {
  code?: string;
  message: string;
  path?: string;
  /** A 400's problems, each at its path ("position.players[1].life", "decks[2]"). */
  issues?: { path: string; message: string }[];
  /** false: the request never reached the table's owner (docs/server.md § HTTP API). */
  sent?: boolean;
}

/**
 * When to send a request again, or null: after a 503 `busy` (the server's replay thread had too many jobs
 * waiting) or `unavailable` (the table's load failed, or it is moving to another process: the server did
 * nothing with the request), any request; after a 503 `owner-unreachable`, a read, or a request the owner
 * never received (`sent: false`) — a join the owner may have taken is not sent twice. The wait is the
 * response's Retry-After (seconds; 1 when it has none), at most MAX_WAIT_MS.
 */
function retryAfter(
  method: string,
  res: Response,
  e: ApiError | undefined,
): { ms: number; why: WaitReason } | null {
  const code = e?.code;
  if (res.status !== 503 || (code !== "owner-unreachable" && code !== "busy" && code !== "unavailable"))
    return null;
  if (code === "owner-unreachable" && method !== "GET" && e?.sent !== false) return null;
  const seconds = Number(res.headers.get("retry-after") ?? "1");
  const ms = Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_WAIT_MS) : 1000;
  return { ms, why: code };
}

export const api = {
  variants: () => call<{ variants: VariantInfo[] }>("GET", "/api/variants").then((r) => r.variants),
  tables: () => call<{ waiting: TableInfo[]; playing: TableInfo[] }>("GET", "/api/tables"),
  /** A table's info: the table page asks it before each (re)connection, for its owner (connection.ts). */
  table: (id: string, signal?: AbortSignal) =>
    call<TableInfo>("GET", `/api/tables/${encodeURIComponent(id)}`, undefined, undefined, signal),
  decks: () => call<{ decks: DeckInfo[] }>("GET", "/api/decks").then((r) => r.decks),
  create: (body: CreateTableInput | PositionTableInput) =>
    call<{ id: string; judgeToken: string; table: TableInfo }>("POST", "/api/tables", body),
  /**
   * Takes a seat, with a pasted deck list to play instead of the table's deck for it — with the table's
   * judge token where this browser holds it (its maker): the judge then plays the seat, and the server
   * refuses the judge's view while they play with other people (TableInfo's `judgeSeat`).
   */
  join: (table: string, name: string, seat?: number, deck?: string, judge?: string) =>
    call<{ seat: number; token: string }>("POST", `/api/tables/${table}/seats`, { name, seat, deck }, judge),
  /**
   * Gives the seat of `token` up while the table waits: it is open again and the token no longer the
   * table's (the server closes the connections that held it). `{"concede": false}`: once the game has
   * begun nothing is conceded, the answer is a 409 `not-waiting` and the seat stays its player's
   * (docs/server-protocol.md, "Within version 1 (2026-12-06)").
   */
  leave: (table: string, token: string) =>
    call<{ ok: true }>("POST", `/api/tables/${table}/leave`, { concede: false }, token),
  /**
   * A spectator's token for the table, naming them `name` (else the server's "Spectator N"): the name they
   * talk under where the table lets spectators talk.
   */
  spectate: (table: string, name?: string) =>
    call<{ token: string; spectator: number; name: string }>(
      "POST",
      `/api/tables/${table}/spectators`,
      name === undefined ? {} : { name },
    ),
  /**
   * "Play again": the finished table's rematch, made by the first of its players to ask, and a seat there
   * for the player of `token` (their old one while it is open). `judgeToken` only to the one who made it.
   */
  rematch: (table: string, token: string) =>
    call<{ id: string; judgeToken?: string; table: TableInfo; seat: number; token: string }>(
      "POST",
      `/api/tables/${table}/rematch`,
      undefined,
      token,
    ),
  /** A new player key, under which the server keeps this browser's saved decks. */
  playerKey: () => call<{ key: string }>("POST", "/api/players").then((r) => r.key),
  savedDecks: (key: string) =>
    call<{ decks: SavedDeck[] }>("GET", "/api/saved-decks", undefined, key).then((r) => r.decks),
  saveDeck: (key: string, name: string, list: string) =>
    call<SavedDeck>("PUT", `/api/saved-decks/${encodeURIComponent(name)}`, { list }, key),
  checkDeck: (list: string, variant: string) =>
    call<DeckCheckResult>("POST", "/api/decks/check", { list, variant }),
  /** The finished games, the newest first. */
  games: () => call<{ games: ReplayInfo[] }>("GET", "/api/games").then((r) => r.games),
  /** A finished game after `step` inputs, as seat `as` or the judge saw it. */
  replay: (game: string, step: number, as: ReplayViewer) =>
    call<ReplayStep>("GET", `/api/games/${game}/replay?step=${step}&as=${as}`),
  /**
   * A finished game's chat, the lines seat `as` or the judge read among those the token may read (none: the
   * table's lines; a seat's: its team's too; the judge's: all), each with the step it was said at (`after`).
   */
  gameChat: (game: string, as: ReplayViewer, token: string | undefined, signal?: AbortSignal) =>
    call<GameChat>("GET", `/api/games/${game}/chat?as=${as}`, undefined, token, signal),
  /** "Save this position" at a table: its position now, with the judge's or a seat's token. */
  tablePosition: (table: string, token: string | undefined) =>
    call<SavedPosition>("GET", `/api/tables/${table}/position`, undefined, token),
  /** "Save this position" in a replay: the finished game's position after `step` inputs. */
  gamePosition: (game: string, step: number) =>
    call<SavedPosition>("GET", `/api/games/${game}/position?step=${step}`),
};
