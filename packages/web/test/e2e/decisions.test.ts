/**
 * The web table end to end, at a practice duel (the person plays Red Deck Wins against a bot): a card's
 * rules text on hover, a cast with a target gone back on (601.2) and then made, a land played from the
 * keyboard (Tab, Enter), the game log's filters, and "Save this position" downloading a scenario file that
 * the scenario runner accepts.
 */
import { readFileSync } from "node:fs";
import { cardDb } from "@roundtable/cards";
import { parseScenario, runScenario } from "@roundtable/scenario";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFast, nextDecision, practiceDuel, type Setup, setUp } from "./support.ts";

let setup: Setup;
let page: Page;
beforeAll(async () => {
  // One seed: the same game at every run (a random one once dealt a game this test could not play).
  setup = await setUp();
  page = await practiceDuel(setup);
}, 120_000);
afterAll(async () => {
  await setup?.close();
});

const BURN = /^\d+\. Cast (Lightning Bolt|Shock|Searing Spear|Forked Bolt|Fireball)$/;
const BURN_IN_HAND = /Lightning Bolt|Shock|Searing Spear|Forked Bolt|Fireball/;

describe("decisions, card text, log and saving at a practice table", () => {
  it("hovering a card's ⓘ shows its full generated rules text, named by aria-describedby", async () => {
    await nextDecision(page, null);
    const info = page.locator('section[aria-label="My hand"] button.card-info').first();
    await info.hover();
    try {
      const tip = page
        .getByRole("tooltip")
        .filter({ hasText: /Instant|Sorcery|Creature|Land|Artifact|Enchantment|Planeswalker/ });
      await tip.waitFor();
      const id = await tip.getAttribute("id");
      expect(await info.getAttribute("aria-describedby")).toBe(id);
    } finally {
      await page.mouse.move(0, 0);
    }
    await page.getByRole("tooltip").waitFor({ state: "detached" }); // gone when the pointer leaves
  });

  it("a card the open decision can't use is shown as plainly as the page's text, not greyed as a disabled control", async () => {
    await nextDecision(page, null); // the mulligan: no card in hand is a choice
    const card = page.locator('section[aria-label="My hand"] button.card').first();
    expect(await card.isDisabled()).toBe(true);
    // Read in the page, as a string: this file is type-checked without the DOM's names.
    const look = (await page.evaluate(`(() => {
      const style = getComputedStyle(document.querySelector('section[aria-label="My hand"] button.card'));
      return { color: style.color, opacity: style.opacity, body: getComputedStyle(document.body).color };
    })()`)) as { color: string; opacity: string; body: string };
    expect(look).toEqual({ color: look.body, opacity: "1", body: look.body });
  });

  it("601.2: a cast with a target is gone back on with Back, then cast after all", async () => {
    const panel = page.locator("section.decision");
    const hand = page.locator('section[aria-label="My hand"]');
    let cast = false;
    let mulligans = 0;
    for (let d = await nextDecision(page, null); d !== null && !cast; d = await nextDecision(page, d.id)) {
      const burn = panel.getByRole("button", { name: BURN });
      const land = panel.getByRole("button", { name: /^\d+\. Play Mountain$/ });
      if (d.kind === "mulligan" && mulligans < 2 && !BURN_IN_HAND.test((await hand.textContent()) ?? "")) {
        await panel.getByRole("button", { name: "Mulligan" }).click(); // keep a hand with burn in it
        mulligans++;
      } else if (d.kind === "priority" && (await burn.count()) > 0) {
        const label = ((await burn.first().textContent()) ?? "").replace(/^\d+\. /, "");
        await burn.first().click();
        const first = await nextDecision(page, d.id); // X (Fireball) or the targets
        expect(["choose", "number"]).toContain(first?.kind);
        await expect(panel.locator(".rule").textContent()).resolves.toMatch(/601\.2[bc]/);
        // 601.2a: meanwhile the spell is on top of the stack, being cast.
        const being = page.locator('section[aria-label="Stack"] li.announcing');
        const card = label.replace(/^Cast /, "");
        await expect(being.textContent()).resolves.toMatch(new RegExp(`^${card} \\(being cast by `));
        await panel.getByRole("button", { name: /^Back/ }).click();
        const again = await nextDecision(page, first!.id);
        expect(again?.kind).toBe("priority"); // the cast is cancelled: priority again, the card still in hand
        expect(await being.count()).toBe(0);
        await panel
          .getByRole("button", { name: new RegExp(`^\\d+\\. ${label}$`) })
          .first()
          .click();
        // X, the targets (the first ones), and the division if any; then the spell is cast.
        for (let q = await nextDecision(page, again!.id); q !== null && q.kind !== "priority"; ) {
          await answerFast(page, q.kind);
          q = await nextDecision(page, q.id);
        }
        await page.waitForSelector(
          `section[aria-label="Game log"] li:has-text("${label.replace("Cast", "casts")}")`,
        );
        cast = true;
      } else if (d.kind === "priority" && (await land.count()) > 0) await land.first().click();
      else await answerFast(page, d.kind);
    }
    expect(cast).toBe(true);
  });

  it("Enter on an action button reached with Tab presses it (a land is played), not the table's Enter (pass)", async () => {
    const panel = page.locator("section.decision");
    const log = page.locator('section[aria-label="Game log"]');
    let played = false;
    for (let d = await nextDecision(page, null), n = 0; d !== null && !played && n < 40; n++) {
      const land = panel.getByRole("button", { name: /^\d+\. Play / });
      if (d.kind !== "priority" || (await land.count()) === 0) {
        await answerFast(page, d.kind, /^Pass until my turn$/);
        d = await nextDecision(page, d.id);
        continue;
      }
      const label = (await land.first().textContent()) ?? "";
      const plays = log.locator("li", { hasText: ` plays ${label.replace(/^\d+\. Play /, "")}` });
      const before = await plays.count();
      await page.getByRole("button", { name: "Lobby" }).focus();
      for (let k = 0; k < 150 && (await page.evaluate("document.activeElement?.textContent")) !== label; k++)
        await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => plays.count(), { timeout: 20_000 }).toBe(before + 1);
      played = true;
    }
    expect(played).toBe(true);
  });

  it("the log's filters: by kind, and only what touches me", async () => {
    const log = page.locator('section[aria-label="Game log"]');
    const all = await log.locator("li").count();
    await log.getByRole("button", { name: "Spells" }).click();
    // The lines are the spells' (each under its turn's and step's headers, which are kept over them).
    const kinds = await log
      .locator("li:not([data-head])")
      .evaluateAll((lis) => lis.map((li) => li.getAttribute("data-kind")));
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(["spells"]));
    await expect(log.locator('li[data-head="turn"]').count()).resolves.toBeGreaterThan(0);
    await expect(log.locator("li", { hasText: "casts " }).count()).resolves.toBeGreaterThan(0);
    await log.getByRole("button", { name: "Spells" }).click();
    await log.getByLabel("Only what touches me").check();
    expect(await log.locator("li").count()).toBeLessThanOrEqual(all);
    await log.getByLabel("Only what touches me").uncheck();
  });

  it("Save this position downloads a scenario file that the scenario runner accepts", async () => {
    const button = page.getByRole("button", { name: "Save this position" });
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
    await expect(page.locator(".save-position [role=status]").textContent()).resolves.toMatch(
      /^Saved .*turn \d+/,
    );
    expect(file).toMatchObject({ format: 1, variant: "duel" });
    const parsed = parseScenario(file, cardDb);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const run = runScenario(parsed.scenario, cardDb);
    expect(run.error).toBeUndefined();
    expect(run.passed).toBe(true);
  });
});
