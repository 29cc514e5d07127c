/**
 * The e2e support's answer to a Chromium that dies under the tests (CI saw it once, under the full suite,
 * and all five tests of a file then failed on a closed browser): the page that died says what
 * chromiumGone.ts retries a test for, the death is printed with the end of Chromium's log, and the next
 * page launches Chromium again.
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHROMIUM_GONE } from "./chromiumGone.ts";
import { CRASH_DUMPS, type Setup, setUp } from "./support.ts";

/** The files of Chromium's pending crash reports (none if it never wrote one). */
function crashFiles(): string[] {
  try {
    return readdirSync(CRASH_DUMPS);
  } catch {
    return [];
  }
}

let setup: Setup;
beforeAll(async () => {
  setup = await setUp();
});
afterAll(async () => {
  await setup?.close();
});

describe("Chromium dying under the e2e tests", () => {
  it("a crash (SIGSEGV) is reported with Chromium's log; the next page is in a Chromium launched again", async () => {
    const page = await setup.newPage();
    await page.goto(setup.server.http);
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    const dumpsBefore = new Set(crashFiles());
    try {
      setup.killChromium("SIGSEGV");
      const gone = await page.evaluate("document.title").then(
        () => "still there",
        (e: Error) => e.message,
      );
      expect(gone).toMatch(CHROMIUM_GONE);
      await expect.poll(() => reported.mock.calls.length).toBe(1);
      expect(String(reported.mock.calls[0][0])).toMatch(
        /^Chromium died during the e2e tests; the end of its log:\n/,
      );
    } finally {
      reported.mockRestore();
      // The crash this test made leaves a minidump (and its .meta) once crashpad has written it: removed,
      // so that only crashes nobody meant stay there to be looked at.
      const written = () => crashFiles().some((f) => !dumpsBefore.has(f) && f.endsWith(".meta"));
      for (let i = 0; i < 100 && !written(); i++) await new Promise((r) => setTimeout(r, 100));
      for (const f of crashFiles()) if (!dumpsBefore.has(f)) rmSync(join(CRASH_DUMPS, f), { force: true });
    }
    const again = await setup.newPage();
    await again.goto(setup.server.http);
    expect(await again.getByRole("button", { name: "Create table" }).count()).toBe(1);
    await again.close();
  });
});
