/**
 * `npm start` end to end: the start script as a real process (a free port and a fresh data directory, by
 * flag and by environment): it builds the web table when its build is missing (and not when it is fresh),
 * prints the table's URL, which serves the page, where the table waits with seat 1 open and three bots;
 * a person takes the seat in Chromium and the game begins; SIGINT and SIGTERM stop it cleanly; a start
 * offers the last start's table again while its seat is open.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TableInfo } from "@roundtable/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextDecision, type Setup, setUp } from "./support.ts";

interface Started {
  child: ChildProcess;
  /** The table's URL, as printed. */
  url: string;
  output: () => string;
}

/** Runs the start script (as `npm start` does) until it prints the table's URL. */
async function start(args: string[], env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(
    process.execPath,
    ["--conditions=@roundtable/source", "--import", "tsx", "packages/server/src/start/main.ts", ...args],
    {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`npm start exited (${code}):\n${out}`));
    child.once("exit", onExit);
    const onData = () => {
      const m = /Open your table:\s+(\S+)/.exec(out);
      if (m === null) return;
      child.off("exit", onExit);
      child.stdout?.off("data", onData);
      resolve(m[1]);
    };
    child.stdout?.on("data", onData);
  });
  return { child, url, output: () => out };
}

async function stop(s: Started, signal: NodeJS.Signals): Promise<number | null> {
  s.child.kill(signal);
  const [code] = (await once(s.child, "exit")) as [number | null];
  return code;
}

let setup: Setup;
let dir: string;
beforeAll(async () => {
  setup = await setUp();
  dir = mkdtempSync(join(tmpdir(), "roundtable-start-"));
}, 120_000);
afterAll(async () => {
  await setup?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("builds the client, prints the table's URL: seat 1 open, three bots; a person sits down; SIGINT stops it", async () => {
    const web = join(dir, "dist");
    const s = await start(["--port", "0", "--data-dir", join(dir, "data"), "--web", web, "--bot-delay", "0"]);
    try {
      expect(s.output()).toContain("Building the web table (no build yet)");
      const m = /^(http:\/\/127\.0\.0\.1:\d+)\/table\/([\w-]+)$/.exec(s.url);
      expect(m).not.toBeNull();
      const [, base, id] = m!;
      const page = await fetch(s.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const info = (await (await fetch(`${base}/api/tables/${id}`)).json()) as TableInfo;
      expect(info).toMatchObject({ status: "waiting", variant: "free-for-all", players: 4 });
      expect(info.seats.map((seat) => seat.kind)).toEqual(["open", "bot", "bot", "bot"]);

      // In the browser: the table waits for seat 1; taking it starts the game (103).
      const tab = await setup.newPage();
      await tab.goto(s.url);
      await tab.getByLabel("Name for seat 1").fill("Ann");
      await tab.getByRole("button", { name: "Take seat 1" }).click();
      expect((await nextDecision(tab, null))?.kind).toBe("mulligan");
      await tab.close();
    } finally {
      expect(await stop(s, "SIGINT")).toBe(0);
    }
    expect(s.output()).toContain("Stopped.");
  });

  it("port and data directory from the environment; a fresh build is not built again; SIGTERM stops it; the waiting table is offered again", async () => {
    const web = join(dir, "dist");
    const env = { ROUNDTABLE_PORT: "0", ROUNDTABLE_DATA_DIR: join(dir, "data") };
    const s = await start(["--web", web], env);
    try {
      expect(s.output()).not.toContain("Building");
      // The same database: the first run's table is there, its game in play; a new table waits.
      const base = new URL(s.url).origin;
      const lobby = (await (await fetch(`${base}/api/tables`)).json()) as {
        waiting: TableInfo[];
        playing: TableInfo[];
      };
      expect(lobby.waiting.map((t) => t.id)).toEqual([new URL(s.url).pathname.split("/")[2]]);
      expect(lobby.playing).toHaveLength(1);
    } finally {
      expect(await stop(s, "SIGTERM")).toBe(0);
    }
    // Its seat still open, the next start offers the same table rather than another.
    const again = await start(["--web", web], env);
    try {
      expect(new URL(again.url).pathname).toBe(new URL(s.url).pathname);
      expect(again.output()).toContain("the one of the last start");
      const lobby = (await (await fetch(`${new URL(again.url).origin}/api/tables`)).json()) as {
        waiting: TableInfo[];
      };
      expect(lobby.waiting).toHaveLength(1);
    } finally {
      expect(await stop(again, "SIGINT")).toBe(0);
    }
  });
});
