/**
 * "Leave this seat" end to end (LeaveSeat.tsx): Ann, seated at a duel whose other seat is open, gives her
 * seat up from the waiting screen — the server frees it and closes her connection before it answers (its
 * answer held here until the page has seen the close, and longer than a reconnection's wait): the page says
 * neither "reconnecting…" nor opens a new connection with the dead token, and lands in the lobby saying
 * which seat she left, with the seat open again. Then the last seat taken just before her request arrives
 * (the request held until Ben has joined through the HTTP API): the server answers 409 `not-waiting`, the
 * page says the game has begun and shows it, her seat and token kept.
 */
import type { TableInfo } from "@roundtable/protocol";
import type { Page, WebSocket } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, openTable } from "./api.ts";
import { type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  setup = await setUp();
}, 120_000);
afterAll(async () => {
  await setup?.close();
});

const LEAVE = "**/api/tables/*/leave";

/** A duel with both seats open, named `name`; Ann takes seat 1 and the page shows the waiting screen. */
async function annWaiting(name: string): Promise<{ page: Page; table: string; sockets: WebSocket[] }> {
  const base = setup.server.http;
  const table = await createTable(base, {
    variant: "duel",
    players: 2,
    seats: [{ kind: "open" }, { kind: "open" }],
    settings: { name, botDelayMs: 0 },
  });
  const page = await setup.newPage();
  const sockets: WebSocket[] = [];
  page.on("websocket", (ws) => sockets.push(ws));
  await openTable(page, base, table, "Ann");
  await page.getByText("Waiting for players…").waitFor();
  await page.getByText("connected", { exact: true }).waitFor();
  return { page, table, sockets };
}

async function tableInfo(table: string): Promise<TableInfo> {
  return (await (await fetch(`${setup.server.http}/api/tables/${table}`)).json()) as TableInfo;
}

const storedToken = (page: Page, table: string) =>
  page.evaluate<string | null>(`localStorage.getItem("roundtable:seat:${table}")`);

describe("Leave this seat", () => {
  it("frees the seat: the server's close of the connection is expected (no reconnecting, no new connection), the lobby says which seat was left", async () => {
    const { page, table, sockets } = await annWaiting("Leave me");
    expect(sockets).toHaveLength(1);
    const closed = new Promise<void>((resolve) => sockets[0].on("close", () => resolve()));
    let answered!: (status: number) => void;
    const serverAnswered = new Promise<number>((resolve) => {
      answered = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LEAVE, async (route) => {
      const response = await route.fetch();
      answered(response.status());
      await released;
      await route.fulfill({ response });
    });
    await page.getByRole("button", { name: "Leave this seat" }).click();
    expect(await serverAnswered).toBe(200);
    // The seat is open again; the server closed the page's connection, whose answer the page hasn't yet.
    expect((await tableInfo(table)).seats[0]).toMatchObject({ seat: 0, kind: "open" });
    await closed;
    // A lost connection is opened again after half a second: not this one.
    await page.waitForTimeout(1500);
    expect(await page.locator(".offline").count()).toBe(0);
    expect(sockets).toHaveLength(1);
    release();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.locator("p.notice").textContent()).resolves.toBe(
      "You gave up seat 1 at Leave me: it is open for someone else.",
    );
    // The lobby offers the table again, its seat open.
    await page.getByRole("button", { name: "Join Leave me" }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(sockets).toHaveLength(1);
    expect(await storedToken(page, table)).toBeNull();
    expect((await tableInfo(table)).seats.map((s) => s.kind)).toEqual(["open", "open"]);
    await page.close();
  });

  it("409 not-waiting: the last seat taken just before the request arrives — the page says the game has begun and shows it, the seat kept", async () => {
    const { page, table } = await annWaiting("Last seat");
    const token = await storedToken(page, table);
    await page.route(LEAVE, async (route) => {
      // Ben takes the last seat first: the game begins before Ann's request reaches the server.
      const joined = await fetch(`${setup.server.http}/api/tables/${table}/seats`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Ben" }),
      });
      expect(joined.status).toBe(201);
      await route.continue();
    });
    const leave = page.waitForResponse((r) => r.url().endsWith(`/api/tables/${table}/leave`));
    await page.getByRole("button", { name: "Leave this seat" }).click();
    expect((await leave).status()).toBe(409);
    await expect(page.locator("p.notice").textContent()).resolves.toBe(
      "The game has begun: the last seat was taken just as you left, so seat 1 is still yours. Play on! OK",
    );
    // The game, as usual: Ann's opening hand of seven (103.4), the waiting screen gone.
    await expect
      .poll(() => page.locator('section[aria-label="My hand"] button.card').count(), { timeout: 30_000 })
      .toBe(7);
    expect(await page.getByRole("region", { name: "Waiting" }).count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/table/${table}`);
    expect(await storedToken(page, table)).toBe(token);
    const info = await tableInfo(table);
    expect(info.status).toBe("playing");
    expect(info.seats.map((s) => s.name)).toEqual(["Ann", "Ben"]);
    await page.close();
  });
});
