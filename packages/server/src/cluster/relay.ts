/**
 * A WebSocket relayed to the process that owns the table (issue 21): a client may connect to any
 * process; when its table lives elsewhere, this process opens a connection to the owner's `/ws`, says the
 * client's hello there, and passes frames both ways unchanged — the client sees no difference. When the
 * owner's side closes (the owner died or let the table go), the client's connection is closed too, with
 * 1012 ("service restart"): the client reconnects, and its hello finds the table's new owner.
 */
import { WebSocket } from "ws";

export interface Relay {
  /** Passes a client's frame on to the owner. */
  send(frame: string): void;
  close(): void;
}

/**
 * Connects to the owner at `url` (http://host:port) and sends `hello`; resolves once it is sent.
 * `toClient` gets each frame of the owner's; `closed` is called once when the owner's side is gone.
 */
export function openRelay(
  url: string,
  hello: string,
  toClient: (frame: string) => void,
  closed: () => void,
): Promise<Relay> {
  const upstream = new WebSocket(`${url.replace(/^http/, "ws")}/ws`, { perMessageDeflate: false });
  upstream.on("message", (data) => toClient(String(data)));
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    closed();
  };
  upstream.on("close", end);
  upstream.on("error", end);
  return new Promise((resolve, reject) => {
    upstream.once("open", () => {
      upstream.send(hello);
      resolve({
        send: (frame) => {
          if (upstream.readyState === WebSocket.OPEN) upstream.send(frame);
        },
        close: () => upstream.close(),
      });
    });
    upstream.once("error", reject);
  });
}
