import { describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { LoggedInput } from "../src/store/types.ts";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { checkpointedInfo, createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

class FailingStore extends SqliteStore {
  failNext = false;
  /** The next write is stored, then reported failed (its acknowledgement lost). */
  storeThenFailNext = false;
  override async appendInputs(tableId: string, inputs: LoggedInput[]): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error("disk full");
    }
    await super.appendInputs(tableId, inputs);
    if (this.storeThenFailNext) {
      this.storeThenFailNext = false;
      throw new Error("connection lost after the commit");
    }
  }
}

describe("a failed write", () => {
  const server = useServer(60_000);

  /** A server on a FailingStore, and a duel at it whose two seats Ann and Ben took (the game begun). */
  const duel = async () => {
    const store = new FailingStore(":memory:");
    await store.init();
    server.keepOpen(store);
    const srv = await server.start(store);
    const t = await createTable(srv.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "open" }],
    });
    const seats = [await joinSeat(srv.http, t.id, "Ann"), await joinSeat(srv.http, t.id, "Ben")];
    return { store, srv, t, seats };
  };

  it("sends no update; the game is rebuilt from the log and everyone gets a fresh welcome", async () => {
    const { store, srv, t, seats } = await duel();
    const clients = await Promise.all(seats.map(() => TestClient.open(srv.ws)));
    for (const [i, c] of clients.entries()) {
      server.keep(c);
      c.send({ type: "hello", protocol: 1, table: t.id, token: seats[i].token });
    }
    const welcomes = await Promise.all(clients.map((c) => c.nextOf("welcome")));
    const before = await checkpointedInfo(srv.http, t.id);
    const open = welcomes.flatMap(
      (w) => (w.view as { seat: { decisions: { id: number; player: number }[] } }).seat.decisions,
    )[0];
    const mine = clients[open.player];

    store.failNext = true;
    mine.send({ type: "answer", ref: "k", decision: open.id, answer: { keep: true } });
    expect(await mine.next((m) => m.type === "error")).toMatchObject({ code: "internal", ref: "k" });
    const welcomesOf = (c: TestClient) =>
      c.messages.filter((m): m is Extract<Message, { type: "welcome" }> => m.type === "welcome");
    await until(() => clients.every((c) => welcomesOf(c).length === 2), "fresh welcomes");
    for (const c of clients) expect(welcomesOf(c)[1].seq).toBe(before.seq);
    expect(clients.every((c) => c.messages.every((m) => m.type !== "update"))).toBe(true);
    const after = await checkpointedInfo(srv.http, t.id);
    expect([after.seq, after.hash]).toEqual([before.seq, before.hash]);
    expect(await store.loadInputs(t.id)).toHaveLength(before.seq);

    // The same answer, now written, is accepted.
    mine.send({ type: "answer", ref: "k2", decision: open.id, answer: { keep: true } });
    expect((await mine.nextOf("update")).seq).toBe(before.seq + 1);
  });

  it("a write reported failed but stored after all, which ended the game: the game is rebuilt from the log and the table finished (its record written)", async () => {
    const { store, srv, t, seats } = await duel();
    const ben = await TestClient.open(srv.ws);
    server.keep(ben);
    ben.send({ type: "hello", protocol: 1, table: t.id, token: seats[1].token });
    await ben.nextOf("welcome");
    const before = await checkpointedInfo(srv.http, t.id);

    store.storeThenFailNext = true; // Ann's concession is stored, and its write reported failed
    await api(srv.http, "POST", `/api/tables/${t.id}/leave`, undefined, seats[0].token);
    await until(async () => (await checkpointedInfo(srv.http, t.id)).status === "over", "the table over");
    const record = await store.getRecord(t.id);
    expect(record?.inputs).toHaveLength(before.seq + 1); // the concession, once
    expect(record?.hash).toBe((await checkpointedInfo(srv.http, t.id)).hash);
    const welcome = ben.messages.filter(
      (m): m is Extract<Message, { type: "welcome" }> => m.type === "welcome",
    );
    expect(welcome).toHaveLength(2); // the fresh one shows the game over
    expect((welcome[1].view as { table: { status: string; winners: number[] } }).table).toMatchObject({
      status: "over",
      winners: [1],
    });
  });
});
