/**
 * Finished games' replays for the HTTP API: the lobby's list, one step of a game as a seat or the judge saw
 * it, its position at a step saved as a scenario file, and its chat (replayChat.ts). Only games that are
 * over are replayed (a game in play keeps its hidden information). The replaying itself runs in the replay
 * thread (replayThread.ts, which keeps the games stepped last); this thread reads the store and posts the
 * records. An unknown game
 * (404) or one not over (409) is answered here from its table's row, before any job is posted: it never
 * costs the thread a job, nor gets `busy`. The saved positions answered last are kept (savedPositions.ts).
 */
import type { GameRecord } from "@roundtable/engine";
import type { GameChat, ReplayInfo, ReplayStep, ReplayViewer } from "@roundtable/protocol";
import type { Store, TableRow } from "../store/types.ts";
import { TableError } from "../tables/errors.ts";
import { publicSeat, type SeatsDoc } from "../tables/seats.ts";
import { NO_PLAN, planOfStart } from "../tables/seatTeams.ts";
import type { TableSpec } from "../tables/table.ts";
import { tableFacts } from "../tables/tableRequest.ts";
import { Lru } from "./lru.ts";
import { gameChat } from "./replayChat.ts";
import type { SaveAnswer } from "./replayMessages.ts";
import { inRange } from "./replayStep.ts";
import type { ReplayThread } from "./replayThread.ts";
import { SavedPositions } from "./savedPositions.ts";

/** The lobby lists this many finished games, the newest first. */
export const LISTED = 50;

/** Games remembered as over (a finished game stays so): a step of one of them reads nothing of the store. */
export const KNOWN_OVER = 1024;

export class Replays {
  private readonly positions = new SavedPositions();
  private readonly over = new Lru<string, true>(KNOWN_OVER);

  constructor(
    private readonly store: Store,
    readonly thread: ReplayThread,
  ) {}

  /** The finished games, the newest first. */
  async list(): Promise<ReplayInfo[]> {
    return (await this.store.listTables(["over"], { newest: LISTED })).map(replayInfo);
  }

  /**
   * The game `id` after `step` inputs, as seat `as` or the judge saw it. Once the game is known to be over,
   * the thread is asked without the record first: a game it holds costs no store read (a finished game
   * never changes).
   */
  async step(id: string, step: number, as: ReplayViewer): Promise<ReplayStep> {
    if (this.over.get(id) === undefined) await this.overRow(id);
    const held = await this.thread.run({ kind: "step", game: id, step, as });
    if (held !== null) return held;
    const record = await this.record(id);
    const made = await this.thread.run({ kind: "step", game: id, step, as, record });
    if (made === null) throw new Error(`the replay thread gave no step of game "${id}" with its record`);
    return made;
  }

  /**
   * The position of finished game `id` after its first `step` inputs — what a replay shows at that step —
   * saved as a scenario file (savePositionNow), or why it can't be.
   */
  position(id: string, step: number): Promise<SaveAnswer> {
    return this.positions.get(id, step, async () => {
      const row = await this.overRow(id);
      const record = await this.record(id);
      inRange(step, record.inputs.length);
      return this.thread.run({
        kind: "save",
        record: { ...record, inputs: record.inputs.slice(0, step) },
        name: `A position of ${gameName(row)} at step ${step}`,
      });
    });
  }

  /**
   * Finished game `id`'s chat, every line the bearer of `token` may read — with `as`, those seat `as` or
   * the judge read (replayChat.ts): read from the store, never by the replay thread.
   */
  async chat(id: string, token: string | undefined, as?: ReplayViewer): Promise<GameChat> {
    const row = await this.overRow(id);
    return gameChat(this.store, row, token, as, async () => (await this.record(id)).inputs.length);
  }

  /**
   * Game `id`'s table row (not its log nor its record): 404 for an unknown game, 409 for one not over. A
   * game found over is remembered as such.
   */
  private async overRow(id: string): Promise<TableRow> {
    const row = await this.store.getTable(id);
    if (row === null) throw new TableError("not-found", `no game "${id}"`, 404);
    if (row.status !== "over")
      throw new TableError(
        "game-not-over",
        `game "${id}" is not over: only finished games are replayed`,
        409,
      );
    this.over.set(id, true);
    return row;
  }

  /** Finished game `id`'s record: 404 if it has none. */
  private async record(id: string): Promise<GameRecord> {
    const record = await this.store.getRecord(id);
    if (record === null) throw new TableError("not-found", `game "${id}" has no record`, 404);
    return record;
  }
}

/** The game's name: the creator's, else the variant's title and "table" (as its table was named). */
function gameName(row: TableRow): string {
  return tableFacts((row.spec as TableSpec).request).name;
}

/**
 * A finished game as the lobby lists it: each seat as anyone may know it, with its team and role (102.3,
 * 809.2, 904.2a: public) — the game has begun, so they are its start's, as its replay shows them (none where
 * everyone plays alone).
 */
function replayInfo(row: TableRow): ReplayInfo {
  const { variant, edition, players } = tableFacts((row.spec as TableSpec).request);
  const { seats } = row.seats as SeatsDoc;
  const plan = row.start === null ? NO_PLAN : planOfStart(row.start);
  return {
    id: row.id,
    name: gameName(row),
    variant,
    edition,
    players,
    created: row.created,
    seats: seats.map((s) => publicSeat(s, plan)),
  };
}
