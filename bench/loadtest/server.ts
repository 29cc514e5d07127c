/**
 * The server under load: a real process (the server tests' `startProcess`) on its own SQLite data
 * directory, pinned to one core and this process to the other where `taskset` is there (the machine
 * has two: the server gets one), and its resident memory read from /proc.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startProcess } from "../../packages/server/test/support/server.ts";

export interface LoadServer extends ServerProcess {
  pinned: boolean;
  /** The server's resident set (VmRSS), in bytes. */
  rss(): number;
  /**
   * The server's main thread so far, in ms: on a CPU, and ready to run but waiting for one (taken by
   * other processes on the machine): /proc/PID/schedstat.
   */
  sched(): { ranMs: number; waitedMs: number };
}

function pin(pid: number, cpu: number): boolean {
  return spawnSync("taskset", ["-a", "-p", "-c", String(cpu), String(pid)], { stdio: "ignore" }).status === 0;
}

/**
 * `pinCores`: server on CPU 0, this process on CPU 1 (off for the quick run the test suite makes);
 * `profileDir`: the server runs with `--cpu-prof` and writes its profile there as it stops.
 */
export async function startLoadServer(pinCores: boolean, profileDir?: string): Promise<LoadServer> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-load-"));
  const server = await startProcess(
    ["--data-dir", dir, "--log-level", "warn"],
    profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  );
  const pid = server.child.pid as number;
  const pinned = pinCores && pin(pid, 0) && pin(process.pid, 1);
  return {
    ...server,
    pinned,
    rss() {
      const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (line === null) throw new Error(`no VmRSS in /proc/${pid}/status`);
      return Number(line[1]) * 1024;
    },
    sched() {
      const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ").map(Number);
      return { ranMs: ran / 1e6, waitedMs: waited / 1e6 };
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
