/**
 * The replay viewer end to end: a finished game between four bots, opened from the lobby's replays, stepped
 * forward and back by keys (← → Home End), buttons, the slider and the step field, and seen as the judge
 * (every hand) and as one seat (its own hand only). The server replays the record; the page shows it.
 * "Save this position" downloads the scenario file of the step shown, or says why it can't be saved. A line
 * said at the table is in the replay's chat from the step it was said at on (GET /api/games/:id/chat), and
 * the chat follows "View as" as far as the browser's token may read (a team's lines are its own and the
 * judge's, 810.5).
 */
import { readFileSync } from "node:fs";
import { cardDb } from "@roundtable/cards";
import type { GameChat, ReplayStep, SavedPosition } from "@roundtable/protocol";
import { parseScenario, runScenario } from "@roundtable/scenario";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishedBotGame, newTable, openTable } from "./api.ts";
import { answerFast, nextDecision, type Setup, setUp } from "./support.ts";

let setup: Setup;
let game: string;
let steps: number;
beforeAll(async () => {
  setup = await setUp();
  ({ id: game, steps } = await finishedBotGame(setup.server.http));
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

  it("Save this position downloads the file of the step shown, or says why that step can't be saved", async () => {
    const page = await setup.newPage();
    await page.goto(`${setup.server.http}/replay/${game}?step=0&as=judge`);
    await page.getByText(`of ${steps}`).waitFor();
    const save = page.getByRole("button", { name: "Save this position" });
    const saved = async (step: number): Promise<void> => {
      const res = await fetch(`${setup.server.http}/api/games/${game}/position?step=${step}`);
      expect(res.status).toBe(200);
      const expected = (await res.json()) as SavedPosition;
      const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
      expect(download.suggestedFilename()).toBe(`${game}-step-${step}.json`);
      const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
      expect(file).toEqual(expected.file);
      await expect(page.locator(".save-position [role=status]").textContent()).resolves.toBe(
        `Saved ${game}-step-${step}.json: ${expected.note}.`,
      );
      const parsed = parseScenario(file, cardDb);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const run = runScenario(parsed.scenario, cardDb);
      expect(run.error).toBeUndefined();
      expect(run.passed).toBe(true);
    };
    // Step 0, the opening hands: the mulligans are a position too (103.5), saved as they are.
    await saved(0);

    // A step the server can't save: its refusal is said under the button. (Which steps are refused depends
    // on the game, so the server's 422 is stood in for, in the server's words: savedPosition.ts.)
    await page.getByLabel("Step", { exact: true }).fill("12");
    await page.waitForURL(/step=12&/);
    await page.route(`**/api/games/${game}/position?step=12`, (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "cannot-save",
            message: "this position can't be saved as a scenario file: a reason",
            problems: ["a reason"],
          },
        }),
      }),
    );
    await save.click();
    await expect(page.locator(".save-position [role=alert]").textContent()).resolves.toMatch(
      /can't be saved as a scenario file: a reason/,
    );
    await page.unroute(`**/api/games/${game}/position?step=12`);

    // Another step: what was said of step 12's file is gone; the first from 13 the server saves is downloaded.
    let step = 13;
    for (; step < steps; step++) {
      const res = await fetch(`${setup.server.http}/api/games/${game}/position?step=${step}`);
      if (res.status === 200) break;
    }
    if (step === steps) throw new Error("no step of the game could be saved");
    await page.getByLabel("Step", { exact: true }).fill(String(step));
    await page.waitForURL(new RegExp(`step=${step}&`));
    await expect.poll(() => page.locator(".save-position [role=alert]").count()).toBe(0);
    await saved(step);
    await page.close();
  });

  it("a line said at the table is in the replay's chat from the step it was said at, not before", async () => {
    const base = setup.server.http;
    const table = await newTable(base, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
      settings: { botDelayMs: 0, name: "Chatty game" },
    });
    // A context of its own: the seat's token is this browser's alone.
    const context = await setup.newContext();
    try {
      const page = await context.newPage();
      await openTable(page, base, table.id, "Ann");
      // Ann answers her first decision: the game has moved on when she speaks.
      const first = await nextDecision(page, null);
      if (first === null) throw new Error("the game ended before Ann's first decision");
      await answerFast(page, first.kind);
      await nextDecision(page, first.id);
      await page.getByRole("tab", { name: /^Chat/ }).click();
      const input = page.getByRole("textbox", { name: "Message to the table" });
      await input.fill("gl hf");
      await input.press("Enter");
      await page.locator(".chat-lines li", { hasText: "gl hf" }).waitFor();
      // She concedes (104.3a): the game is over.
      const token = String(await page.evaluate(`localStorage.getItem("roundtable:seat:${table.id}")`));
      const left = await fetch(`${base}/api/tables/${table.id}/leave`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(left.status).toBe(200);
      await page.locator(".game-over").waitFor();
      const chat = (await (
        await fetch(`${base}/api/games/${table.id}/chat`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as GameChat;
      const said = chat.lines.find((l) => l.text === "gl hf");
      if (said === undefined) throw new Error("the line is not in the game's chat");
      const { steps: last } = (await (
        await fetch(`${base}/api/games/${table.id}/replay?step=0&as=judge`)
      ).json()) as ReplayStep;
      // Said during the game: after an input, before the concession.
      expect(said.after).toBeGreaterThanOrEqual(1);
      expect(said.after).toBeLessThan(last);

      // The replay one step before: nothing said yet; a step on, the line, as Ann's own.
      await page.goto(`${base}/replay/${table.id}?step=${said.after - 1}&as=0`);
      await page.getByText(`of ${last}`).waitFor();
      await page.getByRole("tab", { name: /^Chat/ }).click();
      const panel = page.getByRole("region", { name: "Chat" });
      await panel.getByText(`Nothing said by step ${said.after - 1}.`).waitFor();
      await page.getByRole("button", { name: "Step forward" }).click();
      await page.waitForURL(new RegExp(`step=${said.after}&`));
      await expect
        .poll(() => panel.locator(".chat-lines li").allTextContents())
        .toEqual(["Ann (you): gl hf"]);
      await expect(panel.getByText("You read the table's lines and your team's.").count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it("810.5: the replay's chat follows View as, within the browser's token: a player viewing as an opponent gets no team line, the judge gets the seat's", async () => {
    const base = setup.server.http;
    // Two-Headed Giant: Ann and a bot are team A (seats 0, 1), two bots team B.
    const table = await newTable(base, {
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }, { kind: "bot" }],
      settings: { botDelayMs: 0, name: "Giants talk" },
    });
    const lines = (page: Page) => page.locator('section[aria-label="Chat"] .chat-lines li').allTextContents();
    const context = await setup.newContext();
    const judging = await setup.newContext();
    try {
      const ann = await context.newPage();
      await openTable(ann, base, table.id, "Ann");
      await ann.getByRole("tab", { name: /^Chat/ }).click();
      const chat = ann.getByRole("region", { name: "Chat" });
      for (const [to, text] of [
        ["Table", "gl hf"],
        ["Team", "I hold Fog"],
      ] as const) {
        await chat.getByRole("radio", { name: to }).check();
        await chat.getByRole("textbox").fill(text);
        await chat.getByRole("textbox").press("Enter");
        await chat.locator(".chat-lines li", { hasText: text }).waitFor();
      }
      // Ann concedes: her team loses together (810.8a), and the game is over.
      const token = String(await ann.evaluate(`localStorage.getItem("roundtable:seat:${table.id}")`));
      const left = await fetch(`${base}/api/tables/${table.id}/leave`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(left.status).toBe(200);
      await ann.locator(".game-over").waitFor();
      const { steps: last } = (await (
        await fetch(`${base}/api/games/${table.id}/replay?step=0&as=judge`)
      ).json()) as ReplayStep;

      // Ann, as herself: her team's line. As seat 3 (team B): the table's alone, and the page says why.
      await ann.goto(`${base}/replay/${table.id}?step=${last}&as=0`);
      await ann.getByRole("tab", { name: /^Chat/ }).click();
      await expect
        .poll(() => lines(ann))
        .toEqual(["Ann (you): gl hf", "Ann (you) (to your team): I hold Fog"]);
      await ann.getByLabel("View as").selectOption("2");
      await ann.waitForURL(/as=2$/);
      await expect.poll(() => lines(ann)).toEqual(["Ann (you): gl hf"]);
      await ann
        .getByText("The table's lines: Team B's are left out, for its players and the judge.")
        .waitFor();

      // The judge, as seat 3: what seat 3 read — not team A's line; as seat 2, Ann's teammate, that line too.
      const judge = await judging.newPage();
      await judge.goto(base);
      await judge.evaluate(
        `localStorage.setItem(${JSON.stringify(`roundtable:judge:${table.id}`)}, ${JSON.stringify(table.judgeToken)})`,
      );
      await judge.goto(`${base}/replay/${table.id}?step=${last}&as=2`);
      await judge.getByRole("tab", { name: /^Chat/ }).click();
      await judge.getByText("The table's lines and Team B's, as seat 3 read them.").waitFor();
      expect(await lines(judge)).toEqual(["Ann: gl hf"]);
      await judge.getByLabel("View as").selectOption("1");
      await expect.poll(() => lines(judge)).toEqual(["Ann: gl hf", "Ann (to Team A): I hold Fog"]);
      await judge.getByText("The table's lines and Team A's, as seat 2 read them.").waitFor();
    } finally {
      await context.close();
      await judging.close();
    }
  });
});
