/**
 * One WebSocket connection to a table server, read as a queue: the client takes the server's messages
 * (each checked against the protocol's envelope with zod) and the connection's end one at a time, in
 * order, whenever it is ready — e.g. after the person has typed an answer. A tap may take some messages
 * as they arrive instead (the table's chat, shown even while the person is typing an answer). Every string
 * of a message is made safe to print as it is read (safe.ts): no name the server passes on reaches the
 * terminal with an escape sequence in it.
 */
import { stopSettingsSchema, type ViewMessage } from "@roundtable/protocol";
import WebSocket from "ws";
import { z } from "zod";
import { RemoteError } from "./api.ts";
import { safe, safeJson } from "./safe.ts";

export type Arrival =
  | { kind: "message"; message: ViewMessage }
  /**
   * The connection's end: `why` for the person ("1006"), with the close's `code` and `reason`; 1000 (a
   * normal closure) is the server's choice — the seat was given up before the start — not a lost connection.
   */
  | { kind: "closed"; why: string; code: number; reason: string }
  /** A frame that is not a protocol message: shown, then ignored. */
  | { kind: "garbled"; why: string };

const Seq = z.number().int().min(0);
const You = z.object({
  role: z.enum(["player", "spectator", "judge"]),
  seat: z.number().int().min(0).nullable(),
  // A spectator whose token names them: their number and name at the table, as their chat lines say them.
  spectator: z.number().int().optional(),
  name: z.string().optional(),
});
const Parts = z.object({ table: z.looseObject({}), seat: z.looseObject({}) });
const Events = z.array(z.looseObject({ type: z.string() }));
const Patch = z.array(z.looseObject({ op: z.string(), path: z.string() }));
const Info = z.looseObject({ id: z.string(), status: z.string(), seats: z.array(z.looseObject({})) });
/** A line of the table's chat (the protocol's chat.ts). */
const ChatLine = z.looseObject({
  n: z.number().int(),
  at: z.number(),
  from: z.discriminatedUnion("role", [
    z.looseObject({ role: z.literal("player"), seat: z.number().int().min(0), name: z.string() }),
    z.looseObject({ role: z.literal("spectator"), spectator: z.number().int(), name: z.string() }),
    z.looseObject({ role: z.literal("judge") }),
  ]),
  to: z.enum(["table", "team"]),
  text: z.string(),
});

/** The envelope of every server message: enough to rely on its fields; the views are the engine's. */
const Envelope = z.discriminatedUnion("type", [
  z.looseObject({
    type: z.literal("welcome"),
    protocol: z.number(),
    you: You,
    table: Info,
    seq: Seq,
    view: Parts.nullable(),
    missed: Events.nullable(),
    stops: stopSettingsSchema.nullish(),
    // Servers older than the chat send none.
    chat: z.array(ChatLine).default([]),
  }),
  z.looseObject({ type: z.literal("started"), seq: Seq, you: You, view: Parts, events: Events }),
  z.looseObject({ type: z.literal("update"), seq: Seq, events: Events, table: Patch, seat: Patch }),
  z.looseObject({ type: z.literal("lobby"), table: Info }),
  z.looseObject({
    type: z.literal("error"),
    ref: z.string().optional(),
    code: z.string(),
    message: z.string(),
  }),
  z.looseObject({ type: z.literal("pong") }),
  z.looseObject({ type: z.literal("stops"), settings: stopSettingsSchema }),
  z.looseObject({ type: z.literal("chat"), line: ChatLine }),
]);

/** Takes a message as it arrives, before it is queued: true when it took it (it is not queued then). */
export type Tap = (m: ViewMessage) => boolean;

export class Link {
  private readonly queue: Arrival[] = [];
  private wake: (() => void) | null = null;

  private constructor(
    private readonly socket: WebSocket,
    tap: Tap,
  ) {
    socket.on("message", (data) => {
      const a = parse(data.toString());
      if (a.kind !== "message" || !tap(a.message)) this.push(a);
    });
    socket.on("close", (code, buffer) => {
      const reason = safe(buffer.toString());
      this.push({ kind: "closed", why: `${code}${reason.length > 0 ? ` ${reason}` : ""}`, code, reason });
    });
    socket.on("error", () => {}); // the close that follows says it
  }

  /** Opens a connection to `url`; `tap` sees each message as it arrives (default: takes none). */
  static open(url: string, tap: Tap = () => false): Promise<Link> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const fail = (why: string) => reject(new RemoteError(`cannot open ${url}: ${why}`));
      socket.once("open", () => resolve(new Link(socket, tap)));
      socket.once("error", (err) => fail(err.message));
      socket.once("unexpected-response", (_req, res) => fail(`HTTP ${res.statusCode}`));
    });
  }

  /** Sends `message` if the connection is open; false when it isn't (the message is dropped). */
  send(message: unknown): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Whether something has arrived that `next` would give at once. */
  waiting(): boolean {
    return this.queue.length > 0;
  }

  async next(): Promise<Arrival> {
    while (this.queue.length === 0) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.queue.shift() as Arrival;
  }

  close(): void {
    this.socket.removeAllListeners("close");
    this.socket.close();
  }

  private push(a: Arrival): void {
    this.queue.push(a);
    this.wake?.();
    this.wake = null;
  }
}

function parse(text: string): Arrival {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: "garbled", why: "a frame that is not JSON" };
  }
  const m = Envelope.safeParse(safeJson(json));
  if (!m.success) return { kind: "garbled", why: z.prettifyError(m.error) };
  return { kind: "message", message: m.data as unknown as ViewMessage };
}
