/**
 * TableCore: a table's Game with its views and patches. Its interface is async and every argument and
 * result is plain JSON data, so that a big table's core can run in a worker thread (docs/server.md); this
 * is the in-process one.
 */
import { type BotName, botRng, makeBot } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import {
  type Answer,
  Game,
  type GameEvent,
  type GameRecord,
  type GameSetup,
  type Input,
  type RngState,
  type SeatView,
  type TableView,
} from "@roundtable/engine";
import { listedBySeat } from "@roundtable/protocol";
import fastJsonPatch, { type Operation } from "fast-json-patch";
import type { LoggedInput } from "../store/types.ts";
import { EventHistory } from "./history.ts";
import { eventsFor, type Recipient, type RecipientKey, recipientKey } from "./recipients.ts";

export type CoreRequest =
  | { type: "answer"; player: number; decision: number; answer: unknown }
  | { type: "concede"; player: number }
  /** A bot answers decision `decision` of `player`, if it is still open. */
  | { type: "bot"; player: number; decision: number; bot: BotName };

export interface OpenDecision {
  id: number;
  player: number;
}

export interface CoreStatus {
  seq: number;
  hash: string;
  open: OpenDecision[];
  over: boolean;
}

/** What one recipient group is sent for a batch. */
export interface Delivery {
  events: GameEvent[];
  seat: Operation[];
}

export type CoreResult =
  | { ok: false; code: string; message: string }
  | (CoreStatus & {
      ok: true;
      /** The accepted inputs, numbered, with the state hash after each: what the store must write. */
      inputs: LoggedInput[];
      /** JSON Patch of the public TableView, the same for everyone. */
      table: Operation[];
      deliveries: Record<RecipientKey, Delivery>;
    });

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
  /** Rebuilds a game from its log (events off); the caller compares the hash with the logged one. */
  restore(start: GameRecord["start"], inputs: Input[]): Promise<CoreStatus>;
  submit(request: CoreRequest): Promise<CoreResult>;
  /** The full view of a recipient; its group's later batches carry patches against it. */
  watch(recipient: Recipient): Promise<FullView>;
  /** No connection of this group is left: stop computing its patches. */
  unwatch(key: RecipientKey): Promise<void>;
  /** The events after `lastSeq` for this recipient, or null if they are no longer kept. */
  missed(recipient: Recipient, lastSeq: number): Promise<GameEvent[] | null>;
  record(): Promise<GameRecord>;
  status(): Promise<CoreStatus>;
}

const { compare } = fastJsonPatch;

export class LocalCore implements TableCore {
  private game: Game | null = null;
  private history = new EventHistory(0);
  private tableView: TableView | null = null;
  private watched = new Map<RecipientKey, { recipient: Recipient; view: SeatView }>();
  private rngs = new Map<number, RngState>();

  async create(setup: GameSetup): Promise<CoreStatus & { listed: number[] }> {
    this.game = Game.create(cardDb, setup);
    this.history = new EventHistory(-1);
    this.history.push(0, this.game.startEvents);
    this.reset();
    return { ...this.statusNow(), listed: listedBySeat(this.game.state, setup) };
  }

  async restore(start: GameRecord["start"], inputs: Input[]): Promise<CoreStatus> {
    const replayed = Game.replay(cardDb, { format: 1, start, inputs, hash: "" }, { events: false });
    // Collect events again from here on: a replayed game keeps its state and log.
    this.game = Game.replay(cardDb, { format: 1, start, inputs: [], hash: "" });
    this.game.state = replayed.state;
    this.game.inputs.push(...replayed.inputs);
    this.history = new EventHistory(inputs.length);
    this.reset();
    return this.statusNow();
  }

  async submit(request: CoreRequest): Promise<CoreResult> {
    const game = this.need();
    if (game.isOver()) return { ok: false, code: "game-over", message: "the game is over" };
    const before = game.inputs.length;
    const inputs: LoggedInput[] = [];
    const events: GameEvent[] = [];
    const first = this.apply(game, request);
    if (!first.ok) return first;
    events.push(...first.events);
    inputs.push({ seq: before + 1, input: game.inputs[before], hash: game.hash() });
    return this.batch(game, inputs, events);
  }

  async watch(recipient: Recipient): Promise<FullView> {
    const game = this.need();
    const key = recipientKey(recipient);
    const known = this.watched.get(key);
    const seat = known?.view ?? structuredClone(game.seatView(recipient));
    this.watched.set(key, { recipient, view: seat });
    this.tableView ??= structuredClone(game.tableView());
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

  async status(): Promise<CoreStatus> {
    return this.statusNow();
  }

  private apply(
    game: Game,
    request: CoreRequest,
  ): { ok: true; events: GameEvent[] } | { ok: false; code: string; message: string } {
    if (request.type === "concede") return game.concede(request.player);
    const open = game.decisions().find((d) => d.id === request.decision);
    if (open === undefined)
      return {
        ok: false,
        code: "stale-decision",
        message: `decision ${request.decision} is not open (open: ${game
          .decisions()
          .map((d) => d.id)
          .join(", ")})`,
      };
    if (open.player !== request.player)
      return {
        ok: false,
        code: "not-your-decision",
        message: `decision ${open.id} is seat ${open.player}'s to answer, not seat ${request.player}'s`,
      };
    if (request.type === "answer")
      return game.submit(request.player, request.decision, request.answer as Answer);
    const rng = this.rngs.get(request.player) ?? botRng(this.seed(game), request.player);
    this.rngs.set(request.player, rng);
    const answer = makeBot(request.bot).decide({ game, player: request.player, decision: open, rng });
    return game.submit(request.player, request.decision, answer);
  }

  /** Views, patches and events of an accepted batch. */
  private batch(game: Game, inputs: LoggedInput[], events: GameEvent[]): CoreResult {
    const seq = game.inputs.length;
    this.history.push(seq, events);
    const table = structuredClone(game.tableView());
    const tableOps = this.tableView === null ? [] : compare(this.tableView, table);
    this.tableView = table;
    const deliveries: Record<RecipientKey, Delivery> = {};
    for (const [key, w] of this.watched) {
      const view = structuredClone(game.seatView(w.recipient));
      deliveries[key] = { events: eventsFor(events, w.recipient), seat: compare(w.view, view) };
      w.view = view;
    }
    return { ok: true, ...this.statusNow(), inputs, table: tableOps, deliveries };
  }

  private seed(game: Game): number {
    return "setup" in game.start ? game.start.setup.seed : game.start.layout.seed;
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
      hash: game.hash(),
      open: game.decisions().map((d) => ({ id: d.id, player: d.player })),
      over: game.isOver(),
    };
  }

  private need(): Game {
    if (this.game === null) throw new Error("the table's game has not started");
    return this.game;
  }
}
