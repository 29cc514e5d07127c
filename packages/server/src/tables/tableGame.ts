/**
 * The game played at a table, through its TableCore, each step inside the table's serial queue: where it
 * stands (the table's status, the last input's seq, the open decisions), its start (103), its inputs
 * applied in batches — written to the log before anyone hears of them (DEVELOPERS.md principle 9), then
 * sent —, the game rebuilt from its log (after a restart; after a failed write), and its end. Its seats,
 * connections and stand-ins are the table's (table.ts).
 */
import type { GameRecord } from "@roundtable/engine";
import {
  type ChatLine,
  type CreateTableRequest,
  type ServerMessage,
  type StopSettings,
  type TableInfo,
  type TableStatusName,
  tableSetup,
} from "@roundtable/protocol";
import { span } from "../spans.ts";
import { type Audience, type Client, youOf } from "./audience.ts";
import type { Checkpoint, CoreRequest, CoreResult, CoreStatus, OpenDecision, TableCore } from "./core.ts";
import { type PositionRequest, positionStart } from "./fromPosition.ts";
import { writeInputs } from "./inputs.ts";
import { pace } from "./pace.ts";
import type { SerialQueue } from "./queue.ts";
import { recipientKey } from "./recipients.ts";
import type { Seating } from "./seating.ts";
import { storedSeats } from "./seats.ts";
import { planOfRequest, planOfStart, type SeatPlan } from "./seatTeams.ts";
import type { StandIns } from "./standIns.ts";
import { TableCheckpoints } from "./tableCheckpoints.ts";
import { isPositionRequest } from "./tableRequest.ts";
import type { TableDeps, TableSpec } from "./tableState.ts";

/** The table the game is played at. */
export interface GameTable {
  id: string;
  deps: TableDeps;
  spec: TableSpec;
  core: TableCore;
  queue: SerialQueue;
  seating: Seating;
  audience: Audience;
  standIns: StandIns;
  /** The table as it is now (a welcome's). */
  info(): TableInfo;
  /** Writes the seats to the store. */
  saveSeats(): Promise<void>;
  /** Everyone connected is sent the table as it is now (a `lobby` message). */
  announce(): void;
  /** The table's last chat lines a connection may read (a welcome's). */
  chat(client: Client): Promise<ChatLine[]>;
}

export class TableGame {
  /** Where the table stands: waiting, playing, over, or broken (its log does not replay). */
  private standing: TableStatusName;
  /** The last input applied (0: the start). */
  private applied = 0;
  private open: OpenDecision[] = [];
  /** How the game began (null until it has): its teams are the chat's (`teams`). */
  private begun: GameRecord["start"] | null = null;
  /** `plan`, read once before the start and once after (`begun`: which of the two). */
  private known: { begun: boolean; plan: SeatPlan } | null = null;
  private readonly checkpoints: TableCheckpoints;

  constructor(
    private readonly table: GameTable,
    status: TableStatusName,
  ) {
    this.standing = status;
    this.checkpoints = new TableCheckpoints({
      id: table.id,
      deps: table.deps,
      core: table.core,
      queue: table.queue,
      playing: () => this.standing === "playing",
      seq: () => this.applied,
    });
  }

  get status(): TableStatusName {
    return this.standing;
  }

  get seq(): number {
    return this.applied;
  }

  /**
   * The team and role of each of the game's seats (102.3, 809.2, 904.2a). Before the start, those the
   * table's game will have (seatTeams.ts: planOfRequest, null where they are known only then).
   */
  plan(): SeatPlan {
    const begun = this.begun !== null;
    if (this.known?.begun !== begun)
      this.known = {
        begun,
        plan: this.begun === null ? planOfRequest(this.table.spec.request) : planOfStart(this.begun),
      };
    return this.known.plan;
  }

  /** The last checkpoint taken: the state hash after input `seq` (tables/checkpoints.ts). */
  get hashed(): Checkpoint | null {
    return this.checkpoints.last;
  }

  /**
   * The start (103): the game is set up — a new game, or a saved position reached — and written, and
   * everyone connected is told.
   */
  async begin(): Promise<void> {
    const { core, audience, standIns, seating, spec } = this.table;
    const { request } = spec;
    const position = isPositionRequest(request);
    const st = position ? await this.fromPosition(request) : await this.newGame(request);
    this.standing = "playing";
    this.settle(st);
    this.checkpoints.soon();
    for (const [, leader] of audience.leaders()) {
      const view = await core.watch(leader.recipient);
      const events = (await core.missed(leader.recipient, -1)) ?? [];
      for (const c of audience.group(recipientKey(leader.recipient)))
        c.send({ type: "started", seq: this.applied, you: youOf(c), view, events });
    }
    for (const s of seating.doc.seats)
      if (s.kind === "human" && !audience.seatConnected(s.seat)) standIns.dropped(s.seat);
    // A position may stand at a priority the people's stops don't ask them: passed for them, as after any input.
    if (position) await this.acceptMany([{ type: "settle" }]);
    else standIns.schedule(this.open);
  }

  /** A new game: its setup from the request, the seed and the people who sat down (103). */
  private async newGame(request: CreateTableRequest): Promise<CoreStatus> {
    const { core, deps, seating } = this.table;
    const { setup, seats } = tableSetup(
      request,
      this.table.spec.seed,
      seating.peopleNames(),
      seating.lists(),
    );
    seating.name(seats);
    const st = await core.create(setup);
    this.reseat(st.listed);
    await core.setPeople(this.people());
    this.begun = { setup };
    await deps.store.startGame(this.table.id, {
      start: { setup },
      seats: storedSeats(seating.doc),
      inputs: [],
    });
    return st;
  }

  /**
   * A saved position (fromPosition.ts): the file's layout, and its actions' inputs as the log's first —
   * written with the start, in one transaction (Store.startGame), so that a table playing from its start
   * always has them and a table without a start has none. Both were computed as the request was checked
   * (in the replay thread) and kept in the spec; a table stored before they were kept computes them here.
   */
  private async fromPosition(request: PositionRequest): Promise<CoreStatus> {
    const { core, deps, seating } = this.table;
    const { start, inputs } =
      request.start === undefined
        ? positionStart(request.position)
        : { start: request.start, inputs: request.inputs ?? [] };
    const st = await core.restore(start, inputs, null);
    this.begun = start;
    await core.setPeople(this.people());
    await deps.store.startGame(this.table.id, {
      start,
      seats: storedSeats(seating.doc),
      inputs: inputs.map((input, i) => ({ seq: i + 1, input, hash: null })),
    });
    return st;
  }

  /**
   * Table.restore: false, and the table is marked broken, if the log does not replay to its hash. A table
   * still playing whose log replays to a game that is over (the process stopped between the write of the
   * last input and `finish`) is finished now, as a game ending live is.
   */
  async restore(
    start: GameRecord["start"],
    logged: { seq: number; hash: string | null }[],
    inputs: GameRecord["inputs"],
  ): Promise<boolean> {
    const { core, standIns } = this.table;
    const st = await this.checkpoints.replay(start, logged, inputs);
    this.begun = start;
    if ("broken" in st) {
      this.table.deps.log.error(
        { table: this.table.id, seq: logged.length, ...st.why },
        `${st.broken}: table marked broken`,
      );
      this.standing = "broken";
      this.close();
      return false;
    }
    this.settle(st);
    if (this.standing === "playing" && st.over) {
      // The process stopped (kill -9) after the game's last input was written and before the table was
      // marked over: it ends now, as it would have then (its record written, the table finished).
      this.table.deps.log.info(
        { table: this.table.id, seq: st.seq },
        "the replayed game is over: the table is finished",
      );
      await this.finish();
      return true;
    }
    if (this.standing !== "playing") {
      this.close(); // a finished game's core is needed again only on demand
      return true;
    }
    await core.setPeople(this.people());
    for (const s of this.table.seating.doc.seats) if (s.kind === "human") standIns.dropped(s.seat);
    standIns.schedule(this.open);
    this.checkpoints.soon();
    return true;
  }

  /** Server shutdown: the last checkpoint, then the core is closed. */
  async shutdown(): Promise<void> {
    await this.checkpoints
      .now()
      .then((c) => c.written)
      .catch((e) =>
        this.table.deps.log.error({ table: this.table.id, err: e }, "the last checkpoint failed"),
      );
    this.close();
  }

  /** Stops every timer and closes the core (game over, a broken or finished table let go). */
  close(): void {
    this.table.standIns.clear();
    this.table.core
      .close()
      .catch((e) => this.table.deps.log.error({ table: this.table.id, err: e }, "closing the core failed"));
  }

  /** What a new connection is sent: the table, and the full view and what it missed since `lastSeq`. */
  async welcome(client: Client, lastSeq: number | undefined): Promise<ServerMessage> {
    const { core } = this.table;
    const live = this.standing === "playing" || this.standing === "over";
    const view = live ? await core.watch(client.recipient) : null;
    const missed = live && lastSeq !== undefined ? await core.missed(client.recipient, lastSeq) : null;
    return {
      type: "welcome",
      protocol: 1,
      you: youOf(client),
      table: this.table.info(),
      seq: this.applied,
      view,
      missed,
      stops: client.seat === null ? null : this.table.seating.stops(client.seat),
      chat: await this.table.chat(client),
    };
  }

  /** Applies one input, writes what was accepted, then tells everyone. */
  async accept(request: CoreRequest): Promise<CoreResult> {
    return (await this.acceptMany([request]))[0];
  }

  /**
   * Applies inputs as one batch (each with its automatic passes), writes what was accepted, then tells
   * everyone once for all of them. A refused input changes nothing and is answered to its sender only.
   */
  async acceptMany(requests: CoreRequest[]): Promise<CoreResult[]> {
    if (requests.length === 0) return [];
    await pace();
    const { refusals, batch: r } = await this.table.core.submitMany(requests);
    // None accepted: every request has its refusal.
    if (r === null) return refusals.filter((no) => no !== null);
    const unwritten = await writeInputs(this.table.id, r.inputs, this.table.deps, () => this.rebuild());
    if (unwritten !== null) return refusals.map((no) => no ?? unwritten);
    this.settle(r);
    await this.stopsChanged(r.stops);
    // A game that ended is finished (its record written, the table over) before anyone hears of its end:
    // whoever hears it can ask for the rematch or the record at once. The last events go out even if
    // that write fails (the input is in the log: a restore finishes the table).
    try {
      if (r.over) await this.writeEnd();
    } finally {
      span("send", () => this.table.audience.deliver(r.seq, r.sends));
    }
    if (r.over) this.ended();
    else {
      this.table.standIns.schedule(this.open);
      this.checkpoints.soon();
    }
    return refusals.map((no) => no ?? { ok: true, ...r });
  }

  /** A bot took a dropped seat over, or its person came back: the automatic passes follow. */
  async peopleChanged(): Promise<void> {
    await this.table.core.setPeople(this.people());
    await this.accept({ type: "settle" });
  }

  private people(): Record<number, StopSettings> {
    return this.table.seating.people((seat) => this.table.standIns.covered.has(seat));
  }

  /**
   * 807.3: the game may seat its players otherwise than listed (Grand Melee seats them at random): the
   * seats and the connections of the people in them follow the game's seating.
   */
  private reseat(listed: number[]): void {
    if (listed.every((l, seat) => l === seat)) return;
    this.table.seating.reseat(listed);
    this.table.audience.reseat(listed);
  }

  /**
   * Stop settings that changed (a "pass until …" began or ended) are stored, the last of each seat's, and
   * sent to their seat, each in turn: a pass that began and ended in the batch is told both times.
   */
  private async stopsChanged(stops: Record<number, StopSettings[]>): Promise<void> {
    const seats = Object.keys(stops).map(Number);
    if (seats.length === 0) return;
    for (const seat of seats) this.table.seating.setStops(seat, stops[seat][stops[seat].length - 1]);
    await this.table.saveSeats();
    for (const seat of seats)
      for (const c of this.table.audience.group(recipientKey({ seat })))
        for (const settings of stops[seat]) c.send({ type: "stops", settings });
  }

  /** The log is the truth: the game is rebuilt from it and everyone gets a fresh welcome. */
  private async rebuild(): Promise<void> {
    const { id, deps, core } = this.table;
    const row = await deps.store.getTable(id);
    if (row?.start == null) return;
    const logged = await deps.store.loadInputs(id);
    const st = await core.restore(
      row.start,
      logged.map((l) => l.input),
      null,
    );
    this.settle(st);
    // The write that "failed" was stored after all (its acknowledgement lost) and ended the game: it ends
    // now, as restore() finishes a game the log replays to the end of, before the welcomes show it over.
    const over = this.standing === "playing" && st.over;
    if (over) await this.writeEnd();
    else {
      this.checkpoints.soon();
      await core.setPeople(this.people());
    }
    for (const c of this.table.audience.all()) c.send(await this.welcome(c, undefined));
    if (over) return this.ended();
    this.table.standIns.schedule(this.open);
  }

  private async finish(): Promise<void> {
    await this.writeEnd();
    this.ended();
  }

  /** The game is over: its record and final checkpoint are written, and the table is over. */
  private async writeEnd(): Promise<void> {
    const record = await this.table.core.record();
    await this.table.deps.store.finishTable(this.table.id, record);
    await this.checkpoints.final(this.applied, record.hash);
    this.standing = "over";
  }

  /** After the game's end is written and told: its timers and core closed, the lobby told. */
  private ended(): void {
    this.close();
    this.table.announce();
  }

  private settle(st: { seq: number; open: OpenDecision[] }): void {
    this.applied = st.seq;
    this.open = st.open;
  }
}
