/**
 * The table page's store (zustand): the client's state kept by ClientState from the server's messages,
 * the combined view it shows, the game log, the table's chat, the last error, and the actions a player sends.
 */
import type { Answer, BackAnswer, Decision, PlayerView } from "@roundtable/engine";
import {
  type ChatChannel,
  type ChatLine,
  ClientState,
  type PassUntilKind,
  STOP_PRESETS,
  type StopPreset,
  type TableInfo,
  type ViewMessage,
} from "@roundtable/protocol";
import { create } from "zustand";
import { answeredElsewhere, answerRef } from "./answerRef.ts";
import { api, Refused } from "./api.ts";
import { isSayRef, LOST_CONNECTION, refusalText, sayRef } from "./chat.ts";
import { type MutedSpeaker, mutedAt, saveMuted } from "./chatMutes.ts";
import { type Connection, connect } from "./connection.ts";
import { appendLines, type LogEntry } from "./log/entries.ts";
import { logTeams, NO_TEAMS } from "./log/teams.ts";
import { LogWriter } from "./log/writer.ts";
import { forgetToken, judgeToken, savedToken, spectatorToken } from "./seatTokens.ts";

const LOG_LINES = 200;
/** A concession's `ref` (104.3a): its refusal is shown by the Concede button, not as the table's error. */
const CONCEDE_REF = "concede";
/** Full control's `ref`: its refusal puts the toggle back as the view has it, and says why. */
const FULL_CONTROL_REF = "fullControl";

export interface TableStore {
  table: string | null;
  connected: boolean;
  info: TableInfo | null;
  you: ClientState["you"];
  view: PlayerView | null;
  /** My open decisions, in full. */
  decisions: Decision[];
  stops: ClientState["stops"];
  /** Whether my seat has full control on (asked at every priority, even when I can only pass), as my view says. */
  fullControl: boolean;
  /**
   * Full control asked for (on or off) on this connection and not yet in the view, nor refused, nor lost
   * with the connection (a welcome since): the toggle shows it, and takes no other click meanwhile.
   */
  fullControlAsked: boolean | null;
  /** The last lines of the game log, numbered from the page's first (log/entries.ts). */
  log: LogEntry[];
  error: string | null;
  /** A line for the person that is not an error (the seat they tried to give up kept: the game had begun). */
  notice: string | null;
  /**
   * A concession was sent on this connection and neither refused nor lost with it (a welcome since): the
   * view shows its outcome when it comes (the player has left, or the game is over).
   */
  conceding: boolean;
  /** Why the last concession was not taken: the server's refusal (its `concede`'s ref), shown by the button. */
  concedeRefusal: string | null;
  /** The table's chat lines this page may read, oldest first: the server's, as ClientState keeps them. */
  chat: ChatLine[];
  /**
   * The last chat line read (its n): the lines before the page's first welcome count as read; then those
   * the chat showed (`readChat`). The others' later lines are unread (chat.ts unreadCount).
   */
  chatRead: number;
  /**
   * Why the last line said was not sent, shown by the chat's input rather than as the table's error: the
   * server's refusal (its `say`'s ref) with the line's text, to put back in the input; or no connection.
   */
  chatRefusal: ChatRefusal | null;
  /** The speakers whose chat lines this reader hides at this table (chatMutes.ts: kept in the browser). */
  muted: MutedSpeaker[];
  /**
   * How many welcomes this page has had: each (re)connection's. An answer sent before the last one may
   * have been lost with the connection, so the decision panel takes a new answer after it.
   */
  welcomes: number;
  /**
   * Opens the table's connection: with this browser's seat token, else its spectator's token (its name in
   * the chat), or as its judge (`judge`).
   */
  open(table: string, judge?: boolean): void;
  leave(): void;
  /**
   * Gives this browser's seat up while the table waits (`api.leave`): "left" once the server freed it —
   * its token forgotten and the connection closed, the server's close of it not taken for a lost
   * connection —, "kept" when the game had begun meanwhile (the last seat taken just as the person left:
   * the seat stays theirs, the page says so and plays on). Other refusals are thrown, nothing lost.
   */
  giveUpSeat(): Promise<"left" | "kept">;
  dismissNotice(): void;
  /** Whether it was sent (false while the connection is lost). */
  answer(decision: number, answer: Answer | BackAnswer): boolean;
  pass(until: PassUntilKind | null): boolean;
  /** Concedes the game (104.3a); whether it was sent (false while the connection is lost). */
  concede(): boolean;
  setStops(preset: StopPreset): void;
  /** Turns my seat's full control on or off; whether it was sent (false while the connection is lost). */
  setFullControl(on: boolean): boolean;
  /** Says a line to the table or to my team; false when it could not be sent (the connection is lost). */
  say(text: string, to: ChatChannel): boolean;
  /** The chat is on screen: its lines are read. */
  readChat(): void;
  /** Hides a speaker's lines from this reader at this table (not the judge's: chat.ts speakerKey). */
  mute(speaker: MutedSpeaker): void;
  /** Shows a muted speaker's lines again. */
  unmute(key: string): void;
}

export interface ChatRefusal {
  message: string;
  /** The line refused (null: it was never sent, and is still in the input). */
  text: string | null;
}

let client = new ClientState();
/** The log's writer: it remembers what the events told (the objects' controllers, the turn and step). */
let writer = new LogWriter();
let lineCount = 0;
let conn: Connection | null = null;
/** The lines said, by their `say`'s ref, until the page leaves the table: a refusal gives its line back. */
let said = new Map<string, string>();
let sayCount = 0;
/** Whether the page has had a welcome at this table yet: the first one's chat lines count as read. */
let welcomed = false;

/** What the page knows of a table before its first message: at the start, and as another table is opened. */
const FRESH = {
  info: null,
  you: null,
  view: null,
  decisions: [],
  stops: null,
  fullControl: false,
  fullControlAsked: null,
  log: [],
  error: null,
  notice: null,
  conceding: false,
  concedeRefusal: null,
  chat: [],
  chatRead: 0,
  chatRefusal: null,
} satisfies Partial<TableStore>;

export const useTable = create<TableStore>((set, get) => {
  const refresh = () => {
    const fullControl = client.fullControl();
    set({
      info: client.info,
      you: client.you,
      view: client.view(),
      decisions: client.decisions(),
      stops: client.stops,
      fullControl,
      ...(get().fullControlAsked === fullControl ? { fullControlAsked: null } : {}),
    });
  };
  const onMessage = (m: ViewMessage) => {
    if (m.type === "error") {
      if (isSayRef(m.ref)) {
        set({ chatRefusal: { message: refusalText(m), text: said.get(m.ref) ?? null } });
        return;
      }
      if (m.ref === CONCEDE_REF) {
        set({ conceding: false, concedeRefusal: `Not conceded: ${m.message} (${m.code}).` });
        return;
      }
      if (m.ref === FULL_CONTROL_REF) {
        set({ fullControlAsked: null, error: `Full control not changed: ${m.message} (${m.code}).` });
        return;
      }
      if (answeredElsewhere(m, client.decisions())) return;
      set({ error: `${m.code}: ${m.message}` });
      return;
    }
    if (m.type === "pong") return;
    if (m.type === "chat") {
      // A line: nothing else changes (the view is not combined again for it).
      client.receive(m);
      set({ chat: client.chat });
      return;
    }
    const { events } = client.receive(m);
    const view = client.view();
    const names = (view?.players ?? []).map((p) => p.name);
    const teams = view === null ? NO_TEAMS : logTeams(view);
    const lines = writer.write(events, names, teams).map((entry) => ({ n: lineCount++, ...entry }));
    // What the view shows now (the permanents' controllers), for the events that come next.
    writer.see(view);
    // The lines the page finds at the table count as read; those a later welcome brings (missed while the
    // connection was lost) don't.
    const first = m.type === "welcome" && !welcomed;
    if (first) welcomed = true;
    set({
      log: appendLines(get().log, lines).slice(-LOG_LINES),
      error: m.type === "update" ? null : get().error,
      welcomes: get().welcomes + (m.type === "welcome" ? 1 : 0),
      // A concession sent into a dying connection may not have arrived: the welcome's view says whether it did.
      ...(m.type === "welcome" ? { conceding: false, fullControlAsked: null } : {}),
      chat: client.chat,
      ...(first ? { chatRead: client.chat.at(-1)?.n ?? 0 } : {}),
    });
    refresh();
  };
  return {
    table: null,
    connected: false,
    ...FRESH,
    muted: [],
    welcomes: 0,
    open(table, judge = false) {
      conn?.close();
      client = new ClientState();
      writer = new LogWriter();
      said = new Map();
      welcomed = false;
      set({ table, ...FRESH, muted: mutedAt(table) });
      conn = connect(
        table,
        judge ? judgeToken(table) : (savedToken(table) ?? spectatorToken(table)),
        () => client.seq,
        onMessage,
        (connected) => set({ connected }),
        (reason) => {
          // The seat was given up elsewhere: this page holds it no more, and opens the table again as a
          // visitor (who may take a seat), saying why.
          const seat = get().you?.seat ?? null;
          forgetToken(table);
          get().open(table, judge);
          set({
            notice: `This page no longer holds ${seat === null ? "its seat" : `seat ${seat + 1}`}: ${reason === "" ? "it was given up elsewhere" : reason}.`,
          });
        },
      );
    },
    leave() {
      conn?.close();
      conn = null;
      set({ table: null });
    },
    async giveUpSeat() {
      const { table, you } = get();
      const token = table === null ? null : savedToken(table);
      if (table === null || token === null || you?.role !== "player")
        throw new Error("this browser holds no seat at this table");
      const held = conn;
      const notExpected = held?.expectClose();
      try {
        await api.leave(table, token);
      } catch (e) {
        notExpected?.();
        if (!(e instanceof Refused && e.code === "not-waiting")) throw e;
        if (conn === held)
          set({
            notice: `The game has begun: the last seat was taken just as you left, so seat ${(you.seat ?? 0) + 1} is still yours. Play on!`,
          });
        return "kept";
      }
      forgetToken(table);
      // Unless the page has opened another table meanwhile.
      if (conn === held) get().leave();
      return "left";
    },
    dismissNotice() {
      set({ notice: null });
    },
    answer(decision, answer) {
      return conn?.send({ type: "answer", ref: answerRef(decision), decision, answer }) ?? false;
    },
    pass(until) {
      return conn?.send({ type: "pass", until }) ?? false;
    },
    concede() {
      const sent = conn?.send({ type: "concede", ref: CONCEDE_REF }) ?? false;
      set({ conceding: sent, concedeRefusal: null });
      return sent;
    },
    setStops(preset) {
      const settings = STOP_PRESETS[preset];
      conn?.send({ type: "stops", settings });
      set({ stops: settings });
    },
    setFullControl(on) {
      const sent = conn?.send({ type: "fullControl", ref: FULL_CONTROL_REF, on }) ?? false;
      if (sent) set({ fullControlAsked: on });
      return sent;
    },
    say(text, to) {
      const ref = sayRef(++sayCount);
      if (!(conn?.send({ type: "say", ref, to, text }) ?? false)) {
        set({ chatRefusal: { message: LOST_CONNECTION, text: null } });
        return false;
      }
      said.set(ref, text);
      set({ chatRefusal: null });
      return true;
    },
    readChat() {
      const last = get().chat.at(-1)?.n ?? 0;
      if (last > get().chatRead) set({ chatRead: last });
    },
    mute(speaker) {
      const { table, muted } = get();
      if (table === null || muted.some((m) => m.key === speaker.key)) return;
      const next = [...muted, speaker];
      saveMuted(table, next);
      set({ muted: next });
    },
    unmute(key) {
      const { table, muted } = get();
      const next = muted.filter((m) => m.key !== key);
      if (table !== null) saveMuted(table, next);
      set({ muted: next });
    },
  };
});
