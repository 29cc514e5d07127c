/**
 * `roundtable simulate --queue` when the queue can't be served: Redis unreachable (the run fails at once,
 * naming the URL) and no simulate-worker (the run says so, keeps its games in the queue, and finishes once
 * a worker starts). A real Redis on loopback and a real worker process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/test/support/postgres.ts";
import { type RedisServer, startRedis } from "../../server/test/support/redis.ts";
import { queueGames } from "../src/simulate/queueProducer.ts";
import { runMain } from "./helpers.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const OPTIONS = { variant: "duel", players: 2, seed: 1, bot: "random", maxDecisions: 60, records: false };

describe("simulate --queue with nothing to serve it", () => {
  let redis: RedisServer;
  let worker: ChildProcess | null = null;

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    if (worker !== null && worker.exitCode === null) {
      worker.kill("SIGTERM");
      await once(worker, "exit");
    }
    await redis?.stop();
  });

  it("Redis unreachable: the run fails at once, naming the URL", async () => {
    const url = `redis://127.0.0.1:${await freePort()}`; // nothing listens there
    const r = await runMain(["simulate", "--variant", "duel", "--games", "2", "--queue", url, "--quiet"]);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain(`can't reach Redis at ${url}`);
  });

  it("no worker: the run says so, and finishes once a worker serves the queue", async () => {
    const notices: string[] = [];
    let said!: () => void;
    const waiting = new Promise<void>((r) => {
      said = r;
    });
    const run = queueGames(redis.url, OPTIONS, [[1], [2]], {
      progress: () => {},
      notice: (line) => {
        notices.push(line);
        said();
      },
      noWorkerMs: 0,
    });
    await waiting;
    expect(notices[0]).toContain(`no simulate-worker serves the queue at ${redis.url}`);
    worker = spawn(
      process.execPath,
      [
        "--conditions=@roundtable/source",
        "--import",
        "tsx",
        "packages/cli/src/main.ts",
        ...["simulate-worker", "--queue", redis.url, "--workers", "1"],
      ],
      { cwd: ROOT, stdio: "ignore" },
    );
    const r = await run;
    expect(r.failed).toEqual([]);
    expect(r.outcomes.map((o) => o?.map((g) => g.seed))).toEqual([[1], [2]]);
  });
});
