/** The web table served by the server: its files at `/`, its page for client routes, and a hint without a build. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { buildServer } from "../src/app.ts";
import { SqliteStore } from "../src/store/sqlite.ts";

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.close();
});

async function serve(webDist: string) {
  const store = new SqliteStore(":memory:");
  await store.init();
  const { app } = await buildServer({ store, logger: pino({ level: "silent" }), webDist });
  open.push(store, app);
  return app;
}

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-dist-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  open.push({ close: () => rmSync(dir, { recursive: true, force: true }) });
  return dir;
}

describe("the web table at /", () => {
  it("serves the built client, and its page for the client's routes; the API's unknown routes stay JSON 404s", async () => {
    const app = await serve(dist({ "index.html": "<!doctype html><p>page</p>", "app.js": "1;" }));
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<p>page</p>");
    expect((await app.inject({ method: "GET", url: "/app.js" })).body).toBe("1;");
    const route = await app.inject({ method: "GET", url: "/table/k3Jx9vQm2LpA" });
    expect(route.statusCode).toBe(200);
    expect(route.headers["content-type"]).toContain("text/html");
    expect(route.body).toContain("<p>page</p>");
    const api = await app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: "not-found" } });
    expect((await app.inject({ method: "POST", url: "/table/x" })).statusCode).toBe(404);
  });

  it("without a build, / says how to make one", async () => {
    const app = await serve(join(tmpdir(), "roundtable-no-such-dist"));
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("npm run web:build");
  });
});
