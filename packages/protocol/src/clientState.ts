/**
 * What a client knows of its table, kept up to date from the server's messages (docs/server-protocol.md):
 * the welcome's or `started`'s views, then each update's JSON Patches applied in order. Any client — the
 * terminal's `roundtable connect`, the web table — keeps its state with this, and combines the two parts
 * into the one PlayerView it shows (the engine's combineView).
 */
import type { Decision, GameEvent, PlayerView, SeatView, TableView } from "@roundtable/engine";
// The engine's one module a client bundles (types-only imports): the combination of the two parts.
import { combineView } from "@roundtable/engine/combineView";
import fastJsonPatch from "fast-json-patch";
import { CHAT_HISTORY, type ChatLine } from "./chat.ts";
import type { ServerMessage, TableInfo } from "./messages.ts";
import type { StopSettings } from "./stopsSchema.ts";
import type { You } from "./you.ts";

/** A table view and a seat view, as the welcome and `started` carry them. */
export interface ViewParts {
  table: TableView;
  seat: SeatView;
}

/** A server message with its views typed. */
export type ViewMessage = ServerMessage<ViewParts>;

/** What one server message changed, for a client to show. */
export interface Received {
  /** The events the message brings, as this client may see them (none when there are none). */
  events: GameEvent[];
  /** True when the message brought a whole view (welcome, started): the client starts afresh from it. */
  fresh: boolean;
}

export class ClientState {
  /** Who this client is at the table: from the welcome (and `started`, 807.3); null before it. */
  you: You | null = null;
  /** The table's info as the welcome or the last `lobby` gave it. */
  info: TableInfo | null = null;
  /** The last `seq` seen (the number of inputs in the game's log), for a reconnection's `lastSeq`. */
  seq: number | null = null;
  /** The two parts of the view, once the game has begun. */
  parts: ViewParts | null = null;
  /** The seat's stops (null: the server's defaults), as the welcome and the `stops` messages said. */
  stops: StopSettings | null = null;
  /**
   * The table's chat lines this client may read, oldest first: the welcome's, then each `chat` message's
   * (chat.ts). At most CHAT_HISTORY are kept.
   */
  chat: ChatLine[] = [];

  /**
   * Takes one server message in. An update's patches are applied to the views (an update the client has
   * seen already, after a reconnection, is skipped); a chat line is kept; errors and pongs change nothing.
   */
  receive(m: ViewMessage): Received {
    switch (m.type) {
      case "welcome":
        this.you = m.you;
        this.info = m.table;
        this.seq = m.seq;
        this.parts = m.view === null ? null : structuredClone(m.view);
        this.stops = m.stops;
        this.chat = [...m.chat];
        return { events: m.missed ?? [], fresh: true };
      case "started":
        this.you = m.you;
        this.seq = m.seq;
        this.parts = structuredClone(m.view);
        return { events: m.events, fresh: true };
      case "update": {
        if (this.parts === null) throw new Error(`update ${m.seq} before any view`);
        if (this.seq !== null && m.seq <= this.seq) return { events: [], fresh: false };
        fastJsonPatch.applyPatch(this.parts.table, m.table);
        fastJsonPatch.applyPatch(this.parts.seat, m.seat);
        this.seq = m.seq;
        return { events: m.events, fresh: false };
      }
      case "lobby":
        this.info = m.table;
        return { events: [], fresh: false };
      case "stops":
        this.stops = m.settings;
        return { events: [], fresh: false };
      case "chat":
        // A line seen already (said again after a reconnection's welcome carried it) is kept once.
        if (!this.chat.some((l) => l.n === m.line.n)) this.chat = [...this.chat, m.line].slice(-CHAT_HISTORY);
        return { events: [], fresh: false };
      default:
        return { events: [], fresh: false };
    }
  }

  /** The whole view this client shows (the engine's combineView of the two parts); null before the start. */
  view(): PlayerView | null {
    return this.parts === null ? null : combineView(this.parts.table, this.parts.seat);
  }

  /** The open decisions this client must answer: its seat's, in full (none for a spectator or judge). */
  decisions(): Decision[] {
    const seat = this.you?.seat ?? null;
    if (this.parts === null || seat === null) return [];
    return this.parts.seat.decisions.filter((d) => d.player === seat);
  }

  /** Whether this client's seat has full control on (its seat view says so: the engine's SeatView `fullControl`). */
  fullControl(): boolean {
    return this.parts?.seat.fullControl === true;
  }

  /** Whether the game is over. */
  over(): boolean {
    return this.parts?.table.status === "over" || this.info?.status === "over";
  }
}
