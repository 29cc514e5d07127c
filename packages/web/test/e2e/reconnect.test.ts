/**
 * Nothing lost (issue 17: "reload, lost network and a second tab"): a second tab of the same browser at the
 * same seat, and the network lost in the middle of a decision (the server killed with SIGKILL and started
 * again on the same port and data directory). A reload is in table.test.ts.
 */
import type { Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFast, createAndJoin, nextDecision, type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  setup = await setUp();
});
afterAll(async () => {
  await setup?.close();
});

const status = (page: Page) => page.locator("header .online, header .offline").textContent();
const logLines = (page: Page) => page.locator('section[aria-label="Game log"] li').allTextContents();

describe("a second tab", () => {
  it("shares the seat: both tabs show the open decision, an answer in one moves both on, once", async () => {
    const context = await setup.newContext();
    const one = await context.newPage();
    await createAndJoin(one, setup.server.http, "Ann");
    const mulligan = await nextDecision(one, null);
    expect(mulligan?.kind).toBe("mulligan");

    // The same browser (the same stored seat token) opens the table again.
    const two = await context.newPage();
    await two.goto(one.url());
    await expect(nextDecision(two, null)).resolves.toEqual(mulligan);
    await expect(status(two)).resolves.toBe("connected");
    await expect(status(one)).resolves.toBe("connected");

    // Answered in the second tab: both tabs move on to the same next decision.
    await answerFast(two, "mulligan");
    const next = await nextDecision(two, mulligan!.id);
    await expect(nextDecision(one, mulligan!.id)).resolves.toEqual(next);
    expect(next).not.toBeNull();

    // Answered in the first tab: the second follows.
    await answerFast(one, next!.kind);
    const third = await nextDecision(one, next!.id);
    await expect(nextDecision(two, next!.id)).resolves.toEqual(third);

    // The keep was taken once: each tab's log has it once (the second tab's log starts at its welcome).
    const kept = (lines: string[]) => lines.filter((l) => /^Ann keeps \d+ cards\.$/.test(l)).length;
    expect(kept(await logLines(one))).toBe(1);
    expect(kept(await logLines(two))).toBe(1);

    // Both tabs answer the same decision at once: the server takes one answer, and both tabs move on together.
    // (The buttons are found first, then clicked in the same moment: both answers are sent.)
    expect(third?.kind).toBe("priority");
    const buttons = await Promise.all(
      [one, two].map((page) =>
        page.locator("section.decision .options button", { hasText: /^\d+\. Pass$/ }).elementHandle(),
      ),
    );
    await Promise.all(buttons.map((b) => b?.dispatchEvent("click")));
    const fourth = await nextDecision(one, third!.id);
    await expect(nextDecision(two, third!.id)).resolves.toEqual(fourth);
    // The later answer was refused as stale (the decision was answered): not an error to show, as nothing is lost.
    await one.waitForTimeout(500);
    for (const page of [one, two]) await expect(page.locator('[role="alert"]').count()).resolves.toBe(0);

    // Closing one tab leaves the other at the seat, still playing.
    await one.close();
    await answerFast(two, fourth!.kind);
    await expect(nextDecision(two, fourth!.id)).resolves.not.toEqual(fourth);
    await expect(status(two)).resolves.toBe("connected");
    await context.close();
  });
});

describe("a lost network", () => {
  it("the server killed in the middle of a decision: the page says reconnecting…, comes back by itself to the same decision, and the game goes on", async () => {
    const page = await setup.newPage();
    await createAndJoin(page, setup.server.http, "Ann");
    const mulligan = await nextDecision(page, null);
    await answerFast(page, mulligan!.kind); // keep
    const open = await nextDecision(page, mulligan!.id);
    expect(open).not.toBeNull();
    const prompt = await page.locator("#prompt").textContent();

    // Between the kill and the page's next try the header says so (watched from before the kill: the page
    // may be back before the restart's promise resolves); the retries find the new process.
    const offline = page
      .locator("header .offline", { hasText: "reconnecting…" })
      .waitFor({ timeout: 30_000 });
    await setup.crashAndRestart();
    await offline;
    await page.locator("header .online", { hasText: "connected" }).waitFor({ timeout: 30_000 });

    // The same decision, resumed from the log; answered, the game goes on.
    await expect(nextDecision(page, null)).resolves.toEqual(open);
    await expect(page.locator("#prompt").textContent()).resolves.toBe(prompt);
    await answerFast(page, open!.kind);
    const after = await nextDecision(page, open!.id);
    expect(after).not.toEqual(open);
    await page.close();
  });

  it("a tab whose network is down while another tab plays on: back, it shows the decision of now and the log lines it missed", async () => {
    const context = await setup.newContext();
    const one = await context.newPage();
    // The first tab's WebSocket goes through a route that can cut it and refuse it, like a lost network.
    let offline = false;
    let live: { page: WebSocketRoute; server: WebSocketRoute } | null = null;
    await one.routeWebSocket(/\/ws$/, (ws) => {
      if (offline) return ws.close();
      live = { page: ws, server: ws.connectToServer() };
    });
    await createAndJoin(one, setup.server.http, "Ann");
    const mulligan = await nextDecision(one, null);
    const two = await context.newPage();
    await two.goto(one.url());
    await expect(nextDecision(two, null)).resolves.toEqual(mulligan);

    offline = true;
    const cut = live as { page: WebSocketRoute; server: WebSocketRoute } | null;
    await cut?.server.close();
    await cut?.page.close();
    await one.locator("header .offline", { hasText: "reconnecting…" }).waitFor();
    // The second tab plays on: the keep and three decisions more.
    let d = mulligan;
    for (let i = 0; i < 4 && d !== null; i++) {
      await answerFast(two, d.kind);
      d = await nextDecision(two, d.id);
    }
    expect(d).not.toBeNull();
    await expect(one.locator("section.decision").getAttribute("data-decision")).resolves.toBe(mulligan!.id);

    offline = false;
    await expect(nextDecision(one, mulligan!.id)).resolves.toEqual(d);
    await expect(status(one)).resolves.toBe("connected");
    // What the second tab's log says since it opened, the first tab's says too, in the same order (newest first).
    const missed = await logLines(two);
    expect(missed.length).toBeGreaterThan(0);
    expect((await logLines(one)).slice(0, missed.length)).toEqual(missed);
    await context.close();
  });

  it("a click while the network is down does not leave the decision stuck: back online, it is answered and the game goes on", async () => {
    const page = await setup.newPage();
    let offline = false;
    let live: { page: WebSocketRoute; server: WebSocketRoute } | null = null;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (offline) return ws.close();
      live = { page: ws, server: ws.connectToServer() };
    });
    await createAndJoin(page, setup.server.http, "Ann");
    const mulligan = await nextDecision(page, null);
    offline = true;
    const cut = live as { page: WebSocketRoute; server: WebSocketRoute } | null;
    await cut?.server.close();
    await cut?.page.close();
    await page.locator("header .offline", { hasText: "reconnecting…" }).waitFor();
    // Clicked into the lost connection: nothing reaches the server.
    await answerFast(page, mulligan!.kind);
    offline = false;
    await page.locator("header .online", { hasText: "connected" }).waitFor();
    // The decision is still open; answered again, the game goes on.
    await expect(nextDecision(page, null)).resolves.toEqual(mulligan);
    const keep = page.locator("section.decision").getByRole("button", { name: /^Keep/ });
    await expect(keep.isEnabled({ timeout: 5_000 })).resolves.toBe(true);
    await keep.click();
    await expect(nextDecision(page, mulligan!.id)).resolves.not.toBeNull();
    await page.close();
  });
});
