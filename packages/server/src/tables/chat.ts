/**
 * A table's chat (protocol chat.ts): its players say lines to everyone at the table or to their team
 * (808.5, 809.7, 810.5, 811.5: teammates may discuss strategies at any time); the judge to the table.
 * Spectators read the table's lines, and write none unless the table's settings let them (`spectatorsChat`,
 * which a table whose spectators see the hands can't have: one could tell a player what an opponent holds):
 * then to the table, under the name their token gives them (spectatorTokens.ts). Teammates talk from the
 * lobby on: a seat's team is known from the table's options before the game begins (seatTeams.ts). A line
 * is written to the store before anyone hears of it (DEVELOPERS.md principle 9) and reaches only those who
 * may read it: a team's line, its team's players and the judge (principle 4).
 */
import {
  CHAT_HISTORY,
  type ChatChannel,
  type ChatLine,
  type ChatSpeaker,
  type ServerMessage,
} from "@roundtable/protocol";
import { type ChatRow, type Store, StoreConflict } from "../store/types.ts";
import { TokenBucket } from "../ws/rateLimit.ts";
import type { Audience, Client } from "./audience.ts";
import { TableError } from "./errors.ts";
import type { SeatPlan } from "./seatTeams.ts";

/**
 * Lines a speaker may say: one a second on average, five at once (the connection's own limit is wider). A
 * speaker is a seat (all its connections), the judge, or a spectator's token (its number at the table).
 */
export const CHAT_RATE_PER_SECOND = 1;
export const CHAT_BURST = 5;

/** Where a table's lines are kept. */
export type ChatStore = Pick<Store, "appendChat" | "loadChat">;

export interface ChatDeps {
  tableId: string;
  store: ChatStore;
  audience: Audience;
  /**
   * The team of each of the game's seats (102.3), or null: no teams. Before the start, the teams the game
   * will have, by seat (seatTeams.ts: planOfRequest), or null where they are known only then (`pending`
   * saying why).
   */
  plan(): SeatPlan;
  /** A seat's name as the table shows it. */
  seatName(seat: number): string;
  /** Whether the table's spectators may say lines to it (its settings' `spectatorsChat`). */
  spectatorsChat: boolean;
  /**
   * The number of inputs the table's game has accepted (0 in the lobby): where a line said now falls in
   * the game (ChatLine.after; a finished table's copy at any process has the game's whole log).
   */
  seq(): number;
  /** The server's clock (ms since the epoch). */
  now(): number;
  /** A line was said here and stored: other processes' copies of the table tell their connections. */
  said?(line: ChatRow): void;
}

/** How many times a line is numbered again when another copy of the table took its number first. */
const RENUMBER = 5;

export class TableChat {
  /** The number of the table's last line (null until read from the store). */
  private last: number | null = null;
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly deps: ChatDeps) {}

  /**
   * The last CHAT_HISTORY lines a connection may read (a welcome's), from the store: the judge's, every line;
   * anyone else's, the table's and their team's.
   */
  async readable(client: Client): Promise<ChatLine[]> {
    const lines = await this.deps.store.loadChat(this.deps.tableId, CHAT_HISTORY, this.readerTeam(client));
    const seq = this.deps.seq();
    return lines.map((l) => publicLine(l, seq));
  }

  /**
   * A connection says `text` (already checked: protocol ChatText) to `to`: refused with a TableError when
   * it may not (a spectator where the table lets none talk, or unnamed; "team" without a team; too many
   * lines); else written, then sent to its readers.
   */
  async say(client: Client, to: ChatChannel, text: string): Promise<void> {
    const from = this.speaker(client);
    const team = to === "team" ? this.teamOf(client) : null;
    const key =
      from.role === "judge"
        ? "judge"
        : from.role === "player"
          ? `seat:${from.seat}`
          : `spectator:${from.spectator}`;
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = new TokenBucket(CHAT_RATE_PER_SECOND, CHAT_BURST);
      this.buckets.set(key, bucket);
    }
    if (!bucket.take())
      throw new TableError(
        "rate-limited",
        `at most ${CHAT_BURST} lines at once and ${CHAT_RATE_PER_SECOND} a second after that`,
      );
    const line = await this.store({
      n: 0,
      at: this.deps.now(),
      after: this.deps.seq(),
      from,
      to,
      text,
      team,
    });
    this.send(line);
    this.deps.said?.(line);
  }

  /** A line said at another process's copy of this table (stored there): sent to those here who may read it. */
  heard(line: ChatRow): void {
    if (this.last !== null) this.last = Math.max(this.last, line.n);
    this.send(line);
  }

  /**
   * Writes the line with the table's next number. With several processes a finished table has a copy at
   * each, and another copy may have taken that number: the last one is read again and the line numbered
   * after it.
   */
  private async store(line: ChatRow): Promise<ChatRow> {
    for (let attempt = 1; ; attempt++) {
      this.last ??= (await this.deps.store.loadChat(this.deps.tableId, 1)).at(-1)?.n ?? 0;
      const numbered = { ...line, n: this.last + 1 };
      try {
        await this.deps.store.appendChat(this.deps.tableId, numbered);
        this.last = numbered.n;
        return numbered;
      } catch (e) {
        if (!(e instanceof StoreConflict) || attempt >= RENUMBER) throw e;
        this.last = null;
      }
    }
  }

  private send(line: ChatRow): void {
    const message: ServerMessage = { type: "chat", line: publicLine(line, this.deps.seq()) };
    const json = JSON.stringify(message);
    for (const c of this.deps.audience.all()) if (this.reads(c, line)) c.send(message, json);
  }

  private speaker(client: Client): ChatSpeaker {
    if (client.role === "judge") return { role: "judge" };
    if (client.role === "player" && client.seat !== null)
      return { role: "player", seat: client.seat, name: this.deps.seatName(client.seat) };
    if (!this.deps.spectatorsChat)
      throw new TableError(
        "not-a-player",
        "spectators read this table's chat; its players and judge write (its settings don't let spectators talk)",
      );
    if (client.spectator === undefined)
      throw new TableError(
        "not-a-player",
        "a spectator talks under the name their spectator's token gives them (POST /api/tables/:id/spectators): this connection has none",
      );
    return { role: "spectator", spectator: client.spectator.number, name: client.spectator.name };
  }

  /** The speaker's team, for a team's line (a TableError when there is none). */
  private teamOf(client: Client): number {
    if (client.role === "spectator")
      throw new TableError("no-team", "spectators have no team: say it to the table");
    if (client.seat === null) throw new TableError("no-team", "the judge has no team: say it to the table");
    const { teams, pending } = this.deps.plan();
    if (teams === null)
      throw new TableError(
        "no-team",
        pending === undefined
          ? "this table has no teams: say it to the table"
          : `no seat has a team yet — ${pending}: say it to the table`,
      );
    const team = this.seatTeam(client.seat);
    if (team === null)
      throw new TableError(
        "no-team",
        `${this.deps.seatName(client.seat)} is on no team: say it to the table`,
      );
    return team;
  }

  /** A seat's team (102.3), or null: a spectator, no teams, or none known before the start. */
  private seatTeam(seat: number | null): number | null {
    return seat === null ? null : (this.deps.plan().teams?.[seat] ?? null);
  }

  /** The team whose lines a connection reads besides the table's (`readsLine`): the judge, every team's. */
  private readerTeam(client: Client): ReaderTeam {
    return client.role === "judge" ? undefined : this.seatTeam(client.seat);
  }

  /** Whether a connection may read a line (`readsLine`). */
  private reads(client: Client, line: ChatRow): boolean {
    return readsLine(this.readerTeam(client), line);
  }
}

/**
 * Whose lines a reader reads besides the table's: a team's (its players'), none (null: a spectator, a seat on
 * no team), or every team's (undefined: the judge) — as Store.loadChat's `team` filters them.
 */
export type ReaderTeam = number | null | undefined;

/**
 * Whether a reader reads a line (principle 4): the table's, everyone; a team's, its team's players and the
 * judge (808.5, 809.7, 810.5, 811.5). The store reads a reader's lines by the same rule (Store.loadChat).
 */
export function readsLine(reader: ReaderTeam, line: Pick<ChatRow, "team">): boolean {
  return line.team === null || reader === undefined || reader === line.team;
}

/**
 * A stored line as its readers get it: without its team, and with `after` — a line stored before lines kept
 * it gets `seq`, the game's input count as it is read (a finished game's length: the inputs' times are not
 * kept, so it can't be placed closer; a replay shows it at the last step).
 */
export function publicLine({ team: _, after, ...line }: ChatRow, seq: number): ChatLine {
  return { ...line, after: after ?? seq };
}
