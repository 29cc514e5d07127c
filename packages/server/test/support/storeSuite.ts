/**
 * The store's behaviour, one suite for both stores: `describeStore` runs it against the database that
 * `fresh()` makes (an empty SQLite file or PostgreSQL database, as the `--db` value the server would get).
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { GameRecord, Input } from "@roundtable/engine";
import { CHAT_HISTORY } from "@roundtable/protocol";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../../src/store/open.ts";
import {
  type ChatRow,
  type LoggedInput,
  type Store,
  StoreConflict,
  type TableRow,
} from "../../src/store/types.ts";

export interface StoreTarget {
  kind: Store["kind"];
  beforeAll?: () => Promise<void>;
  afterAll?: () => Promise<void>;
  /** A new, empty database: its `--db` value. */
  fresh: () => Promise<string>;
}

/** A table row; `spec` has its keys out of alphabetical order on purpose (they must come back as written). */
export function tableRow(id: string, created = 1_000): TableRow {
  return {
    id,
    created,
    status: "waiting",
    spec: { variant: "free-for-all", players: 4, seed: 42, bots: [2, 3] },
    seats: [{ seat: 0, tokenHash: "ab12" }, null],
    start: null,
    judgeTokenHash: "cd34",
    owner: null,
  };
}

/** Spectator `number`'s token at a table, as Store.addSpectator is given it: its hash and the number. */
export const spectatorToken = (prefix: string) => (number: number) => ({
  hash: `${prefix}${number}`,
  number,
});

/**
 * A database brought from schema version 4 to the current one, whose tables "watched" (spectators s1 and s2
 * kept in its seats), "alone" (none) and "odd" (seats that are no object) were written at version 4: the
 * spectators' tokens are rows of their own now (version 5), the chat is there (version 6), and a new
 * spectator is numbered after the older ones, whose rows have no number (version 7: their tokens have theirs).
 */
export async function expectSpectatorsCopied(store: Store): Promise<void> {
  expect(await store.isSpectator("watched", "s1")).toBe(true);
  expect(await store.isSpectator("watched", "s2")).toBe(true);
  expect(await store.isSpectator("alone", "s1")).toBe(false);
  expect(await store.getTable("odd")).toEqual(tableRow("odd"));
  expect(await store.addSpectator("alone", spectatorToken("a"))).toEqual({ hash: "a1", number: 1 });
  expect(await store.isSpectator("alone", "a1")).toBe(true);
  expect(await store.addSpectator("watched", spectatorToken("s"))).toEqual({ hash: "s3", number: 3 });
  expect(await store.addSpectator("watched", spectatorToken("s"))).toEqual({ hash: "s4", number: 4 });
  expect(await store.isSpectator("watched", "s1")).toBe(true);
  expect(await store.loadChat("watched", 10)).toEqual([]);
}

/** Input `seq` of a table: a priority answer (keys player, decision, answer: not in jsonb's order). */
export function logged(seq: number): LoggedInput {
  const input: Input = { player: seq % 4, decision: seq, answer: { choice: seq % 3 } };
  return { seq, input, hash: `hash-${seq}` };
}

const childScript = fileURLToPath(new URL("./append-child.ts", import.meta.url));

export function describeStore(target: StoreTarget): void {
  describe(`${target.kind} store`, () => {
    const open: Store[] = [];
    let location = "";

    async function openAt(where: string): Promise<Store> {
      const store = openStore(where);
      open.push(store);
      await store.init();
      return store;
    }

    async function closeStore(store: Store): Promise<void> {
      open.splice(open.indexOf(store), 1);
      await store.close();
    }

    async function freshStore(): Promise<Store> {
      location = await target.fresh();
      return openAt(location);
    }

    // Starting or stopping a database server (initdb, a shutdown checkpoint) may take a while on CI.
    if (target.beforeAll) beforeAll(target.beforeAll, 120_000);
    if (target.afterAll) afterAll(target.afterAll, 120_000);
    afterEach(async () => {
      await Promise.all(open.splice(0).map((s) => s.close()));
    });

    it("opens the right kind of store for its --db value", async () => {
      const store = await freshStore();
      expect(store.kind).toBe(target.kind);
    });

    it("creates, reads, updates and lists tables, oldest first", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("late", 3_000));
      await store.createTable(tableRow("early", 1_000));
      await store.createTable(tableRow("middle", 2_000));
      expect(await store.getTable("early")).toEqual(tableRow("early", 1_000));
      expect(JSON.stringify((await store.getTable("early"))?.spec)).toBe(
        JSON.stringify(tableRow("early").spec),
      );
      expect(await store.getTable("nowhere")).toBeNull();

      const start: NonNullable<TableRow["start"]> = { layout: { seats: [1, 2] } as never };
      await store.updateTable("middle", {
        status: "playing",
        seats: [{ seat: 1 }],
        start,
        owner: "server-a",
      });
      expect(await store.getTable("middle")).toEqual({
        ...tableRow("middle", 2_000),
        status: "playing",
        seats: [{ seat: 1 }],
        start,
        owner: "server-a",
      });
      await store.updateTable("late", { status: "over" });

      const ids = (rows: TableRow[]) => rows.map((r) => r.id);
      expect(ids(await store.listTables(["waiting", "playing"]))).toEqual(["early", "middle"]);
      expect(ids(await store.listTables(["over"]))).toEqual(["late"]);
      expect(await store.listTables([])).toEqual([]);
      // The n newest, newest first (the lobby's replays).
      expect(ids(await store.listTables(["waiting", "playing", "over"], { newest: 2 }))).toEqual([
        "late",
        "middle",
      ]);
    });

    it("refuses a second table with the same id (StoreConflict) and changes to a table that does not exist", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("t"));
      await expect(store.createTable({ ...tableRow("t"), owner: "other" })).rejects.toBeInstanceOf(
        StoreConflict,
      );
      expect((await store.getTable("t"))?.owner).toBeNull();
      await expect(store.updateTable("nowhere", { status: "over" })).rejects.toThrow(
        'there is no table "nowhere"',
      );
    });

    it("starts a table's game in one transaction: start, seats, status and first inputs, or nothing", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("t"));
      const start: NonNullable<TableRow["start"]> = { layout: { seats: [1, 2] } as never };
      const seats = { seats: [{ seat: 0, tokenHash: "ab12" }] };
      await store.startGame("t", {
        start,
        seats,
        inputs: [1, 2].map((seq) => ({ ...logged(seq), hash: null })),
      });
      expect(await store.getTable("t")).toEqual({ ...tableRow("t"), status: "playing", start, seats });
      expect(await store.loadInputs("t")).toEqual([1, 2].map((seq) => ({ ...logged(seq), hash: null })));
      // Started already: StoreConflict, nothing changed; the log goes on from there.
      const again = store.startGame("t", { start: { layout: {} as never }, seats: {}, inputs: [logged(1)] });
      await expect(again).rejects.toBeInstanceOf(StoreConflict);
      await expect(again).rejects.toThrow('startGame: table "t" has started already');
      expect((await store.getTable("t"))?.start).toEqual(start);
      await store.appendInputs("t", [logged(3)]);
      expect((await store.loadInputs("t")).map((i) => i.seq)).toEqual([1, 2, 3]);
      await expect(store.startGame("nowhere", { start, seats, inputs: [] })).rejects.toThrow(
        'startGame: there is no table "nowhere"',
      );
      // Inputs not numbered from 1: nothing written.
      await store.createTable(tableRow("u"));
      await expect(store.startGame("u", { start, seats, inputs: [logged(2)] })).rejects.toThrow(
        'startGame: table "u": a game\'s first inputs are numbered 1, 2, … (input 0 is 2)',
      );
      expect(await store.getTable("u")).toEqual(tableRow("u"));
      // A new game: no inputs.
      await store.startGame("u", { start: { setup: { seed: 1 } } as never, seats, inputs: [] });
      expect((await store.getTable("u"))?.status).toBe("playing");
      expect(await store.loadInputs("u")).toEqual([]);
    });

    it("a table without a start whose log holds inputs (an older server's start cut short) starts with its own", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("t"));
      // An older server wrote a position's inputs, then stopped before the start.
      await store.appendInputs("t", [1, 2, 3].map(logged));
      const start: NonNullable<TableRow["start"]> = { layout: { seats: [1, 2] } as never };
      const inputs = [1, 2].map((seq) => ({ ...logged(seq), hash: null }));
      await store.startGame("t", { start, seats: { seats: [] }, inputs });
      expect(await store.loadInputs("t")).toEqual(inputs);
      expect((await store.getTable("t"))?.start).toEqual(start);
    });

    it("appends and loads each table's inputs in order, exactly as written", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("a"));
      await store.createTable(tableRow("b"));
      // Several calls per table in one tick, interleaved between tables, then more in a later tick.
      await Promise.all([
        store.appendInputs("a", [logged(1), logged(2)]),
        store.appendInputs("b", [logged(1)]),
        store.appendInputs("a", [logged(3)]),
        store.appendInputs("b", [logged(2), logged(3), logged(4)]),
      ]);
      await store.appendInputs("a", [logged(4), logged(5)]);
      const a = await store.loadInputs("a");
      expect(a).toEqual([1, 2, 3, 4, 5].map(logged));
      expect(a.map((i) => JSON.stringify(i.input))).toEqual(
        [1, 2, 3, 4, 5].map((s) => JSON.stringify(logged(s).input)),
      );
      expect(await store.loadInputs("b")).toEqual([1, 2, 3, 4].map(logged));
      expect(await store.loadInputs("nowhere")).toEqual([]);
    });

    it("refuses a sequence number written twice (StoreConflict); the other tables' inputs in the same group commit are written", async () => {
      const store = await freshStore();
      for (const id of ["a", "b", "c"]) await store.createTable(tableRow(id));
      await store.appendInputs("a", [logged(1), logged(2)]);
      const before = store.groupCommits;
      const results = await Promise.allSettled([
        store.appendInputs("b", [logged(1), logged(2)]),
        store.appendInputs("a", [logged(3)]), // fine: written
        store.appendInputs("a", [logged(2), logged(3)]), // 2 exists: refused
        store.appendInputs("c", [logged(1)]),
        store.appendInputs("a", [logged(4)]), // after a refused call of its table: refused too
        store.appendInputs("nowhere", [logged(1)]), // no such table: refused, not a conflict
        store.appendInputs("b", [logged(3)]),
      ]);
      expect(results.map((r) => r.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "rejected",
        "fulfilled",
        "rejected",
        "rejected",
        "fulfilled",
      ]);
      const reason = (i: number) => (results[i] as PromiseRejectedResult).reason as Error;
      expect(reason(2)).toBeInstanceOf(StoreConflict);
      expect(reason(2).message).toBe('table "a": input 2 is already written');
      expect(reason(4)).toBeInstanceOf(StoreConflict);
      expect(reason(5)).not.toBeInstanceOf(StoreConflict);
      expect(reason(5).message).toBe('appendInputs: there is no table "nowhere"');
      expect(store.groupCommits - before).toBe(1);
      expect(await store.loadInputs("a")).toEqual([1, 2, 3].map(logged));
      expect(await store.loadInputs("b")).toEqual([1, 2, 3].map(logged));
      expect(await store.loadInputs("c")).toEqual([logged(1)]);
      // The refused call's seq 3 was not left behind: the next call of the table writes 4.
      await store.appendInputs("a", [logged(4)]);
      expect((await store.loadInputs("a")).map((i) => i.seq)).toEqual([1, 2, 3, 4]);
    });

    it("refuses inputs not numbered n, n+1, … from 1, writing nothing", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("a"));
      await expect(store.appendInputs("a", [logged(1), logged(3)])).rejects.toThrow("numbered n, n+1");
      await expect(store.appendInputs("a", [logged(0)])).rejects.toThrow("numbered n, n+1");
      expect(await store.loadInputs("a")).toEqual([]);
    });

    it("writes inputs without a hash; a checkpoint records the hash after one of them later", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("a"));
      const batch = [1, 2, 3].map((seq) => ({ ...logged(seq), hash: null }));
      await store.appendInputs("a", batch);
      expect(await store.loadInputs("a")).toEqual(batch);
      await store.checkpoint("a", 2, "hash-2");
      expect((await store.loadInputs("a")).map((l) => l.hash)).toEqual([null, "hash-2", null]);
      await expect(store.checkpoint("a", 4, "hash-4")).rejects.toThrow('table "a" has no input 4');
      await expect(store.checkpoint("b", 1, "hash-1")).rejects.toThrow('table "b" has no input 1');
      expect((await store.loadInputs("a")).map((l) => l.hash)).toEqual([null, "hash-2", null]);
    });

    it("writes the checkpoints and appends of one tick, from many tables, in one transaction", async () => {
      const store = await freshStore();
      const tables = Array.from({ length: 5 }, (_, i) => `t${i}`);
      for (const id of tables) await store.createTable(tableRow(id));
      for (const id of tables) await store.appendInputs(id, [{ ...logged(1), hash: null }]);
      const before = store.groupCommits;
      await Promise.all(
        tables.flatMap((id) => [store.checkpoint(id, 1, `${id}-1`), store.appendInputs(id, [logged(2)])]),
      );
      expect(store.groupCommits - before).toBe(1);
      for (const id of tables)
        expect((await store.loadInputs(id)).map((l) => l.hash)).toEqual([`${id}-1`, "hash-2"]);
    });

    it("writes 100 appends made in one tick by 10 tables in one transaction", async () => {
      const store = await freshStore();
      const tables = Array.from({ length: 10 }, (_, i) => `t${i}`);
      for (const id of tables) await store.createTable(tableRow(id));
      const before = store.groupCommits;
      const calls: Promise<void>[] = [];
      for (let seq = 1; seq <= 10; seq++) {
        for (const id of tables) calls.push(store.appendInputs(id, [logged(seq)]));
      }
      await Promise.all(calls);
      expect(store.groupCommits - before).toBe(1);
      for (const id of tables)
        expect(await store.loadInputs(id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(logged));
    });

    it("queues appends made while a commit is in flight for the next commit", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("a"));
      const before = store.groupCommits;
      const first = store.appendInputs("a", [logged(1)]);
      await new Promise((resolve) => setImmediate(resolve)); // the first commit has started
      const second = store.appendInputs("a", [logged(2)]);
      await Promise.all([first, second]);
      expect(store.groupCommits - before).toBe(2);
      expect(await store.loadInputs("a")).toEqual([logged(1), logged(2)]);
    });

    it("finishes a table: marks it over and keeps its game record", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("t"));
      const record: GameRecord = {
        format: 1,
        start: { layout: { seats: [1, 2] } as never },
        inputs: [logged(1).input, logged(2).input],
        hash: "final",
      };
      expect(await store.getRecord("t")).toBeNull();
      await store.finishTable("t", record);
      expect((await store.getTable("t"))?.status).toBe("over");
      expect(await store.getRecord("t")).toEqual(record);
      expect(JSON.stringify(await store.getRecord("t"))).toBe(JSON.stringify(record));
      await expect(store.finishTable("nowhere", record)).rejects.toThrow('there is no table "nowhere"');
      expect(await store.getRecord("nowhere")).toBeNull();
    });

    it("names a table's rematch once: a later name, or seats written without it, never changes it", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("t"));
      expect((await store.getTable("t"))?.rematch).toBeUndefined();
      expect(await store.setRematch("t", "r1")).toBe("r1");
      expect(await store.setRematch("t", "r2")).toBe("r1");
      // Seats written by a copy of the table that never heard of the rematch.
      await store.updateTable("t", { seats: { seats: [], spectators: ["x"] }, status: "over" });
      expect(await store.getTable("t")).toEqual({
        ...tableRow("t"),
        status: "over",
        seats: { seats: [], spectators: ["x"] },
        rematch: "r1",
      });
      expect((await store.listTables(["over"]))[0]?.rematch).toBe("r1");
      await expect(store.setRematch("nowhere", "r")).rejects.toThrow('there is no table "nowhere"');
    });

    it("keeps each spectator's token in a row of its own, numbered from 1 at its table: seats written by a copy of the table never drop one", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("t"));
      await store.createTable(tableRow("u"));
      expect(await store.isSpectator("t", "t1")).toBe(false);
      expect(await store.addSpectator("t", spectatorToken("t"))).toEqual({ hash: "t1", number: 1 });
      // Seats written by a copy of the table that never heard of spectator 1; then another copy's spectator.
      await store.updateTable("t", { seats: { seats: [] }, status: "over" });
      expect(await store.addSpectator("t", spectatorToken("t"))).toEqual({ hash: "t2", number: 2 });
      expect(await store.addSpectator("u", spectatorToken("u"))).toEqual({ hash: "u1", number: 1 });
      expect(await store.isSpectator("t", "t1")).toBe(true);
      expect(await store.isSpectator("t", "t2")).toBe(true);
      expect(await store.isSpectator("u", "t1")).toBe(false);
      expect(await store.isSpectator("nowhere", "t1")).toBe(false);
      await expect(store.addSpectator("nowhere", spectatorToken("n"))).rejects.toThrow(
        'addSpectator: there is no table "nowhere"',
      );
      expect(await store.addSpectator("t", spectatorToken("t"))).toEqual({ hash: "t3", number: 3 });
    });

    it("never gives two spectators of a table the same number: 20 let in at once through two stores on one database are 1 to 20", async () => {
      const first = await freshStore();
      const second = await openAt(location);
      await first.createTable(tableRow("t"));
      // Every token made, kept or not: one whose number the other store took first is made again with the next.
      type Token = { hash: string; number: number };
      const made: Token[] = [];
      const make = (number: number): Token => {
        const token = { hash: randomUUID(), number };
        made.push(token);
        return token;
      };
      const kept = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).addSpectator("t", make)),
      );
      expect(kept.map((k) => k.number).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      // The store keeps the token made for the number it kept, and none made for a number taken.
      for (const token of made) expect(await first.isSpectator("t", token.hash)).toBe(kept.includes(token));
    });

    it("keeps each table's chat lines, the last ones oldest first, exactly as written (a player's, the judge's, a spectator's); a number written twice is a StoreConflict", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("t"));
      await store.createTable(tableRow("u"));
      const line = (n: number, team: number | null): ChatRow => ({
        n,
        at: 1_700_000_000_000 + n,
        team,
        from:
          n % 2 === 0
            ? { role: "judge" }
            : n === 5
              ? { role: "spectator", spectator: 3, name: "Sam 🂡" }
              : { role: "player", seat: 1, name: "Bö 🂡" },
        to: team === null ? "table" : "team",
        text: `line ${n}: “quoted”, {braces}`,
        after: n * 10,
      });
      for (let n = 1; n <= 5; n++) await store.appendChat("t", line(n, n === 3 ? 1 : null));
      await store.appendChat("u", line(1, null));
      expect(await store.loadChat("t", 3)).toEqual([line(3, 1), line(4, null), line(5, null)]);
      expect(await store.loadChat("t", 100)).toHaveLength(5);
      // A reader's: the table's lines and their team's (a team's lines never fill another's history).
      expect((await store.loadChat("t", 100, 1)).map((l) => l.n)).toEqual([1, 2, 3, 4, 5]);
      expect((await store.loadChat("t", 100, 0)).map((l) => l.n)).toEqual([1, 2, 4, 5]);
      expect((await store.loadChat("t", 2, null)).map((l) => l.n)).toEqual([4, 5]);
      expect(await store.loadChat("u", 100)).toEqual([line(1, null)]);
      expect(await store.loadChat("nowhere", 100)).toEqual([]);
      await expect(store.appendChat("t", line(5, null))).rejects.toBeInstanceOf(StoreConflict);
      await expect(store.appendChat("nowhere", line(1, null))).rejects.toThrow(
        'appendChat: there is no table "nowhere"',
      );
    });

    it("reads a table's whole chat with no limit (a finished game's replay), a reader's lines only; a line stored without `after` reads as null", async () => {
      const store = await freshStore();
      await store.createTable(tableRow("t"));
      const line = (n: number, team: number | null, after: number | null): ChatRow => ({
        n,
        at: 1_700_000_000_000 + n,
        team,
        from: { role: "player", seat: team ?? 0, name: "Ann" },
        to: team === null ? "table" : "team",
        text: `line ${n}`,
        after,
      });
      // Two lines stored before `after` was kept (it is in the line's JSON: no column of its own), then more
      // lines than a welcome's 100.
      const written = [line(1, null, null), line(2, 0, null)];
      for (let n = 3; n <= 160; n++) written.push(line(n, n % 3 === 0 ? null : n % 3, n));
      for (const l of written) await store.appendChat("t", l);
      expect(await store.loadChat("t", null)).toEqual(written);
      const reads = (team: number | null) => written.filter((l) => l.team === null || l.team === team);
      expect(await store.loadChat("t", null, 1)).toEqual(reads(1));
      expect(await store.loadChat("t", null, null)).toEqual(reads(null));
      expect(reads(1).length).toBeGreaterThan(CHAT_HISTORY);
      expect(await store.loadChat("nowhere", null)).toEqual([]);
    });

    it("saves, lists, replaces and deletes a player's deck lists, each player's apart", async () => {
      const store = await freshStore();
      const deck = (owner: string, name: string, list: string, updated = 1_000) => ({
        owner,
        name,
        list,
        updated,
      });
      await store.saveDeck(deck("ann", "Burn", "4 Lightning Bolt\n56 Mountain\n"));
      await store.saveDeck(deck("ann", "Angels", "4 Serra Angel\n56 Plains\n"));
      await store.saveDeck(deck("ben", "Burn", "60 Mountain\n"));
      expect((await store.listDecks("ann")).map((d) => d.name)).toEqual(["Angels", "Burn"]);
      await store.saveDeck(deck("ann", "Burn", "4 Shock\n56 Mountain\n", 2_000));
      expect((await store.listDecks("ann"))[1]).toEqual(deck("ann", "Burn", "4 Shock\n56 Mountain\n", 2_000));
      expect(await store.listDecks("ben")).toEqual([deck("ben", "Burn", "60 Mountain\n")]);
      expect(await store.deleteDeck("ann", "Burn")).toBe(true);
      expect(await store.deleteDeck("ann", "Burn")).toBe(false);
      expect((await store.listDecks("ann")).map((d) => d.name)).toEqual(["Angels"]);
      expect(await store.listDecks("nobody")).toEqual([]);
    });

    it("a new store on the same database finds every table, input and record", async () => {
      const first = await freshStore();
      await first.createTable(tableRow("playing", 1));
      await first.createTable(tableRow("done", 2));
      await first.updateTable("playing", { status: "playing", owner: "server-a" });
      await first.appendInputs("playing", [logged(1), logged(2), logged(3)]);
      const record: GameRecord = { format: 1, start: { layout: {} as never }, inputs: [], hash: "h" };
      await first.finishTable("done", record);
      await closeStore(first);
      await expect(first.appendInputs("playing", [logged(4)])).rejects.toThrow("closed");

      const second = await openAt(location);
      expect(await second.listTables(["playing"])).toEqual([
        { ...tableRow("playing", 1), status: "playing", owner: "server-a" },
      ]);
      expect(await second.loadInputs("playing")).toEqual([1, 2, 3].map(logged));
      expect(await second.getRecord("done")).toEqual(record);
      await second.appendInputs("playing", [logged(4)]);
      expect(await second.loadInputs("playing")).toHaveLength(4);
    });

    it("keeps every input whose promise resolved when the writing process is killed with SIGKILL", async () => {
      const setup = await freshStore();
      await setup.createTable(tableRow("t"));
      await closeStore(setup);

      // The child appends seq 1, 2, 3, … forever, printing each seq once its promise resolved; it is
      // killed (SIGKILL: no exit handler, no close) after it has reported 20 of them.
      const child = spawn(
        process.execPath,
        ["--conditions=@roundtable/source", "--import", "tsx", childScript, location, "t"],
        {
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      const exited = new Promise((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
      let acknowledged = 0;
      for await (const line of createInterface({ input: child.stdout })) {
        acknowledged = Number(line);
        if (acknowledged >= 20) {
          child.kill("SIGKILL");
          break;
        }
      }
      expect(await exited).toBe("SIGKILL");
      expect(acknowledged).toBeGreaterThanOrEqual(20);

      const reopened = await openAt(location);
      const seqs = (await reopened.loadInputs("t")).map((i) => i.seq);
      expect(seqs.length).toBeGreaterThanOrEqual(acknowledged);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    });
  });
}
