/**
 * A game's end cut short by kill -9 (restart-finish.test.ts, takeover-finish.test.ts): a table played on a
 * server process started with the die-before-finish.ts preload, which kills itself once the game's last
 * input is written and before the table is marked over; then what a process that restores the table must
 * show — the table finished as a game ending live finishes it.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { ReplayInfo, TableInfo } from "@roundtable/protocol";
import { expect } from "vitest";
import type { Store } from "../../src/store/types.ts";
import { AutoPlayer } from "./autoPlayer.ts";
import { api, type ServerProcess } from "./server.ts";
import { createTable, joinSeat } from "./tables.ts";
import { TestClient, until } from "./wsClient.ts";

export { DIE_BEFORE_FINISH } from "./preloads.ts";

/** Ann and two bots. */
const THREE_PLAYERS = {
  variant: "free-for-all",
  players: 3,
  seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
  settings: { name: "Cut short" },
};

export interface CutShort {
  id: string;
  seat: number;
  token: string;
}

/**
 * On `s` (started with DIE_BEFORE_FINISH): a table where Ann plays to seq 10 and goes (the game waits for
 * her while `meanwhile` runs), then concedes, and the bots play on to the game's end, where the process
 * kills itself. Resolves once it is dead.
 */
export async function playUntilKilled(
  s: ServerProcess,
  clients: TestClient[],
  meanwhile: () => Promise<void> = async () => {},
): Promise<CutShort> {
  const { id } = await createTable(s.http, THREE_PLAYERS);
  const { seat, token } = await joinSeat(s.http, id, "Ann");
  const client = await TestClient.open(s.ws);
  clients.push(client);
  const player = new AutoPlayer(client, seat);
  const exited = new Promise<void>((r) => s.child.once("exit", () => r()));
  client.send({ type: "hello", protocol: 1, table: id, token });
  await until(() => player.seq >= 10, "the game under way");
  await client.close(); // the game waits for Ann meanwhile
  await meanwhile();
  const left = await api(s.http, "POST", `/api/tables/${id}/leave`, undefined, token);
  expect(left.status).toBe(200);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    exited,
    new Promise((_, no) => {
      timer = setTimeout(() => no(new Error("the process did not die at the game's end")), 90_000);
    }),
  ]).finally(() => clearTimeout(timer));
  expect(s.child.signalCode).toBe("SIGKILL");
  expect(s.logs.some((l) => l.includes(`die-before-finish: killed before finishTable (table ${id})`))).toBe(
    true,
  );
  return { id, seat, token };
}

/** What the store holds of the table: its row's status, its record, and its log. */
export interface Stored {
  status: string;
  start: GameRecord["start"];
  record: GameRecord | null;
  inputs: { seq: number; input: GameRecord["inputs"][number]; hash: string | null }[];
}

/** What `store` (opened for this look, closed after it) holds of table `id`. */
export async function storedIn(store: Store, id: string): Promise<Stored> {
  try {
    const row = await store.getTable(id);
    return {
      status: row!.status,
      start: row!.start!,
      record: await store.getRecord(id),
      inputs: await store.loadInputs(id),
    };
  } finally {
    await store.close();
  }
}

/** The window as the dead process left it: the game over in the log, the table still playing and no record. */
export function expectCutShort(stored: Stored): { seq: number; hash: string } {
  expect(stored.status).toBe("playing");
  expect(stored.record).toBeNull();
  const game = Game.replay(
    cardDb,
    { format: 1, start: stored.start, inputs: stored.inputs.map((l) => l.input), hash: "" },
    { events: false },
  );
  expect(game.isOver()).toBe(true);
  return { seq: stored.inputs.length, hash: game.hash() };
}

/**
 * The table restored on `s` is finished as a live game's end finishes it: over at the log's end with the
 * game's hash as its checkpoint, its record served and replaying to that hash, listed among the finished
 * games (not in play), a player's connection welcomed to a finished table, and its rematch made.
 */
export async function expectFinished(
  s: ServerProcess,
  cut: CutShort,
  end: { seq: number; hash: string },
  clients: TestClient[],
): Promise<void> {
  const info = (await api<TableInfo>(s.http, "GET", `/api/tables/${cut.id}`)).body;
  expect(info).toMatchObject({ id: cut.id, status: "over", seq: end.seq, hash: end.hash, hashSeq: end.seq });

  const record = await api<GameRecord>(s.http, "GET", `/api/games/${cut.id}/record`);
  expect(record.status).toBe(200);
  expect(record.body.inputs.length).toBe(end.seq);
  expect(record.body.hash).toBe(end.hash);
  expect(Game.replay(cardDb, record.body, { events: false }).hash()).toBe(end.hash);

  const games = (await api<{ games: ReplayInfo[] }>(s.http, "GET", "/api/games")).body.games;
  expect(games.map((g) => g.id)).toContain(cut.id);
  const lobby = (await api<{ waiting: TableInfo[]; playing: TableInfo[] }>(s.http, "GET", "/api/tables"))
    .body;
  expect([...lobby.waiting, ...lobby.playing].map((t) => t.id)).not.toContain(cut.id);

  const client = await TestClient.open(s.ws);
  clients.push(client);
  client.send({ type: "hello", protocol: 1, table: cut.id, token: cut.token });
  const welcome = await client.nextOf("welcome");
  expect(welcome.table.status).toBe("over");
  expect(welcome.seq).toBe(end.seq);

  const rematch = await api<{ id: string; table: TableInfo; seat: number }>(
    s.http,
    "POST",
    `/api/tables/${cut.id}/rematch`,
    undefined,
    cut.token,
  );
  expect(rematch.status).toBe(201);
  // Ann back in her seat, beside the bots: the rematch starts at once.
  expect(rematch.body.table).toMatchObject({ id: rematch.body.id, status: "playing" });
  expect(rematch.body.seat).toBe(cut.seat);
  const named = await client.next(
    (m) => m.type === "lobby" && m.table.rematch === rematch.body.id,
    "the lobby naming the rematch",
  );
  expect(named).toBeTruthy();
}
