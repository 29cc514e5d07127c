/**
 * "Play on from here" in a replay, end to end (docs/web.md, Replays): a finished game of four bots is opened
 * at a step where the first seat is to decide and whose position the server saves exactly; "Save this
 * position" saves it, "Play on from here" starts a table from the file and goes there — a waiting table, the
 * first seat open for the person, the others bots as in the game. The person takes the seat, and the new
 * game stands where the replay's step did: whose turn and which step (its number starts again from 1), each
 * seat (life, hand, library, graveyard, permanents), the person's hand and battlefield and each opponent's
 * battlefield; and the person is asked, and the game goes on.
 */
import type { ReplayStep, SavedPosition } from "@roundtable/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishedBotGame } from "./api.ts";
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

/**
 * The first step from `from` that the server saves exactly (the file stops at that very position) and where
 * the only open decision is the first seat's — at the new table that seat is the person's, so nothing moves
 * before they sit down (the bots there play at once).
 */
async function stepToPlayOn(from: number): Promise<{ step: number; view: ReplayStep["view"] }> {
  const base = setup.server.http;
  for (let step = from; step < steps; step++) {
    const replay = (await (
      await fetch(`${base}/api/games/${game}/replay?step=${step}&as=0`)
    ).json()) as ReplayStep;
    const open = replay.view.decisions;
    if (open.length !== 1 || open[0].player !== 0 || replay.view.players[0].left) continue;
    const res = await fetch(`${base}/api/games/${game}/position?step=${step}`);
    if (res.status !== 200) continue;
    if (((await res.json()) as SavedPosition).exact) return { step, view: replay.view };
  }
  throw new Error("no step of the game could be played on from exactly, at the first seat's decision");
}

/** What the page shows of the position, seat 0's view: the turn line, the seats, the hand and every battlefield. */
async function position(p: Page) {
  const names = (label: string) => p.locator(`section[aria-label="${label}"] .card-name`).allTextContents();
  const seats = await p
    .locator('section[aria-label="The table"] li.seat')
    .evaluateAll((lis) =>
      lis
        .map((li) => ({ seat: Number(li.getAttribute("data-seat")), text: li.textContent }))
        .sort((a, b) => a.seat - b.seat),
    );
  // Each opponent's battlefield, put in focus by a click on the seat's name.
  const theirs: Record<number, string[]> = {};
  for (const { seat } of seats.filter((s) => s.seat !== 0)) {
    await p.locator(`li.seat[data-seat="${seat}"] button.seat-name`).click();
    const region = p.locator('section[aria-label$="\'s battlefield"]');
    await expect
      .poll(() => region.getAttribute("aria-label"))
      .toContain((await p.locator(`li.seat[data-seat="${seat}"]`).getAttribute("aria-label")) ?? "");
    theirs[seat] = (await region.locator(".card-name").allTextContents()).sort();
  }
  return {
    // Whose turn and which step ("Alice, first main phase"): the new game counts its turns from 1 (a scenario
    // file's game begins at turn 1, `laterTurn`: docs/scenarios.md).
    turn: ((await p.locator(".board .turn").first().textContent()) ?? "")
      .replace(/ —.*$/, "")
      .replace(/^Turn \d+: /, ""),
    seats,
    hand: (await names("My hand")).sort(),
    mine: (await names("My battlefield")).sort(),
    theirs,
  };
}

describe("Play on from here, in a replay", () => {
  it("starts a table at the replay's step: the person takes the first seat and plays on from that position", async () => {
    const { step, view } = await stepToPlayOn(12);
    const page = await setup.newPage();
    await page.goto(`${setup.server.http}/replay/${game}?step=${step}&as=0`);
    await page.getByText(`of ${steps}`).waitFor();
    await page.getByRole("region", { name: "My hand" }).waitFor();
    const before = await position(page);
    expect(before.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
    expect(before.turn).toMatch(new RegExp(`^${view.players[view.turn.active].name}, `));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Save this position" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${game}-step-${step}.json`);
    await page.getByRole("button", { name: "Play on from here" }).click();
    await page.waitForURL((url) => /^\/table\/[\w-]+$/.test(url.pathname));
    expect(new URL(page.url()).pathname).not.toBe(`/table/${game}`);

    // A new table, waiting: the first seat open for the person, the game's bots bots again.
    const waiting = page.locator('section[aria-label="Waiting"]');
    for (const seat of [2, 3, 4])
      await expect(
        waiting
          .locator("li")
          .nth(seat - 1)
          .textContent(),
      ).resolves.toMatch(new RegExp(`^Seat ${seat}: .*\\(bot\\)`));
    await expect(page.locator("header h1").textContent()).resolves.toContain("(from a position)");
    // The person sits down under the name the seat had, so that the seats read alike.
    await waiting.getByLabel("Name for seat 1").fill(view.players[0].name);
    await waiting.getByRole("button", { name: "Take seat 1" }).click();
    const first = await nextDecision(page, null);
    expect(first?.kind).toBe(view.decisions[0].kind);
    await expect(page.locator("header").textContent()).resolves.toContain("seat 1");
    expect(await position(page)).toEqual(before);

    // And the game goes on from there.
    await answerFast(page, first!.kind);
    expect(await nextDecision(page, first!.id)).not.toBeNull();
    await page.close();
  });
});
