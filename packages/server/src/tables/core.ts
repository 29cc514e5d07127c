/**
 * TableCore: a table's Game with its views and patches. Its interface is async and every argument and
 * result is plain JSON data, so that a big table's core can run in a worker thread (docs/server.md); this
 * is the in-process one.
 */
import { cardDb } from "@roundtable/cards";
import {
  Game,
  type GameEvent,
  type GameRecord,
  type GameSetup,
  type Input,
  type RngState,
  type SeatView,
  type TableView,
} from "@roundtable/engine";
import { listedBySeat, type StopSettings } from "@roundtable/protocol";
import fastJsonPatch, { type Operation } from "fast-json-patch";
import { span } from "../spans.ts";
import type { LoggedInput } from "../store/types.ts";
import { EventHistory } from "./history.ts";
import { Passing } from "./passing.ts";
import { eventsFor, type Recipient, type RecipientKey, recipientKey } from "./recipients.ts";
import { applyRequest, type CoreRequest, type Refusal } from "./requests.ts";
import { type Delivery, updateJson } from "./updateJson.ts";

export type { CoreRequest, Refusal };

export interface OpenDecision {
  id: number;
  player: number;
}

export interface CoreStatus {
  seq: number;
  open: OpenDecision[];
  over: boolean;
}

/** The state hash after input `seq` of the log (seq 0: the start). */
export interface Checkpoint {
  seq: number;
  hash: string;
}

export type { Delivery };

/**
 * What the recipient groups are sent for a batch: one table patch and one delivery per group — or, made in
 * a big table's worker thread (WorkerCore), each group's update message already as its JSON text
 * (updateJson.ts), so that only strings cross between the threads and the server's thread, which runs
 * every other table, only sends them (issue 21: a big table's fan-out off the main thread).
 */
export type Sends =
  | {
      /** JSON Patch of the public TableView, the same for everyone. */
      table: Operation[];
      deliveries: Record<RecipientKey, Delivery>;
    }
  | { texts: Record<RecipientKey, string> };

/** What an accepted batch of requests changed, and what each group is sent, once for all of them. */
export interface CoreBatch extends CoreStatus {
  /**
   * The accepted inputs, numbered: what the store must write, without the state hash (null): the table
   * logs a hash later, off the critical path (`hash()`, tables/checkpoints.ts).
   */
  inputs: LoggedInput[];
  sends: Sends;
  /**
   * The people's stop settings that changed, by seat: each "pass until …" that began or ended, in order — a
   * pass that began and ended within the batch is both (passing.ts), so its seat is told of each.
   */
  stops: Record<number, StopSettings[]>;
}

/** The answer to one request: its refusal, or the batch it was accepted in. */
export type CoreResult = Refusal | (CoreBatch & { ok: true });

export interface BatchResult {
  /** For each request, in order: null if accepted, or why it was refused (it changed nothing). */
  refusals: (Refusal | null)[];
  /** The batch of every accepted request; null when none was. */
  batch: CoreBatch | null;
}

export interface FullView {
  table: TableView;
  seat: SeatView;
}

export interface TableCore {
  /**
   * Starts a new game (103); the start events are kept as the batch of seq 0. `listed`: the player listed
   * in the setup who sits in each seat of the game (807.3: Grand Melee seats them at random).
   */
  create(setup: GameSetup): Promise<CoreStatus & { listed: number[] }>;
  /**
   * Rebuilds a game from its log (events off). `checkAt`: the seq of the log's last checkpoint, whose
   * hash the replay returns for the caller to compare with the logged one (null: no checkpoint).
   */
  restore(
    start: GameRecord["start"],
    inputs: Input[],
    checkAt: number | null,
  ): Promise<CoreStatus & { checked: Checkpoint | null }>;
  /**
   * Applies the requests in order, each against the game as the earlier ones left it and each followed by
   * the automatic passes of the people's seats (stops), then computes the views and their patches once
   * for all that were accepted (a refused one changes nothing).
   */
  submitMany(requests: CoreRequest[]): Promise<BatchResult>;
  /** The seats of people (whose stops apply), with their settings; bots' seats are not among them. */
  setPeople(stops: Record<number, StopSettings>): Promise<void>;
  /** The full view of a recipient; its group's later batches carry patches against it. */
  watch(recipient: Recipient): Promise<FullView>;
  /** No connection of this group is left: stop computing its patches. */
  unwatch(key: RecipientKey): Promise<void>;
  /** The events after `lastSeq` for this recipient, or null if they are no longer kept. */
  missed(recipient: Recipient, lastSeq: number): Promise<GameEvent[] | null>;
  record(): Promise<GameRecord>;
  /** The state hash now, with the seq it follows. */
  hash(): Promise<Checkpoint>;
  /** The table is done with this core for now (game over, server shutdown): it may release what it holds. */
  close(): Promise<void>;
}

const { compare } = fastJsonPatch;

/**
 * A view's own copy (views share some arrays and the decisions with the live state), as the clients hold
 * it: a JSON round trip, cheaper than structuredClone for these plain trees (200 seat views: 4 ms, not 7).
 */
const copy = <T>(view: T): T => JSON.parse(JSON.stringify(view)) as T;

export class LocalCore implements TableCore {
  /**
   * `texts`: each batch's sends as the groups' update texts (in a worker thread: workerEntry.ts), not as
   * patches and deliveries (in the server's thread, which serialises them around one table patch).
   */
  constructor(private readonly texts = false) {}

  private game: Game | null = null;
  private history = new EventHistory(0);
  private tableView: TableView | null = null;
  private watched = new Map<RecipientKey, { recipient: Recipient; view: SeatView }>();
  private rngs = new Map<number, RngState>();
  private passing = new Passing();

  async create(setup: GameSetup): Promise<CoreStatus & { listed: number[] }> {
    this.game = Game.create(cardDb, setup);
    this.history = new EventHistory(-1);
    this.history.push(0, this.game.startEvents);
    this.reset();
    return { ...this.statusNow(), listed: listedBySeat(this.game.state, setup) };
  }

  async restore(
    start: GameRecord["start"],
    inputs: Input[],
    checkAt: number | null,
  ): Promise<CoreStatus & { checked: Checkpoint | null }> {
    const upTo = checkAt ?? inputs.length;
    const replayed = Game.replay(
      cardDb,
      { format: 1, start, inputs: inputs.slice(0, upTo), hash: "" },
      { events: false },
    );
    const checked = checkAt === null ? null : { seq: checkAt, hash: span("hash", () => replayed.hash()) };
    for (const [i, input] of inputs.slice(upTo).entries()) {
      const r = replayed.apply(input);
      if (!r.ok) throw new Error(`replay: input ${upTo + i} was rejected (${r.code}): ${r.message}`);
    }
    // Collect events again from here on: a replayed game keeps its state and log.
    this.game = Game.replay(cardDb, { format: 1, start, inputs: [], hash: "" });
    this.game.state = replayed.state;
    this.game.inputs.push(...replayed.inputs);
    this.history = new EventHistory(inputs.length);
    this.reset();
    return { ...this.statusNow(), checked };
  }

  async submitMany(requests: CoreRequest[]): Promise<BatchResult> {
    return span("core", () => this.submitNow(requests));
  }

  private submitNow(requests: CoreRequest[]): BatchResult {
    const game = this.need();
    const inputs: LoggedInput[] = [];
    const events: GameEvent[] = [];
    const accepted = (e: GameEvent[]) => {
      events.push(...e);
      const seq = game.inputs.length;
      inputs.push({ seq, input: game.inputs[seq - 1], hash: null });
    };
    const refusals = requests.map((request): Refusal | null => {
      if (game.isOver()) return { ok: false, code: "game-over", message: "the game is over" };
      const r = applyRequest(game, request, this.passing, this.rngs);
      if (!r.ok) return r;
      // The request's input and the automatic passes after it (passing.ts) are all of this batch.
      if (r.events !== null) accepted(r.events);
      this.passing.settle(game, accepted);
      return null;
    });
    if (refusals.every((r) => r !== null)) {
      this.passing.takeChanged();
      return { refusals, batch: null };
    }
    return { refusals, batch: this.batch(game, inputs, events) };
  }

  async setPeople(stops: Record<number, StopSettings>): Promise<void> {
    this.passing.setPeople(stops);
  }

  async watch(recipient: Recipient): Promise<FullView> {
    const game = this.need();
    const key = recipientKey(recipient);
    const known = this.watched.get(key);
    const seat = known?.view ?? copy(game.seatView(recipient));
    this.watched.set(key, { recipient, view: seat });
    this.tableView ??= copy(game.tableView());
    return { table: this.tableView, seat };
  }

  async unwatch(key: RecipientKey): Promise<void> {
    this.watched.delete(key);
  }

  async missed(recipient: Recipient, lastSeq: number): Promise<GameEvent[] | null> {
    const events = this.history.since(lastSeq, this.need().inputs.length);
    return events === null ? null : eventsFor(events, recipient);
  }

  async record(): Promise<GameRecord> {
    return this.need().record();
  }

  async hash(): Promise<Checkpoint> {
    const game = this.need();
    return { seq: game.inputs.length, hash: span("hash", () => game.hash()) };
  }

  /** Nothing to release: the game is garbage once the table lets go of it. */
  async close(): Promise<void> {}

  /** Views, patches and events of an accepted batch. */
  private batch(game: Game, inputs: LoggedInput[], events: GameEvent[]): CoreBatch {
    const stops = this.passing.takeChanged();
    if (inputs.length === 0) return { ...this.statusNow(), inputs, sends: this.sends(0, [], {}), stops };
    const seq = game.inputs.length;
    this.history.push(seq, events);
    const table = copy(game.tableView());
    const tableOps = this.tableView === null ? [] : compare(this.tableView, table);
    this.tableView = table;
    const deliveries: Record<RecipientKey, Delivery> = {};
    for (const [key, w] of this.watched) {
      const view = copy(game.seatView(w.recipient));
      deliveries[key] = { events: eventsFor(events, w.recipient), seat: compare(w.view, view) };
      w.view = view;
    }
    return { ...this.statusNow(), inputs, sends: this.sends(seq, tableOps, deliveries), stops };
  }

  private sends(seq: number, table: Operation[], deliveries: Record<RecipientKey, Delivery>): Sends {
    if (!this.texts) return { table, deliveries };
    const tableJson = JSON.stringify(table);
    const texts: Record<RecipientKey, string> = {};
    for (const [key, delivery] of Object.entries(deliveries))
      texts[key] = updateJson(seq, tableJson, delivery);
    return { texts };
  }

  private reset(): void {
    this.tableView = null;
    this.watched.clear();
    this.rngs.clear();
  }

  private statusNow(): CoreStatus {
    const game = this.need();
    return {
      seq: game.inputs.length,
      open: game.decisions().map((d) => ({ id: d.id, player: d.player })),
      over: game.isOver(),
    };
  }

  private need(): Game {
    if (this.game === null) throw new Error("the table's game has not started");
    return this.game;
  }
}
