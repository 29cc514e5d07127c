/**
 * The table page (App at /table/T) over a stand-in WebSocket, for component tests: welcomed to an engine
 * game's views as the server sends them (docs/server-protocol.md § welcome), then brought up to date with
 * updates carrying the parts' differences, as the server's patches do; the frames the page sent.
 */
import type { Game, GameEvent } from "@roundtable/engine";
import type { TableInfo, You } from "@roundtable/protocol";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { App } from "../src/components/App.tsx";
import { saveToken } from "../src/seatTokens.ts";
import { useTable } from "../src/store.ts";
import { FakeSocket, reply } from "./fakes.ts";

export const info = (players: number, status: TableInfo["status"] = "playing"): TableInfo => ({
  id: "T",
  name: "Friday",
  variant: players === 2 ? "duel" : "free-for-all",
  edition: "current",
  players,
  status,
  seats: ["Alice", "Bob", "Carol", "Dave"]
    .slice(0, players)
    .map((name, seat) => ({ seat, kind: seat === 0 ? "human" : "bot", name, connected: true })),
  settings: {},
  seq: 0,
  hash: null,
  hashSeq: null,
});

export const ann: You = { role: "player", seat: 0 };

/** The parts of the view the server sends `you` (docs/server-protocol.md § welcome). */
export const partsFor = (game: Game, you: You) => ({
  table: game.tableView(),
  seat: game.seatView(
    you.role === "player"
      ? { seat: you.seat! }
      : you.role === "judge"
        ? { judge: true }
        : { spectator: true },
  ),
});

let seq = 0;
/** What the page was last sent, to send the next update as the difference. */
let shown: ReturnType<typeof partsFor> | null = null;

export const socket = () => FakeSocket.made.at(-1)!;
export const receive = (m: unknown) => act(() => socket().onmessage?.({ data: JSON.stringify(m) }));
export const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

/** Each part's fields replaced or removed (JSON Patch), as the server's patches bring the view up to date. */
function patch(before: object, after: object) {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return [
    ...Object.keys(b)
      .filter((k) => !(k in a))
      .map((k) => ({ op: "remove", path: `/${k}` })),
    ...Object.keys(a).map((k) => ({ op: "add", path: `/${k}`, value: a[k] })),
  ];
}

/** The page at /table/T, welcomed as `you` to `game` (null: before the start). */
export async function atTable(game: Game | null, you: You, table = info(game?.state.players.length ?? 2)) {
  render(<App />);
  await flush();
  socket().accept();
  shown = game === null ? null : partsFor(game, you);
  seq = 1;
  receive({
    type: "welcome",
    protocol: 1,
    you,
    table,
    seq,
    view: shown,
    missed: null,
    stops: null,
    chat: [],
  });
}

/** The server's update after `game` changed: the events, and the parts' differences for `you`. */
export function update(game: Game, you: You, events: GameEvent[]) {
  const next = partsFor(game, you);
  const before = shown!;
  shown = next;
  receive({
    type: "update",
    seq: ++seq,
    events,
    table: patch(before.table, next.table),
    seat: patch(before.seat, next.seat),
  });
}

/** The frames the page sent after its hello. */
export const sent = () =>
  socket()
    .sent.slice(1)
    .map((f) => JSON.parse(f) as unknown);

/** The page at /table/T over a stand-in WebSocket, with Ann's seat token; taken down after each test. */
export function withTablePage(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    FakeSocket.made = [];
    history.replaceState(null, "", "/table/T");
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("fetch", async (url: string) => {
      if (url === "/api/tables/T") return reply(200, info(2));
      throw new Error(`unexpected ${url}`);
    });
    saveToken("T", "ann-token");
  });
  afterEach(() => {
    cleanup();
    useTable.getState().leave();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
