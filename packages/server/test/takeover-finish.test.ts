/**
 * kill -9 between a game's last input and its end, with several processes (issue 21): the table's owner,
 * on PostgreSQL and Redis, dies (die-before-finish.ts) once the game's last input is in the log and before
 * the table is marked over with its record written. Its lease runs out and the other process takes the
 * table over (registry.adopt: the same load and restore as a restart's, TableGame.restore), finds the
 * replayed game over and finishes it as a game ending live does: over, its record written and served,
 * listed among the finished games, a rematch made.
 */
import { describe, expect, it } from "vitest";
import { PostgresStore } from "../src/store/postgres.ts";
import { logHash } from "../src/tables/loggedHash.ts";
import {
  DIE_BEFORE_FINISH,
  expectCutShort,
  expectFinished,
  playUntilKilled,
  storedIn,
} from "./support/finishWindow.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { sharedServices } from "./support/services.ts";
import { type TestClient, until } from "./support/wsClient.ts";

const services = sharedServices();

describe("kill -9 after a game's last input, before its table is finished, with several processes", () => {
  it("the process taking the table over finishes it: over, its record written, listed as finished, a rematch made", async () => {
    const db = await services.pg.createDatabase();
    const servers: ServerProcess[] = [];
    const clients: TestClient[] = [];
    const stored = (id: string) => storedIn(new PostgresStore(db), id);
    try {
      // Leases of 3 s: the dead owner's table moves within seconds, and a busy machine (this file is not
      // among vitest.config.ts's ALONE files) hardly makes a live process miss a renewal.
      const args = ["--db", db, "--redis", services.redis.url, "--lease", "3000", "--bot-delay", "0"];
      const owner = await startProcess([...args, "--log-level", "warn"], DIE_BEFORE_FINISH);
      servers.push(owner);
      let heir: ServerProcess | null = null;
      // The heir starts once the table is the owner's (a table created with both up may go to either).
      const cut = await playUntilKilled(owner, clients, async () => {
        heir = await startProcess([...args, "--log-level", "info"]);
        servers.push(heir);
      });
      const end = expectCutShort(await stored(cut.id));
      const h = heir as unknown as ServerProcess;

      await until(
        () => h.logs.some((l) => l.includes(`"table":"${cut.id}"`) && l.includes('"msg":"table taken over"')),
        "the heir taking the table over",
        20_000,
      );
      await until(
        async () =>
          (await api<{ status: string }>(h.http, "GET", `/api/tables/${cut.id}`)).body.status === "over",
        "the table finished",
        20_000,
      );
      await expectFinished(h, cut, end, clients);
      expect(
        h.logs.some(
          (l) =>
            l.includes(`"table":"${cut.id}"`) &&
            l.includes("the replayed game is over: the table is finished"),
        ),
      ).toBe(true);

      const after = await stored(cut.id);
      expect(after.status).toBe("over");
      expect(after.record?.hash).toBe(end.hash);
      expect(after.inputs.length).toBe(end.seq);
      expect(after.inputs[end.seq - 1]?.hash).toBe(logHash(end.hash));
    } finally {
      for (const c of clients) await c.close();
      for (const s of servers) await s.stop();
    }
  }, 120_000);
});
