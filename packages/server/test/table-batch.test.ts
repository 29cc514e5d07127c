/**
 * A table's inputs that wait for its queue together are one batch (docs/server.md, "Big tables"): one
 * store write and one update for all of them; an input refused in the batch changes nothing and is
 * answered to its own caller only. A table let go (registry.drop: its lease lost; or the process stopping)
 * applies nothing that still reaches it: another process may own its log.
 */
import type { ServerMessage } from "@roundtable/protocol";
import { parseCreateTable } from "@roundtable/protocol";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { LocalCore } from "../src/tables/core.ts";
import { botSeat } from "../src/tables/seats.ts";
import { Table } from "../src/tables/table.ts";

/** A 4-player table of bots that wait an hour, started, with a judge connected: its first open decision. */
async function startedTable() {
  const store = new SqliteStore(":memory:");
  await store.init();
  const request = parseCreateTable({
    variant: "free-for-all",
    players: 4,
    seats: Array.from({ length: 4 }, () => ({ kind: "bot" })),
  });
  const spec = { request, seed: 7 };
  const seats = { seats: request.seats.map((_, i) => botSeat(i, "heuristic")) };
  const row = { id: "t1", spec, seats, judgeTokenHash: "-", status: "waiting" as const };
  await store.createTable({ ...row, created: 0, start: null, owner: "test" });
  // The bots wait an hour: only this test's inputs are played.
  const deps = { store, log: pino({ level: "silent" }), botDelayMs: 3_600_000 };
  const table = new Table(deps, new LocalCore(), row);
  await table.startNow();
  const got: ServerMessage[] = [];
  await table.connect(
    {
      role: "judge",
      seat: null,
      recipient: { judge: true },
      send: (m, json) => got.push(m ?? JSON.parse(json ?? "null")),
    },
    undefined,
  );
  const welcome = got.pop();
  type View = { seat: { decisions: { id: number; player: number }[] } } | null;
  const open = welcome?.type === "welcome" ? (welcome.view as View)?.seat.decisions[0] : undefined;
  if (open === undefined) throw new Error("no open decision in the judge's welcome");
  return { store, table, open, got };
}

describe("a table's batches", () => {
  it("104.3a: an answer, a concession and a stale answer sent together: one write, one update", async () => {
    const { store, table, open, got } = await startedTable();
    try {
      const conceder = (open.player + 1) % 4;
      const results = await Promise.all([
        table.input({ type: "answer", player: open.player, decision: open.id, answer: { keep: true } }),
        table.input({ type: "concede", player: conceder }),
        table.input({ type: "answer", player: open.player, decision: open.id, answer: { keep: true } }),
      ]);
      expect(results.map((r) => (r.ok ? "ok" : r.code))).toEqual(["ok", "ok", "stale-decision"]);
      expect((await store.loadInputs("t1")).map((l) => l.input)).toEqual([
        { player: open.player, decision: open.id, answer: { keep: true } },
        { player: conceder, concede: true },
      ]);
      expect(got.map((m) => m.type)).toEqual(["update"]);
      expect(got[0]).toMatchObject({ type: "update", seq: 2 });
    } finally {
      table.close();
      await store.close();
    }
  });

  it("a table let go (its lease lost, or the process stopping) applies nothing more: answers on their way and after are refused as unavailable", async () => {
    const { store, table, open, got } = await startedTable();
    try {
      const answer = {
        type: "answer",
        player: open.player,
        decision: open.id,
        answer: { keep: true },
      } as const;
      const onItsWay = table.input(answer); // waiting for the queue as the table is let go
      const stopping = table.shutdown();
      const after = table.input(answer);
      await stopping;
      for (const r of [await onItsWay, await after, await table.input(answer)])
        expect(r).toEqual({
          ok: false,
          code: "unavailable",
          message: "the table moved to another server: reconnect in a moment",
        });
      expect(await store.loadInputs("t1")).toEqual([]);
      expect(got.map((m) => m.type)).toEqual([]);
    } finally {
      table.close();
      await store.close();
    }
  });
});
