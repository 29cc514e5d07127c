/**
 * One table: its spec (the validated create request and the seed), its seats, its game (through a
 * TableCore), its connections and timers. Every change runs through the table's serial queue; an
 * accepted input is written to the store before anyone hears of it (DEVELOPERS.md principle 9).
 */
import type { BotName } from "@roundtable/bots";
import type { GameRecord } from "@roundtable/engine";
import {
  type CreateTableRequest,
  type ServerMessage,
  type TableInfo,
  type TableStatusName,
  tableSetup,
} from "@roundtable/protocol";
import type { Logger } from "pino";
import type { Store } from "../store/types.ts";
import { Audience, type Client } from "./audience.ts";
import type { CoreRequest, CoreResult, OpenDecision, TableCore } from "./core.ts";
import { TableError } from "./errors.ts";
import { SerialQueue } from "./queue.ts";
import { type Recipient, recipientKey } from "./recipients.ts";
import type { SeatsDoc } from "./seats.ts";
import { Timers } from "./timers.ts";
import { hashToken, newToken, sameHash } from "./tokens.ts";

export interface TableSpec {
  request: CreateTableRequest;
  seed: number;
}

export interface TableDeps {
  store: Store;
  log: Logger;
  /** Overrides every table's bot delay (tests). */
  botDelayMs?: number;
}

export interface TableState {
  id: string;
  spec: TableSpec;
  seats: SeatsDoc;
  judgeTokenHash: string;
  status: TableStatusName;
}

export interface Identity {
  role: Client["role"];
  seat: number | null;
  recipient: Recipient;
}

export class Table {
  readonly id: string;
  private readonly spec: TableSpec;
  private readonly doc: SeatsDoc;
  private readonly judgeTokenHash: string;
  private status: TableStatusName;
  private seq = 0;
  private hash: string | null = null;
  private open: OpenDecision[] = [];
  private readonly queue = new SerialQueue();
  private readonly audience = new Audience();
  private readonly botTimers = new Timers<number>();
  private readonly dropTimers = new Timers<number>();
  /** Human seats a bot answers for while their player is away (onDrop "bot"). */
  private readonly botCovered = new Set<number>();

  constructor(
    private readonly deps: TableDeps,
    private readonly core: TableCore,
    state: TableState,
  ) {
    this.id = state.id;
    this.spec = state.spec;
    this.doc = state.seats;
    this.judgeTokenHash = state.judgeTokenHash;
    this.status = state.status;
  }

  info(): TableInfo {
    const r = this.spec.request;
    return {
      id: this.id,
      name: r.settings.name ?? `${r.variant} table`,
      variant: r.variant,
      players: r.players,
      status: this.status,
      seats: this.doc.seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        name: s.name,
        connected: s.kind === "bot" || this.audience.seatConnected(s.seat),
      })),
      settings: r.settings,
      seq: this.seq,
      hash: this.hash,
    };
  }

  openSeats(): number {
    return this.doc.seats.filter((s) => s.kind === "open").length;
  }

  get state(): TableStatusName {
    return this.status;
  }

  /** Starts a table that has no open seat (all bots). */
  startNow(): Promise<void> {
    return this.queue.run(() => this.begin());
  }

  /** Takes an open seat (the given one or the first); taking the last one starts the game (103). */
  join(name: string, seat?: number): Promise<{ seat: number; token: string }> {
    return this.queue.run(async () => {
      if (this.status !== "waiting") throw new TableError("not-waiting", "the game has already started", 409);
      const free = this.doc.seats.find((s) => s.kind === "open" && (seat === undefined || s.seat === seat));
      if (free === undefined)
        throw new TableError(
          "seat-taken",
          seat === undefined ? "no open seat is left" : `seat ${seat} is not open`,
          409,
        );
      const { token, hash } = newToken();
      Object.assign(free, { kind: "human", name, tokenHash: hash });
      await this.deps.store.updateTable(this.id, { seats: this.doc });
      this.audience.broadcast({ type: "lobby", table: this.info() });
      if (this.openSeats() === 0) await this.begin();
      return { seat: free.seat, token };
    });
  }

  /** Before the start frees the seat; after it concedes (104.3a). */
  leave(token: string): Promise<void> {
    return this.queue.run(async () => {
      const seat = this.seatOf(token);
      if (this.status === "waiting") {
        Object.assign(this.doc.seats[seat], { kind: "open", name: `Seat ${seat + 1}`, tokenHash: null });
        await this.deps.store.updateTable(this.id, { seats: this.doc });
        this.audience.broadcast({ type: "lobby", table: this.info() });
        return;
      }
      const r = await this.accept({ type: "concede", player: seat });
      if (!r.ok) throw new TableError(r.code, r.message, 409);
    });
  }

  spectate(): Promise<string> {
    return this.queue.run(async () => {
      if (!this.spec.request.settings.spectators)
        throw new TableError("no-spectators", "this table does not allow spectators", 403);
      const { token, hash } = newToken();
      this.doc.spectators.push(hash);
      await this.deps.store.updateTable(this.id, { seats: this.doc });
      return token;
    });
  }

  /** Who a token stands for at this table; no token is a spectator where the table allows them. */
  identify(token: string | undefined): Identity {
    const spectator: Identity = {
      role: "spectator",
      seat: null,
      recipient: { spectator: true, hands: this.spec.request.settings.spectatorsSeeHands },
    };
    if (token === undefined) {
      if (this.spec.request.settings.spectators) return spectator;
      throw new TableError("unauthorised", "this table does not allow spectators: a token is needed", 401);
    }
    const hash = hashToken(token);
    if (sameHash(hash, this.judgeTokenHash)) return { role: "judge", seat: null, recipient: { judge: true } };
    const seat = this.doc.seats.find((s) => s.tokenHash !== null && sameHash(s.tokenHash, hash));
    if (seat !== undefined) return { role: "player", seat: seat.seat, recipient: { seat: seat.seat } };
    if (this.doc.spectators.some((h) => sameHash(h, hash))) return spectator;
    throw new TableError("unauthorised", "the token is not one of this table's", 401);
  }

  isJudge(token: string | undefined): boolean {
    return token !== undefined && sameHash(hashToken(token), this.judgeTokenHash);
  }

  /** A new connection: it gets a welcome with the full view and what it missed since `lastSeq`. */
  connect(client: Client, lastSeq: number | undefined): Promise<void> {
    return this.queue.run(async () => {
      const wasConnected = client.seat !== null && this.audience.seatConnected(client.seat);
      this.audience.add(client);
      client.send(await this.welcome(client, lastSeq));
      if (client.seat !== null && !wasConnected) {
        this.dropTimers.cancel(client.seat);
        if (this.botCovered.delete(client.seat)) this.scheduleBots();
        this.audience.broadcast({ type: "lobby", table: this.info() });
      }
    });
  }

  disconnect(client: Client): Promise<void> {
    return this.queue.run(async () => {
      if (!this.audience.remove(client)) return;
      if (this.status === "playing") await this.core.unwatch(recipientKey(client.recipient));
      if (client.seat === null) return;
      this.audience.broadcast({ type: "lobby", table: this.info() });
      if (this.status === "playing") this.dropped(client.seat);
    });
  }

  /** An input from a connection (an answer or a concession), checked against its seat. */
  input(request: CoreRequest): Promise<CoreResult> {
    return this.queue.run(async () => {
      if (this.status === "waiting") return refusal("not-started", "the game has not started");
      if (this.status === "broken")
        return refusal("internal", "this table is broken: its log does not replay to its logged hash");
      if (this.status !== "playing") return refusal("game-over", "the game is over");
      return this.accept(request);
    });
  }

  /** The game's record: when over, or at any time for the judge. */
  record(judge: boolean): Promise<GameRecord> {
    return this.queue.run(async () => {
      if (this.status === "over" || (judge && this.status === "playing")) return this.core.record();
      throw new TableError("not-found", "the game has no record yet (it is not over)", 404);
    });
  }

  /** Rebuilds the game from its log after a restart; false if the hash differs from the logged one. */
  restore(start: GameRecord["start"], logged: { seq: number; hash: string }[], inputs: GameRecord["inputs"]) {
    return this.queue.run(async () => {
      const st = await this.core.restore(start, inputs);
      const last = logged[logged.length - 1];
      if (last !== undefined && last.hash !== st.hash) {
        this.deps.log.error(
          { table: this.id, seq: last.seq, logged: last.hash, replayed: st.hash },
          "replayed game's hash differs from the log: table marked broken",
        );
        this.status = "broken";
        return false;
      }
      this.settle(st);
      if (this.status !== "playing") return true;
      for (const s of this.doc.seats) if (s.kind === "human") this.dropped(s.seat);
      this.scheduleBots();
      return true;
    });
  }

  /** Stops every timer (server shutdown). */
  close(): void {
    this.botTimers.clear();
    this.dropTimers.clear();
  }

  private seatOf(token: string): number {
    const who = this.identify(token);
    if (who.seat === null) throw new TableError("unauthorised", "a seat token is needed", 401);
    return who.seat;
  }

  private async welcome(client: Client, lastSeq: number | undefined): Promise<ServerMessage> {
    const live = this.status === "playing" || this.status === "over";
    const view = live ? await this.core.watch(client.recipient) : null;
    const missed = live && lastSeq !== undefined ? await this.core.missed(client.recipient, lastSeq) : null;
    return {
      type: "welcome",
      protocol: 1,
      you: { role: client.role, seat: client.seat },
      table: this.info(),
      seq: this.seq,
      view,
      missed,
      stops: client.seat === null ? null : this.doc.seats[client.seat].stops,
    };
  }

  /** The start (103): the game is set up, written, and everyone connected is told. */
  private async begin(): Promise<void> {
    const people = this.doc.seats.filter((s) => s.kind === "human").map((s) => s.name);
    const { setup, seats } = tableSetup(this.spec.request, this.spec.seed, people);
    seats.forEach((s, i) => {
      this.doc.seats[i].name = s.name;
    });
    const st = await this.core.create(setup);
    this.reseat(st.listed);
    await this.deps.store.updateTable(this.id, { status: "playing", start: { setup }, seats: this.doc });
    this.status = "playing";
    this.settle(st);
    for (const [, leader] of this.audience.leaders()) {
      const view = await this.core.watch(leader.recipient);
      const events = (await this.core.missed(leader.recipient, -1)) ?? [];
      for (const c of this.audience.group(recipientKey(leader.recipient)))
        c.send({ type: "started", seq: this.seq, you: { role: c.role, seat: c.seat }, view, events });
    }
    for (const s of this.doc.seats)
      if (s.kind === "human" && !this.audience.seatConnected(s.seat)) this.dropped(s.seat);
    this.scheduleBots();
  }

  /**
   * 807.3: the game may seat its players otherwise than listed (Grand Melee seats them at random): the
   * seats and the connections of the people in them follow the game's seating.
   */
  private reseat(listed: number[]): void {
    if (listed.every((l, seat) => l === seat)) return;
    const before = this.doc.seats;
    this.doc.seats = listed.map((l, seat) => ({ ...before[l], seat }));
    const clients = [...this.audience.all()];
    for (const c of clients) this.audience.remove(c);
    for (const c of clients) {
      if (c.seat !== null) {
        c.seat = listed.indexOf(c.seat);
        c.recipient = { seat: c.seat };
      }
      this.audience.add(c);
    }
  }

  /** Applies an input, writes what was accepted, then tells everyone. Runs inside the queue. */
  private async accept(request: CoreRequest): Promise<CoreResult> {
    const r = await this.core.submit(request);
    if (!r.ok) return r;
    try {
      await this.deps.store.appendInputs(this.id, r.inputs);
    } catch (e) {
      this.deps.log.error(
        { table: this.id, err: e },
        "writing inputs failed: the game is rebuilt from its log",
      );
      await this.rebuild();
      return refusal("internal", "the server could not save this input; the game is as it was");
    }
    this.settle(r);
    for (const [key, delivery] of Object.entries(r.deliveries))
      for (const c of this.audience.group(key))
        c.send({ type: "update", seq: r.seq, events: delivery.events, table: r.table, seat: delivery.seat });
    if (r.over) await this.finish();
    else this.scheduleBots();
    return r;
  }

  /** The log is the truth: the game is rebuilt from it and everyone gets a fresh welcome. */
  private async rebuild(): Promise<void> {
    const row = await this.deps.store.getTable(this.id);
    if (row?.start == null) return;
    const logged = await this.deps.store.loadInputs(this.id);
    this.settle(
      await this.core.restore(
        row.start,
        logged.map((l) => l.input),
      ),
    );
    for (const c of this.audience.all()) c.send(await this.welcome(c, undefined));
    this.scheduleBots();
  }

  private async finish(): Promise<void> {
    await this.deps.store.finishTable(this.id, await this.core.record());
    this.status = "over";
    this.close();
    this.audience.broadcast({ type: "lobby", table: this.info() });
  }

  private settle(st: { seq: number; hash: string; open: OpenDecision[] }): void {
    this.seq = st.seq;
    this.hash = st.hash;
    this.open = st.open;
  }

  /** The bot answering for a seat now, if any: bot seats, and dropped seats under onDrop "bot". */
  private botFor(seat: number): BotName | null {
    const s = this.doc.seats[seat];
    if (s.kind === "bot") return s.bot ?? "heuristic";
    return this.botCovered.has(seat) ? "heuristic" : null;
  }

  /** Each open decision of a bot gets its own timer (807.4: several may be open at once). */
  private scheduleBots(): void {
    const open = this.open.filter((d) => this.botFor(d.player) !== null);
    this.botTimers.retain((id) => open.some((d) => d.id === id));
    const delay = this.deps.botDelayMs ?? this.spec.request.settings.botDelayMs;
    for (const d of open) {
      if (this.botTimers.has(d.id)) continue;
      this.botTimers.set(d.id, delay, () => {
        this.queue
          .run(async () => {
            const bot = this.botFor(d.player);
            if (bot === null || this.status !== "playing") return;
            const r = await this.accept({ type: "bot", player: d.player, decision: d.id, bot });
            if (!r.ok && r.code !== "stale-decision")
              this.deps.log.error(
                { table: this.id, decision: d, code: r.code, msg: r.message },
                "bot answer refused",
              );
          })
          .catch((e) => this.deps.log.error({ table: this.id, err: e }, "bot failed"));
      });
    }
  }

  /** A human seat's last connection closed while playing: the table's onDrop setting says what follows. */
  private dropped(seat: number): void {
    const policy = this.spec.request.settings.onDrop;
    if (policy.mode === "wait") return;
    this.dropTimers.set(seat, policy.afterSeconds * 1000, () => {
      this.queue
        .run(async () => {
          if (this.status !== "playing" || this.audience.seatConnected(seat)) return;
          if (policy.mode === "bot") {
            this.botCovered.add(seat);
            this.scheduleBots();
          } else await this.accept({ type: "concede", player: seat });
        })
        .catch((e) => this.deps.log.error({ table: this.id, err: e }, "drop timer failed"));
    });
  }
}

function refusal(code: string, message: string): CoreResult {
  return { ok: false, code, message };
}
