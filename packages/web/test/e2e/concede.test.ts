/**
 * "Concede" end to end (Concede.tsx): Ann concedes at the first screen of the game (104.3a: at any time;
 * the game can't move on without her mulligan, so whatever the deal, it is under way and not over). In a
 * duel against a bot the game ends: her page shows the game over with the bot the winner, and the table is
 * over (GET /api/tables/ID). In a Free-for-All of three (Ann, Ben and a bot) she leaves the game (800.4a):
 * her page says so and goes on showing the table, with no decision and no Concede, while the table is still
 * playing (Ben, not yet connected, holds the game at his mulligan); then Ben's client plays on against the
 * bot, and her page follows the game to its end.
 */
import type { TableInfo } from "@roundtable/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AutoPlayer } from "../../../server/test/support/autoPlayer.ts";
import { TestClient } from "../../../server/test/support/wsClient.ts";
import { createTable, openTable } from "./api.ts";
import { type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  setup = await setUp();
}, 120_000);
afterAll(async () => {
  await setup?.close();
});

async function tableInfo(table: string): Promise<TableInfo> {
  return (await (await fetch(`${setup.server.http}/api/tables/${table}`)).json()) as TableInfo;
}

/** Ann's page at `table`, seated in its first open seat, showing the game's first screen. */
async function annAt(table: string): Promise<Page> {
  const page = await setup.newPage();
  await openTable(page, setup.server.http, table, "Ann");
  // The game's view has come: her hand (103.4).
  await page.getByRole("region", { name: "My hand" }).waitFor();
  return page;
}

/** Clicks Concede, reads the question's sentence, and answers Yes. */
async function concede(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Concede" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Concede the game?" });
  const words = (await dialog.locator("span").textContent()) ?? "";
  await dialog.getByRole("button", { name: "Yes, concede" }).click();
  return words;
}

describe("Concede", () => {
  it("104.3a a duel against a bot: the game over, the bot the winner, the table over", async () => {
    const table = await createTable(setup.server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
      settings: { botDelayMs: 0, name: "Concede duel" },
    });
    const page = await annAt(table);
    const bot = (await tableInfo(table)).seats[1].name;
    expect(await concede(page)).toBe("You lose, and the game ends. It can't be undone.");
    const over = page.getByRole("status", { name: "Game over" });
    await over.waitFor();
    await expect(over.locator("p").first().textContent()).resolves.toBe(`${bot} won.`);
    await expect(over.getByText("Ann: lost (conceded (104.3a))").count()).resolves.toBe(1);
    await over.getByRole("button", { name: "Play again" }).waitFor();
    expect(await page.getByRole("button", { name: "Concede" }).count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    await expect.poll(async () => (await tableInfo(table)).status).toBe("over");
    await page.close();
  });

  it("800.4a a Free-for-All of three: Ann has left, her page says so and shows the table while the others play on, to its end", async () => {
    // Ben's seat is taken through the HTTP API, his client not yet connected: the game waits for his
    // mulligan (onDrop "wait"), so the table is still playing when it is asked — two bots at no delay would
    // play the game out in a couple of seconds, before a request could be trusted to land.
    const base = setup.server.http;
    const table = await createTable(base, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }],
      settings: { botDelayMs: 0, name: "Concede three" },
    });
    const ben = (await (
      await fetch(`${base}/api/tables/${table}/seats`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Ben", seat: 1 }),
      })
    ).json()) as { token: string };
    const page = await annAt(table);
    expect(await concede(page)).toBe("You lose and leave the game; the others play on. It can't be undone.");
    await page.getByText("You conceded: you have left the game; the others play on.").waitFor();
    const info = await tableInfo(table);
    expect(info.status).toBe("playing");
    // Her seat as her view shows it, left; the others' still in play; nothing asked of her, no Concede.
    await expect(page.locator(`li.seat[data-seat="0"] .mark.left`).textContent()).resolves.toBe("left: lost");
    expect(await page.locator(`li.seat:not([data-seat="0"]) .mark.left`).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Concede" }).count()).toBe(0);
    expect(await page.locator("section.decision").count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    // Ben plays on (a client answering by itself) against the bot, to the end, which her page shows.
    const client = await TestClient.open(setup.server.ws);
    new AutoPlayer(client, 1);
    client.send({ type: "hello", protocol: 1, table, token: ben.token });
    const over = page.getByRole("status", { name: "Game over" });
    await over.waitFor({ timeout: 120_000 });
    const bot = info.seats[2].name;
    expect(["Ben won.", `${bot} won.`]).toContain(await over.locator("p").first().textContent());
    await expect(over.getByText("Ann: lost (conceded (104.3a))").count()).resolves.toBe(1);
    expect(await page.getByText(/you have left the game/).count()).toBe(0);
    expect((await tableInfo(table)).status).toBe("over");
    await client.close();
    await page.close();
  }, 180_000);
});
