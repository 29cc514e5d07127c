/**
 * The lobby end to end: a table created with a deck chosen for each seat (the game deals those decks),
 * and the judge's view its creator is linked to (the creator holds the judge token: every hand, no seat);
 * the variants' own options chosen in the form — Commander's 2011 mulligan and 30 life, a Vanguard seat's
 * vanguard card (902.3), shown at the table; an older edition of the multiplayer rules chosen in the form,
 * the table's, and named in the lobby's list beside the variant's title; a Supervillain Rumble's seats, each
 * an archenemy's (904.12b), named in the lobby's list though the table has no teams.
 */
import { decks } from "@roundtable/cards";
import type { GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  setup = await setUp();
}, 120_000);
afterAll(async () => {
  await setup?.close();
});

const sorted = (cards: string[]) => [...cards].sort();

/** The record of a table's game, read with the judge token its creator's page kept. */
async function recordOf(page: Page, id: string): Promise<GameRecord> {
  const judge = await page.evaluate<string | null>(`localStorage.getItem("roundtable:judge:${id}")`);
  return (await (
    await fetch(`${setup.server.http}/api/games/${id}/record`, {
      headers: { authorization: `Bearer ${judge}` },
    })
  ).json()) as GameRecord;
}

describe("the lobby", () => {
  it("creates a table with a deck chosen for each seat; its creator has the judge's view", async () => {
    const chosen = [decks[0], decks[3], null, decks[5]];
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page.getByLabel("Your name").fill("Ann");
    for (const [seat, deck] of chosen.entries())
      await page.getByLabel(`Deck for seat ${seat + 1}`).selectOption(deck === null ? "random" : deck.name);
    await page.getByLabel("Bot delay (ms)").fill("0");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL(/\/table\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split("/")[2];

    // The game deals the chosen decks: the record of its start, read with the judge token the page kept.
    const judge = await page.evaluate<string | null>(`localStorage.getItem("roundtable:judge:${id}")`);
    expect(judge).toMatch(/^[\w-]{43}$/);
    const record = (await (
      await fetch(`${setup.server.http}/api/games/${id}/record`, {
        headers: { authorization: `Bearer ${judge}` },
      })
    ).json()) as GameRecord;
    if (!("setup" in record.start)) throw new Error("a table's game starts from a setup");
    const dealt = record.start.setup.players.map((p) => sorted(p.deck));
    for (const [seat, deck] of chosen.entries())
      if (deck !== null) expect(dealt[seat]).toEqual(sorted(deck.cards));

    // The judge's view: linked from the table page; no seat, every hand.
    await page.getByRole("link", { name: "Judge view" }).click();
    await page.waitForURL(new RegExp(`/table/${id}/judge$`));
    await page.locator("header").getByText("judge", { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole("region", { name: "Hands" }).locator("section.row").count())
      .toBe(4);
    await page.getByRole("link", { name: "Player view" }).click();
    await page.waitForURL(new RegExp(`/table/${id}$`));
    await page.locator("header").getByText("seat 1", { exact: true }).waitFor();
    await page.close();
  });

  it("principle 4: the creator who sits down among people plays — no judge's view, no record while the game plays", async () => {
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page.getByLabel("Your name").fill("Ann");
    await page.getByLabel(/^Seat 2\b/).selectOption("open");
    await page.getByLabel("Bot delay (ms)").fill("0");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL(/\/table\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split("/")[2];
    const judge = await page.evaluate<string | null>(`localStorage.getItem("roundtable:judge:${id}")`);
    // Ann took seat 1 with the judge token: the server says the judge plays it.
    const table = async () =>
      (await (await fetch(`${setup.server.http}/api/tables/${id}`)).json()) as TableInfo;
    expect((await table()).judgeSeat).toBe(0);
    // Ben sits down (the game begins); Ann's page offers no judge's view, and the server gives none.
    const ben = await fetch(`${setup.server.http}/api/tables/${id}/seats`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ben" }),
    });
    expect(ben.status).toBe(201);
    await expect.poll(async () => (await table()).status).toBe("playing");
    await page.locator("header").getByText("seat 1", { exact: true }).waitFor();
    await page.waitForSelector("section.decision"); // the game has begun on Ann's page: her mulligan (103.5)
    expect(await page.getByRole("link", { name: "Judge view" }).count()).toBe(0);
    const record = await fetch(`${setup.server.http}/api/games/${id}/record`, {
      headers: { authorization: `Bearer ${judge}` },
    });
    expect(record.status).toBe(403);
    // The judge's page, asked for by its address: the server refuses it, and the page says why.
    await page.goto(`${setup.server.http}/table/${id}/judge`);
    await page
      .getByText(
        "judge-is-playing: the table's judge plays seat 1: the judge's view opens when the game is over",
      )
      .waitFor();
    await page.close();
  });

  it("a pasted deck list for a seat: checked as it is typed, with did-you-mean; the game deals it", async () => {
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page.getByLabel("Your name").fill("Ann");
    await page.getByLabel("Deck for seat 3").selectOption("paste");
    const box = page.getByLabel("Deck list for seat 3", { exact: true });
    await box.fill("4 Lightnig Bolt\n56 Mountain\n");
    const problems = page.getByRole("list", { name: "Problems of Deck list for seat 3" });
    await problems
      .getByText('line 1: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)')
      .waitFor();
    await box.fill("4 Lightning Bolt\n56 Mountain\n");
    await page.getByText("Legal in Free-for-All: 60 cards").waitFor();
    await page.getByLabel("Bot delay (ms)").fill("0");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL(/\/table\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split("/")[2];
    const judge = await page.evaluate<string | null>(`localStorage.getItem("roundtable:judge:${id}")`);
    const record = (await (
      await fetch(`${setup.server.http}/api/games/${id}/record`, {
        headers: { authorization: `Bearer ${judge}` },
      })
    ).json()) as GameRecord;
    if (!("setup" in record.start)) throw new Error("a table's game starts from a setup");
    const deck = record.start.setup.players[2].deck;
    expect(deck.filter((c) => c === "lightning-bolt")).toHaveLength(4);
    expect(deck.filter((c) => c === "mountain")).toHaveLength(56);
    await page.close();
  });

  it("a judge's link carries its token: it opens the judge's view in a browser that never held it", async () => {
    const created = (await (
      await fetch(`${setup.server.http}/api/tables`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          variant: "free-for-all",
          players: 4,
          settings: { botDelayMs: 0, name: "Linked" },
        }),
      })
    ).json()) as { id: string; judgeToken: string };
    const page = await setup.newPage();
    await page.goto(`${setup.server.http}/table/${created.id}/judge#${created.judgeToken}`);
    await page.locator("header").getByText("judge", { exact: true }).waitFor();
    // The token is kept, and taken out of the address bar.
    expect(new URL(page.url()).hash).toBe("");
    await page.close();
  });

  it("Commander: the 2011 Commander mulligan and 30 starting life chosen in the form are the table's options", async () => {
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page.getByLabel("Your name").fill("Ann");
    await page.getByLabel(/^Variant/).selectOption("commander");
    await page.getByLabel("Mulligan (103.5)").selectOption("commander");
    await page.getByLabel("Starting life").selectOption("30");
    await page.getByLabel("Bot delay (ms)").fill("0");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL(/\/table\/[\w-]+$/);
    const record = await recordOf(page, new URL(page.url()).pathname.split("/")[2]);
    if (!("setup" in record.start)) throw new Error("a table's game starts from a setup");
    expect(record.start.setup.variant).toBe("commander");
    expect(record.start.setup.options).toEqual({ mulligan: "commander", commanderLife: 30 });
    await page.close();
  });

  it("Vanguard: a seat's vanguard chosen in the form is dealt, and each seat shows its vanguard (902.3)", async () => {
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page.getByLabel("Your name").fill("Ann");
    await page.getByLabel(/^Variant/).selectOption("vanguard");
    await page.getByLabel("Vanguard for seat 1").selectOption("Urza");
    await page.getByLabel("Bot delay (ms)").fill("0");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL(/\/table\/[\w-]+$/);
    const record = await recordOf(page, new URL(page.url()).pathname.split("/")[2]);
    if (!("setup" in record.start)) throw new Error("a table's game starts from a setup");
    const dealt = record.start.setup.players.map((p) => p.vanguard);
    expect(dealt[0]).toBe("urza");
    expect(dealt.every((v) => v !== undefined)).toBe(true);
    // The seat rail: Ann's seat shows Urza with its modifiers (hand −1, life +10).
    const mine = page.getByRole("listitem", { name: "Ann (you)" });
    await mine.getByText("◈ Urza").waitFor();
    await mine.getByText("hand −1 · life +10").waitFor();
    await page.close();
  });

  it("a 2007 Two-Headed Giant created from the form is that edition's table, and the lobby lists it so", async () => {
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page.getByLabel("Your name").fill("Ann");
    await page.getByLabel(/^Variant/).selectOption({ label: "Two-Headed Giant" });
    await page.getByLabel(/^Edition/).selectOption({ label: "2007 Comprehensive Rules (606–609)" });
    await page.getByLabel(/^Seat 2\b/).selectOption("open");
    await page.getByLabel("Bot delay (ms)").fill("0");
    await page.getByRole("button", { name: "Create table" }).click();
    // The creator takes seat 1; seat 2 stays open, so the table waits in the lobby.
    await page.waitForURL(/\/table\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split("/")[2];
    const info = (await (await fetch(`${setup.server.http}/api/tables/${id}`)).json()) as TableInfo;
    expect(info).toMatchObject({ variant: "two-headed-giant", edition: "2007", status: "waiting" });
    await page.goto(setup.server.http);
    await page
      .getByRole("region", { name: "Open tables" })
      .getByText("Two-Headed Giant, 2007 Comprehensive Rules (606–609), 4 players (1 open)")
      .waitFor();
    await page.close();
  });

  it("904.12b: a Supervillain Rumble's open table, without teams, names every seat an archenemy's in the lobby", async () => {
    const created = (await (
      await fetch(`${setup.server.http}/api/tables`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          variant: "supervillain-rumble",
          players: 3,
          seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot", bot: "random" }],
          settings: { botDelayMs: 0, name: "Rumble" },
        }),
      })
    ).json()) as { id: string; table: TableInfo };
    // The server's seats: no team, every one the archenemy's (904.12b); the bot's named as the game names it.
    expect(created.table.seats.map((s) => [s.team, s.role])).toEqual([
      [undefined, "archenemy"],
      [undefined, "archenemy"],
      [undefined, "archenemy"],
    ]);
    const bot = created.table.seats[2].name;
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page
      .getByRole("region", { name: "Open tables" })
      .getByRole("listitem")
      .filter({ hasText: /^Rumble — / })
      .getByText(`open (archenemy), open (archenemy), ${bot} (bot, archenemy)`, { exact: true })
      .waitFor();
    await page.close();
  });
});
