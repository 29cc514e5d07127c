/**
 * Where a table is, from what the person typed: `http://HOST:PORT/tables/ID` (a table's page) or any URL
 * of the server (`ws://HOST:PORT`, `http://HOST:PORT/ws`…) with `--table ID`. The HTTP API and the
 * WebSocket share the server's port (docs/server-protocol.md).
 */
import { isPlain } from "@roundtable/protocol";
import { UsageError } from "../table.ts";

export interface TableAddress {
  /** The server's HTTP base, e.g. "http://127.0.0.1:8686". */
  http: string;
  /** The WebSocket URL, e.g. "ws://127.0.0.1:8686/ws". */
  ws: string;
  /** The table's id. */
  table: string;
}

const SCHEMES: Record<string, string> = {
  "http:": "http",
  "https:": "https",
  "ws:": "http",
  "wss:": "https",
};

export function tableAddress(url: string, table?: string): TableAddress {
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
  const id = table ?? (inPath === undefined ? undefined : decodeURIComponent(inPath));
  if (id === undefined || id === "")
    throw new UsageError(`which table? Give a URL ending in /tables/ID, or --table ID (URL "${url}")`);
  // The id is printed (the header, the rejoin line): an escaped control character (%1B) is no table's.
  if (!isPlain(id)) throw new UsageError(`a table's id has no control characters, got ${JSON.stringify(id)}`);
  const http = `${scheme}://${u.host}`;
  return { http, ws: `${scheme === "https" ? "wss" : "ws"}://${u.host}/ws`, table: id };
}

/** The table's page, as `connect` takes it: "http://127.0.0.1:8686/tables/ID". */
export function tableUrl(where: TableAddress): string {
  return `${where.http}/tables/${where.table}`;
}

/** The line that tells how to come back to a seat: the command with its token. */
export function rejoinLine(where: TableAddress, token: string): string {
  return `To rejoin this seat later: roundtable connect ${tableUrl(where)} --token ${token}`;
}
