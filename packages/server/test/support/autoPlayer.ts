/**
 * A client that plays its seat by itself: it follows its view (the welcome's, then the updates' patches)
 * and answers each of its open decisions with `simpleAnswer` (@roundtable/bots) — pass priority, keep the
 * hand, the first options, no attacks or blocks. Enough to play a game to its end beside bots.
 */
import { simpleAnswer } from "@roundtable/bots";
import type { Decision } from "@roundtable/engine";
import type { PassUntilKind } from "@roundtable/protocol";
import fastJsonPatch, { type Operation } from "fast-json-patch";
import type { Message, TestClient } from "./wsClient.ts";

interface Views {
  table: Record<string, unknown>;
  seat: { decisions: (Decision | { id: number; player: number })[] } & Record<string, unknown>;
}

export class AutoPlayer {
  views: Views | null = null;
  seq = -1;
  /** The kinds of the decisions this client answered, in order. */
  readonly sent: Decision["kind"][] = [];
  private answered = new Set<number>();
  readonly errors: Message[] = [];

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
        this.client.send({ type: "pass", ref: String(d.id), until: this.passUntil });
        this.passUntil = null;
        continue;
      }
      this.sent.push(d.kind);
      this.client.send({ type: "answer", ref: String(d.id), decision: d.id, answer: simpleAnswer(d) });
    }
  }
}
