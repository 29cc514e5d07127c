/**
 * Part of `npm run web:screenshots`: the replay viewer — a finished four-bot Free-for-All some way in, as
 * the judge — into docs/img/replay.png (docs/web.md).
 */
import { finishedBotGame } from "./api.ts";
import { setUp } from "./support.ts";

const setup = await setUp();
try {
  const base = setup.server.http;
  const { id, steps } = await finishedBotGame(base);
  const page = await setup.newPage();
  await page.goto(`${base}/replay/${id}?step=${Math.floor(steps * 0.4)}&as=judge`);
  await page.getByRole("region", { name: "Hands" }).waitFor();
  await page.screenshot({ path: "docs/img/replay.png", fullPage: true });
} finally {
  await setup.close();
}
