/**
 * Where a table is, from what the person typed: `http://HOST:PORT/tables/ID` (a table's page) or any URL
 * of the server (`ws://HOST:PORT`, `http://HOST:PORT/ws`…) with `--table ID`; or the server alone, from
 * any of its URLs (`roundtable tables`, `connect --create`). The HTTP API and the WebSocket share the
 * server's port (docs/server-protocol.md).
 */
import { isPlain, judgeIsPlaying } from "@roundtable/protocol";
import { UsageError } from "../table.ts";

/** A table server: its HTTP base and its WebSocket, on one port (docs/server-protocol.md). */
export interface ServerAddress {
  /** The server's HTTP base, e.g. "http://127.0.0.1:8686". */
  http: string;
  /** The WebSocket URL, e.g. "ws://127.0.0.1:8686/ws". */
  ws: string;
}

export interface TableAddress extends ServerAddress {
  /** The table's id. */
  table: string;
}

const SCHEMES: Record<string, string> = {
  "http:": "http",
  "https:": "https",
  "ws:": "http",
  "wss:": "https",
};

/** The server of any of its URLs, and the table the URL's path names (`/tables/ID`), if it names one. */
export function readAddress(url: string): { server: ServerAddress; table?: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new UsageError(`not a URL: "${url}" (e.g. http://127.0.0.1:8686/tables/ID)`);
  }
  const scheme = SCHEMES[u.protocol];
  if (scheme === undefined)
    throw new UsageError(`the URL must start with http://, https://, ws:// or wss://, got "${url}"`);
  const inPath = /\/tables\/([^/]+)\/?$/.exec(u.pathname)?.[1];
  const server = { http: `${scheme}://${u.host}`, ws: `${scheme === "https" ? "wss" : "ws"}://${u.host}/ws` };
  return inPath === undefined ? { server } : { server, table: decodeURIComponent(inPath) };
}

export function tableAddress(url: string, table?: string): TableAddress {
  const read = readAddress(url);
  const id = table ?? read.table;
  if (id === undefined || id === "") {
    const http = read.server.http;
    throw new UsageError(
      `which table? Give a URL ending in /tables/ID, or --table ID (URL "${url}"). roundtable tables ${http} lists the server's tables; roundtable connect ${http} --create makes one`,
    );
  }
  // The id is printed (the header, the rejoin line): an escaped control character (%1B) is no table's.
  if (!isPlain(id)) throw new UsageError(`a table's id has no control characters, got ${JSON.stringify(id)}`);
  return { ...read.server, table: id };
}

/** The table's page, as `connect` takes it: "http://127.0.0.1:8686/tables/ID". */
export function tableUrl(where: TableAddress): string {
  return `${where.http}/tables/${where.table}`;
}

/** The line that tells how to come back to a seat: the command with its token. */
export function rejoinLine(where: TableAddress, token: string): string {
  return `To rejoin this seat later: roundtable connect ${tableUrl(where)} --token ${token}`;
}

/**
 * The line that gives a table's maker its judge token (a new table's, a rematch's), shown once: the web
 * table keeps it for the judge's view; at the terminal, `connect URL --token JUDGE` watches as the judge.
 * The maker sits down with it (`table`'s `judgeSeat`): where another seat is a person's or open, the judge
 * plays there, and its view waits for the game's end (protocol judgeIsPlaying, the server's 403
 * `judge-is-playing`); against bots alone it is open at once.
 */
export function judgeLine(token: string, table: Parameters<typeof judgeIsPlaying>[0]): string {
  const sees = judgeIsPlaying(table)
    ? "the judge sees every hand, here once the game is over: you play among people until then"
    : "the judge sees every hand";
  return `Its judge token is yours, as its maker (${sees}): ${token}`;
}
