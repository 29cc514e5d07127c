/**
 * A simulated person at a table: one WebSocket, its seat view kept up to date from the updates' seat
 * patches (the decisions it must answer are there in full; it needs no table view), and each of its
 * decisions answered `thinkMs` after it arrived (`mulliganThinkMs` for the opening hands) with `humanAnswer` (@roundtable/bots). A refused answer
 * is counted and the decision answered again, once, with `simpleAnswer`, if it is still open.
 */
import { humanAnswer, simpleAnswer } from "@roundtable/bots";
import { type Answer, type Decision, nextU32, type RngState, seedRng } from "@roundtable/engine";
import type { ServerMessage } from "@roundtable/protocol";
import fastJsonPatch, { type Operation } from "fast-json-patch";
import WebSocket from "ws";
import { stallSpan } from "./stallWatch.ts";
import type { Stats, TableClock } from "./stats.ts";

interface Decisions {
  decisions: (Decision | { id: number; player: number })[];
}

export interface HumanOptions {
  ws: string;
  table: string;
  token: string;
  thinkMs: number;
  /**
   * Each think time is drawn uniformly from thinkMs × (1 ± thinkJitter): a person does not answer exactly
   * `thinkMs` later, and people who all did would answer in waves. 0: exactly `thinkMs`.
   */
  thinkJitter: number;
  /**
   * For the opening hands (103.5): the players decide one at a time in turn order, so 200 people taking
   * `thinkMs` each would hold a Grand Melee at its mulligans for minutes before the game's load begins.
   */
  mulliganThinkMs: number;
  stats: Stats;
  /** Shared by the people of one table. */
  clock: TableClock;
  /** Seeds the person's choices. */
  seed: number;
}

export class SimHuman {
  private socket: WebSocket | null = null;
  private seat = -1;
  private view: Decisions | null = null;
  private readonly seen = new Set<number>();
  private readonly retried = new Set<number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly rng: RngState;
  /** For the think times (apart from `rng`, so that the answers draw the same numbers as without jitter). */
  private readonly thinkRng: RngState;
  private refs = 0;
  over = false;

  constructor(private readonly o: HumanOptions) {
    this.rng = seedRng(o.seed >>> 0);
    this.thinkRng = seedRng((o.seed ^ 0x5eed) >>> 0);
  }

  /** Connects and says hello; resolves on the welcome. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.o.ws);
      this.socket = socket;
      socket.once("error", reject);
      socket.once("open", () =>
        socket.send(JSON.stringify({ type: "hello", protocol: 1, table: this.o.table, token: this.o.token })),
      );
      socket.on("message", (data) => {
        const start = performance.now();
        const m = JSON.parse(data.toString()) as ServerMessage<{
          table: { decisions: { id: number }[] };
          seat: Decisions;
        }>;
        if (m.type === "welcome") resolve();
        this.onMessage(m);
        stallSpan("message", start, performance.now());
      });
    });
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.socket?.close();
  }

  private onMessage(m: ServerMessage<{ table: { decisions: { id: number }[] }; seat: Decisions }>): void {
    const now = performance.now();
    switch (m.type) {
      case "welcome":
      case "started":
        if (m.you.seat !== null) this.seat = m.you.seat;
        if (m.view === null) return;
        this.view = m.view.seat;
        this.o.clock.full(m.seq, m.view.table);
        this.decide(undefined, now);
        return;
      case "update":
        this.o.clock.update(m.seq, m.table);
        if (this.view === null) return;
        fastJsonPatch.applyPatch(this.view, m.seat as Operation[], false, true);
        this.decide(m.seq, now);
        return;
      case "lobby":
        if (m.table.status === "over" && !this.over) {
          this.over = true;
          this.close();
        }
        return;
      case "error":
        this.onError(m.ref, m.code);
        return;
      default:
        return;
    }
  }

  private mine(): Decision[] {
    return (this.view?.decisions ?? []).filter((d): d is Decision => d.player === this.seat && "kind" in d);
  }

  /** Each new decision of this seat: the latency samples it ends (after an update), then an answer later. */
  private decide(seq: number | undefined, now: number): void {
    for (const d of this.mine()) {
      if (this.seen.has(d.id)) continue;
      this.seen.add(d.id);
      if (seq !== undefined) this.o.clock.decided(seq, now);
      const mean = d.kind === "mulligan" ? this.o.mulliganThinkMs : this.o.thinkMs;
      const think = mean * (1 + this.o.thinkJitter * (2 * (nextU32(this.thinkRng) / 2 ** 32) - 1));
      this.later(d.id, think, (open) => humanAnswer(open, this.rng));
    }
  }

  private later(id: number, think: number, answer: (d: Decision) => Answer): void {
    const timer = setTimeout(() => {
      const start = performance.now();
      this.timers.delete(timer);
      const open = this.mine().find((d) => d.id === id);
      if (open !== undefined) this.send(open, answer(open));
      stallSpan("answer", start, performance.now());
    }, think);
    this.timers.add(timer);
  }

  private send(d: Decision, answer: Answer): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    const ref = `${d.id}.${this.refs++}`;
    this.o.clock.sent(ref, d.id, performance.now());
    this.socket.send(JSON.stringify({ type: "answer", ref, decision: d.id, answer }));
  }

  private onError(ref: string | undefined, code: string): void {
    this.o.stats.error(code);
    if (ref === undefined || !this.o.clock.refused(ref)) return;
    const id = Number(ref.split(".")[0]);
    const open = this.mine().find((d) => d.id === id);
    // Once: a simple answer refused too is counted and left (the game then waits, and the report shows it).
    if (open === undefined || this.retried.has(id)) return;
    this.retried.add(id);
    this.send(open, simpleAnswer(open));
  }
}
