/**
 * Finished games' replays for the HTTP API: the lobby's list, one step of a game as a seat or the judge saw
 * it, and its record to a step (the position saved there). Only games that are over are replayed (a game in
 * play keeps its hidden information). The games replayed last are kept (ReplayCursor: the game at the last
 * step asked and its checkpoints), at most `maxGames` of them: memory stays bounded whatever the number of
 * games asked.
 */
import { cardDb } from "@roundtable/cards";
import {
  combineView,
  type Decision,
  eventFor,
  type GameRecord,
  type Input,
  publicDecision,
  type Recipient,
} from "@roundtable/engine";
import {
  type ReplayAnswer,
  type ReplayInfo,
  type ReplayStep,
  type ReplayViewer,
  tableName,
} from "@roundtable/protocol";
import type { Store, TableRow } from "../store/types.ts";
import { TableError } from "../tables/errors.ts";
import type { SeatsDoc } from "../tables/seats.ts";
import type { TableSpec } from "../tables/table.ts";
import { ReplayCursor } from "./replayCursor.ts";

/** Games whose replay is kept at once. */
export const MAX_GAMES = 4;
/** The lobby lists this many finished games, the newest first. */
export const LISTED = 50;

export class Replays {
  /** By game id, the least recently used first. */
  private readonly cursors = new Map<string, ReplayCursor>();

  constructor(
    private readonly store: Store,
    private readonly maxGames = MAX_GAMES,
  ) {}

  /** The finished games, the newest first. */
  async list(): Promise<ReplayInfo[]> {
    return (await this.store.listTables(["over"], { newest: LISTED })).map(replayInfo);
  }

  /** The game `id` after `step` inputs, as seat `as` or the judge saw it. */
  async step(id: string, step: number, as: ReplayViewer): Promise<ReplayStep> {
    const cursor = await this.cursor(id);
    inRange(step, cursor.steps);
    const { game, events, answered } = cursor.at(step);
    const players = game.state.players.length;
    if (as !== "judge" && as >= players)
      throw new TableError(
        "bad-seat",
        `no seat ${as}: the game's seats are 0–${players - 1}, or "judge"`,
        400,
      );
    const who: Recipient = as === "judge" ? { judge: true } : { seat: as };
    const viewer = as === "judge" ? null : as;
    return {
      id,
      step,
      steps: cursor.steps,
      as,
      by: step === 0 ? null : inputPlayer(cursor.input(step)),
      view: combineView(game.tableView(), game.seatView(who)),
      // The judge sees every event whole; a seat what it was told (eventFor).
      events: as === "judge" ? events : events.map((e) => eventFor(e, viewer)),
      answered: answered === undefined ? null : answerFor(answered, cursor.input(step), viewer),
    };
  }

  /**
   * The record of finished game `id` to its first `step` inputs — the position a replay shows at that step,
   * to save as a scenario file — and the game's name.
   */
  async recordTo(id: string, step: number): Promise<{ record: GameRecord; name: string }> {
    const { row, record } = await this.finished(id);
    inRange(step, record.inputs.length);
    return { record: { ...record, inputs: record.inputs.slice(0, step) }, name: gameName(row) };
  }

  /** How many games are kept (tests). */
  get size(): number {
    return this.cursors.size;
  }

  private async cursor(id: string): Promise<ReplayCursor> {
    const known = this.cursors.get(id);
    if (known !== undefined) {
      this.cursors.delete(id);
      this.cursors.set(id, known);
      return known;
    }
    const { record } = await this.finished(id);
    const cursor = new ReplayCursor(cardDb, record);
    this.cursors.set(id, cursor);
    if (this.cursors.size > this.maxGames) this.cursors.delete(this.cursors.keys().next().value as string);
    return cursor;
  }

  /** Game `id`'s row and record: 404 for an unknown game, 409 for one not over. */
  private async finished(id: string): Promise<{ row: TableRow; record: GameRecord }> {
    const row = await this.store.getTable(id);
    if (row === null) throw new TableError("not-found", `no game "${id}"`, 404);
    if (row.status !== "over")
      throw new TableError(
        "game-not-over",
        `game "${id}" is not over: only finished games are replayed`,
        409,
      );
    const record = await this.store.getRecord(id);
    if (record === null) throw new TableError("not-found", `game "${id}" has no record`, 404);
    return { row, record };
  }
}

/** A 400 `step-out-of-range` naming the last step, for a step past a game's `steps` inputs. */
function inRange(step: number, steps: number): void {
  if (step > steps)
    throw new TableError("step-out-of-range", `step ${step} is past the game's last step, ${steps}`, 400);
}

/**
 * The decision `d` that `input` answered, as `viewer` (null: the judge) may know it: the judge and the player
 * who answered see both whole (principle 4: what they saw and gave); everyone else who answered what kind of
 * decision, and of a priority decision the action taken, which is done openly (117.1).
 */
function answerFor(d: Decision, input: Input, viewer: number | null): ReplayAnswer {
  const answer = "answer" in input ? input.answer : undefined;
  if (answer === undefined) return { decision: publicDecision(d) };
  if (viewer === null || viewer === d.player) return { decision: d, answer };
  const action = d.kind === "priority" && "choice" in answer ? d.actions[answer.choice] : undefined;
  return { decision: publicDecision(d), ...(action !== undefined ? { action } : {}) };
}

/** Who gave an input: the player answering or conceding; null for a loop the table declared (104.4b). */
function inputPlayer(input: Input): number | null {
  return "player" in input ? input.player : null;
}

/** The game's name: the creator's, else the variant's title and "table" (as its table was named). */
function gameName(row: TableRow): string {
  const { request } = row.spec as TableSpec;
  return tableName(request.variant, request.settings.name);
}

function replayInfo(row: TableRow): ReplayInfo {
  const { request } = row.spec as TableSpec;
  const { seats } = row.seats as SeatsDoc;
  return {
    id: row.id,
    name: gameName(row),
    variant: request.variant,
    edition: request.edition ?? "current",
    players: request.players,
    created: row.created,
    seats: seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.name })),
  };
}
