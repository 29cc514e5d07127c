/**
 * What `connect` prints of a table server's messages, with the pieces of `play`'s screen: a header once the
 * game has begun, the log lines of every batch of events (log.ts, reading the client's table view), the
 * board at each new turn for a spectator (a player sees it with every decision, prompts.ts), the seats
 * while the table waits (by team where its seats name their teams), the player's full control (as the game
 * begins, and as it changes), and the result at the end.
 */
import type { CardDb, PlayerView } from "@roundtable/engine";
import type { ClientState, ViewMessage } from "@roundtable/protocol";
import { renderBoard } from "../board.ts";
import { fullControlLine } from "../fullControl.ts";
import { LogFormatter, resultLine } from "../log.ts";
import type { PlayIO } from "../prompts.ts";
import { seatingLine, tableWords, teamLabel, viewSeating } from "../seating.ts";
import { waitingLine } from "./infoWords.ts";

export class RemoteScreen {
  private log: LogFormatter | null = null;
  /** The waiting line printed last: a `lobby` that changes nothing shown (a seat's connection) prints none. */
  private waited: string | null = null;
  /** The full-control setting said last (a player's, from the header on): said again when it changes. */
  private fullShown: boolean | null = null;
  /** The full-control setting the person asked for, until their seat view has it. */
  private fullAsked: boolean | null = null;

  constructor(
    private readonly io: PlayIO,
    private readonly state: ClientState,
    private readonly db: CardDb,
    private readonly table: string,
  ) {}

  /** Takes a server message into the client's state and prints what it brings. */
  take(m: ViewMessage): void {
    const { events, fresh } = this.state.receive(m);
    if (m.type === "welcome") this.fullAsked = null; // its view has what the server took before
    const parts = this.state.parts;
    if (parts === null) {
      if (m.type === "welcome" || m.type === "lobby") this.waiting();
      return;
    }
    const viewer = this.state.you?.seat ?? null;
    if (this.log === null) {
      this.header();
      // The views as they are now: a welcome after a reconnection brings new ones.
      const state = this.state;
      this.log = new LogFormatter({ db: this.db, tableView: () => (state.parts ?? parts).table }, viewer);
    } else if (fresh && m.type === "welcome" && m.missed === null)
      this.io.write("(What happened while this client was away isn't available: the board is as it is now.)");
    for (const l of this.log.lines(events)) this.io.write(l);
    if (viewer === null && events.some((e) => e.type === "turn")) this.board();
    if (this.fullShown !== null) this.followFullControl();
  }

  /** The player's full control as it will be: as they asked it, until their seat view says it; else the view's. */
  fullControlNow(): boolean {
    return this.fullAsked ?? this.state.fullControl();
  }

  /**
   * The person asked for full control on or off (sent): said at once, and no other setting is said until
   * their seat view has it, or the server refuses it (`fullControlRefused`).
   */
  fullControlAsked(on: boolean): void {
    this.fullAsked = on;
    this.sayFullControl(on);
  }

  /** The server refused the person's full control: the setting their seat view has. */
  fullControlRefused(): void {
    this.fullAsked = null;
    this.sayFullControl(this.state.fullControl());
  }

  /** After a message: the setting of the player's seat view, unless it is what was said last (or asked). */
  private followFullControl(): void {
    const on = this.state.fullControl();
    if (this.fullAsked !== null && on !== this.fullAsked) return;
    this.fullAsked = null;
    this.sayFullControl(on);
  }

  private sayFullControl(on: boolean): void {
    if (this.state.you?.role !== "player" || on === this.fullShown) return;
    this.fullShown = on;
    this.io.write(fullControlLine(on));
  }

  /** The result, once the game is over. */
  end(): void {
    const view = this.state.view();
    if (view === null || this.log === null) return;
    this.io.write("");
    if (!this.log.sawResult) this.io.write(resultLine(view));
    const turns = Math.max(view.turn.number, ...(view.markers ?? []).map((m) => m.turn.number));
    this.io.write(`Game over after ${turns} turns.`);
  }

  private header(): void {
    const view = this.state.view() as PlayerView;
    const info = this.state.info;
    const seating = viewSeating(view);
    this.io.write(
      `Roundtable — ${tableWords(view.config, view.players.length).join(", ")}, table ${this.table}`,
    );
    for (const p of view.players) {
      const marks = [p.seat === view.viewer ? "you" : null, teamLabel(seating, p.seat)].filter(Boolean);
      const kind = info?.seats[p.seat]?.kind === "bot" ? "a bot" : "a person";
      this.io.write(`  ${p.seat + 1}. ${p.name}${marks.length > 0 ? ` (${marks.join(", ")})` : ""}: ${kind}`);
    }
    if (view.players.length > 2) this.io.write(seatingLine(view.players, view.viewer));
    if (view.viewer === null) {
      this.io.write(`You are watching as ${this.state.you?.role === "judge" ? "the judge" : "a spectator"}.`);
      this.board();
    } else {
      this.io.write(`Type the number of an option; "concede" concedes the game.`);
      this.sayFullControl(this.state.fullControl());
    }
  }

  private board(): void {
    const view = this.state.view();
    if (view === null) return;
    this.io.write("");
    for (const l of renderBoard(view, viewSeating(view))) this.io.write(l);
  }

  /**
   * While the table waits for players: who sits where, and how many seats are open (infoWords.ts: by team
   * where the table's seats name their teams before the start, 102.3, each seat's role said).
   */
  private waiting(): void {
    const info = this.state.info;
    if (info === null || info.status !== "waiting") return;
    const said = waitingLine(info.seats, this.state.you?.seat ?? null);
    if (said !== this.waited) this.io.write(said);
    this.waited = said;
  }
}
