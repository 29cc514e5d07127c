/**
 * Full control over the network, against real server processes (principle 4; docs/server-protocol.md §
 * `fullControl`): a person asks to be given every priority decision, even where they can only pass — the
 * engine then doesn't pass for them, nor does the server (its "only pass or make mana" pass). The message
 * is an input of the game: written to the table's log before the update that tells it, the seat's own view
 * saying `fullControl` (nobody else's), kept through a restart.
 */
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { type Decision, Game, onlyPassOrMana } from "@roundtable/engine";
import { ALL_STOPS } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useDataDir } from "./support/dataDir.ts";
import { type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

const { dir, servers, clients } = useDataDir("roundtable-full-control-");
const OPEN = { kind: "open" };

async function start(botDelay: number): Promise<ServerProcess> {
  const srv = await startProcess(["--data-dir", dir, "--bot-delay", String(botDelay), "--log-level", "warn"]);
  servers.push(srv);
  return srv;
}

async function hello(
  srv: ServerProcess,
  table: string,
  token: string,
  lastSeq?: number,
): Promise<TestClient> {
  const c = await TestClient.open(srv.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, table, token, ...(lastSeq === undefined ? {} : { lastSeq }) });
  return c;
}

type Update = Extract<Message, { type: "update" }>;
const refused = (c: TestClient, ref: string) => c.next((m) => m.type === "error" && m.ref === ref);

describe("full control", () => {
  it("an input of the seat: refused before the start and when malformed; logged, then told in the seat's own view only; kept by a restarted server", async () => {
    let srv = await start(600_000);
    const t = await createTable(srv.http, { variant: "duel", players: 2, seats: [OPEN, OPEN] });
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const annC = await hello(srv, t.id, ann.token);
    await annC.nextOf("welcome");
    annC.send({ type: "fullControl", ref: "early", on: true });
    expect(await refused(annC, "early")).toMatchObject({ code: "not-started" });
    const ben = await joinSeat(srv.http, t.id, "Ben");
    const benC = await hello(srv, t.id, ben.token);
    await benC.nextOf("welcome");
    await annC.nextOf("started");
    annC.send({ type: "fullControl", ref: "bad", on: "yes" });
    expect(await refused(annC, "bad")).toMatchObject({
      code: "bad-message",
      message: expect.stringMatching(/^message\.on: /),
    });

    annC.send({ type: "fullControl", ref: "on", on: true });
    const told = (await annC.next(
      (m) => m.type === "update" && (m.seat as { path: string }[]).some((op) => op.path === "/fullControl"),
      "the update saying full control",
    )) as Update;
    expect(told.seat).toEqual([{ op: "add", path: "/fullControl", value: true }]);
    expect(told.events).toEqual([]);
    // Ben hears that an input was made (the seq goes on), not whose or what: nothing in his view changed.
    const benTold = (await benC.next((m) => m.type === "update" && m.seq === told.seq)) as Update;
    expect([benTold.events, benTold.table, benTold.seat]).toEqual([[], [], []]);
    expect(annC.messages.some((m) => m.type === "error" && m.ref === "on")).toBe(false);

    // The log holds it as the seat's input, and the game replays from it.
    await srv.stop();
    const store = new SqliteStore(join(dir, "roundtable.sqlite"));
    const row = await store.getTable(t.id);
    const inputs = (await store.loadInputs(t.id)).map((l) => l.input);
    await store.close();
    expect(inputs.at(told.seq - 1)).toEqual({ player: ann.seat, fullControl: true });
    const replayed = Game.replay(cardDb, { format: 1, start: row!.start!, inputs, hash: "" });
    expect(replayed.state.fullControl).toEqual([ann.seat]);

    // Restarted: Ann's welcome says it, Ben's doesn't; off again, it is gone from her view.
    srv = await start(600_000);
    const again = await hello(srv, t.id, ann.token);
    const welcome = (await again.nextOf("welcome")) as Extract<Message, { type: "welcome" }>;
    expect((welcome.view as { seat: { fullControl?: true } }).seat.fullControl).toBe(true);
    const benAgain = await hello(srv, t.id, ben.token);
    const benWelcome = (await benAgain.nextOf("welcome")) as Extract<Message, { type: "welcome" }>;
    expect((benWelcome.view as { seat: object }).seat).not.toHaveProperty("fullControl");
    again.send({ type: "fullControl", ref: "off", on: false });
    const off = (await again.nextOf("update")) as Update;
    expect(off.seat).toEqual([{ op: "remove", path: "/fullControl" }]);
    expect(off.seq).toBe(told.seq + 1);
  });

  /** Ann (stops: everywhere) plays a duel against a bot, answering every decision simply (she never plays a land). */
  async function annsGame(fullControl: boolean): Promise<Decision[]> {
    const srv = await start(1);
    const t = await createTable(srv.http, { variant: "duel", players: 2, seats: [OPEN, { kind: "bot" }] });
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const c = await hello(srv, t.id, ann.token);
    const player = new AutoPlayer(c, ann.seat);
    await c.nextOf("welcome");
    c.send({ type: "stops", ref: "stops", settings: ALL_STOPS });
    if (fullControl) c.send({ type: "fullControl", ref: "on", on: true });
    await c.gameOver();
    expect(player.errors).toEqual([]);
    await srv.stop();
    return player.asked.filter((d) => d.kind === "priority");
  }

  it("principle 4: neither the engine nor the server passes for her where she can only pass — she is asked with only 'pass'", async () => {
    const asked = await annsGame(true);
    const onlyPass = asked.filter((d) => d.kind === "priority" && onlyPassOrMana(d.actions));
    expect(onlyPass.length).toBeGreaterThan(0);
    for (const d of onlyPass) expect(d.kind === "priority" && d.actions).toEqual([{ type: "pass" }]);
  });

  it("without it, every priority where she can only pass is passed for her: she is asked only where she can do more", async () => {
    const asked = await annsGame(false);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((d) => d.kind === "priority" && onlyPassOrMana(d.actions))).toEqual([]);
  });
});
