/**
 * Who may open the WebSocket (ws/origin.ts): a browser's page served by this host, or one whose origin
 * `--allow-origin` lists — the list adds to this host's own pages, so that each process of a cluster may
 * list the others' (server.md § Direct connections) and still serve its own; a client sending no Origin
 * (not a browser) is let in. A refused one gets a 403 before any WebSocket is opened.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../src/app.ts";
import { SqliteStore } from "../src/store/sqlite.ts";
import { originAllowed } from "../src/ws/origin.ts";
import { TestClient } from "./support/wsClient.ts";

describe("originAllowed", () => {
  it("lets in no Origin, this host's pages, and the listed origins; nothing else", () => {
    const host = "127.0.0.1:8701";
    expect(originAllowed(undefined, host, [])).toBe(true);
    expect(originAllowed("http://127.0.0.1:8701", host, [])).toBe(true);
    expect(originAllowed("http://127.0.0.1:8702", host, [])).toBe(false);
    const listed = ["https://play.example.org"];
    expect(originAllowed("https://play.example.org", host, listed)).toBe(true);
    expect(originAllowed("http://127.0.0.1:8701", host, listed)).toBe(true); // still this host's own pages
    expect(originAllowed("https://evil.example.org", host, listed)).toBe(false);
    expect(originAllowed("not a url", host, [])).toBe(false);
    expect(originAllowed("null", host, [])).toBe(false); // a sandboxed page or a file
  });
});

describe("the WebSocket's origin check, on a real server", () => {
  const store = new SqliteStore(":memory:");
  let app: Awaited<ReturnType<typeof buildServer>>["app"];
  let ws: string;
  let self: string;
  beforeAll(async () => {
    await store.init();
    ({ app } = await buildServer({
      store,
      logger: pino({ level: "silent" }),
      allowOrigins: ["https://play.example.org"],
    }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const addr = app.server.address();
    const port = typeof addr === "object" && addr !== null ? addr.port : 0;
    ws = `ws://127.0.0.1:${port}/ws`;
    self = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it("opens for a listed origin, this host's pages and no Origin; refuses another origin with a 403", async () => {
    const allowed: Record<string, string>[] = [{ origin: "https://play.example.org" }, { origin: self }, {}];
    for (const headers of allowed) {
      const c = await TestClient.open(ws, headers);
      await c.close();
    }
    await expect(TestClient.open(ws, { origin: "https://evil.example.org" })).rejects.toThrow("HTTP 403");
  });
});
