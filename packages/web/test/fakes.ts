/**
 * Stand-ins for the browser's `WebSocket` and for `fetch`'s answers, for tests of the table's connection
 * (connection.ts) and of the requests api.ts sends again.
 */

/** A WebSocket that the test opens (`accept`) or closes; each one made is kept in `made`. */
export class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  /** Closed: by default as a lost connection is (1006); the server's closure of a seat given up is 1000. */
  close(code = 1006, reason = ""): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  /** The server accepts it. */
  accept(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
}

/** What `fetch` resolves to: as much of a Response as api.ts reads. */
export function reply(status: number, body: unknown, retryAfter?: string) {
  return {
    ok: status < 400,
    status,
    headers: { get: (h: string) => (h.toLowerCase() === "retry-after" ? (retryAfter ?? null) : null) },
    json: async () => body,
  };
}

/** The server's 503 while a table's owner isn't answering (docs/server.md § HTTP API), `Retry-After: 1`. */
export function ownerUnreachable(sent?: false) {
  return reply(
    503,
    {
      error: {
        code: "owner-unreachable",
        message: "the process that holds this table (http://a:1) is not answering",
        ...(sent === undefined ? {} : { sent }),
      },
    },
    "1",
  );
}
