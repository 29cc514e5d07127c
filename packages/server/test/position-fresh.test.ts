/**
 * Fresh randomness at a table from a position (`freshRandomness: true`; docs/server.md § A table from a
 * position), against a real server process. A file lists two libraries in a known order with its own seed
 * and `rng`: with the option the table's game starts with each library a permutation of the file's (103.3:
 * shuffled, not in the file's order) and a 128-bit seed of the server's, no `rng`, its record replaying to
 * the table's hash, and TableInfo says so; without it the file's order, seed and `rng` are kept. A saved
 * position whose actions draw keeps everything but the libraries' order (the cards its actions draw stay on
 * top). A rematch draws fresh randomness again: a new seed, a new shuffle.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord, type TableLayout } from "@roundtable/engine";
import { RequestError } from "@roundtable/protocol";
import { buildLayout, parseScenario, type SavedNow } from "@roundtable/scenario";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshStart } from "../src/tables/freshRandomness.ts";
import { positionStart } from "../src/tables/fromPosition.ts";
import { savedFromBots } from "./support/savedPosition.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { type Created, checkpointedInfo, createTable, joinSeat } from "./support/tables.ts";

let dir: string;
let server: ServerProcess;
let saved: SavedNow;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "roundtable-fresh-"));
  // The bots wait: each table stands at its start while the test reads it.
  server = await startProcess(["--data-dir", dir, "--bot-delay", "600000", "--log-level", "warn"]);
  saved = savedFromBots();
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ANN = ["Lightning Bolt", "Shock", "Giant Growth", "Grizzly Bears", "Llanowar Elves", "Counterspell"];
const BEN = ["Searing Spear", "Hill Giant", "Serra Angel", "Shivan Dragon", "Raging Goblin", "Air Elemental"];
/** A duel whose two libraries are listed in a known order, with the file's own seed and random numbers. */
const FILE = {
  format: 1,
  name: "Two known libraries",
  variant: "duel",
  seed: 7,
  rng: [1, 2, 3, 4],
  players: [
    { name: "Ann", hand: ["Mountain"], library: [...ANN, "Mountain", "Forest", "Island", "Swamp"] },
    { name: "Ben", hand: ["Forest"], library: [...BEN, "Plains", "Wastes", "Island", "Swamp"] },
  ],
};
const BOTS = [
  { kind: "bot", bot: "heuristic" },
  { kind: "bot", bot: "heuristic" },
];

/** The file's layout as a table starts it (the engine's automatic passing: no `autoPass`). */
function plainLayout(file: unknown): TableLayout {
  const parsed = parseScenario(file, cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const { autoPass: _a, ...layout } = buildLayout(parsed.scenario, cardDb);
  return layout;
}

/** The libraries (card ids, top first) a file's layout lists. */
const fileLibraries = (file: unknown): string[][] => plainLayout(file).players.map((p) => p.library ?? []);

/** A table's game record, as its judge reads it while it plays. */
async function recordOf(table: Created): Promise<GameRecord> {
  const r = await api<GameRecord>(
    server.http,
    "GET",
    `/api/games/${table.id}/record`,
    undefined,
    table.judgeToken,
  );
  expect(r.status).toBe(200);
  return r.body;
}

const layoutOf = (record: GameRecord): TableLayout => (record.start as { layout: TableLayout }).layout;
const sorted = (list: string[]) => [...list].sort();

describe("fresh randomness at a table from a position", () => {
  it("103.3: shuffles each library and seeds the game with 128 new bits; the record replays to the table's hash", async () => {
    const table = await createTable(server.http, { position: FILE, seats: BOTS, freshRandomness: true });
    expect(table.table.freshRandomness).toBe(true);
    const record = await recordOf(table);
    const layout = layoutOf(record);
    expect(layout.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(layout.rng).toBeUndefined();
    expect(layout.shuffle).toBeUndefined();
    const listed = fileLibraries(FILE);
    const libraries = layout.players.map((p) => p.library ?? []);
    // Each library the same cards, not in the file's order (ten different cards: 1 in 3,628,800 to stay put).
    expect(libraries.map(sorted)).toEqual(listed.map(sorted));
    expect(libraries[0]).not.toEqual(listed[0]);
    expect(libraries[1]).not.toEqual(listed[1]);
    // The rest of the position is the file's.
    const { players: _p, seed: _s, rng: _r, ...rest } = layout;
    const { players: _fp, seed: _fs, rng: _fr, ...fileRest } = plainLayout(FILE);
    expect(rest).toEqual(fileRest);
    expect(layout.players.map(({ library: _l, ...p }) => p)).toEqual(
      plainLayout(FILE).players.map(({ library: _l, ...p }) => p),
    );
    const info = await checkpointedInfo(server.http, table.id);
    expect(info.freshRandomness).toBe(true);
    expect(Game.replay(cardDb, record, { events: false }).hash()).toBe(record.hash);
    expect(info.hash).toBe(record.hash);
  });

  it("without the option the file's libraries, seed and random numbers are played, as before", async () => {
    const table = await createTable(server.http, { position: FILE, seats: BOTS });
    expect(table.table.freshRandomness).toBeUndefined();
    const layout = layoutOf(await recordOf(table));
    expect(layout.seed).toBe(7);
    expect(layout.rng).toEqual([1, 2, 3, 4]);
    expect(layout.players.map((p) => p.library)).toEqual(fileLibraries(FILE));
    const off = await createTable(server.http, { position: FILE, seats: BOTS, freshRandomness: false });
    expect(off.table.freshRandomness).toBeUndefined();
    expect(layoutOf(await recordOf(off)).seed).toBe(7);
  });

  it("a saved position whose actions draw: the same hands, battlefields and graveyards, the libraries shuffled", async () => {
    expect((saved.file.actions as unknown[]).length).toBeGreaterThan(0);
    const seats = (saved.file.players as unknown[]).map(() => ({ kind: "bot" }));
    const plain = await recordOf(await createTable(server.http, { position: saved.file, seats }));
    const fresh = await recordOf(
      await createTable(server.http, { position: saved.file, seats, freshRandomness: true }),
    );
    expect(fresh.inputs).toEqual(plain.inputs);
    expect(layoutOf(fresh).seed).toMatch(/^[0-9a-f]{32}$/);
    const game = (r: GameRecord) => Game.replay(cardDb, r, { events: false });
    const [a, b] = [game(plain), game(fresh)];
    // Everything anyone sees at the saved position — the judge sees every hand — is the same, but for the
    // libraries the judge sees too (top first).
    expect(b.tableView()).toEqual(a.tableView());
    const { libraries: _b, ...judged } = b.seatView({ judge: true });
    const { libraries: _a, ...judgedPlain } = a.seatView({ judge: true });
    expect(judged).toEqual(judgedPlain);
    const libraries = (g: Game) =>
      g.state.players.map((p) => p.library.map((id) => g.state.objects[id].card));
    expect(libraries(b).map(sorted)).toEqual(libraries(a).map(sorted));
    expect(libraries(b)).not.toEqual(libraries(a));
  });

  it("a rematch draws fresh randomness again: a new seed, the libraries shuffled anew", async () => {
    const table = await createTable(server.http, {
      position: FILE,
      seats: [{ kind: "open" }, { kind: "bot" }],
      freshRandomness: true,
    });
    const seat = await joinSeat(server.http, table.id, "Zoe");
    const first = layoutOf(await recordOf(table));
    // 104.3a: the person concedes; the duel is over.
    expect(
      (await api(server.http, "POST", `/api/tables/${table.id}/leave`, undefined, seat.token)).status,
    ).toBe(200);
    const over = await checkpointedInfo(server.http, table.id);
    expect(over.status).toBe("over");
    const again = await api<Created & { seat: number; token: string }>(
      server.http,
      "POST",
      `/api/tables/${table.id}/rematch`,
      undefined,
      seat.token,
    );
    expect(again.status).toBe(201);
    expect(again.body.table.freshRandomness).toBe(true);
    // Its only open seat is the asker's: it has begun.
    const second = layoutOf(await recordOf(again.body));
    expect(second.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(second.seed).not.toBe(first.seed);
    const listed = fileLibraries(FILE);
    expect(second.players.map((p) => sorted(p.library ?? []))).toEqual(listed.map(sorted));
    expect(second.players.map((p) => p.library)).not.toEqual(first.players.map((p) => p.library));
    expect(second.players[0].library).not.toEqual(listed[0]);
  });
});

describe("fresh randomness where the file's actions draw after a shuffle", () => {
  // Ann's turn: Rampant Growth finds a Forest and shuffles her library (701.23), then Divination draws two.
  const file = {
    format: 1,
    name: "A search, then a draw",
    variant: "duel",
    players: [
      {
        name: "Ann",
        hand: ["Rampant Growth", "Divination"],
        battlefield: ["Forest x2", "Island x3"],
        library: [...ANN, "Forest", ...BEN],
      },
      { name: "Ben" },
    ],
    actions: [
      { turn: 1, step: "main1", player: "Ann", cast: "Rampant Growth" },
      { turn: 1, step: "main1", player: "Ann", cast: "Divination", stackEmpty: true },
    ],
    choices: { Ann: ["Forest"] },
    stopAt: { turn: 1, step: "end" },
  };

  it("is refused: the cards drawn after the shuffle are not the saved position's", () => {
    const { start, inputs } = positionStart(file);
    const fresh = () => freshStart(start, inputs, "0123456789abcdef0123456789abcdef");
    expect(fresh).toThrow(RequestError);
    expect(fresh).toThrow(/^freshRandomness: the file's actions don't reach its position/);
  });
});
