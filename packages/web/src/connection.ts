/**
 * The WebSocket to the table server (docs/server-protocol.md): says hello with the seat token (and, after a
 * lost connection, the last seq seen), hands every server message to `onMessage`, and opens again after a
 * close until it is told to stop.
 */
import { type ClientMessage, PROTOCOL_VERSION, type ViewMessage } from "@roundtable/protocol";

export interface Connection {
  /** Sends on the open socket; false when there is none (the connection is lost, and being opened again). */
  send(m: ClientMessage): boolean;
  close(): void;
}

const RETRY_MS = 500;

export function connect(
  table: string,
  token: string | null,
  lastSeq: () => number | null,
  onMessage: (m: ViewMessage) => void,
  onStatus: (open: boolean) => void,
): Connection {
  let ws: WebSocket | null = null;
  let stopped = false;
  const open = () => {
    ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
    ws.onopen = () => {
      const seq = lastSeq();
      ws?.send(
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
    ws.onmessage = (e) => onMessage(JSON.parse(String(e.data)) as ViewMessage);
    ws.onclose = () => {
      onStatus(false);
      if (!stopped) setTimeout(open, RETRY_MS);
    };
  };
  open();
  return {
    send: (m) => {
      if (ws?.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify(m));
      return true;
    },
    close: () => {
      stopped = true;
      ws?.close();
    },
  };
}
