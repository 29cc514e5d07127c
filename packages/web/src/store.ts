/**
 * The table page's store (zustand): the client's state kept by ClientState from the server's messages,
 * the combined view it shows, the game log, the last error, and the actions a player sends.
 */
import type { Answer, BackAnswer, Decision, PlayerView } from "@roundtable/engine";
import {
  ClientState,
  type PassUntilKind,
  STOP_PRESETS,
  type StopPreset,
  type TableInfo,
  type ViewMessage,
} from "@roundtable/protocol";
import { create } from "zustand";
import { answeredElsewhere, answerRef } from "./answerRef.ts";
import { type Connection, connect } from "./connection.ts";
import { appendLines, type LogEntry, LogWriter, logTeams, NO_TEAMS } from "./logLines.ts";
import { judgeToken, savedToken } from "./seatTokens.ts";

const LOG_LINES = 200;

export interface TableStore {
  table: string | null;
  connected: boolean;
  info: TableInfo | null;
  you: ClientState["you"];
  view: PlayerView | null;
  /** My open decisions, in full. */
  decisions: Decision[];
  stops: ClientState["stops"];
  /** The last lines of the game log, numbered from the page's first (logLines.ts). */
  log: LogEntry[];
  error: string | null;
  /**
   * How many welcomes this page has had: each (re)connection's. An answer sent before the last one may
   * have been lost with the connection, so the decision panel takes a new answer after it.
   */
  welcomes: number;
  /** Opens the table's connection: with this browser's seat token, or as its judge (`judge`). */
  open(table: string, judge?: boolean): void;
  leave(): void;
  /** Whether it was sent (false while the connection is lost). */
  answer(decision: number, answer: Answer | BackAnswer): boolean;
  pass(until: PassUntilKind | null): boolean;
  setStops(preset: StopPreset): void;
}

let client = new ClientState();
/** The log's writer: it remembers what the events told (the objects' controllers, the turn and step). */
let writer = new LogWriter();
let lineCount = 0;
let conn: Connection | null = null;

export const useTable = create<TableStore>((set, get) => {
  const refresh = () =>
    set({
      info: client.info,
      you: client.you,
      view: client.view(),
      decisions: client.decisions(),
      stops: client.stops,
    });
  const onMessage = (m: ViewMessage) => {
    if (m.type === "error") {
      if (answeredElsewhere(m, client.decisions())) return;
      set({ error: `${m.code}: ${m.message}` });
      return;
    }
    if (m.type === "pong") return;
    const { events } = client.receive(m);
    const view = client.view();
    const names = (view?.players ?? []).map((p) => p.name);
    const teams = view === null ? NO_TEAMS : logTeams(view);
    const lines = writer.write(events, names, teams).map((entry) => ({ n: lineCount++, ...entry }));
    // What the view shows now (the permanents' controllers), for the events that come next.
    writer.see(view);
    set({
      log: appendLines(get().log, lines).slice(-LOG_LINES),
      error: m.type === "update" ? null : get().error,
      welcomes: get().welcomes + (m.type === "welcome" ? 1 : 0),
    });
    refresh();
  };
  return {
    table: null,
    connected: false,
    info: null,
    you: null,
    view: null,
    decisions: [],
    stops: null,
    log: [],
    error: null,
    welcomes: 0,
    open(table, judge = false) {
      conn?.close();
      client = new ClientState();
      writer = new LogWriter();
      set({ table, info: null, you: null, view: null, decisions: [], stops: null, log: [], error: null });
      conn = connect(
        table,
        judge ? judgeToken(table) : savedToken(table),
        () => client.seq,
        onMessage,
        (connected) => set({ connected }),
      );
    },
    leave() {
      conn?.close();
      conn = null;
      set({ table: null });
    },
    answer(decision, answer) {
      return conn?.send({ type: "answer", ref: answerRef(decision), decision, answer }) ?? false;
    },
    pass(until) {
      return conn?.send({ type: "pass", until }) ?? false;
    },
    setStops(preset) {
      const settings = STOP_PRESETS[preset];
      conn?.send({ type: "stops", settings });
      set({ stops: settings });
    },
  };
});
