/**
 * End-to-end support: the web table built once (webDist.ts), a real table server process serving it
 * (port 0, a fresh data directory, bots without delay), and the system's Chromium driven by playwright-core
 * (no browser download: /usr/bin/chromium, installed from the system's packages; `.ci/run` installs it).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import type { GameEvent, TableView } from "@roundtable/engine";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { AutoPlayer } from "../../../server/test/support/autoPlayer.ts";
import { HandWatcher } from "../../../server/test/support/hidden.ts";
import { type ServerProcess, startProcess } from "../../../server/test/support/server.ts";
import { type Message, TestClient } from "../../../server/test/support/wsClient.ts";
import { createTable, openTable } from "./api.ts";
import { webDist } from "./webDist.ts";

export const CHROMIUM = "/usr/bin/chromium";

export interface Setup {
  server: ServerProcess;
  /**
   * A page in the browser context the tests share (storage, seat tokens). If Chromium has died since the
   * last page (a crash of the browser itself, seen once in CI under a full suite), it is launched again
   * first and a new shared context made: the test that saw the crash is retried once (chromiumGone.ts).
   */
  newPage(): Promise<Page>;
  /**
   * Another browser context, with storage of its own: another person (or a spectator) at the same tables;
   * `options` (a phone's screen and touch) over the laptop's screen.
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** The version of the Chromium the pages run in. */
  chromiumVersion(): Promise<string>;
  /**
   * A crash: the server process killed with SIGKILL, then started again on the same port and data directory
   * (`server` is then the new process). The pages' connections are cut without a close handshake.
   */
  crashAndRestart(): Promise<void>;
  /** Chromium's browser process sent `signal` (SIGSEGV: a crash, as CI once saw): for the test of the relaunch. */
  killChromium(signal: NodeJS.Signals): void;
  close(): Promise<void>;
}

const VIEWPORT = { width: 1280, height: 800 };

const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Where Debian's Chromium, run as this user, writes a crash's minidump (its crashpad handler). */
export const CRASH_DUMPS = join(homedir(), ".config", "chromium", "Crash Reports", "pending");

/** How many of the last lines of Chromium's log (its D-Bus complaints left out) are printed if it dies. */
const LOG_LINES = 40;

/**
 * Chromium, launched when first needed and again when it has died unasked: the death is printed with the
 * last lines of its log (`--log-file`, the path given), so a run that retried a test for it says so and why.
 */
export class Chromium {
  private browser: Promise<Browser> | undefined;
  private shared: Promise<BrowserContext> | undefined;
  private closing = false;

  constructor(private readonly log: string) {}

  /** The running Chromium, launched (again) if there is none; calls at the same time queue behind one launch. */
  private launched(): Promise<Browser> {
    const previous = this.browser;
    this.browser = (async () => {
      const running = await previous?.catch(() => undefined);
      if (running?.isConnected()) return running;
      this.shared = undefined;
      return this.launch();
    })();
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [...LAUNCH_ARGS, "--enable-logging", `--log-file=${this.log}`],
    });
    browser.on("disconnected", () => {
      if (this.closing) return;
      const lines = existsSync(this.log) ? readFileSync(this.log, "utf8").split("\n") : [];
      const tail = lines.filter((l) => l !== "" && !l.includes("dbus")).slice(-LOG_LINES);
      console.error(
        `Chromium died during the e2e tests; the end of its log:\n${tail.join("\n")}\n` +
          `(a crash leaves a minidump in ${CRASH_DUMPS}: its "ptype" says which process)`,
      );
    });
    return browser;
  }

  async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    return (await this.launched()).newContext({ viewport: VIEWPORT, ...options });
  }

  async newPage(): Promise<Page> {
    const browser = await this.launched();
    this.shared ??= browser.newContext({ viewport: VIEWPORT });
    return (await this.shared).newPage();
  }

  /** The browser process: the oldest process whose command line names this Chromium's log. */
  kill(signal: NodeJS.Signals): void {
    const pid = execFileSync("pgrep", ["-o", "-f", "--", `--log-file=${this.log}`], { encoding: "utf8" });
    process.kill(Number(pid.trim()), signal);
  }

  async version(): Promise<string> {
    return (await this.launched()).version();
  }

  async close(): Promise<void> {
    this.closing = true;
    await (await this.browser?.catch(() => undefined))?.close();
  }
}

/**
 * `tableSeed`: the server's `--table-seed` (default 1): every file's games are the same at every run, so a
 * test that needs something to happen in its game (an attack, a spell) never fails by the deal.
 */
export async function setUp(opts: { tableSeed?: number } = {}): Promise<Setup> {
  const tableSeed = opts.tableSeed ?? 1;
  if (!existsSync(CHROMIUM))
    throw new Error(
      `no Chromium at ${CHROMIUM}: install it (apt-get install chromium; .ci/run does when it is missing)`,
    );
  // Built once for all the files, outside packages/web/dist (webDist.ts); each file's server has a data
  // directory of its own.
  const dist = webDist();
  const data = mkdtempSync(join(tmpdir(), "roundtable-web-"));
  const args = ["--data-dir", data, "--bot-delay", "0", "--web", dist, "--log-level", "warn"];
  args.push("--table-seed", String(tableSeed));
  let server = await startProcess(args);
  const chrome = new Chromium(join(data, "chromium.log"));
  const setup: Setup = {
    server,
    newPage: () => chrome.newPage(),
    newContext: (options) => chrome.newContext(options),
    chromiumVersion: () => chrome.version(),
    killChromium: (signal) => chrome.kill(signal),
    async crashAndRestart() {
      const port = new URL(server.http).port;
      server.child.kill("SIGKILL");
      if (server.child.exitCode === null && server.child.signalCode === null)
        await new Promise((r) => server.child.once("exit", r));
      server = await startProcess([...args, "--port", port]);
      setup.server = server;
    },
    async close() {
      await chrome.close();
      await server.stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
  return setup;
}

/**
 * A practice duel (the person plays Red Deck Wins against a White Weenie bot without delay, seat 2), named
 * "Practice", joined from the lobby in a new page: the page, on the table.
 */
export async function practiceDuel(setup: Setup): Promise<Page> {
  const created = await fetch(`${setup.server.http}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      variant: "duel",
      players: 2,
      decks: ["Red Deck Wins", "White Weenie"],
      settings: { botDelayMs: 0, name: "Practice" },
    }),
  });
  if (created.status !== 201) throw new Error(`POST /api/tables: ${created.status}`);
  const page = await setup.newPage();
  await page.goto(setup.server.http);
  await page.getByRole("button", { name: "Join Practice" }).click();
  await page.waitForURL(/\/table\//);
  return page;
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
  timeout = 30_000,
): Promise<{ id: string; kind: string } | null> {
  const fresh = after === null ? "section.decision" : `section.decision:not([data-decision="${after}"])`;
  const shown = await page.waitForSelector(`${fresh}, .game-over`, { timeout });
  if ((await shown.getAttribute("class"))?.includes("game-over")) return null;
  return { id: (await shown.getAttribute("data-decision"))!, kind: (await shown.getAttribute("data-kind"))! };
}

/**
 * Answers the open decision by clicking: at priority the `pass` button (Pass, or one of "Pass until …"),
 * else keep, the first answer of a yes/no (answered by that click), the first options a choice needs, or confirm.
 */
export async function answerFast(page: Page, kind: string, pass: RegExp = /^\d+\. Pass$/): Promise<void> {
  const panel = page.locator("section.decision");
  if (kind === "priority") await panel.getByRole("button", { name: pass }).click();
  else if (kind === "mulligan") await panel.getByRole("button", { name: /^Keep/ }).click();
  else if (kind === "choose" && (await panel.locator(".options.yes-no").count()) > 0)
    await panel.locator(".options button").first().click(); // a yes/no: one click answers it
  else {
    if (kind === "choose") {
      const n = Number(await panel.getAttribute("data-min"));
      for (let i = 0; i < n; i++) await panel.locator(".options button").nth(i).click();
    }
    await panel.locator("button.confirm").click();
  }
}

/** Opens the lobby as `name` and presses "Join <table>" (the first open seat); resolves on the table page. */
export async function joinFromLobby(page: Page, base: string, name: string, table: string): Promise<void> {
  await page.goto(base);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: `Join ${table}` }).click();
  await page.waitForURL(/\/table\//);
}

/** Every WebSocket frame the page receives from now on, as text (call before the page opens its socket). */
export function framesOf(page: Page): string[] {
  const frames: string[] = [];
  page.on("websocket", (ws) =>
    ws.on("framereceived", (f) =>
      frames.push(typeof f.payload === "string" ? f.payload : f.payload.toString()),
    ),
  );
  return frames;
}

/**
 * Plays the page's decisions with `decide` until `stop` settles (or the game is over): each decision shown
 * is answered once. `stop` may settle while a decision is awaited; the wait is then dropped.
 */
export async function playUntil(
  page: Page,
  decide: (d: { id: string; kind: string }) => Promise<void>,
  stop: Promise<unknown>,
): Promise<void> {
  let stopped = false;
  const stopping = stop.then(
    () => {
      stopped = true;
      return null;
    },
    () => {
      stopped = true;
      return null;
    },
  );
  let last: string | null = null;
  while (!stopped) {
    const next: Promise<{ id: string; kind: string } | null> = nextDecision(page, last, 90_000).catch(
      (e: unknown) => {
        if (stopped) return null;
        throw e;
      },
    );
    const d: { id: string; kind: string } | null = await Promise.race([next, stopping]);
    if (d === null || stopped) return;
    await decide(d);
    last = d.id;
  }
}

/**
 * Answers by clicking as a person who plays every land and spell offered (but the cards in `skip`): at
 * priority the first "Play …" or "Cast …" button, else Pass; any other kind as `answerFast` does.
 */
export async function castOrPass(page: Page, kind: string, skip: readonly string[] = []): Promise<void> {
  if (kind === "priority") {
    const offers = page.locator("section.decision").getByRole("button", { name: /^\d+\. (Play|Cast) / });
    for (const label of await offers.allTextContents()) {
      if (skip.some((name) => label.endsWith(` ${name}`))) continue;
      await page
        .locator("section.decision")
        .getByRole("button", { name: label, exact: true })
        .first()
        .click();
      return;
    }
  }
  await answerFast(page, kind);
}

/**
 * The table's judge (its judge token, docs/server-protocol.md): a WebSocket client beside the browsers that
 * sees everything — the table view, every hand (`hands`, which also scans frames for hidden hand cards) and
 * each batch's events — the server's record to check the pages against.
 */
export class Judge {
  private constructor(
    private readonly client: TestClient,
    private readonly follower: AutoPlayer,
    readonly hands: HandWatcher,
  ) {}

  static async open(ws: string, table: string, token: string): Promise<Judge> {
    const client = await TestClient.open(ws);
    const follower = new AutoPlayer(client, -1, false);
    const hands = new HandWatcher(follower);
    client.send({ type: "hello", protocol: 1, table, token });
    const welcome = await client.nextOf("welcome");
    if (welcome.you.role !== "judge") throw new Error(`the judge token made a ${welcome.you.role}`);
    return new Judge(client, follower, hands);
  }

  /** The table view as of the last message (null before the game starts). */
  get table(): TableView | null {
    return (this.follower.views?.table as unknown as TableView | undefined) ?? null;
  }

  /** Every hand card (object id and name) the judge sees now, by seat. */
  handCards(): Map<number, { id: number; name: string }[]> {
    const hands = (this.follower.views?.seat as { hands?: Record<string, { id: number; name: string }[]> })
      ?.hands;
    return new Map(Object.entries(hands ?? {}).map(([seat, cards]) => [Number(seat), cards]));
  }

  /** Calls `see` with each batch's events (and the start's), after the judge's view has taken it in. */
  onEvents(see: (events: GameEvent[], table: TableView) => void): void {
    this.client.socket.on("message", (data) => {
      const m = JSON.parse(data.toString()) as Message;
      if ((m.type === "update" || m.type === "started") && this.table !== null) see(m.events, this.table);
    });
  }

  /** Resolves with `test`'s first truthy result on the judge's table view, checked now and on every message. */
  until<T>(test: (table: TableView) => T | null | undefined | false, what: string, ms = 60_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        const t = this.table;
        const r = t === null ? null : test(t);
        if (r === null || r === undefined || r === false) return false;
        this.client.socket.off("message", check);
        clearTimeout(timer);
        resolve(r);
        return true;
      };
      const timer = setTimeout(() => {
        this.client.socket.off("message", check);
        reject(new Error(`timed out waiting for ${what}`));
      }, ms);
      if (!check()) this.client.socket.on("message", check);
    });
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

/**
 * A new page at `size` seated as Ann at a 4-player Free-for-All against three bots, answered fast up to
 * Ann's first priority decision (the mulligans and whatever comes before it).
 */
export async function firstPriority(setup: Setup, size: { width: number; height: number }): Promise<Page> {
  const page = await setup.newPage();
  await page.setViewportSize(size);
  const table = await createTable(setup.server.http, {
    variant: "free-for-all",
    players: 4,
    settings: { botDelayMs: 0 },
  });
  await openTable(page, setup.server.http, table, "Ann");
  let d = await nextDecision(page, null);
  for (; d !== null && d.kind !== "priority"; d = await nextDecision(page, d.id))
    await answerFast(page, d.kind);
  if (d?.kind !== "priority") throw new Error(`no priority decision for Ann: ${d?.kind ?? "the game ended"}`);
  return page;
}
