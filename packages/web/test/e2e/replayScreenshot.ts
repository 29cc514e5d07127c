/**
 * Part of `npm run web:screenshots`: the replay viewer — a finished four-bot Free-for-All some way in, as
 * the judge — into docs/img/replay.png (docs/web.md).
 */
import type { GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { setUp } from "./support.ts";

const setup = await setUp();
try {
  const base = setup.server.http;
  const created = await fetch(`${base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      variant: "free-for-all",
      players: 4,
      seats: Array.from({ length: 4 }, () => ({ kind: "bot" })),
      settings: { botDelayMs: 0, name: "Four bots" },
    }),
  });
  const { id } = (await created.json()) as { id: string };
  while (((await (await fetch(`${base}/api/tables/${id}`)).json()) as TableInfo).status !== "over")
    await new Promise((r) => setTimeout(r, 200));
  const steps = ((await (await fetch(`${base}/api/games/${id}/record`)).json()) as GameRecord).inputs.length;
  const page = await setup.browser.newPage();
  await page.goto(`${base}/replay/${id}?step=${Math.floor(steps * 0.4)}&as=judge`);
  await page.getByRole("region", { name: "Hands" }).waitFor();
  await page.screenshot({ path: "docs/img/replay.png", fullPage: true });
} finally {
  await setup.close();
}
