/**
 * The web table end to end: a real server process serving the built client, the system's Chromium, and
 * a person who plays by clicking in the page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFast, createAndJoin, nextDecision, type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  setup = await setUp();
});
afterAll(async () => {
  await setup?.close();
});

describe("the web table", () => {
  it("a reload in the middle of a decision resumes it", async () => {
    const page = await setup.browser.newPage();
    await createAndJoin(page, setup.server.http, "Ann");
    const first = await nextDecision(page, null);
    expect(first?.kind).toBe("mulligan");
    await page.reload();
    const again = await nextDecision(page, null);
    expect(again).toEqual(first);
    await expect(page.locator("#prompt").textContent()).resolves.toContain("mulligan");
    await answerFast(page, "mulligan");
    const next = await nextDecision(page, first!.id);
    expect(next).not.toEqual(first);
    await page.close();
  });

  it("a whole 4-player Free-for-All against three bots, played by clicking, to the game-over banner", async () => {
    const page = await setup.browser.newPage();
    await createAndJoin(page, setup.server.http, "Ann");
    let answered = 0;
    for (let d = await nextDecision(page, null); d !== null; d = await nextDecision(page, d.id)) {
      // "Pass until something happens" (the protocol's `pass`) gets the game to its end in few clicks.
      await answerFast(page, d.kind, /^Pass until something happens$/);
      answered++;
    }
    await expect(page.getByRole("status", { name: "Game over" }).textContent()).resolves.toMatch(/won|draw/);
    expect(answered).toBeGreaterThan(0);
    await page.close();
  });
});
