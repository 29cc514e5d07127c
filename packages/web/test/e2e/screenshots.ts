/**
 * `npm run web:screenshots`: the lobby (with a Two-Headed Giant table waiting) and a table some turns into a
 * Free-for-All, where the person plays a land or a spell whenever offered; a 100-player Grand Melee (its map,
 * seat list and turn markers) at 1280×800, on a phone (390×844), on a tablet (820×1180) and on a phone held
 * sideways (844×390); an Emperor table with a range of 1 (roles, seats out of range shaded); a Two-Headed
 * Giant's chat as one of a team's players reads it; into docs/img/ (docs/web.md).
 */
import type { Page } from "playwright-core";
import { createTable, grandMelee, openTable } from "./api.ts";
import { answerFast, createAndJoin, joinFromLobby, nextDecision, type Setup, setUp } from "./support.ts";

const setup = await setUp();
try {
  const page = await setup.newPage();
  await fetch(`${setup.server.http}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }, { kind: "bot" }],
      settings: { name: "Friday night" },
    }),
  });
  await page.goto(setup.server.http);
  await page.getByLabel("Your name").fill("Ann");
  // The lobby loaded: the variants in the form, and the lists (the seat selects' options are there at once).
  await page.getByLabel("Variant").locator("option").first().waitFor({ state: "attached" });
  await page.getByText("Loading…").first().waitFor({ state: "detached" });
  await page.screenshot({ path: "docs/img/lobby.png", fullPage: true });
  await createAndJoin(page, setup.server.http, "Ann");
  let n = 0;
  for (let d = await nextDecision(page, null); d !== null && n < 120; d = await nextDecision(page, d.id)) {
    n++;
    const turn = (await page.locator(".turn").textContent()) ?? "";
    const num = Number(/Turn (\d+)/.exec(turn)?.[1] ?? 0);
    if (d.kind === "priority" && num >= 17) break;
    const play = page.locator("section.decision .options button", { hasText: /Cast |Play / });
    if (d.kind === "priority" && (await play.count()) > 0) await play.first().click();
    else await answerFast(page, d.kind);
  }
  await page.screenshot({ path: "docs/img/table.png", fullPage: true });
  await bigTables(setup.server.http, await setup.newPage());
  await chat(setup);
} finally {
  await setup.close();
}

/** Some decisions answered at a table: the first offered play, else pass (until `until` decisions). */
async function play(page: Page, until: number): Promise<void> {
  let n = 0;
  for (let d = await nextDecision(page, null); d !== null && n < until; d = await nextDecision(page, d.id)) {
    n++;
    const offer = page.locator("section.decision .options button", { hasText: /Cast |Play / });
    if (d.kind === "priority" && (await offer.count()) > 0) await offer.first().click();
    else await answerFast(page, d.kind);
  }
}

async function bigTables(base: string, page: Page): Promise<void> {
  await openTable(page, base, await createTable(base, grandMelee(100)), "Ann");
  await play(page, 12);
  await page.waitForSelector(".markers li");
  await page.screenshot({ path: "docs/img/table-grand-melee.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "docs/img/table-phone.png" });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: "docs/img/table-tablet.png" });
  await page.setViewportSize({ width: 844, height: 390 });
  await page.screenshot({ path: "docs/img/table-phone-sideways.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  const emperor = await createTable(base, {
    variant: "emperor",
    players: 6,
    options: { range: 1 },
    settings: { botDelayMs: 0, name: "Emperor, range 1" },
  });
  await openTable(page, base, emperor, "Ann");
  await play(page, 10);
  await page.screenshot({ path: "docs/img/table-emperor.png" });
}

/** Three people at a Two-Headed Giant (Ann and Ben one team, Cat beside a slow bot), talking: Ben's page. */
async function chat(setup: Setup): Promise<void> {
  const base = setup.server.http;
  await createTable(base, {
    variant: "two-headed-giant",
    players: 4,
    seats: [{ kind: "open" }, { kind: "open" }, { kind: "open" }, { kind: "bot" }],
    settings: { botDelayMs: 10_000, name: "Friday night giants" },
  });
  const contexts = [await setup.newContext(), await setup.newContext(), await setup.newContext()];
  const [ann, ben, cat] = await Promise.all(contexts.map((c) => c.newPage()));
  for (const [page, name] of [
    [ann, "Ann"],
    [ben, "Ben"],
    [cat, "Cat"],
  ] as const)
    await joinFromLobby(page, base, name, "Friday night giants");
  const say = async (page: Page, to: "Team" | "Table", text: string) => {
    await page.getByRole("tab", { name: /^Chat/ }).click();
    await page.getByRole("radio", { name: to }).check();
    await page.getByRole("textbox").fill(text);
    await page.getByRole("textbox").press("Enter");
    await page.locator(".chat-lines li", { hasText: text }).waitFor();
  };
  await say(cat, "Table", "good luck, all");
  await say(ann, "Team", "keep a flyer back for their big turn; I hold Fog");
  await say(ben, "Team", "ok, Serra stays home");
  await say(cat, "Table", "your move, giants");
  await ben.locator(".chat-lines li", { hasText: "your move" }).waitFor();
  await ben.getByRole("textbox").fill("and then we swing with everyth");
  await ben.screenshot({ path: "docs/img/table-chat.png" });
  for (const c of contexts) await c.close();
}
