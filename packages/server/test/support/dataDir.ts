/**
 * A real-process test's data folder (kill -9 and restart tests): a fresh folder, and the server processes
 * and clients the test starts in it, all stopped and the folder removed after the file's tests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { type ServerProcess, startProcess } from "./server.ts";
import type { TestClient } from "./wsClient.ts";

export function useDataDir(prefix: string): { dir: string; servers: ServerProcess[]; clients: TestClient[] } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const servers: ServerProcess[] = [];
  const clients: TestClient[] = [];
  afterAll(async () => {
    for (const c of clients) await c.close();
    for (const s of servers) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir, servers, clients };
}

/**
 * A server process on `dir`, started at the first call (the same one after), its bots slow — 5 s a
 * decision: the people's concessions end the games before the bots play much — and stopped with the file's
 * other `servers`.
 */
export function slowBotServer(dir: string, servers: ServerProcess[]): () => Promise<ServerProcess> {
  let started: Promise<ServerProcess> | undefined;
  return () =>
    (started ??= startProcess(["--data-dir", dir, "--bot-delay", "5000", "--log-level", "warn"]).then((s) => {
      servers.push(s);
      return s;
    }));
}
