/**
 * End-to-end support: the web table built into a temporary folder, a real table server process serving it
 * (port 0, a fresh data directory, bots without delay), and the system's Chromium driven by playwright-core
 * (no browser download: /usr/bin/chromium, installed from the system's packages; `.ci/run` installs it).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { type ServerProcess, startProcess } from "../../../server/test/support/server.ts";

export const CHROMIUM = "/usr/bin/chromium";
const WEB = join(import.meta.dirname, "../..");

export interface Setup {
  server: ServerProcess;
  browser: BrowserContext;
  close(): Promise<void>;
}

export async function setUp(): Promise<Setup> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `no Chromium at ${CHROMIUM}: install it (apt-get install chromium; .ci/run does when it is missing)`,
    );
  // Built afresh into the test's own folder (packages/web/dist is left alone). vitest sets NODE_ENV=test,
  // which would make vite bundle React's development build.
  const data = mkdtempSync(join(tmpdir(), "roundtable-web-"));
  const dist = join(data, "dist");
  execFileSync(
    process.execPath,
    [join(WEB, "../../node_modules/vite/bin/vite.js"), "build", WEB, "--outDir", dist, "--logLevel", "warn"],
    { env: { ...process.env, NODE_ENV: "production" } },
  );
  const server = await startProcess([
    "--data-dir",
    data,
    "--bot-delay",
    "0",
    "--web",
    dist,
    "--log-level",
    "warn",
  ]);
  const profile = mkdtempSync(join(tmpdir(), "roundtable-chromium-"));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      rmSync(data, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Creates a Free-for-All through the lobby's form (seat 1 open, three bots without delay) and joins it. */
export async function createAndJoin(page: Page, base: string, name: string): Promise<void> {
  await page.goto(base);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Bot delay (ms)").fill("0");
  await page.getByRole("button", { name: "Create table" }).click();
  await page.waitForURL(/\/table\//);
}

/** The open decision's id and kind, once one other than `after` is shown; null when the game is over. */
export async function nextDecision(
  page: Page,
  after: string | null,
): Promise<{ id: string; kind: string } | null> {
  const fresh = after === null ? "section.decision" : `section.decision:not([data-decision="${after}"])`;
  const shown = await page.waitForSelector(`${fresh}, .game-over`, { timeout: 30_000 });
  if ((await shown.getAttribute("class"))?.includes("game-over")) return null;
  return { id: (await shown.getAttribute("data-decision"))!, kind: (await shown.getAttribute("data-kind"))! };
}

/**
 * Answers the open decision by clicking: at priority the `pass` button (Pass, or one of "Pass until …"),
 * else keep, the first options a choice needs, or confirm.
 */
export async function answerFast(page: Page, kind: string, pass: RegExp = /^\d+\. Pass$/): Promise<void> {
  const panel = page.locator("section.decision");
  if (kind === "priority") await panel.getByRole("button", { name: pass }).click();
  else if (kind === "mulligan") await panel.getByRole("button", { name: /^Keep/ }).click();
  else {
    if (kind === "choose") {
      const n = Number(await panel.getAttribute("data-min"));
      for (let i = 0; i < n; i++) await panel.locator(".options button").nth(i).click();
    }
    await panel.locator("button.confirm").click();
  }
}
