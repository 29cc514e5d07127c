/**
 * `npm run web:frames`: how smoothly the web table runs a 200-player Grand Melee while events arrive — a
 * measurement, not a test (figures in docs/PERFORMANCE.md). Bots at no delay play the table; the page
 * watches as a spectator, then sits at seat 1 (having kept, and passed until something happens).
 * For `--seconds` it records every animation frame's time (requestAnimationFrame), the long tasks (over
 * 50 ms, PerformanceObserver) and the updates received, while the seat list is scrolled up and down.
 *
 *   npm run web:frames                          # 200 players, 20 s each way
 *   npm run web:frames -- --players 100 --seconds 10
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { createTable, grandMelee, openTable } from "./api.ts";
import { answerFast, nextDecision, setUp } from "./support.ts";

const { values } = parseArgs({
  options: { players: { type: "string", default: "200" }, seconds: { type: "string", default: "20" } },
});
const players = Number(values.players);
const seconds = Number(values.seconds);

interface Figures {
  frames: number[];
  longTasks: number[];
}

/** In the page: frame times and long tasks for `ms`, the seat list scrolled a step every 100 ms. */
const MEASURE = `(ms) => new Promise((done) => {
  const frames = [], longTasks = [];
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); });
  observer.observe({ type: "longtask" });
  const list = document.querySelector(".seat-list");
  let step = 400;
  const scroller = setInterval(() => {
    if (list === null) return;
    if (list.scrollTop + list.clientHeight + step > list.scrollHeight || list.scrollTop + step < 0) step = -step;
    list.scrollBy(0, step);
  }, 100);
  let last = performance.now();
  const end = last + ms;
  const tick = (now) => {
    frames.push(now - last);
    last = now;
    if (now < end) requestAnimationFrame(tick);
    else { clearInterval(scroller); observer.disconnect(); done({ frames, longTasks }); }
  };
  requestAnimationFrame(tick);
})`;

async function measure(page: Page, updates: () => { n: number; bytes: number }): Promise<string> {
  const before = updates();
  const f = (await page.evaluate(`(${MEASURE})(${seconds * 1000})`)) as Figures;
  const after = updates();
  const received = after.n - before.n;
  const kb = (after.bytes - before.bytes) / 1024;
  const sorted = [...f.frames].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  const slow = f.frames.filter((t) => t > 50).length;
  const long = f.longTasks.reduce((a, b) => a + b, 0);
  return [
    `${(f.frames.length / seconds).toFixed(1)} fps`,
    `frame p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
    `${slow} frames over 50 ms`,
    `${f.longTasks.length} long tasks (${long.toFixed(0)} ms in all, max ${Math.max(0, ...f.longTasks).toFixed(0)} ms)`,
    `${received} messages (${(received / seconds).toFixed(1)}/s, ${(kb / Math.max(1, received)).toFixed(1)} kB each)`,
  ].join("; ");
}

/** Counts the WebSocket messages the page receives, and their bytes. */
function countUpdates(page: Page): () => { n: number; bytes: number } {
  const c = { n: 0, bytes: 0 };
  page.on("websocket", (ws) =>
    ws.on("framereceived", (f) => {
      c.n++;
      c.bytes += f.payload.length;
    }),
  );
  return () => ({ ...c });
}

const setup = await setUp();
try {
  const chromium = await setup.chromiumVersion();
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${cpus()[0].model} × ${cpus().length}, Chromium ${chromium}`,
  );
  // Frame times are wall-clock: on a machine busy with other work they measure the contention too.
  const load = () => loadavg()[0].toFixed(1);
  console.log(`load average ${load()} before`);
  console.log(
    `Grand Melee of ${players}, bots at no delay, ${seconds} s each, the seat list scrolled throughout`,
  );

  const watching = await setup.newPage();
  const watched = countUpdates(watching);
  const t1 = await createTable(setup.server.http, grandMelee(players, true));
  await openTable(watching, setup.server.http, t1);
  await watching.waitForSelector(".seat-list li", { timeout: 120_000 });
  console.log(`spectator: ${await measure(watching, watched)} (load average ${load()})`);
  await watching.close();

  const seated = await setup.newPage();
  const mine = countUpdates(seated);
  const t2 = await createTable(setup.server.http, grandMelee(players));
  await openTable(seated, setup.server.http, t2, "Ann");
  await seated.waitForSelector(".seat-list li", { timeout: 120_000 });
  // The mulligans first (the table waits for the person's), then "pass until something happens" at the
  // first priority: the server passes for the person, who is asked again only when something happens to
  // them (left unanswered during the measurement, as a person thinking; Playwright's own work in the page
  // would be counted otherwise).
  let answered = 0;
  for (let last: string | null = null; ; ) {
    // Default stops may leave the person unasked for a while: then the turns are under way.
    const d: { id: string; kind: string } | null = await nextDecision(seated, last).catch(() => null);
    if (d === null) break;
    await answerFast(seated, d.kind, /^Pass until something happens$/);
    answered++;
    last = d.id;
    if (d.kind === "priority") break;
  }
  await seated.waitForSelector(".markers li", { timeout: 120_000 });
  const figures = await measure(seated, mine);
  console.log(`seated:    ${figures} (load average ${load()})`);
  console.log(`(the person answered ${answered} decisions before)`);
  await seated.close();
} finally {
  await setup.close();
}
