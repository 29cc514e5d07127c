/**
 * The server under load: a real process (the server tests' `startProcess`) on its own SQLite data
 * directory, pinned to one core and this process to the other where `taskset` is there (the machine
 * has two: the server gets one), and its resident memory read from /proc.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startProcess } from "../../packages/server/test/support/server.ts";

export interface LoadServer extends ServerProcess {
  pinned: boolean;
  /** The server's resident set (VmRSS), in bytes. */
  rss(): number;
  /**
   * The server's threads so far, in ms: on a CPU, and ready to run but waiting for one (taken by other
   * processes on the machine): /proc/PID/task/TID/schedstat, summed. Threads that ended are not counted.
   */
  sched(): { ranMs: number; waitedMs: number };
  /** The same for the server's main thread alone (its event loop: every table's queue, the sends). */
  mainSched(): { ranMs: number; waitedMs: number };
  /** With `stalls`: the server's stall watch begins, and ends with its report (serverWatch.ts). */
  stallsBegin(): void;
  stallsEnd(): Promise<object | null>;
}

/**
 * A process's threads so far, in ms: on a CPU, and ready to run but waiting for one (taken by other
 * processes): /proc/PID/task/TID/schedstat, summed. Threads that ended are not counted.
 */
export function sched(pid: number): { ranMs: number; waitedMs: number } {
  let ranMs = 0;
  let waitedMs = 0;
  // Every thread: the main thread, a big table's worker, V8's and libuv's helpers.
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const t = threadSched(pid, Number(task));
      ranMs += t.ranMs;
      waitedMs += t.waitedMs;
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return { ranMs, waitedMs };
}

/** A thread's time so far, in ms: on a CPU, and waiting for one (/proc/PID/task/TID/schedstat). */
function threadSched(pid: number, tid: number): { ranMs: number; waitedMs: number } {
  const [ran, waited] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ").map(Number);
  return { ranMs: ran / 1e6, waitedMs: waited / 1e6 };
}

/** Pins a process (every thread, or the one thread `pid`) to one CPU with taskset; false if that failed. */
export function pin(pid: number, cpu: number, allThreads = true): boolean {
  const args = [...(allThreads ? ["-a"] : []), "-p", "-c", String(cpu), String(pid)];
  return spawnSync("taskset", args, { stdio: "ignore" }).status === 0;
}

/** Each thread's time on a CPU so far, in ms (/proc/PID/task/TID/schedstat). */
function threadTimes(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      out.set(
        Number(task),
        Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]) / 1e6,
      );
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return out;
}

/** The ids of a process's threads now. */
export function threadIds(pid: number): Set<number> {
  return new Set(readdirSync(`/proc/${pid}/task`).map(Number));
}

/**
 * Moves the server's busiest thread among those started since `existing` — a big table's worker thread
 * (Node gives its threads no names) — to `cpu`, alone: its other threads stay where they are. Watches the
 * threads for `ms` first. Returns the thread's id and the share of a CPU it used meanwhile, or null when
 * there was none or taskset failed.
 */
export async function pinBusiestWorker(
  pid: number,
  existing: ReadonlySet<number>,
  cpu: number,
  ms = 3000,
): Promise<{ tid: number; share: number } | null> {
  const before = threadTimes(pid);
  await new Promise((r) => setTimeout(r, ms));
  let best: { tid: number; share: number } | null = null;
  for (const [tid, ran] of threadTimes(pid)) {
    if (existing.has(tid)) continue;
    const share = (ran - (before.get(tid) ?? 0)) / ms;
    if (best === null || share > best.share) best = { tid, share };
  }
  return best !== null && pin(best.tid, cpu, false) ? best : null;
}

/**
 * `pinCores`: server on CPU 0, this process on CPU 1 (off for the quick run the test suite makes);
 * `profileDir`: the server runs with `--cpu-prof` and writes its profile there as it stops.
 */
export async function startLoadServer(
  pinCores: boolean,
  profileDir?: string,
  stalls = false,
  nodeFlags: string[] = [],
  /** More server flags: several processes' `--db postgres://… --redis …`. */
  serverArgs: string[] = [],
): Promise<LoadServer> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-load-"));
  const report = join(dir, "stalls.json");
  const server = await startProcess(
    ["--data-dir", dir, "--log-level", "warn", ...serverArgs],
    [
      ...nodeFlags,
      ...(profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]),
      ...(stalls ? ["--import", "tsx", "--import", "./bench/loadtest/serverWatch.mjs"] : []),
    ],
    stalls ? { ROUNDTABLE_STALL_REPORT: report } : {},
  );
  const pid = server.child.pid as number;
  // However this process ends, the server ends with it.
  const kill = () => server.child.kill("SIGKILL");
  process.once("exit", kill);
  const pinned = pinCores && pin(pid, 0) && pin(process.pid, 1);
  return {
    ...server,
    pinned,
    stallsBegin() {
      if (stalls) process.kill(pid, "SIGUSR2");
    },
    async stallsEnd() {
      if (!stalls) return null;
      process.kill(pid, "SIGUSR2");
      for (let i = 0; i < 100 && !existsSync(report); i++) await new Promise((r) => setTimeout(r, 50));
      return existsSync(report) ? (JSON.parse(readFileSync(report, "utf8")) as object) : null;
    },
    rss() {
      const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (line === null) throw new Error(`no VmRSS in /proc/${pid}/status`);
      return Number(line[1]) * 1024;
    },
    sched: () => sched(pid),
    mainSched: () => threadSched(pid, pid),
    async stop() {
      process.off("exit", kill);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
