/**
 * "Play again" end to end: two people and a bot finish a game (both concede); Ann's game-over banner makes
 * the rematch and her page goes there, in her old seat; Ben's banner, on the finished table, hears of it
 * (the server's `lobby`) and reads "Join the rematch", which seats him in his old seat too and starts the
 * rematch's game.
 */
import type { TableInfo } from "@roundtable/protocol";
import type { Page } from "playwright-core";
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

/** The seat token the page keeps for the table (seatTokens.ts). */
const tokenOf = (page: Page, table: string) =>
  page.evaluate<string>(`localStorage.getItem(${JSON.stringify(`roundtable:seat:${table}`)})`);

describe("Play again", () => {
  it("the banner makes the rematch, then the other player joins it; each in their old seat", async () => {
    const base = setup.server.http;
    const old = await createTable(base, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }],
      settings: { botDelayMs: 0, name: "Friday" },
    });
    const ann = await setup.newPage();
    await openTable(ann, base, old, "Ann");
    const ben = await (await setup.newContext()).newPage();
    await openTable(ben, base, old, "Ben");
    for (const page of [ann, ben]) {
      const token = await tokenOf(page, old);
      await fetch(`${base}/api/tables/${old}/leave`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
    }

    await ann.getByRole("button", { name: "Play again" }).click();
    await ann.waitForURL((url) => url.pathname !== `/table/${old}`);
    const rematch = new URL(ann.url()).pathname.split("/")[2];
    await expect.poll(() => ann.locator("header h1").textContent()).toBe("Friday (rematch)");
    await ann.getByText("Seat 1: Ann (human)").waitFor();

    await ben.getByRole("button", { name: "Join the rematch" }).click();
    await ben.waitForURL(`**/table/${rematch}`);
    await ben.locator("header").getByText("seat 2").waitFor();
    const info = (await (await fetch(`${base}/api/tables/${rematch}`)).json()) as TableInfo;
    expect(info.status).toBe("playing");
    expect(info.seats.map((s) => [s.kind, s.name])).toEqual([
      ["human", "Ann"],
      ["human", "Ben"],
      ["bot", expect.any(String)],
    ]);
  }, 120_000);
});
