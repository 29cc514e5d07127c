/**
 * A client that plays its seat by itself: it follows its view (the welcome's, then the updates' patches)
 * and answers each of its open decisions with `simpleAnswer` (@roundtable/bots) — pass priority, keep the
 * hand, the first options, no attacks or blocks. Enough to play a game to its end beside bots.
 */
import { simpleAnswer } from "@roundtable/bots";
import type { Decision } from "@roundtable/engine";
import type { PassUntilKind } from "@roundtable/protocol";
import fastJsonPatch, { type Operation } from "fast-json-patch";
import { BURST, RATE_PER_SECOND } from "../../src/ws/connection.ts";
import { TokenBucket } from "../../src/ws/rateLimit.ts";
import type { Message, TestClient } from "./wsClient.ts";

/**
 * How fast it sends: under the server's limit (20 messages a second, bursts of 40), as a well-behaved
 * client does. Answering every decision the moment it opens, a seat of a fast game can outrun the limit, and
 * a message over it is dropped with a `rate-limited` error: the game then waits for that answer for ever
 * (the cluster test's table "standing still", seen once in five runs). The margin leaves room for a relay
 * (issue 21) passing frames on closer together than they were sent.
 */
const PACE_PER_SECOND = RATE_PER_SECOND * 0.9;
const PACE_BURST = BURST / 2;

interface Views {
  table: Record<string, unknown>;
  seat: { decisions: (Decision | { id: number; player: number })[] } & Record<string, unknown>;
}

export class AutoPlayer {
  views: Views | null = null;
  seq = -1;
  /** The kinds of the decisions this client answered, in order. */
  readonly sent: Decision["kind"][] = [];
  /** The decisions this client answered, in order, as its view gave them. */
  readonly asked: Decision[] = [];
  private answered = new Set<number>();
  readonly errors: Message[] = [];
  /** Messages waiting for the pace (above); dropped if the connection closes (a new one starts afresh). */
  private readonly outbox: unknown[] = [];
  private readonly pace = new TokenBucket(PACE_PER_SECOND, PACE_BURST);
  private waiting: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly client: TestClient,
    readonly seat: number,
    /** False: only follow the view (a second tab of the same seat). */
    private readonly plays = true,
    /** Press "pass until …" at the first priority decision instead of answering it. */
    private passUntil: PassUntilKind | null = null,
  ) {
    client.socket.on("message", (data) => this.onMessage(JSON.parse(data.toString()) as Message));
  }

  over(): boolean {
    return (this.views?.table as { status?: string } | undefined)?.status === "over";
  }

  private onMessage(m: Message): void {
    if (m.type === "welcome" || m.type === "started") {
      if (m.view !== null) this.views = structuredClone(m.view) as Views;
      this.seq = m.seq;
    } else if (m.type === "update" && this.views !== null) {
      fastJsonPatch.applyPatch(this.views.table, m.table as Operation[]);
      fastJsonPatch.applyPatch(this.views.seat, m.seat as Operation[]);
      this.seq = m.seq;
    } else if (m.type === "error") {
      this.errors.push(m);
      return;
    } else return;
    this.act();
  }

  private act(): void {
    if (!this.plays || this.views === null || this.client.closed) return;
    for (const d of this.views.seat.decisions) {
      if (d.player !== this.seat || !("kind" in d) || this.answered.has(d.id)) continue;
      this.answered.add(d.id);
      if (this.passUntil !== null && d.kind === "priority") {
        this.post({ type: "pass", ref: String(d.id), until: this.passUntil });
        this.passUntil = null;
        continue;
      }
      this.sent.push(d.kind);
      this.asked.push(structuredClone(d)); // the view's own object changes with later patches
      this.post({ type: "answer", ref: String(d.id), decision: d.id, answer: simpleAnswer(d) });
    }
  }

  private post(message: unknown): void {
    this.outbox.push(message);
    if (this.waiting === undefined) this.flush(); // else the timer sends it in turn
  }

  private readonly flush = (): void => {
    this.waiting = undefined;
    while (this.outbox.length > 0 && !this.client.closed) {
      if (!this.pace.take()) {
        this.waiting = setTimeout(this.flush, 1000 / PACE_PER_SECOND);
        return;
      }
      this.client.send(this.outbox.shift());
    }
  };
}
