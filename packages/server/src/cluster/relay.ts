/**
 * A WebSocket relayed to the process that owns the table (issue 21): a client may connect to any
 * process; when its table lives elsewhere, this process opens a connection to the owner's `/ws`, says the
 * client's hello there, and passes frames both ways unchanged — the client sees no difference. When the
 * owner's side closes, the client's connection is closed too: as the owner closed it when that was a normal
 * closure with a reason (1000: the seat was given up, its token is not the table's any more — the client
 * must not come back with it), else with 1012 ("service restart": the owner died or let the table go): the
 * client reconnects, and its hello finds the table's new owner.
 */
import { WebSocket } from "ws";

/** The relays open from this process, by table: closed when the table is taken over here. */
const open = new Map<string, Set<Relay>>();

/** Closes every relay of this table (its clients reconnect, and find it here). */
export function closeRelays(table: string): void {
  for (const r of open.get(table) ?? []) r.close();
}

export interface Relay {
  /** Passes a client's frame on to the owner. */
  send(frame: string): void;
  close(): void;
}

/**
 * Connects to the owner at `url` (http://host:port) and sends `hello`; resolves once it is sent.
 * `toClient` gets each frame of the owner's; `closed` is called once when the owner's side is gone, with the
 * owner's normal closure's reason (1000, docs/server-protocol.md) — or with none when it went otherwise (a
 * dropped connection, an error, another code).
 */
export function openRelay(
  table: string,
  url: string,
  hello: string,
  toClient: (frame: string) => void,
  closed: (normalReason?: string) => void,
): Promise<Relay> {
  const upstream = new WebSocket(`${url.replace(/^http/, "ws")}/ws`, { perMessageDeflate: false });
  upstream.on("message", (data) => toClient(String(data)));
  let done = false;
  let relay: Relay | null = null;
  const end = (normalReason?: string) => {
    if (done) return;
    done = true;
    if (relay !== null) open.get(table)?.delete(relay);
    if (open.get(table)?.size === 0) open.delete(table);
    closed(normalReason);
  };
  // A 1000 with a reason is a seat given up; one without (or any other code) is a table going away.
  upstream.on("close", (code, reason) =>
    end(code === 1000 && reason.length > 0 ? String(reason) : undefined),
  );
  upstream.on("error", () => end());
  return new Promise((resolve, reject) => {
    upstream.once("open", () => {
      upstream.send(hello);
      relay = {
        send: (frame) => {
          if (upstream.readyState === WebSocket.OPEN) upstream.send(frame);
        },
        close: () => upstream.terminate(),
      };
      const mine = open.get(table) ?? new Set();
      mine.add(relay);
      open.set(table, mine);
      resolve(relay);
    });
    upstream.once("error", reject);
  });
}
