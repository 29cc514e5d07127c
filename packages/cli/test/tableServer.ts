/**
 * A real table server process for a test file's `roundtable connect` tests (packages/server/test/support):
 * started before the file's tests on a fresh data folder, stopped and the folder removed after them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type ServerProcess, startProcess } from "../../server/test/support/server.ts";

/** The server's addresses, read once it has started (in the tests, not at the file's top). */
export function useTableServer(prefix: string): Pick<ServerProcess, "http" | "ws"> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startProcess(["--data-dir", dir, "--bot-delay", "0", "--log-level", "warn"]);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const started = (): ServerProcess => {
    if (server === undefined) throw new Error("the table server has not started");
    return server;
  };
  return {
    get http() {
      return started().http;
    },
    get ws() {
      return started().ws;
    },
  };
}
