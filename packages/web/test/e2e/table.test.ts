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
    const page = await setup.newPage();
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
    const page = await setup.newPage();
    await createAndJoin(page, setup.server.http, "Ann");
    let answered = 0;
    for (let d = await nextDecision(page, null); d !== null; d = await nextDecision(page, d.id)) {
      // "Pass until something happens" (the protocol's `pass`) gets the game to its end in few clicks.
      await answerFast(page, d.kind, /^Pass until something happens$/);
      answered++;
    }
    await expect(page.getByRole("status", { name: "Game over" }).textContent()).resolves.toMatch(/won|draw/);
    expect(answered).toBeGreaterThan(0);
    // The game-over banner links to the replay, from the person's seat.
    await page.getByRole("link", { name: "Watch the replay" }).click();
    await page.waitForURL(/\/replay\/[\w-]+\?step=0&as=0$/);
    await page.getByRole("region", { name: "My hand" }).waitFor();
    await page.close();
  });
});

describe("attacking by clicking", () => {
  it("508.1 a creature clicked, then the player it attacks: the attack is declared and logged", async () => {
    const created = await fetch(`${setup.server.http}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        variant: "free-for-all",
        players: 4,
        decks: ["White Weenie", "random", "random", "random"],
        settings: { botDelayMs: 0, name: "Weenie" },
      }),
    });
    expect(created.status).toBe(201);
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page.getByRole("button", { name: "Join Weenie" }).click();
    await page.waitForURL(/\/table\//);
    const panel = page.locator("section.decision");
    const mine = page.locator('section[aria-label="My battlefield"] button.card:not([disabled])');
    let attacked = false;
    for (
      let d = await nextDecision(page, null);
      d !== null && !attacked;
      d = await nextDecision(page, d.id)
    ) {
      const offer = panel.locator(".options button", { hasText: /^\d+\. (Play|Cast) / });
      if (d.kind === "attackers" && (await mine.count()) > 0) {
        await mine.first().click();
        const defender = page.getByRole("button", { name: /^Choose / });
        if ((await defender.count()) > 0) await defender.first().click();
        await expect(panel.textContent()).resolves.toMatch(/attacks /);
        await panel.getByRole("button", { name: "Attack with 1" }).click();
        attacked = true;
      } else if (d.kind === "priority" && (await offer.count()) > 0) await offer.first().click();
      else await answerFast(page, d.kind);
    }
    expect(attacked).toBe(true);
    await page.waitForSelector('section[aria-label="Game log"] li:has-text(" attacks ")');
    await page.close();
  });
});
