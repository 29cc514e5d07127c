/**
 * The tables this server owns, by id: created here, or loaded from the store on boot (every table waiting
 * or playing, its game replayed from its log) and on demand (finished tables). With several processes
 * (a Placement: issue 21), only the tables whose lease this process holds: created here, taken over from
 * a process that died or let them go (`adopt`), or let go when the lease is lost (`drop`). A table loaded
 * is registered only once its game is restored: until then nobody sees it — a connection or a request
 * for it waits for its load, the lobby doesn't list it — and a load that fails leaves nothing (LoadFailed).
 * A table that fails to load on boot doesn't stop the start: it is logged, and a request for it tries the
 * load again once the wait after its last failure is over (LoadFailed, a 503 with Retry-After, meanwhile:
 * loadBackoff.ts); a takeover that fails lets the table's lease go at once. A table loaded with every seat
 * taken and no game begun (the process stopped between the last seat and the start) begins its game as it
 * loads.
 */
import { randomBytes } from "node:crypto";
import type { Seed } from "@roundtable/engine";
import { randomSeed } from "@roundtable/protocol";
import { type ChatRow, StoreConflict, type TableRow } from "../store/types.ts";
import { type CoreKind, coreKind, makeCore, WORKER_PLAYERS } from "./cores.ts";
import { LoadFailed } from "./errors.ts";
import { positionFacts } from "./fromPosition.ts";
import { LoadBackoff } from "./loadBackoff.ts";
import type { Located, Placement } from "./placement.ts";
import { botSeat, openSeat, type SeatsDoc } from "./seats.ts";
import { Table, type TableDeps, type TableSpec } from "./table.ts";
import { isPositionRequest, type TableRequest, tableFacts } from "./tableRequest.ts";
import { newToken } from "./tokens.ts";

export class TableRegistry {
  private tables = new Map<string, Table>();
  /** The tables here whose game runs in a worker thread (cores.ts): the big ones, as placement counts them. */
  private big = new Set<string>();
  /**
   * Tables being loaded, each once: read from the store and their games restored from their logs, then
   * registered in `tables`. Whoever asks for one meanwhile waits for its load. `live`: waiting or playing
   * (taken over or restored on boot: its lease is renewed while its log replays).
   */
  private loading = new Map<string, { table: Promise<Table | null>; live: boolean }>();
  /**
   * One process (no Placement): the tables waiting or playing whose load on boot failed (their log
   * unreadable…). They stay in the store as they are; a request for one tries its load again (once the
   * backoff's wait is over).
   */
  private unloaded = new Set<string>();
  private readonly deps: TableDeps;

  constructor(
    deps: TableDeps,
    /** This server instance, the owner of the tables it creates or loads. */
    private readonly owner: string,
    /** Tables of at least this many players run their game in a worker thread (cores.ts). */
    private readonly workerPlayers = WORKER_PLAYERS,
    /** The seed of the next table created (then one more); undefined: 128 random bits each (`--table-seed`). */
    private tableSeed?: number,
    /** Several processes: which owns what (issue 21); none: this process owns every table. */
    private readonly placement?: Placement,
    /** When a table whose load failed may be loaded again (loadBackoff.ts). */
    private readonly backoff = new LoadBackoff(),
  ) {
    // Another process wrote to a table's log: it took the table over; let it go (outside its queue).
    const moved = (id: string) => {
      setImmediate(() => {
        this.drop(id).catch((e) => deps.log.error({ table: id, err: e }, "letting the table go failed"));
      });
    };
    // A chat line said here: the other processes' copies of the table tell their connections.
    const chatSaid = (id: string, line: ChatRow) => {
      placement
        ?.chatSaid(id, line)
        .catch((e) =>
          deps.log.error({ table: id, err: e }, "telling the other processes a chat line failed"),
        );
    };
    this.deps = placement === undefined ? deps : { ...deps, moved, chatSaid };
  }

  /** This server instance's name (the store's `owner` column). */
  get self(): string {
    return this.owner;
  }

  /**
   * The seed of a new table: the next integer of `--table-seed`'s sequence, else 128 random bits (32
   * hexadecimal digits). A 32-bit seed could be found by trying them all against a player's own deck and
   * opening hand, and with it every library and hand at the table (principle 4).
   */
  private nextSeed(): Seed {
    if (this.tableSeed === undefined) return randomSeed();
    const seed = this.tableSeed | 0;
    this.tableSeed = seed + 1;
    return seed;
  }

  /**
   * A new table made from the request, with a new random id or the given one (a rematch's:
   * tables/rematch.ts) — StoreConflict if a table has it already, here or (its lease) at another process.
   */
  async create(
    request: TableRequest,
    id = randomBytes(9).toString("base64url"),
  ): Promise<{ table: Table; judgeToken: string }> {
    const spec: TableSpec = { request, seed: this.nextSeed() };
    // A position's seats are its players', named as in its file (fromPosition.ts).
    const names = isPositionRequest(request) ? positionFacts(request.position).names : [];
    const seats: SeatsDoc = {
      seats: request.seats.map((s, i) => ({
        ...(s.kind === "bot" ? botSeat(i, s.bot) : openSeat(i)),
        ...(names[i] === undefined ? {} : { name: names[i] }),
      })),
    };
    const judge = newToken();
    if (this.placement !== undefined && !(await this.placement.claim(id)))
      throw new StoreConflict(`table id ${id} is taken`);
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
    this.register(table);
    if (table.openSeats() === 0) await table.startNow();
    return { table, judgeToken: judge.token };
  }

  /** A table by id: in memory (once loaded), or a finished one loaded from the store; null if unknown. */
  async get(id: string): Promise<Table | null> {
    const known = await this.loaded(id);
    if (known !== null) return known;
    const row = await this.deps.store.getTable(id);
    if (row === null) return null;
    if (row.status === "over") return this.once(id, false, () => this.load(row));
    return this.unloaded.has(id) ? this.resume(row) : null;
  }

  /**
   * Where a table is: here (in memory, a finished one loaded from the store, or one no process holds,
   * taken over now), at another process, or nowhere.
   */
  async locate(id: string): Promise<Located<Table>> {
    const known = await this.loaded(id);
    if (known !== null) return { kind: "here", table: known };
    const row = await this.deps.store.getTable(id);
    if (row === null) return { kind: "unknown" };
    if (row.status === "over") {
      const table = await this.once(id, false, () => this.load(row));
      return table === null ? { kind: "unknown" } : { kind: "here", table };
    }
    if (this.placement === undefined) {
      // One process owns every table: one not here is one whose load failed, tried again now.
      const table = this.unloaded.has(id) ? await this.resume(row) : null;
      return table === null ? { kind: "unknown" } : { kind: "here", table };
    }
    const where = await this.placement.whereIs(id);
    if (where === "unavailable") {
      // Held here but not loaded: its takeover may have begun since the first look; then it waits for it.
      const taken = await this.loaded(id);
      return taken === null ? { kind: "unavailable" } : { kind: "here", table: taken };
    }
    if (where !== "nobody") return { kind: "elsewhere", url: where };
    const table = await this.adopt(id);
    if (table !== null) return { kind: "here", table };
    const now = await this.placement.whereIs(id);
    return now === "nobody" || now === "unavailable"
      ? { kind: "unavailable" }
      : { kind: "elsewhere", url: now };
  }

  /** Whether table `id` was made, by any process: here, or in the store. */
  async exists(id: string): Promise<boolean> {
    return this.tables.has(id) || (await this.deps.store.getTable(id)) !== null;
  }

  /**
   * Another process made finished table `id`'s rematch (cluster/presence.ts, `rt:rematch`): the copy of
   * it here, if any — once loaded, if its load is under way — names the rematch to its connections.
   */
  async heardRematch(id: string, rematch: string): Promise<void> {
    const table = await this.loaded(id).catch(() => null);
    await table?.heardRematch(rematch);
  }

  /**
   * A chat line said at table `id` at another process (cluster/presence.ts, `rt:chat`): the copy of it here,
   * if any — once loaded, if its load is under way — sends it to those of its connections who may read it.
   */
  async heardChat(id: string, line: ChatRow): Promise<void> {
    const table = await this.loaded(id).catch(() => null);
    await table?.heardChat(line);
  }

  list(): Table[] {
    return [...this.tables.values()];
  }

  /** The ids of the tables waiting or playing here, or being loaded: those whose leases this process renews. */
  live(): string[] {
    const live = [...this.tables.values()].filter((t) => t.state !== "over").map((t) => t.id);
    const loading = [...this.loading].filter(([, l]) => l.live).map(([id]) => id);
    return [...new Set([...live, ...loading])];
  }

  /** Seats at the tables waiting or playing here (bots included): this process's load. */
  seats(): number {
    let n = 0;
    for (const t of this.tables.values()) if (t.state !== "over") n += t.info().players;
    return n;
  }

  /** Big tables waiting or playing here (their game in a worker thread): what placement keeps apart (load.ts). */
  bigTables(): number {
    let n = 0;
    for (const id of this.big) if (this.tables.get(id)?.state !== "over") n++;
    return n;
  }

  /** Whether a table made from this request is big: its game runs in a worker thread (cores.ts). */
  isBig(request: TableRequest): boolean {
    return this.kindOf(request) === "worker";
  }

  /**
   * Loads every table waiting or playing and resumes its game from its log; with several processes, only
   * those no other process holds. A table that can't be loaded is logged (`once`) and the others load: the
   * server starts without it, and a request for it tries again (LoadFailed, a 503, while it fails).
   */
  async restoreAll(): Promise<void> {
    for (const row of await this.deps.store.listTables(["waiting", "playing"])) {
      if (this.placement !== undefined) await this.adopt(row.id).catch(() => null);
      else {
        this.unloaded.add(row.id);
        await this.resume(row).catch(() => null);
      }
    }
  }

  /** One process: the table of `row` (waiting or playing) owned here, its game resumed from its log. */
  private resume(row: TableRow): Promise<Table | null> {
    return this.once(row.id, true, async () => {
      await this.deps.store.updateTable(row.id, { owner: this.owner });
      const table = await this.load(row);
      this.unloaded.delete(row.id);
      return table;
    });
  }

  /**
   * Takes over a table that is waiting or playing and that no process holds (issue 21): claims its lease,
   * then loads it from the store and resumes its game from its log. Null if another process holds it, or
   * it is over or unknown.
   */
  adopt(id: string): Promise<Table | null> {
    return this.once(id, true, () => this.takeOver(id));
  }

  private async takeOver(id: string): Promise<Table | null> {
    const placement = this.placement;
    if (placement !== undefined && !(await placement.claim(id))) return null;
    try {
      const row = await this.deps.store.getTable(id);
      if (row === null || row.status === "over") {
        await placement?.unclaim(id, false).catch(() => undefined); // else it runs out
        return null;
      }
      await this.deps.store.updateTable(id, { owner: this.owner });
      this.deps.log.info({ table: id, status: row.status }, "table taken over");
      const table = await this.load(row);
      placement?.adopted(id);
      return table;
    } catch (e) {
      // Not taken over after all: the lease goes at once, for another process to take the table (or this
      // one, later), instead of when it would have run out.
      if (placement !== undefined) {
        // (The cause is logged as the load's failure: `once`.)
        this.deps.log.error({ table: id }, "taking over the table failed: its lease is let go");
        await placement
          .unclaim(id, true)
          .catch((err: unknown) => this.deps.log.error({ table: id, err }, "letting the lease go failed"));
      }
      throw e;
    }
  }

  /**
   * Lets a table go (its lease lost, or the process stopping): its timers stop, its queued changes are
   * written, its connections are closed (their clients reconnect and find its new owner). A table being
   * loaded is let go once loaded (a load that fails leaves nothing to let go).
   */
  async drop(id: string): Promise<void> {
    await this.loading.get(id)?.table.catch(() => null);
    const table = this.tables.get(id);
    if (table === undefined) return;
    this.tables.delete(id);
    this.big.delete(id);
    await table.shutdown();
    table.disconnectAll();
  }

  /** Shuts every table down: those being loaded once loaded (not in the middle of their restore). */
  async close(): Promise<void> {
    await Promise.all([...this.loading.values()].map((l) => l.table.catch(() => null)));
    await Promise.all([...this.tables.values()].map((t) => t.shutdown()));
  }

  /** Table `id` if registered here, or once its load under way ends; null if neither (or that load found none). */
  private async loaded(id: string): Promise<Table | null> {
    return this.tables.get(id) ?? (await this.loading.get(id)?.table) ?? null;
  }

  /**
   * Table `id` registered here, or loaded by `load` — once: whoever asks while a load is under way gets
   * that load's table, or its error (LoadFailed: nothing was registered). `live`: see `loading`. After a
   * failed load, no other is tried before the backoff's wait is over (loadBackoff.ts): a request meanwhile
   * gets LoadFailed at once, with the seconds left. Each attempt after a failure is logged, and each failure.
   */
  private once(id: string, live: boolean, load: () => Promise<Table | null>): Promise<Table | null> {
    const known = this.tables.get(id);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.loading.get(id);
    if (pending !== undefined) return pending.table;
    const waiting = this.backoff.waiting(id);
    if (waiting !== null) return Promise.reject(new LoadFailed(id, waiting.cause, waiting.ms));
    const failures = this.backoff.failures(id);
    if (failures > 0)
      this.deps.log.warn({ table: id, failures }, "loading the table again after its load failed");
    const table = load()
      .then(
        (loaded) => {
          this.backoff.success(id);
          return loaded;
        },
        (e: unknown) => {
          const retryInMs = this.backoff.failure(id, e);
          this.deps.log.error(
            { table: id, err: e, failures: failures + 1, retryInMs },
            "loading the table failed",
          );
          throw new LoadFailed(id, e, retryInMs);
        },
      )
      .finally(() => this.loading.delete(id));
    this.loading.set(id, { table, live });
    return table;
  }

  /**
   * The table of `row`, its game restored from its log, then registered. One that fails (the log can't be
   * read, the core fails) registers nothing: the table's core is closed and the error thrown.
   */
  private async load(row: TableRow): Promise<Table> {
    const table = this.make({
      id: row.id,
      spec: row.spec as TableSpec,
      // The rematch's link is kept in a column of its own (Store.setRematch), the seats' older copies in them.
      seats: { ...(row.seats as SeatsDoc), ...(row.rematch === undefined ? {} : { rematch: row.rematch }) },
      judgeTokenHash: row.judgeTokenHash,
      status: row.status,
    });
    try {
      if (row.start !== null) {
        const logged = await this.deps.store.loadInputs(row.id);
        const ok = await table.restore(
          row.start,
          logged,
          logged.map((l) => l.input),
        );
        this.deps.log.info({ table: row.id, seq: logged.length, ok }, "table restored");
      } else if (row.status === "waiting" && table.openSeats() === 0) {
        // Its last seat was taken (or it had none open) and the process stopped before the game's start was
        // written — all of it or none: Store.startGame. The game begins now, as it would have then.
        this.deps.log.info(
          { table: row.id },
          "every seat is taken and the game has not begun: it begins now",
        );
        await table.startNow();
      }
    } catch (e) {
      table.close();
      throw e;
    }
    this.register(table);
    return table;
  }

  private kindOf(request: TableRequest): CoreKind {
    const search = request.seats.some((s) => s.kind === "bot" && s.bot === "search");
    return coreKind(tableFacts(request).players, this.workerPlayers, search);
  }

  /** A table of this state, not registered yet (`register`). */
  private make(state: ConstructorParameters<typeof Table>[2]): Table {
    const kind = this.kindOf(state.spec.request);
    if (kind === "worker")
      this.deps.log.info(
        { table: state.id, players: tableFacts(state.spec.request).players },
        "table runs in a worker thread",
      );
    return new Table(this.deps, makeCore(kind), state);
  }

  /** The table is here from now on: seen by connections, requests and the lobby. */
  private register(table: Table): void {
    this.tables.set(table.id, table);
    if (this.isBig(table.request)) this.big.add(table.id);
  }
}
