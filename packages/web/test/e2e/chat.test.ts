/**
 * The table chat end to end (Chat.tsx, LogAndChat.tsx; the server's rules: packages/server/src/tables/chat.ts):
 * a Two-Headed Giant table with Ann and Ben as one team and Cat on the other beside a slow bot, each person
 * in a browser context of their own, and a spectator. A team's line reaches the teammate's page — counted
 * on the chat's tab while the log is shown — and neither the opponent's nor the spectator's, not even in
 * the frames their pages received (810.5: teammates discuss strategy among themselves; the server filters);
 * a line to the table reaches every page; a reload shows the lines its reader may read. Before the start too:
 * the waiting page shows each seat's team, and a team's line said there reaches the teammate alone (808.5,
 * 810.5: at any time). At a table that lets
 * its spectators talk (`spectatorsChat`), a spectator gives a name and talks, marked "(spectator)"; a player
 * mutes them: their lines hidden on that page alone, counted, still after a reload, shown again on unmute.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTable, openTable } from "./api.ts";
import { framesOf, joinFromLobby, type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  setup = await setUp();
});
afterAll(async () => {
  await setup?.close();
});

/** How long a page may take to show a line (a busy machine is slow). */
const SETTLED = { timeout: 20_000 };

const TEAM_LINE = "keep Carol's flyer back, I hold Fog";
const TABLE_LINE = "good luck, all";

/** The chat's lines on `page`, top to bottom (the chat's tab need not be shown). */
const chatLines = (page: Page) => page.locator('section[aria-label="Chat"] .chat-lines li').allTextContents();

const chatTab = (page: Page) => page.getByRole("tab", { name: /^Chat/ });

/** Shows the chat's tab. */
async function openChat(page: Page): Promise<void> {
  await chatTab(page).click();
  await page.getByRole("region", { name: "Chat" }).waitFor();
}

/** Says `text` on `page`, to the team or the table (the switch, where there is one), with Enter. */
async function say(page: Page, text: string, to: "Team" | "Table"): Promise<void> {
  const chat = page.getByRole("region", { name: "Chat" });
  await chat.getByRole("radio", { name: to }).check();
  const input = chat.getByRole("textbox", {
    name: to === "Team" ? "Message to your team" : "Message to the table",
  });
  await input.fill(text);
  await input.press("Enter");
  await expect.poll(() => input.inputValue(), SETTLED).toBe("");
}

describe("the table chat in the browser", () => {
  it("810.5 Two-Headed Giant: a team's line reaches the teammate and not the opponents or spectators; the table's, everyone; a reload shows what its reader may read", async () => {
    const base = setup.server.http;
    const table = await newTable(base, {
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "open" }, { kind: "bot" }],
      // The bot slow and the people answering nothing: the game stays at the mulligans while they talk.
      settings: { botDelayMs: 10_000, name: "Talking giants" },
    });
    const contexts = [
      await setup.newContext(),
      await setup.newContext(),
      await setup.newContext(),
      await setup.newContext(),
    ];
    try {
      const [ann, ben, cat, eve] = await Promise.all(contexts.map((c) => c.newPage()));
      const catFrames = framesOf(cat);
      const eveFrames = framesOf(eve);
      await joinFromLobby(ann, base, "Ann", "Talking giants");
      await joinFromLobby(ben, base, "Ben", "Talking giants");
      await joinFromLobby(cat, base, "Cat", "Talking giants");
      await openTable(eve, base, table.id); // a spectator
      // The game has begun (the teams are the view's): a player with a teammate gets the switch.
      for (const page of [ann, ben, cat]) {
        await openChat(page);
        await page.getByRole("radio", { name: "Team" }).waitFor(SETTLED);
      }
      await openChat(eve);
      await expect.poll(() => eve.getByText(/^Spectators read the table's lines/).count(), SETTLED).toBe(1);
      expect(await eve.getByRole("textbox").count()).toBe(0);

      // Ben looks at the log: Ann's line to the team is counted on his chat's tab.
      await ben.getByRole("tab", { name: "Log" }).click();
      await say(ann, TEAM_LINE, "Team");
      await expect.poll(() => chatTab(ben).textContent(), SETTLED).toBe("Chat1 new");
      await openChat(ben);
      const teamShown = `Ann (to your team): ${TEAM_LINE}`;
      await expect.poll(() => chatLines(ben), SETTLED).toEqual([teamShown]);
      expect(await chatLines(ann)).toEqual([`Ann (you) (to your team): ${TEAM_LINE}`]);

      // Cat says a line to the table: every page shows it — the opponent's and the spectator's only that one.
      await say(cat, TABLE_LINE, "Table");
      await expect
        .poll(() => chatLines(ann), SETTLED)
        .toEqual([`Ann (you) (to your team): ${TEAM_LINE}`, `Cat: ${TABLE_LINE}`]);
      await expect.poll(() => chatLines(ben), SETTLED).toEqual([teamShown, `Cat: ${TABLE_LINE}`]);
      await expect.poll(() => chatLines(eve), SETTLED).toEqual([`Cat: ${TABLE_LINE}`]);
      // The table's line was said after the team's: had the team's reached Cat's page, it would be shown.
      expect(await chatLines(cat)).toEqual([`Cat (you): ${TABLE_LINE}`]);
      for (const frames of [catFrames, eveFrames]) {
        expect(frames.some((f) => f.includes(TABLE_LINE))).toBe(true);
        expect(frames.some((f) => f.includes("I hold Fog"))).toBe(false);
      }

      // A reload: the welcome carries the lines its reader may read, oldest first.
      for (const page of [ben, cat, eve]) await page.reload();
      for (const page of [ben, cat, eve]) await openChat(page);
      await expect.poll(() => chatLines(ben), SETTLED).toEqual([teamShown, `Cat: ${TABLE_LINE}`]);
      await expect.poll(() => chatLines(cat), SETTLED).toEqual([`Cat (you): ${TABLE_LINE}`]);
      await expect.poll(() => chatLines(eve), SETTLED).toEqual([`Cat: ${TABLE_LINE}`]);
      expect(catFrames.some((f) => f.includes("I hold Fog"))).toBe(false);
      // The lines a page found at the table count as read: no count on the tab after the reload.
      expect(await chatTab(ben).textContent()).toBe("Chat");
    } finally {
      for (const c of contexts) await c.close();
    }
  });

  it("810.5 before the start: the waiting page shows the teams; a team's line said there reaches the teammate and not the opponent", async () => {
    const base = setup.server.http;
    // Seat 4 stays open: the game doesn't begin while they talk.
    await newTable(base, {
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "open" }, { kind: "open" }],
      settings: { name: "Giants waiting" },
    });
    const contexts = [await setup.newContext(), await setup.newContext(), await setup.newContext()];
    try {
      const [ann, ben, cat] = await Promise.all(contexts.map((c) => c.newPage()));
      const catFrames = framesOf(cat);
      await joinFromLobby(ann, base, "Ann", "Giants waiting");
      await joinFromLobby(ben, base, "Ben", "Giants waiting");
      await joinFromLobby(cat, base, "Cat", "Giants waiting");
      // Each page shows which seat is on which team (TableInfo's seats), as the board will name them.
      for (const page of [ann, ben, cat]) {
        const waiting = page.getByRole("region", { name: "Waiting" });
        await expect
          .poll(() => waiting.getByRole("heading").allTextContents(), SETTLED)
          .toEqual(["Team A: seats 1 and 2", "Team B: seats 3 and 4"]);
      }
      await expect
        .poll(
          () => ann.getByRole("list", { name: "Team A" }).getByRole("listitem").allTextContents(),
          SETTLED,
        )
        .toEqual(["Seat 1: Ann (human)", "Seat 2: Ben (human)"]);

      // No view yet, the switch all the same: the teammates are the table's info's.
      for (const page of [ann, ben, cat]) await openChat(page);
      await expect
        .poll(() => ann.locator(".chat-hint").textContent(), SETTLED)
        .toBe("Ben and the judge read it.");
      await expect
        .poll(() => cat.locator(".chat-hint").textContent(), SETTLED)
        .toBe("whoever takes seat 4 and the judge read it.");

      await say(ann, TEAM_LINE, "Team");
      await expect.poll(() => chatLines(ben), SETTLED).toEqual([`Ann (to your team): ${TEAM_LINE}`]);
      expect(await chatLines(ann)).toEqual([`Ann (you) (to your team): ${TEAM_LINE}`]);
      // Cat's line to the table, said after Ann's: had Ann's reached Cat's page, it would be shown before it.
      await say(cat, TABLE_LINE, "Table");
      await expect
        .poll(() => chatLines(ben), SETTLED)
        .toEqual([`Ann (to your team): ${TEAM_LINE}`, `Cat: ${TABLE_LINE}`]);
      // Cat's own line comes back to Cat's page by the server, as to Ben's: not necessarily first.
      await expect.poll(() => chatLines(cat), SETTLED).toEqual([`Cat (you): ${TABLE_LINE}`]);
      expect(catFrames.some((f) => f.includes(TABLE_LINE))).toBe(true);
      expect(catFrames.some((f) => f.includes("I hold Fog"))).toBe(false);
      expect(await ann.getByRole("region", { name: "Waiting" }).count()).toBe(1); // still before the start
    } finally {
      for (const c of contexts) await c.close();
    }
  });

  it("a spectator at a table that lets spectators talk gives a name and talks; a player mutes them, for that page alone", async () => {
    const base = setup.server.http;
    const table = await newTable(base, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
      settings: { botDelayMs: 10_000, name: "Talking spectators", spectatorsChat: true },
    });
    const contexts = [await setup.newContext(), await setup.newContext(), await setup.newContext()];
    try {
      const [ann, sam, eve] = await Promise.all(contexts.map((c) => c.newPage()));
      await joinFromLobby(ann, base, "Ann", "Talking spectators");
      await openTable(sam, base, table.id);
      await openTable(eve, base, table.id);
      for (const page of [ann, sam, eve]) await openChat(page);
      // Sam watches unnamed: a name first, then the input (the table opened again with Sam's token).
      await sam.getByLabel("Your name in the chat").fill("Sam");
      await sam.getByRole("button", { name: "Talk" }).click();
      const input = sam.getByRole("textbox", { name: "Message to the table" });
      await input.waitFor(SETTLED);
      await input.fill("nice opening hand");
      await input.press("Enter");
      await expect.poll(() => chatLines(ann), SETTLED).toEqual(["Sam (spectator): nice opening hand"]);
      await expect.poll(() => chatLines(eve), SETTLED).toEqual(["Sam (spectator): nice opening hand"]);
      expect(await chatLines(sam)).toEqual(["Sam (spectator, you): nice opening hand"]);

      // Ann mutes Sam: hidden on her page, counted; Eve still reads Sam.
      await ann.getByRole("button", { name: "Mute Sam" }).click();
      const muted = ann.getByRole("list", { name: "Muted" });
      await expect.poll(() => muted.textContent(), SETTLED).toBe("Sam: 1 line hidden unmute");
      expect(await chatLines(ann)).toEqual([]);
      await input.fill("still here");
      await input.press("Enter");
      await expect.poll(() => chatLines(eve), SETTLED).toHaveLength(2);
      await expect.poll(() => muted.textContent(), SETTLED).toBe("Sam: 2 lines hidden unmute");
      // Kept in Ann's browser: a reload keeps Sam muted; Sam's reload keeps the name and the input.
      await ann.reload();
      await sam.reload();
      await openChat(ann);
      await openChat(sam);
      await expect.poll(() => muted.textContent(), SETTLED).toBe("Sam: 2 lines hidden unmute");
      await sam.getByRole("textbox", { name: "Message to the table" }).waitFor(SETTLED);
      await ann.getByRole("button", { name: "Unmute Sam" }).click();
      await expect
        .poll(() => chatLines(ann), SETTLED)
        .toEqual(["Sam (spectator): nice opening hand", "Sam (spectator): still here"]);
    } finally {
      for (const c of contexts) await c.close();
    }
  });
});
