/**
 * The replay viewer end to end: a finished game between four bots, opened from the lobby's replays, stepped
 * forward and back by keys (← → Home End), buttons, the slider and the step field, and seen as the judge
 * (every hand) and as one seat (its own hand only). The server replays the record; the page shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishedBotGame } from "./api.ts";
import { type Setup, setUp } from "./support.ts";

let setup: Setup;
let steps: number;
beforeAll(async () => {
  setup = await setUp();
  ({ steps } = await finishedBotGame(setup.server.http));
}, 120_000);
afterAll(async () => {
  await setup?.close();
});

describe("the replay viewer", () => {
  it("steps through a finished bot game forward and back, as the judge and as a seat", async () => {
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    await page.getByRole("button", { name: "Replay Four bots" }).click();
    await page.waitForURL(/\/replay\/[\w-]+\?step=0&as=judge$/);
    const stepField = page.getByLabel("Step", { exact: true });
    const events = page.getByRole("region", { name: "This step" });
    const hands = page.getByRole("region", { name: "Hands" }).locator("section.row");
    const at = async (step: number) => {
      await page.waitForURL(new RegExp(`step=${step}&`));
      await expect(stepField.inputValue()).resolves.toBe(String(step));
    };

    // Step 0: the game's start, every hand (the judge).
    await page.getByText(`of ${steps}`).waitFor();
    await events.getByText("The game begins").first().waitFor();
    await expect.poll(() => hands.count()).toBe(4);

    // Keys: → → ← End Home.
    await page.keyboard.press("ArrowRight");
    await at(1);
    // The judge reads what the first player answered: their opening hand's mulligan decision (103.5).
    await events.getByText(/answers “.*”: (keeps \d+|mulligans)\.$/).waitFor();
    await page.keyboard.press("ArrowRight");
    await at(2);
    await page.keyboard.press("ArrowLeft");
    await at(1);
    await page.keyboard.press("End");
    await at(steps);
    await expect.poll(() => page.getByRole("button", { name: "Step forward" }).isDisabled()).toBe(true);
    // The end: the losers have left the game (104.3).
    await page.locator(".seat.left").first().waitFor();
    await page.keyboard.press("Home");
    await at(0);
    await events.getByText("The game begins").first().waitFor();

    // Buttons, the slider and the step field.
    await page.getByRole("button", { name: "Step forward" }).click();
    await at(1);
    await page.getByRole("button", { name: "Last step" }).click();
    await at(steps);
    await page.getByRole("button", { name: "Step back" }).click();
    await at(steps - 1);
    await page.getByLabel("Step slider").fill("20");
    await at(20);
    await stepField.fill("12");
    await at(12);
    // Enter leaves the field: the keys step again.
    await stepField.press("Enter");

    // As seat 2: its own hand only; back to the judge: every hand again.
    await page.getByLabel("View as").selectOption("1");
    await page.waitForURL(/step=12&as=1$/);
    await page.getByRole("region", { name: "My hand" }).waitFor();
    await expect.poll(() => page.getByRole("region", { name: "Hands" }).count()).toBe(0);
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/step=13&as=1$/);
    // Every step tells something: at least who answered and what kind of decision, or the action taken.
    await expect.poll(() => events.textContent()).toMatch(/\w/);
    expect(await events.textContent()).not.toContain("nothing more to tell");
    await page.getByLabel("View as").selectOption("judge");
    await page.waitForURL(/step=13&as=judge$/);
    await expect.poll(() => hands.count()).toBe(4);
    await expect.poll(() => page.getByRole("region", { name: "My hand" }).count()).toBe(0);
    await page.close();
  });
});
