/**
 * One WebSocket connection to a table server, read as a queue: the client takes the server's messages
 * (each checked against the protocol's envelope with zod) and the connection's end one at a time, in
 * order, whenever it is ready — e.g. after the person has typed an answer.
 */
import { stopSettingsSchema, type ViewMessage } from "@roundtable/protocol";
import WebSocket from "ws";
import { z } from "zod";
import { RemoteError } from "./api.ts";

export type Arrival =
  | { kind: "message"; message: ViewMessage }
  | { kind: "closed"; why: string }
  /** A frame that is not a protocol message: shown, then ignored. */
  | { kind: "garbled"; why: string };

const Seq = z.number().int().min(0);
const You = z.object({
  role: z.enum(["player", "spectator", "judge"]),
  seat: z.number().int().min(0).nullable(),
});
const Parts = z.object({ table: z.looseObject({}), seat: z.looseObject({}) });
const Events = z.array(z.looseObject({ type: z.string() }));
const Patch = z.array(z.looseObject({ op: z.string(), path: z.string() }));
const Info = z.looseObject({ id: z.string(), status: z.string(), seats: z.array(z.looseObject({})) });

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
  }),
  z.looseObject({ type: z.literal("started"), seq: Seq, you: You, view: Parts, events: Events }),
  z.looseObject({ type: z.literal("update"), seq: Seq, events: Events, table: Patch, seat: Patch }),
  z.looseObject({ type: z.literal("lobby"), table: Info }),
  z.looseObject({ type: z.literal("error"), code: z.string(), message: z.string() }),
  z.looseObject({ type: z.literal("pong") }),
  z.looseObject({ type: z.literal("stops"), settings: stopSettingsSchema }),
]);

export class Link {
  private readonly queue: Arrival[] = [];
  private wake: (() => void) | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => this.push(parse(data.toString())));
    socket.on("close", (code, reason) =>
      this.push({ kind: "closed", why: `${code}${reason.length > 0 ? ` ${reason.toString()}` : ""}` }),
    );
    socket.on("error", () => {}); // the close that follows says it
  }

  static open(url: string): Promise<Link> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const fail = (why: string) => reject(new RemoteError(`cannot open ${url}: ${why}`));
      socket.once("open", () => resolve(new Link(socket)));
      socket.once("error", (err) => fail(err.message));
      socket.once("unexpected-response", (_req, res) => fail(`HTTP ${res.statusCode}`));
    });
  }

  send(message: unknown): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
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
  const m = Envelope.safeParse(json);
  if (!m.success) return { kind: "garbled", why: z.prettifyError(m.error) };
  return { kind: "message", message: m.data as unknown as ViewMessage };
}
