/**
 * "Play on from here" end to end (docs/web.md): at a practice duel (the person plays Red Deck Wins against
 * a bot) a few decisions are played — a keep, lands, passes —, "Save this position" saves the position now,
 * and "Play on from here" — with "Fresh randomness" ticked — starts a table from the file and goes there: the
 * waiting table says its libraries were shuffled, the person takes their seat, the game starts at the same
 * position (life totals, hands, battlefields), and the person gets a decision. The same file chosen in the
 * lobby's form ("Start from a saved position") with "Fresh randomness" ticked makes a table that says so too.
 */
import type { TableInfo } from "@roundtable/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFast, nextDecision, practiceDuel, type Setup, setUp } from "./support.ts";

let setup: Setup;
let page: Page;
beforeAll(async () => {
  setup = await setUp();
  page = await practiceDuel(setup);
}, 120_000);
afterAll(async () => {
  await setup?.close();
});

/** What anyone at the table sees of the position: each seat's name, life and hand size, the hand and battlefields. */
async function visible(p: Page) {
  const seats = await p.locator('section[aria-label="The table"] li.seat').evaluateAll((lis) =>
    lis
      .map((li) => ({
        seat: li.getAttribute("data-seat"),
        name: li.getAttribute("aria-label"),
        life: li.getAttribute("data-life"),
        hand: li.getAttribute("data-hand"),
      }))
      .sort((a, b) => Number(a.seat) - Number(b.seat)),
  );
  const names = (label: string) => p.locator(`section[aria-label="${label}"] .card-name`).allTextContents();
  return {
    seats,
    hand: (await names("My hand")).sort(),
    mine: (await names("My battlefield")).sort(),
    theirs: (await p.locator('section[aria-label$="\'s battlefield"] .card-name').allTextContents()).sort(),
  };
}

describe("Play on from here", () => {
  it("a practice table's saved position starts a new table there; the person sits down and plays on", async () => {
    const panel = page.locator("section.decision");
    // A few decisions: keep, play a land each turn, pass; stop at the priority just after the second land.
    let lands = 0;
    let d = await nextDecision(page, null);
    for (let n = 0; d !== null && n < 80; n++) {
      const land = panel.getByRole("button", { name: /^\d+\. Play / });
      if (d.kind === "priority" && (await land.count()) > 0) {
        await land.first().click();
        lands++;
        d = await nextDecision(page, d.id);
        if (lands >= 2) break;
        continue;
      }
      await answerFast(page, d.kind);
      d = await nextDecision(page, d.id);
    }
    expect(lands).toBe(2);
    expect(d?.kind).toBe("priority");
    const before = await visible(page);
    expect(before.mine.length).toBeGreaterThanOrEqual(2);
    expect(before.seats.map((s) => s.seat)).toEqual(["0", "1"]);

    const old = page.url();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Save this position" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    // The file reaches the position now (lands and passes only), so the new table stands where this one does.
    await expect(page.locator(".save-position [role=status]").textContent()).resolves.toMatch(
      /: the position now: turn \d+/,
    );
    // With fresh randomness (the libraries shuffled below what the file's actions draw, a new seed): the
    // position is the same all the same.
    await page.getByRole("checkbox", { name: "Fresh randomness" }).check();
    await page.getByRole("button", { name: "Play on from here" }).click();
    await page.waitForURL((url) => /\/table\/[\w-]+$/.test(url.pathname) && url.href !== old);
    // A new table, waiting: the person's seat open for them, the bot a bot again.
    const waiting = page.locator('section[aria-label="Waiting"]');
    await waiting.getByText(/^Fresh randomness: the saved position's libraries were shuffled/).waitFor();
    await expect(waiting.locator("li").nth(1).textContent()).resolves.toMatch(/^Seat 2: .*\(bot\)/);
    await waiting.getByRole("button", { name: "Take seat 1" }).click();
    const first = await nextDecision(page, null);
    expect(first?.kind).toBe("priority");
    await expect(page.locator("header").textContent()).resolves.toContain("seat 1");
    expect(await visible(page)).toEqual(before);
    // And the game goes on from there.
    await answerFast(page, first!.kind);
    expect(await nextDecision(page, first!.id)).not.toBeNull();

    // The file, chosen in the lobby's form with "Fresh randomness" ticked (unticked by default there too);
    // seat 2 open, so that the new table waits and shows its line.
    await page.goto(setup.server.http);
    await page.getByLabel("Scenario file (JSON)").setInputFiles(await download.path());
    const fresh = page.getByRole("checkbox", { name: "Fresh randomness" });
    expect(await fresh.isChecked()).toBe(false);
    await fresh.check();
    await page.getByLabel(/^Seat 2: /).selectOption("open");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL((url) => /\/table\/[\w-]+$/.test(url.pathname) && url.href !== old);
    await waiting.getByText(/^Fresh randomness: the saved position's libraries were shuffled/).waitFor();
    const id = new URL(page.url()).pathname.split("/")[2];
    const info = (await (await fetch(`${setup.server.http}/api/tables/${id}`)).json()) as TableInfo;
    expect(info).toMatchObject({ status: "waiting", freshRandomness: true });
  });
});
