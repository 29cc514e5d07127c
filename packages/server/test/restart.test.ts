import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { logHash } from "../src/tables/loggedHash.ts";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";
import { TestClient, until } from "./support/wsClient.ts";

interface Person {
  table: string;
  seat: number;
  token: string;
  player: AutoPlayer;
}

describe("kill -9 in the middle of games", () => {
  const { dir, servers, clients } = useDataDir("roundtable-restart-");

  const connect = async (
    server: ServerProcess,
    p: Omit<Person, "player">,
    lastSeq?: number,
  ): Promise<Person> => {
    const c = await TestClient.open(server.ws);
    clients.push(c);
    const player = new AutoPlayer(c, p.seat);
    c.send({
      type: "hello",
      protocol: 1,
      table: p.table,
      token: p.token,
      ...(lastSeq === undefined ? {} : { lastSeq }),
    });
    return { ...p, player };
  };

  it("every table resumes at its logged seq, checked at its last checkpoint; the clients reconnect and the games end", async () => {
    // Checkpoints every 50 ms at most: several in the game's first 30 inputs, the last some inputs back.
    const args = ["--data-dir", dir, "--bot-delay", "1", "--checkpoint-every", "50", "--log-level", "warn"];
    const first = await startProcess(args);
    servers.push(first);
    const three = {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
    };
    const tables = [await createTable(first.http, FOUR_PLAYERS), await createTable(first.http, three)];
    let people: Person[] = [];
    for (const [t, names] of [
      [tables[0], ["Ann", "Ben"]],
      [tables[1], ["Cy"]],
    ] as const)
      for (const name of names) {
        const { seat, token } = await joinSeat(first.http, t.id, name);
        people.push(await connect(first, { table: t.id, seat, token }));
      }
    await until(() => people.every((p) => p.player.seq >= 30), "every table at seq 30");
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));

    const store = new SqliteStore(join(dir, "roundtable.sqlite"));
    const logged = new Map<string, { seq: number; hash: string }>();
    for (const t of tables) {
      const row = await store.getTable(t.id);
      const inputs = await store.loadInputs(t.id);
      const replay = (n: number) =>
        Game.replay(
          cardDb,
          { format: 1, start: row!.start!, inputs: inputs.slice(0, n).map((l) => l.input), hash: "" },
          { events: false },
        ).hash();
      // The hashes are logged after the updates, as checkpoints: the log's last one is where its input's
      // replay says, and the restarted server checks it.
      const checkpoints = inputs.filter((l) => l.hash !== null);
      expect(checkpoints.length).toBeGreaterThan(0);
      const last = checkpoints[checkpoints.length - 1]!;
      expect(logHash(replay(last.seq))).toBe(last.hash); // tagged with the hash format (loggedHash.ts)
      logged.set(t.id, { seq: inputs.length, hash: replay(inputs.length) });
    }
    await store.close();
    // Nothing a client heard of is missing from the log: updates go out only after the write.
    for (const p of people) expect(p.player.seq).toBeLessThanOrEqual(logged.get(p.table)?.seq ?? 0);

    // Restarted with bots that wait (and no client), every table stays where its log ends, and takes a
    // checkpoint there.
    const still = await startProcess([...args, "--bot-delay", "600000"]);
    servers.push(still);
    for (const t of tables) {
      const info = async () => (await api<TableInfo>(still.http, "GET", `/api/tables/${t.id}`)).body;
      await until(async () => {
        const i = await info();
        return i.hashSeq === i.seq;
      }, "a checkpoint at the log's end");
      const now = await info();
      expect(now.status).toBe("playing");
      expect({ seq: now.seq, hash: now.hash }).toEqual(logged.get(t.id));
    }
    await still.stop();
    const second = await startProcess(args);
    servers.push(second);
    people = await Promise.all(people.map((p) => connect(second, p, p.player.seq)));
    for (const p of people) await p.player.client.gameOver();
    for (const t of tables) {
      const record = (await api<GameRecord>(second.http, "GET", `/api/games/${t.id}/record`)).body;
      expect(Game.replay(cardDb, record, { events: false }).hash()).toBe(record.hash);
    }
    for (const p of people) expect(p.player.errors).toEqual([]);
  });
});
