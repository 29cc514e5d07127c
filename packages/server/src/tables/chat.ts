/**
 * A table's chat (protocol chat.ts): its players say lines to everyone at the table or to their team
 * (808.5, 809.7, 810.5, 811.5: teammates may discuss strategies at any time); the judge to the table.
 * Spectators read the table's lines and write none — one who sees the hands (`spectatorsSeeHands`) could
 * otherwise tell a player what an opponent holds. A line is written to the store before anyone hears of it
 * (DEVELOPERS.md principle 9) and reaches only those who may read it: a team's line, its team's players and
 * the judge (principle 4).
 */
import {
  CHAT_HISTORY,
  type ChatChannel,
  type ChatLine,
  type ChatSpeaker,
  type ServerMessage,
} from "@roundtable/protocol";
import type { ChatRow, Store } from "../store/types.ts";
import { TokenBucket } from "../ws/rateLimit.ts";
import type { Audience, Client } from "./audience.ts";
import { TableError } from "./errors.ts";

/** Lines a speaker may say: one a second on average, five at once (the connection's own limit is wider). */
export const CHAT_RATE_PER_SECOND = 1;
export const CHAT_BURST = 5;

/** Where a table's lines are kept. */
export type ChatStore = Pick<Store, "appendChat" | "loadChat">;

export interface ChatDeps {
  tableId: string;
  store: ChatStore;
  audience: Audience;
  /** The team of each of the game's seats (102.3), or null: no teams, or the game has not begun. */
  teams(): (number | null)[] | null;
  /** A seat's name as the table shows it. */
  seatName(seat: number): string;
  /** The server's clock (ms since the epoch). */
  now(): number;
}

export class TableChat {
  /** The last lines, oldest first (up to CHAT_HISTORY of each team's and the table's); null until loaded. */
  private lines: ChatRow[] | null = null;
  private last = 0;
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly deps: ChatDeps) {}

  /** Reads the table's last lines from the store, once (before the first welcome or line). */
  async load(): Promise<void> {
    if (this.lines !== null) return;
    const teams = new Set((this.deps.teams() ?? []).filter((t) => t !== null)).size;
    const lines = await this.deps.store.loadChat(this.deps.tableId, CHAT_HISTORY * (1 + teams));
    this.lines ??= lines;
    this.last = Math.max(this.last, lines.at(-1)?.n ?? 0);
  }

  /** The lines a connection may read, the last CHAT_HISTORY of them (a welcome's). */
  async readable(client: Client): Promise<ChatLine[]> {
    await this.load();
    return this.lines!.filter((l) => this.reads(client, l))
      .slice(-CHAT_HISTORY)
      .map(publicLine);
  }

  /**
   * A connection says `text` (already checked: protocol ChatText) to `to`: refused with a TableError when
   * it may not (a spectator; "team" without a team; too many lines); else written, then sent to its readers.
   */
  async say(client: Client, to: ChatChannel, text: string): Promise<void> {
    const from = this.speaker(client);
    const team = to === "team" ? this.teamOf(client) : null;
    const key = client.seat === null ? "judge" : `seat:${client.seat}`;
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
    await this.load();
    const line: ChatRow = { n: this.last + 1, at: this.deps.now(), from, to, text, team };
    await this.deps.store.appendChat(this.deps.tableId, line);
    this.last = line.n;
    this.lines!.push(line);
    this.forget();
    const message: ServerMessage = { type: "chat", line: publicLine(line) };
    const json = JSON.stringify(message);
    for (const c of this.deps.audience.all()) if (this.reads(c, line)) c.send(message, json);
  }

  private speaker(client: Client): ChatSpeaker {
    if (client.role === "judge") return { role: "judge" };
    if (client.role === "spectator" || client.seat === null)
      throw new TableError("not-a-player", "spectators read the table's chat; its players and judge write");
    return { role: "player", seat: client.seat, name: this.deps.seatName(client.seat) };
  }

  /** The speaker's team, for a team's line (a TableError when there is none). */
  private teamOf(client: Client): number {
    if (client.seat === null) throw new TableError("no-team", "the judge has no team: say it to the table");
    const teams = this.deps.teams();
    if (teams === null)
      throw new TableError(
        "no-team",
        "this table has no teams (or its game has not begun): say it to the table",
      );
    const team = teams[client.seat];
    if (team === null || team === undefined)
      throw new TableError("no-team", `seat ${client.seat} is on no team: say it to the table`);
    return team;
  }

  /** Whether a connection may read a line: the table's, everyone; a team's, its players and the judge. */
  private reads(client: Client, line: ChatRow): boolean {
    if (line.team === null || client.role === "judge") return true;
    if (client.seat === null) return false;
    return this.deps.teams()?.[client.seat] === line.team;
  }

  /** Keeps the lines a welcome may need: the last CHAT_HISTORY of the table's and of each team's. */
  private forget(): void {
    const lines = this.lines!;
    const count = new Map<number | null, number>();
    for (const l of lines) count.set(l.team, (count.get(l.team) ?? 0) + 1);
    if ([...count.values()].every((c) => c <= CHAT_HISTORY)) return;
    const keep: ChatRow[] = [];
    const kept = new Map<number | null, number>();
    for (let i = lines.length - 1; i >= 0; i--) {
      const k = kept.get(lines[i].team) ?? 0;
      if (k >= CHAT_HISTORY) continue;
      kept.set(lines[i].team, k + 1);
      keep.push(lines[i]);
    }
    this.lines = keep.reverse();
  }
}

function publicLine({ team: _, ...line }: ChatRow): ChatLine {
  return line;
}
