/**
 * `npm run web:screenshots`: the lobby (with a Two-Headed Giant table waiting) and a table some turns into a
 * Free-for-All, where the person plays a land or a spell whenever offered, into docs/img/ (docs/web.md).
 */
import { answerFast, createAndJoin, nextDecision, setUp } from "./support.ts";

const setup = await setUp();
try {
  const page = await setup.browser.newPage();
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
  await page.waitForSelector("select option", { state: "attached" });
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
} finally {
  await setup.close();
}
