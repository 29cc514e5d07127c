/**
 * `roundtable simulate --queue` with two `simulate-worker` processes (real child processes) and a real
 * Redis on loopback: the report is the one of a local run, also when a worker is killed (SIGKILL) in the
 * middle of a job — its job goes back to the queue (BullMQ's stalled jobs) and the other worker plays it,
 * and no game counts twice. A job whose games are malformed fails, naming what is wrong.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedis } from "../../server/test/support/redis.ts";
import { connection, QUEUE_NAME } from "../src/simulate/queue.ts";
import { queueGames } from "../src/simulate/queueProducer.ts";
import { report, runMain } from "./helpers.ts";

const ROOT = resolve(import.meta.dirname, "../../..");

interface WorkerProcess {
  child: ChildProcess;
  /** Every line it wrote to stderr so far. */
  lines: string[];
  /** Resolves to the first line from index `from` on that passes `test`, as soon as it is written. */
  line(test: (l: string) => boolean, from?: number): Promise<string>;
}

/** A `roundtable simulate-worker` process on the queue at `url`, once it says it is serving it. */
async function startWorker(url: string): Promise<WorkerProcess> {
  const child = spawn(
    process.execPath,
    [
      "--conditions=@roundtable/source",
      "--import",
      "tsx",
      "packages/cli/src/main.ts",
      ...["simulate-worker", "--queue", url, "--workers", "1", "--stall-seconds", "4"],
    ],
    { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] },
  );
  const lines: string[] = [];
  const reader = createInterface({ input: child.stderr as NodeJS.ReadableStream });
  reader.on("line", (l) => lines.push(l));
  const line = (test: (l: string) => boolean, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.slice(from).find(test);
      if (seen !== undefined) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`no such line:\n${lines.join("\n")}`)), 60_000);
      const onLine = (l: string) => {
        if (!test(l)) return;
        clearTimeout(timer);
        reader.off("line", onLine);
        resolve(l);
      };
      reader.on("line", onLine);
    });
  await line((l) => l.includes("playing the games of"));
  return { child, lines, line };
}

async function stop(w: WorkerProcess): Promise<void> {
  if (w.child.exitCode !== null || w.child.signalCode !== null) return;
  w.child.kill("SIGTERM");
  await once(w.child, "exit");
}

// Duels between random bots, capped at 250 decisions (some unfinished: their lines are in the report too).
const GAMES = ["--variant", "duel", "--games", "8", "--bot", "random", "--max-decisions", "250", "--quiet"];

describe("simulate --queue and simulate-worker", () => {
  let redis: RedisServer;
  let workers: WorkerProcess[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    workers = await Promise.all([startWorker(redis.url), startWorker(redis.url)]);
  });
  afterAll(async () => {
    await Promise.all(workers.map(stop));
    await redis?.stop();
  });

  it("two workers play the games; the report is the local run's", async () => {
    const local = await runMain(["simulate", ...GAMES, "--seed", "3"]);
    const queued = await runMain(["simulate", ...GAMES, "--seed", "3", "--queue", redis.url]);
    expect(local.out).toMatch(/^8 games: Duel/m);
    expect(report(queued.out)).toBe(report(local.out));
    expect(queued.err).toBe("");
    expect([local.code, queued.code]).toEqual([0, 0]);
    // Both took jobs (one a game here: chunks.ts), each job's seeds in its worker's log.
    const jobs = workers.map((w) => w.lines.filter((l) => / seeds \d+–\d+$/.test(l)).length);
    expect(jobs.every((n) => n > 0)).toBe(true);
  });

  it("a worker killed in the middle of a job: the other plays it, the report is whole and the same", async () => {
    const [a, b] = workers;
    const from = { a: a.lines.length, b: b.lines.length };
    const local = await runMain(["simulate", ...GAMES, "--seed", "101"]);
    const queued = runMain(["simulate", ...GAMES, "--seed", "101", "--queue", redis.url]);
    // Killed as soon as it says it took a job: the job (a game) is still being played.
    const taken = await a.line((l) => l.includes(": seeds "), from.a);
    a.child.kill("SIGKILL");
    const held = /job (\S+): seeds/.exec(taken)?.[1];
    const r = await queued;
    expect(report(r.out)).toBe(report(local.out));
    expect(r.code).toBe(0);
    expect(held).toBeDefined();
    expect(b.lines.slice(from.b).some((l) => l.includes(`job ${held}: seeds`))).toBe(true);
  });

  it("a failed job is reported with its seeds and why; the other jobs' games still count", async () => {
    // An unknown bot passes no check before the games (queueGames is given options as they are).
    const options = { variant: "duel", players: 2, seed: 1, bot: "nobody", maxDecisions: 50, records: false };
    const r = await queueGames(redis.url, options, [[1], [2, 3]], { progress: () => {}, notice: () => {} });
    expect(r.outcomes).toEqual([null, null]);
    expect(r.failed).toEqual([
      { seeds: [1], reason: expect.stringMatching(/unknown bot "nobody"/) },
      { seeds: [2, 3], reason: expect.stringMatching(/unknown bot "nobody"/) },
    ]);
  });

  it("a job with malformed games fails, saying what is wrong", async () => {
    const queue = new Queue(QUEUE_NAME, { connection: connection(redis.url) });
    try {
      const job = await queue.add(
        "games",
        { run: "x", options: { variant: "duel" }, seeds: [1] },
        { jobId: "malformed" },
      );
      while ((await job.getState()) !== "failed") await new Promise((r) => setTimeout(r, 50));
      const reason = (await queue.getJob("malformed"))?.failedReason;
      expect(reason).toMatch(/^job malformed's games: /);
      expect(reason).toMatch(/at options\.players/);
    } finally {
      await queue.close();
    }
  });
});
