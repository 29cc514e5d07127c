/**
 * One table: its spec (the validated create request and the seed), its seats, its game (through a
 * TableCore), its connections and timers. Every change runs through the table's serial queue; an
 * accepted input is written to the store before anyone hears of it (DEVELOPERS.md principle 9).
 */
import type { CardResolver } from "@roundtable/cards";
import { type GameRecord, HASH_FORMAT } from "@roundtable/engine";
import {
  type CreateTableRequest,
  pastedDeckProblems,
  RequestError,
  type ServerMessage,
  type StopSettings,
  type TableInfo,
  type TableStatusName,
  tableName,
  tableSetup,
} from "@roundtable/protocol";
import type { Logger } from "pino";
import { span } from "../spans.ts";
import { type Store, StoreConflict } from "../store/types.ts";
import { Audience, type Client } from "./audience.ts";
import { Batcher } from "./batcher.ts";
import { checkpoints } from "./checkpoints.ts";
import type { Checkpoint, CoreRequest, CoreResult, OpenDecision, Sends, TableCore } from "./core.ts";
import { TableError } from "./errors.ts";
import { logHash, readLoggedHash } from "./loggedHash.ts";
import { pace } from "./pace.ts";
import { SerialQueue } from "./queue.ts";
import { recipientKey } from "./recipients.ts";
import type { Refusal } from "./requests.ts";
import { type Identity, Seating } from "./seating.ts";
import type { SeatsDoc } from "./seats.ts";
import { StandIns } from "./standIns.ts";
import { updateJson } from "./updateJson.ts";

export interface TableSpec {
  request: CreateTableRequest;
  seed: number;
}

export interface TableDeps {
  store: Store;
  log: Logger;
  /** Overrides every table's bot delay (tests). */
  botDelayMs?: number;
  /** The least time between two checkpoints of a table, in ms (default CHECKPOINT_EVERY_MS). */
  checkpointEveryMs?: number;
  /** How pasted deck lists' names are resolved (default: the pool alone; the server's Oracle table: deckResolver). */
  cards?: CardResolver;
  /**
   * Several processes (issue 21): another process wrote to this table's log (StoreConflict) — it has
   * taken the table over — and this one must let it go. None: a single process rebuilds from the log.
   */
  moved?(table: string): void;
}

/**
 * A table's next checkpoint waits at least this many times as long as its last hash took, so that hashing
 * takes at most about a tenth of a table's time: nothing for a small table (a third of a millisecond), at
 * most two checkpoints a second for a 200-player Grand Melee (about 50 ms each, in its worker thread).
 */
export const CHECKPOINT_SPACING = 10;

/**
 * The least time between two checkpoints of a table (ms): a busy table's hash is taken about this often,
 * not after every batch (a small table's batch comes every 2 s or so, and its hash is a third of it).
 */
export const CHECKPOINT_EVERY_MS = 5000;

export interface TableState {
  id: string;
  spec: TableSpec;
  seats: SeatsDoc;
  judgeTokenHash: string;
  status: TableStatusName;
}

const MOVED = "the table moved to another server: reconnect in a moment";

export class Table {
  readonly id: string;
  private readonly spec: TableSpec;
  private readonly seating: Seating;
  private status: TableStatusName;
  /**
   * Let go (its lease lost, or the process stopping: `shutdown`): another process may own its log now, so
   * nothing that still reaches this object — an answer already on its way, a bot's move, a timer — is
   * applied; answers are refused as `unavailable` (the client reconnects and finds the new owner).
   */
  private letGo = false;
  /** Playing, and still this process's: what bots and timers do happens only then. */
  private get live(): boolean {
    return this.status === "playing" && !this.letGo;
  }
  private seq = 0;
  /** The last checkpoint taken: the state hash after input `seq` (tables/checkpoints.ts). */
  private hashed: Checkpoint | null = null;
  /** When the last checkpoint was taken and how long its hash took (performance.now() ms). */
  private hashedAt = Number.NEGATIVE_INFINITY;
  private hashMs = 0;
  private open: OpenDecision[] = [];
  private readonly queue = new SerialQueue();
  /** Answers and bots' moves: those waiting together for the queue are applied as one batch. */
  private readonly inputs = new Batcher(this.queue, (waiting: Waiting[]) => this.acceptWaiting(waiting));
  private readonly audience = new Audience();
  private readonly standIns: StandIns;

  constructor(
    private readonly deps: TableDeps,
    private readonly core: TableCore,
    state: TableState,
  ) {
    this.id = state.id;
    this.spec = state.spec;
    this.seating = new Seating(state.seats, state.judgeTokenHash, state.spec.request.settings);
    this.status = state.status;
    this.standIns = new StandIns({
      seats: () => this.seating.doc.seats,
      botDelayMs: deps.botDelayMs ?? state.spec.request.settings.botDelayMs,
      onDrop: state.spec.request.settings.onDrop,
      connected: (seat) => this.audience.seatConnected(seat),
      whilePlaying: (what, task) => {
        this.queue
          .run(async () => {
            if (this.live) await task();
          })
          .catch((e) => this.deps.log.error({ table: this.id, err: e }, what));
      },
      accept: (request) => this.accept(request),
      botAnswer: (decision, request) => {
        this.inputs
          .add(
            async () =>
              (this.live ? request() : null) ?? refusal("stale-decision", "no bot answers this decision now"),
          )
          .then((r) => {
            if (!r.ok && r.code !== "stale-decision")
              this.deps.log.error(
                { table: this.id, decision, code: r.code, msg: r.message },
                "bot answer refused",
              );
          })
          .catch((e) => this.deps.log.error({ table: this.id, err: e }, "bot failed"));
      },
      peopleChanged: () => this.peopleChanged(),
    });
  }

  info(): TableInfo {
    const r = this.spec.request;
    return {
      id: this.id,
      name: tableName(r.variant, r.settings.name),
      variant: r.variant,
      edition: r.edition ?? "current",
      players: r.players,
      status: this.status,
      seats: this.seating.infos((seat) => this.audience.seatConnected(seat)),
      settings: r.settings,
      seq: this.seq,
      hash: this.hashed?.hash ?? null,
      hashSeq: this.hashed?.seq ?? null,
      ...(this.seating.doc.rematch === undefined ? {} : { rematch: this.seating.doc.rematch }),
    };
  }

  /** The validated create request the table was made from. */
  get request(): CreateTableRequest {
    return this.spec.request;
  }

  openSeats(): number {
    return this.seating.openSeats();
  }

  spectatable(): boolean {
    return this.spec.request.settings.spectators;
  }

  get state(): TableStatusName {
    return this.status;
  }

  /** Starts a table that has no open seat (all bots). */
  startNow(): Promise<void> {
    return this.queue.run(() => this.begin());
  }

  /**
   * Takes an open seat (the given one or the first), with a pasted deck list to play instead of the table's
   * deck for it; taking the last one starts the game (103). A list that can't be played in the table's
   * variant is a RequestError naming each of its problems (path "deck").
   */
  join(name: string, seat?: number, deck?: string): Promise<Taken> {
    this.checkDeck(deck);
    return this.queue.run(() => this.seat(() => this.seating.take(name, seat, deck ?? null)));
  }

  /**
   * At a rematch (tables/rematch.ts), the finished table's player of seat `from`: the seat they took here
   * already (a new token), else seat `from` if it is open, else the first open one — as `join` takes it.
   */
  rejoin(from: number, name: string, deck?: string): Promise<Taken> {
    this.checkDeck(deck);
    return this.queue.run(async () => {
      const again = this.seating.retoken(from);
      if (again !== null) {
        await this.saveSeats();
        return again;
      }
      const seat = this.seating.isOpen(from) ? from : undefined;
      return this.seat(() => this.seating.take(name, seat, deck ?? null, from));
    });
  }

  /**
   * The finished table's rematch (tables/rematch.ts): its id, made by `make` the first time and kept with
   * the seats; everyone connected hears of it (a `lobby` whose table names it). 409 until the game is over.
   */
  rematch(make: () => Promise<string>): Promise<string> {
    return this.queue.run(async () => {
      if (this.status !== "over")
        throw new TableError("game-not-over", "a rematch is made once the game is over", 409);
      const known = this.seating.doc.rematch;
      if (known !== undefined) return known;
      const id = await make();
      this.seating.doc.rematch = id;
      await this.saveSeats();
      this.audience.broadcast({ type: "lobby", table: this.info() });
      return id;
    });
  }

  /** The seat a seat token stands for (its number, name and pasted deck), or null. */
  seatHolding(token: string | undefined): { seat: number; name: string; deck: string | null } | null {
    const held = this.seating.holding(token);
    return held === null ? null : { seat: held.seat, name: held.name, deck: held.deck ?? null };
  }

  /** A pasted deck list that can't be played in the table's variant: a RequestError naming each problem. */
  private checkDeck(deck: string | undefined): void {
    if (deck === undefined) return;
    const problems = pastedDeckProblems(deck, this.spec.request.variant, ["deck"], this.deps.cards);
    if (problems.length > 0)
      throw new RequestError(problems.map((p) => ({ path: "deck", message: p.message, deck: p.deck })));
  }

  /** A person takes a seat (`take`) while the table waits; taking the last one starts the game (103). */
  private async seat(take: () => Taken): Promise<Taken> {
    if (this.status !== "waiting") throw new TableError("not-waiting", "the game has already started", 409);
    const taken = take();
    await this.saveSeats();
    this.audience.broadcast({ type: "lobby", table: this.info() });
    if (this.openSeats() === 0) await this.begin();
    return taken;
  }

  /** Before the start frees the seat; after it concedes (104.3a). */
  leave(token: string): Promise<void> {
    return this.queue.run(async () => {
      const seat = this.seating.seatOf(token);
      if (this.status === "waiting") {
        this.seating.free(seat);
        await this.saveSeats();
        this.audience.broadcast({ type: "lobby", table: this.info() });
        return;
      }
      const r = await this.accept({ type: "concede", player: seat });
      if (!r.ok) throw new TableError(r.code, r.message, 409);
    });
  }

  spectate(): Promise<string> {
    return this.queue.run(async () => {
      const token = this.seating.addSpectator();
      await this.saveSeats();
      return token;
    });
  }

  /** Who a token stands for at this table; no token is a spectator where the table allows them. */
  identify(token: string | undefined): Identity {
    return this.seating.identify(token);
  }

  isJudge(token: string | undefined): boolean {
    return this.seating.isJudge(token);
  }

  /** A new connection: it gets a welcome with the full view and what it missed since `lastSeq`. */
  connect(client: Client, lastSeq: number | undefined): Promise<void> {
    return this.queue.run(async () => {
      const wasConnected = client.seat !== null && this.audience.seatConnected(client.seat);
      this.audience.add(client);
      client.send(await this.welcome(client, lastSeq));
      if (client.seat !== null && !wasConnected) {
        // A finished game's core is not woken for it (a worker thread would start again).
        if (this.standIns.returned(client.seat) && this.status === "playing") await this.peopleChanged();
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
      if (this.status === "playing") this.standIns.dropped(client.seat);
    });
  }

  /**
   * An input from a connection (an answer, a concession, a pass, stop settings), checked against its seat;
   * it joins the inputs waiting for the queue, applied as one batch.
   */
  input(request: CoreRequest): Promise<Reply> {
    return this.inputs.add(async () => {
      if (this.letGo) return refusal("unavailable", MOVED);
      if (this.status === "waiting" && request.type === "stops") {
        // Stop settings may be chosen before the game begins.
        this.seating.setStops(request.player, { ...request.settings, passUntil: null });
        await this.saveSeats();
        return { ok: true };
      }
      if (this.status === "waiting") return refusal("not-started", "the game has not started");
      if (this.status === "broken")
        return refusal("internal", "this table is broken: its log does not replay to its logged hash");
      if (this.status !== "playing") return refusal("game-over", "the game is over");
      return request;
    });
  }

  /** The game's record: when over, or at any time for the judge. */
  record(judge: boolean): Promise<GameRecord> {
    return this.queue.run(async () => {
      if (this.status === "over" || (judge && this.status === "playing")) return this.core.record();
      throw new TableError("not-found", "the game has no record yet (it is not over)", 404);
    });
  }

  /**
   * Rebuilds the game from its log after a restart; false if the replay's hash at the log's last
   * checkpoint differs from the logged one.
   */
  restore(
    start: GameRecord["start"],
    logged: { seq: number; hash: string | null }[],
    inputs: GameRecord["inputs"],
  ) {
    return this.queue.run(async () => {
      const check = lastCheckpoint(logged);
      const broken = (why: object, message: string) => {
        this.deps.log.error(
          { table: this.id, seq: logged.length, ...why },
          `${message}: table marked broken`,
        );
        this.status = "broken";
        this.close();
        return false;
      };
      let st: Awaited<ReturnType<TableCore["restore"]>>;
      try {
        st = await this.core.restore(start, inputs, check?.seq ?? null);
      } catch (e) {
        return broken({ err: e }, "the table's log does not replay");
      }
      const tagged = check === null ? null : { seq: check.seq, ...readLoggedHash(check.hash) };
      if (tagged !== null && tagged.format !== HASH_FORMAT)
        // Logged by an engine whose state had another shape: the game is the same, its hash isn't.
        this.deps.log.info(
          { table: this.id, checkpoint: tagged.seq, format: tagged.format, engineFormat: HASH_FORMAT },
          "the log's last checkpoint is of an earlier hash format: not compared",
        );
      else if (tagged !== null && st.checked?.hash !== tagged.hash)
        return broken(
          { checkpoint: tagged.seq, logged: tagged.hash, replayed: st.checked?.hash },
          "replayed game's hash differs from the log",
        );
      this.hashed = tagged?.format === HASH_FORMAT ? { seq: tagged.seq, hash: tagged.hash } : null;
      this.settle(st);
      if (this.status !== "playing") {
        this.close(); // a finished game's core is needed again only on demand
        return true;
      }
      await this.core.setPeople(this.people());
      for (const s of this.seating.doc.seats) if (s.kind === "human") this.standIns.dropped(s.seat);
      this.standIns.schedule(this.open);
      this.checkpointSoon();
      return true;
    });
  }

  /**
   * Server shutdown: stops every timer, lets the changes already in the queue finish (their inputs are
   * written and sent), then closes the core.
   */
  async shutdown(): Promise<void> {
    this.letGo = true;
    this.standIns.stop();
    await this.queue.run(async () => {
      await this.checkpointNow()
        .then((c) => c.written)
        .catch((e) => this.deps.log.error({ table: this.id, err: e }, "the last checkpoint failed"));
      this.close();
    });
  }

  /** Closes every connection to the table (it was let go: its clients reconnect to its new owner). */
  disconnectAll(): void {
    for (const client of [...this.audience.all()]) client.close?.();
  }

  /** Stops every timer and closes the core (game over, a broken or finished table let go). */
  close(): void {
    this.standIns.clear();
    this.core
      .close()
      .catch((e) => this.deps.log.error({ table: this.id, err: e }, "closing the core failed"));
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
      stops: client.seat === null ? null : this.seating.stops(client.seat),
    };
  }

  /** The start (103): the game is set up, written, and everyone connected is told. */
  private async begin(): Promise<void> {
    const { setup, seats } = tableSetup(
      this.spec.request,
      this.spec.seed,
      this.seating.peopleNames(),
      this.seating.lists(),
    );
    this.seating.name(seats);
    const st = await this.core.create(setup);
    this.reseat(st.listed);
    await this.core.setPeople(this.people());
    await this.deps.store.updateTable(this.id, {
      status: "playing",
      start: { setup },
      seats: this.seating.doc,
    });
    this.status = "playing";
    this.settle(st);
    this.checkpointSoon();
    for (const [, leader] of this.audience.leaders()) {
      const view = await this.core.watch(leader.recipient);
      const events = (await this.core.missed(leader.recipient, -1)) ?? [];
      for (const c of this.audience.group(recipientKey(leader.recipient)))
        c.send({ type: "started", seq: this.seq, you: { role: c.role, seat: c.seat }, view, events });
    }
    for (const s of this.seating.doc.seats)
      if (s.kind === "human" && !this.audience.seatConnected(s.seat)) this.standIns.dropped(s.seat);
    this.standIns.schedule(this.open);
  }

  /**
   * 807.3: the game may seat its players otherwise than listed (Grand Melee seats them at random): the
   * seats and the connections of the people in them follow the game's seating.
   */
  private reseat(listed: number[]): void {
    if (listed.every((l, seat) => l === seat)) return;
    this.seating.reseat(listed);
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

  /** Applies one input, writes what was accepted, then tells everyone. Runs inside the queue. */
  private async accept(request: CoreRequest): Promise<CoreResult> {
    return (await this.acceptMany([request]))[0];
  }

  /** A batch of waiting inputs: each is checked as the queue gets to it, then all go to the core at once. */
  private async acceptWaiting(waiting: Waiting[]): Promise<Reply[]> {
    const checked: (CoreRequest | Reply)[] = [];
    for (const check of waiting) checked.push(await check());
    const isRequest = (c: CoreRequest | Reply): c is CoreRequest => !("ok" in c);
    const accepted = await this.acceptMany(checked.filter(isRequest));
    let next = 0;
    return checked.map((c) => (isRequest(c) ? accepted[next++] : c));
  }

  /**
   * Applies inputs as one batch (each with its automatic passes), writes what was accepted, then tells
   * everyone once for all of them. Runs inside the queue. A refused input changes nothing and is answered
   * to its sender only.
   */
  private async acceptMany(requests: CoreRequest[]): Promise<CoreResult[]> {
    if (requests.length === 0) return [];
    await pace();
    const { refusals, batch: r } = await this.core.submitMany(requests);
    // None accepted: every request has its refusal.
    if (r === null) return refusals.filter((no) => no !== null);
    try {
      if (r.inputs.length > 0) await this.deps.store.appendInputs(this.id, r.inputs);
    } catch (e) {
      if (e instanceof StoreConflict && this.deps.moved !== undefined) {
        this.deps.log.warn({ table: this.id }, "another process writes this table's log: it is let go");
        this.deps.moved(this.id);
        return refusals.map((no) => no ?? refusal("unavailable", MOVED));
      }
      this.deps.log.error(
        { table: this.id, err: e },
        "writing inputs failed: the game is rebuilt from its log",
      );
      await this.rebuild();
      return refusals.map(
        (no) => no ?? refusal("internal", "the server could not save this input; the game is as it was"),
      );
    }
    this.settle(r);
    await this.stopsChanged(r.stops);
    span("send", () => this.send(r.seq, r.sends));
    if (r.over) await this.finish();
    else {
      this.standIns.schedule(this.open);
      this.checkpointSoon();
    }
    return refusals.map((no) => no ?? { ok: true, ...r });
  }

  /**
   * Each group's update: its text as the worker thread made it, or serialised here once, around the table
   * patch serialised once for all of them.
   */
  private send(seq: number, sends: Sends): void {
    if ("texts" in sends) {
      for (const [key, text] of Object.entries(sends.texts)) this.audience.sendTextToGroup(key, text);
      return;
    }
    const tableJson = JSON.stringify(sends.table);
    for (const [key, delivery] of Object.entries(sends.deliveries)) {
      const { events, seat } = delivery;
      const update: ServerMessage = { type: "update", seq, events, table: sends.table, seat };
      this.audience.sendToGroup(key, update, () => updateJson(seq, tableJson, delivery));
    }
  }

  private people(): Record<number, StopSettings> {
    return this.seating.people((seat) => this.standIns.covered.has(seat));
  }

  private saveSeats(): Promise<void> {
    return this.deps.store.updateTable(this.id, { seats: this.seating.doc });
  }

  /** A bot took a dropped seat over, or its person came back: the automatic passes follow. */
  private async peopleChanged(): Promise<void> {
    await this.core.setPeople(this.people());
    await this.accept({ type: "settle" });
  }

  /** Stop settings that changed (a "pass until …" began or ended) are stored and sent to their seat. */
  private async stopsChanged(stops: Record<number, StopSettings>): Promise<void> {
    const seats = Object.keys(stops).map(Number);
    if (seats.length === 0) return;
    for (const seat of seats) this.seating.setStops(seat, stops[seat]);
    await this.saveSeats();
    for (const seat of seats)
      for (const c of this.audience.group(recipientKey({ seat })))
        c.send({ type: "stops", settings: stops[seat] });
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
        null,
      ),
    );
    this.checkpointSoon();
    await this.core.setPeople(this.people());
    for (const c of this.audience.all()) c.send(await this.welcome(c, undefined));
    this.standIns.schedule(this.open);
  }

  private async finish(): Promise<void> {
    const record = await this.core.record();
    await this.deps.store.finishTable(this.id, record);
    // The final checkpoint: a restart finds the game over at its record's hash.
    this.hashed = { seq: this.seq, hash: record.hash };
    if (this.seq > 0) await this.deps.store.checkpoint(this.id, this.seq, logHash(record.hash));
    this.status = "over";
    this.close();
    this.audience.broadcast({ type: "lobby", table: this.info() });
  }

  private settle(st: { seq: number; open: OpenDecision[] }): void {
    this.seq = st.seq;
    this.open = st.open;
  }

  /** Asks for a checkpoint of the state as it is when the loop is quiet (tables/checkpoints.ts). */
  private checkpointSoon(): void {
    const failed = (e: unknown) => this.deps.log.error({ table: this.id, err: e }, "a checkpoint failed");
    // The table's queue waits for the hash, not for its write (the next group commit).
    const run = () =>
      this.queue
        .run(() => this.checkpointNow())
        .then((c) => c.written)
        .catch(failed);
    const every = Math.max(
      this.deps.checkpointEveryMs ?? CHECKPOINT_EVERY_MS,
      CHECKPOINT_SPACING * this.hashMs,
    );
    checkpoints.request(this.id, run, this.hashedAt + every);
  }

  /**
   * Hashes the state now and logs the hash with the last input (runs inside the queue). Resolves once
   * hashed, with the log's write (resolved at once if nothing was to be written).
   */
  private async checkpointNow(): Promise<{ written: Promise<void> }> {
    if (this.status !== "playing" || this.hashed?.seq === this.seq) return { written: Promise.resolve() };
    const start = performance.now();
    const c = await this.core.hash();
    this.hashedAt = performance.now();
    this.hashMs = this.hashedAt - start;
    this.hashed = c;
    return {
      written: c.seq > 0 ? this.deps.store.checkpoint(this.id, c.seq, logHash(c.hash)) : Promise.resolve(),
    };
  }
}

/** A seat taken: its number and the new seat token. */
type Taken = { seat: number; token: string };

/** What an input's sender is answered. */
type Reply = { ok: true } | Refusal;

/** An input waiting for the queue: checked when the queue gets to it, it is a request or its answer. */
type Waiting = () => Promise<CoreRequest | Reply>;

/** The last input of a log that carries a hash. */
function lastCheckpoint(logged: { seq: number; hash: string | null }[]): Checkpoint | null {
  for (let i = logged.length - 1; i >= 0; i--) {
    const { seq, hash } = logged[i]!;
    if (hash !== null) return { seq, hash };
  }
  return null;
}

function refusal(code: string, message: string): Refusal {
  return { ok: false, code, message };
}
