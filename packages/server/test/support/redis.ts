/**
 * A throwaway Redis server for tests: `redis-server` on a free port of 127.0.0.1, no persistence, its
 * working directory a temporary folder; stopped and removed by `stop()`. A missing redis-server is an
 * error, never a skip: `.ci/run` installs it (`apt-get install redis-server`).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./postgres.ts";

export interface RedisServer {
  /** redis://127.0.0.1:port */
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
  } catch {
    throw new Error(
      "redis-server was not found: the cluster tests need a real Redis; install it with " +
        "`apt-get install redis-server` (.ci/run does this)",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "roundtable-redis-"));
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const child: ChildProcess = spawn("redis-server", [...args, "--dir", dir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
    child.stdout?.on("data", (d) => {
      out += String(d);
      if (out.includes("Ready to accept connections")) resolve();
    });
  });
  await ready;
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
