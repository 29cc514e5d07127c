/**
 * One WebSocket connection: every frame is size-checked, rate-limited and validated (zod) before it is
 * read; the first must be a hello naming a table (and a token), after which the connection acts for its
 * seat only. Frames are handled one at a time, in order.
 */
import {
  type ClientMessage,
  ClientMessage as ClientSchema,
  type ErrorCode,
  PROTOCOL_VERSION,
  type ServerMessage,
} from "@roundtable/protocol";
import type { Logger } from "pino";
import type { RawData, WebSocket } from "ws";
import { openRelay, type Relay } from "../cluster/relay.ts";
import { span, spanEnded } from "../spans.ts";
import type { Client } from "../tables/audience.ts";
import { TableError } from "../tables/errors.ts";
import { SerialQueue } from "../tables/queue.ts";
import type { TableRegistry } from "../tables/registry.ts";
import type { Table } from "../tables/table.ts";
import { describeIssues } from "../validation.ts";
import { TokenBucket } from "./rateLimit.ts";

export const MAX_MESSAGE_BYTES = 64 * 1024;
/** The messages a connection may send: 20 a second on average, bursts of 40 (docs/server-protocol.md); over it, `rate-limited`. */
export const RATE_PER_SECOND = 20;
export const BURST = 40;

export function handleConnection(socket: WebSocket, tables: TableRegistry, log: Logger): void {
  const bucket = new TokenBucket(RATE_PER_SECOND, BURST);
  const queue = new SerialQueue();
  let seated: { table: Table; client: Client } | null = null;
  /** The connection relayed to the process that owns its table (issue 21). */
  let relay: Relay | null = null;
  /** 1012 "service restart": the table moved to another process; the client reconnects and finds it. */
  const moved = () => socket.close(1012, "the table moved to another server");
  /**
   * A reason: the seat was given up (1000, a normal closure: its token is not the table's any more), told
   * by this process or passed on from the owner of a relayed table; none: the table moved (1012).
   */
  const close = (reason?: string) => (reason === undefined ? moved() : socket.close(1000, reason));
  /** `m` null: `json` is the message's text, made elsewhere (a worker thread, the owner of a relayed table). */
  const send = (m: ServerMessage | null, json?: string) => {
    if (socket.readyState === socket.OPEN) socket.send(json ?? JSON.stringify(m));
  };
  const fail = (code: ErrorCode | string, message: string, ref?: string) =>
    send({ type: "error", ...(ref === undefined ? {} : { ref }), code: code as ErrorCode, message });

  /** `arrived`: when the frame was read (performance.now()). */
  const handle = async (msg: ClientMessage, arrived: number): Promise<void> => {
    const ref = "ref" in msg ? msg.ref : undefined;
    if (msg.type === "ping") return send({ type: "pong", ...(ref === undefined ? {} : { ref }) });
    if (relay !== null) return relay.send(JSON.stringify(msg));
    if (msg.type === "hello") {
      if (seated !== null) return fail("protocol", "hello was already said on this connection");
      if (msg.protocol !== PROTOCOL_VERSION)
        return fail(
          "protocol",
          `this server speaks protocol version ${PROTOCOL_VERSION}, not ${msg.protocol}`,
        );
      const where = await tables.locate(msg.table);
      if (where.kind === "unknown") return fail("not-found", `no table "${msg.table}"`);
      if (where.kind === "unavailable") {
        fail("unavailable", `the table "${msg.table}" is moving to another server: reconnect in a moment`);
        return moved();
      }
      if (where.kind === "elsewhere") {
        try {
          relay = await openRelay(
            msg.table,
            where.url,
            JSON.stringify(msg),
            (frame) => send(null, frame),
            close,
          );
        } catch {
          fail("unavailable", `the table "${msg.table}" is moving to another server: reconnect in a moment`);
          moved();
        }
        return;
      }
      const table = where.table;
      const who = await table.identify(msg.token);
      const client: Client = { ...who, send, close };
      seated = { table, client };
      return table.connect(client, msg.lastSeq).catch((e: unknown) => {
        // The judge's hello while its judge plays, refused before the connection joined the table
        // (Table.connect): it may say hello again, once the game is over.
        if (e instanceof TableError && e.code === "judge-is-playing") seated = null;
        throw e;
      });
    }
    if (seated === null) return fail("protocol", "the first message must be a hello", ref);
    const { table, client } = seated;
    if (msg.type === "say") return table.say(client, msg.to, msg.text);
    if (client.seat === null) return fail("not-a-player", `a ${client.role} never acts`, ref);
    const player = client.seat;
    const r = await table.input(
      msg.type === "answer"
        ? { type: "answer", player, decision: msg.decision, answer: msg.answer }
        : msg.type === "stops"
          ? { type: "stops", player, settings: msg.settings }
          : msg.type === "pass"
            ? { type: "pass", player, until: msg.until }
            : msg.type === "fullControl"
              ? { type: "fullControl", player, on: msg.on }
              : { type: "concede", player },
    );
    if (!r.ok) fail(r.code, r.message, ref);
    // An accepted answer's update has been written and handed to every connection of its table.
    else if (msg.type === "answer") spanEnded("answer read → update sent", arrived);
  };

  socket.on("message", (data: RawData) => span("message", () => onMessage(data)));

  const onMessage = (data: RawData) => {
    const arrived = performance.now();
    const bytes = rawBytes(data);
    if (bytes.length > MAX_MESSAGE_BYTES)
      return fail(
        "too-big",
        `a message may have at most ${MAX_MESSAGE_BYTES} bytes (this one: ${bytes.length})`,
      );
    if (!bucket.take())
      return fail("rate-limited", `at most ${RATE_PER_SECOND} messages a second (bursts of ${BURST})`);
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString("utf8"));
    } catch {
      return fail("bad-message", "the message is not JSON");
    }
    const parsed = ClientSchema.safeParse(json);
    if (!parsed.success) return fail("bad-message", describeIssues(parsed.error, "message"), refOf(json));
    queue
      .run(() => handle(parsed.data, arrived))
      .catch((e) => {
        if (e instanceof TableError) return fail(e.code, e.message, refOf(json));
        log.error({ err: e }, "message failed");
        fail("internal", "the server failed on this message", refOf(json));
      });
  };

  socket.on("close", () => {
    relay?.close();
    queue
      .run(async () => {
        if (seated !== null) await seated.table.disconnect(seated.client);
      })
      .catch((e) => log.error({ err: e }, "disconnect failed"));
  });
}

function rawBytes(data: RawData): Buffer {
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
}

/** The `ref` of a message that failed validation, when it has a usable one. */
function refOf(json: unknown): string | undefined {
  if (typeof json !== "object" || json === null || !("ref" in json)) return undefined;
  return typeof json.ref === "string" && json.ref.length <= 100 ? json.ref : undefined;
}
