/**
 * The WebSocket to the table server (docs/server-protocol.md): says hello with the seat token (and, after a
 * lost connection, the last seq seen), hands every server message to `onMessage`, and opens again after a
 * close until it is told to stop (or to expect the close: the seat given up). With several server processes
 * it connects to the table's owner, which the table's info names (`owner`), so that no other process relays
 * it; if that socket can't be opened (the owner's address isn't reachable from here), it connects to this
 * page's host, which relays — and tries that address no more, but a new owner's (the table moved) it tries.
 */
import { type ClientMessage, PROTOCOL_VERSION, type ViewMessage } from "@roundtable/protocol";
import { api } from "./api.ts";

export interface Connection {
  /** Sends on the open socket; false when there is none (the connection is lost, and being opened again). */
  send(m: ClientMessage): boolean;
  close(): void;
  /**
   * The person is giving the seat up: the server closes the seat's connections as it frees it, so a close
   * from now on is expected — the page neither says "reconnecting…" nor opens it again with a token that is
   * not the table's any more. The function returned takes that back (the seat was kept: the game had begun,
   * or the request failed): a connection closed meanwhile is opened again then.
   */
  expectClose(): () => void;
}

/**
 * After a lost connection it opens again after RETRY_MS, and after each further try that the server
 * didn't answer, twice as long, up to MAX_RETRY_MS (a dead owner's table, until another process takes it
 * over, refuses at once); the server's first message sets the wait back.
 */
const RETRY_MS = 500;
const MAX_RETRY_MS = 4000;

export function connect(
  table: string,
  token: string | null,
  lastSeq: () => number | null,
  onMessage: (m: ViewMessage) => void,
  onStatus: (open: boolean) => void,
  /**
   * The server ended the connection on purpose (a normal closure, 1000, with its reason): the seat this
   * token held was given up — in another tab or window, or by the terminal's `/leave` — and the token is
   * the table's no more. It isn't opened again.
   */
  onEnded: (reason: string) => void = () => {},
): Connection {
  let ws: WebSocket | null = null;
  let stopped = false;
  /** Aborts the table's info request when the page closes the connection (a retry, and its notice, stop). */
  const leaving = new AbortController();
  /** Owners' addresses a socket could not be opened at: not tried again (this page's host relays). */
  const unreachable = new Set<string>();
  let wait = RETRY_MS;
  /** A close is expected (`expectClose`), and whether one came meanwhile. */
  let expecting = false;
  let closedMeanwhile = false;
  const reopen = () => {
    onStatus(false);
    if (!stopped) setTimeout(() => void open(), wait);
  };
  const open = async () => {
    const here = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
    const named = await ownerSocket(table, leaving.signal);
    // Asked at each (re)connection: after a takeover the new owner is tried even if the old one wasn't reached.
    const owner = named !== null && !unreachable.has(named) ? named : null;
    if (stopped) return;
    const socket = new WebSocket(owner ?? here);
    ws = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      const seq = lastSeq();
      socket.send(
        JSON.stringify({
          type: "hello",
          protocol: PROTOCOL_VERSION,
          table,
          ...(token === null ? {} : { token }),
          ...(seq === null ? {} : { lastSeq: seq }),
        }),
      );
      onStatus(true);
    };
    let answered = false;
    socket.onmessage = (e) => {
      answered = true;
      onMessage(JSON.parse(String(e.data)) as ViewMessage);
    };
    socket.onclose = (ev) => {
      if (owner !== null && !opened) unreachable.add(owner);
      if (answered) wait = RETRY_MS;
      if (expecting) closedMeanwhile = true;
      else if (ev.code === 1000 && !stopped) {
        stopped = true;
        onStatus(false);
        onEnded(ev.reason);
      } else reopen();
      if (!answered) wait = Math.min(wait * 2, MAX_RETRY_MS);
    };
  };
  void open();
  return {
    send: (m) => {
      if (ws?.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(m));
      return true;
    },
    close: () => {
      stopped = true;
      leaving.abort();
      ws?.close();
    },
    expectClose: () => {
      expecting = true;
      return () => {
        expecting = false;
        if (closedMeanwhile) reopen();
        closedMeanwhile = false;
      };
    },
  };
}

/**
 * The WebSocket address of the table's owner when the server names one (several processes), else null.
 * Asked through api.ts: while the owner isn't answering (a 503 `owner-unreachable`), the info is asked
 * again after Retry-After for up to 20 s, and the page says so; the socket waits for the answer (after
 * those 20 s, it is opened at this page's host).
 */
async function ownerSocket(table: string, signal: AbortSignal): Promise<string | null> {
  try {
    const { owner } = await api.table(table, signal);
    return typeof owner === "string" ? `${owner.replace(/^http/, "ws")}/ws` : null;
  } catch {
    return null;
  }
}
