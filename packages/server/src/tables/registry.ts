/**
 * The tables this server owns, by id: created here, or loaded from the store on boot (every table waiting
 * or playing, its game replayed from its log) and on demand (finished tables).
 */
import { randomBytes, randomInt } from "node:crypto";
import type { CreateTableRequest } from "@roundtable/protocol";
import type { TableRow } from "../store/types.ts";
import { coreKind, makeCore, WORKER_PLAYERS } from "./cores.ts";
import { botSeat, openSeat, type SeatsDoc } from "./seats.ts";
import { Table, type TableDeps, type TableSpec } from "./table.ts";
import { newToken } from "./tokens.ts";

export class TableRegistry {
  private tables = new Map<string, Table>();

  constructor(
    private readonly deps: TableDeps,
    /** This server instance, the owner of the tables it creates or loads. */
    private readonly owner: string,
    /** Tables of at least this many players run their game in a worker thread (cores.ts). */
    private readonly workerPlayers = WORKER_PLAYERS,
    /** The seed of the next table created (then one more); undefined: a random seed each (`--table-seed`). */
    private tableSeed?: number,
  ) {}

  /** The seed of a new table: the next of `--table-seed`'s sequence, else random (32-bit, as the engine takes). */
  private nextSeed(): number {
    if (this.tableSeed === undefined) return randomInt(0, 2 ** 32) | 0;
    const seed = this.tableSeed | 0;
    this.tableSeed = seed + 1;
    return seed;
  }

  async create(request: CreateTableRequest): Promise<{ table: Table; judgeToken: string }> {
    const id = randomBytes(9).toString("base64url");
    const spec: TableSpec = { request, seed: this.nextSeed() };
    const seats: SeatsDoc = {
      seats: request.seats.map((s, i) => (s.kind === "bot" ? botSeat(i, s.bot) : openSeat(i))),
      spectators: [],
    };
    const judge = newToken();
    await this.deps.store.createTable({
      id,
      created: Date.now(),
      status: "waiting",
      spec,
      seats,
      start: null,
      judgeTokenHash: judge.hash,
      owner: this.owner,
    });
    const table = this.make({ id, spec, seats, judgeTokenHash: judge.hash, status: "waiting" });
    if (table.openSeats() === 0) await table.startNow();
    return { table, judgeToken: judge.token };
  }

  /** A table by id: in memory, or a finished one loaded from the store; null if unknown. */
  async get(id: string): Promise<Table | null> {
    const known = this.tables.get(id);
    if (known !== undefined) return known;
    const row = await this.deps.store.getTable(id);
    if (row === null || row.status !== "over") return null;
    return this.load(row);
  }

  list(): Table[] {
    return [...this.tables.values()];
  }

  /** Loads every table waiting or playing and resumes its game from its log. */
  async restoreAll(): Promise<void> {
    for (const row of await this.deps.store.listTables(["waiting", "playing"])) {
      await this.deps.store.updateTable(row.id, { owner: this.owner });
      await this.load(row);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.tables.values()].map((t) => t.shutdown()));
  }

  private async load(row: TableRow): Promise<Table> {
    const table = this.make({
      id: row.id,
      spec: row.spec as TableSpec,
      seats: row.seats as SeatsDoc,
      judgeTokenHash: row.judgeTokenHash,
      status: row.status,
    });
    if (row.start !== null) {
      const logged = await this.deps.store.loadInputs(row.id);
      const ok = await table.restore(
        row.start,
        logged,
        logged.map((l) => l.input),
      );
      this.deps.log.info({ table: row.id, seq: logged.length, ok }, "table restored");
    }
    return table;
  }

  private make(state: ConstructorParameters<typeof Table>[2]): Table {
    const kind = coreKind(state.spec.request.players, this.workerPlayers);
    if (kind === "worker")
      this.deps.log.info(
        { table: state.id, players: state.spec.request.players },
        "table runs in a worker thread",
      );
    const table = new Table(this.deps, makeCore(kind), state);
    this.tables.set(state.id, table);
    return table;
  }
}
