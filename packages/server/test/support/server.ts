/**
 * Servers for tests: in-process (buildServer on a free port) and as a real process (`node --import tsx
 * packages/server/src/main.ts --port 0 --table-seed 1`), whose port is read from its "listening" log line.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { type Logger, pino } from "pino";
import { buildServer, type ServerOptions } from "../../src/app.ts";
import type { Store } from "../../src/store/types.ts";

export async function inProcess(
  store: Store,
  botDelayMs = 0,
  logger: Logger = pino({ level: "silent" }),
  /** The first table's seed (then the next ones'), as `--table-seed`: games the same at every run. */
  tableSeed = 1,
  /** More of the server's options (a replay thread with hooks: replayHooks.ts). */
  more: Partial<ServerOptions> = {},
) {
  // Checkpoints as soon as the loop is quiet: the tests read TableInfo's hash at the last input.
  const { app, tables, replays } = await buildServer({
    store,
    logger,
    botDelayMs,
    checkpointEveryMs: 0,
    tableSeed,
    ...more,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const addr = app.server.address();
  const port = typeof addr === "object" && addr !== null ? addr.port : 0;
  return { app, tables, replays, http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}/ws` };
}

export interface ServerProcess {
  child: ChildProcess;
  http: string;
  ws: string;
  /** Every log line so far. */
  logs: string[];
  stop(): Promise<void>;
}

/**
 * `args` go to the server, `nodeArgs` to node (the load test's `--cpu-prof`), `env` to its environment.
 * The server gets `--table-seed 1` unless `args` name a seed of their own: every test's games are the same
 * at every run, so a test that depends on the deal (who survives, how long a game lasts) passes or fails
 * always, not on one deal in many. Several processes on one store then deal their tables from the same
 * seeds, which is fine: a seed is no table's key, only where its game starts. `randomSeeds`: no
 * `--table-seed`, each table's seed drawn as a server in use draws it (128 random bits).
 */
export async function startProcess(
  args: string[],
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
  randomSeeds = false,
): Promise<ServerProcess> {
  const seeded = randomSeeds || args.some((a) => a === "--table-seed" || a.startsWith("--table-seed="));
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      "--conditions=@roundtable/source",
      "--import",
      "tsx",
      "packages/server/src/main.ts",
      "--port",
      "0",
      ...(seeded ? [] : ["--table-seed", "1"]),
      ...args,
    ],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    },
  );
  const logs: string[] = [];
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server exited (${code}):\n${logs.join("\n")}`));
    child.once("exit", onExit);
    child.stderr?.on("data", (d) => logs.push(String(d)));
    lines.on("line", (line) => {
      logs.push(line);
      const m = JSON.parse(line) as { msg?: string; url?: string };
      if (m.msg === "listening" && m.url !== undefined) {
        child.off("exit", onExit);
        resolve(m.url);
      }
    });
  });
  return {
    child,
    http: url,
    ws: `${url.replace(/^http/, "ws")}/ws`,
    logs,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

export async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T; headers: Record<string, string> }> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, headers: Object.fromEntries(res.headers) };
}
