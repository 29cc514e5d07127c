/**
 * The table's seats end to end: a 100-player Grand Melee (the map, the virtualised seat list, every turn
 * marker, decisions answered), the phone layout, Two-Headed Giant's one life per team, Emperor's roles
 * and the seats out of range shaded.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, grandMelee, openTable } from "./api.ts";
import { answerFast, firstPriority, nextDecision, type Setup, setUp } from "./support.ts";

let setup: Setup;
// The client's build and the server's start take more than the default 10 s on a busy machine.
beforeAll(async () => {
  setup = await setUp(); // table seed 1: the arrows test needs an attack
}, 120_000);
afterAll(async () => {
  await setup?.close();
});

describe("the seats of big tables", () => {
  it("807: a 100-player Grand Melee opens with its map, a virtualised seat list and 25 turn markers; decisions are answered", async () => {
    const page = await setup.newPage();
    const table = await createTable(setup.server.http, grandMelee(100));
    await openTable(page, setup.server.http, table, "Ann");
    await page.waitForSelector(".table-map svg");
    await expect(page.locator(".table-map g.map-seat").count()).resolves.toBe(100);
    // Virtualised: far fewer rows in the page than seats, me first.
    const rows = page.locator(".seat-list li");
    await rows.first().waitFor();
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(40);
    await expect(rows.first().textContent()).resolves.toContain("Ann (you)");
    // Scrolling the list to its end brings the last rows in.
    await page.locator(".seat-list").evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.waitForSelector('.seat-list li[aria-posinset="100"]');
    let answered = 0;
    let d = await nextDecision(page, null);
    for (; d !== null && answered < 4; d = await nextDecision(page, d.id)) {
      await answerFast(page, d.kind);
      answered++;
    }
    expect(answered).toBe(4);
    // 807.4a: one turn marker for each full four players (once the mulligans are over and the first turns begin).
    await expect.poll(() => page.locator(".markers li").count(), { timeout: 30_000 }).toBe(25);
    await expect(page.locator(".table-map .map-marker").count()).resolves.toBe(25);
    await page.close();
  });

  it("a 100-player Grand Melee's seat list, at 1280×800, on a tablet (820×1180) and on a phone (390×844): every badge of the first rows is visible, and my name whole", async () => {
    const page = await setup.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = await createTable(setup.server.http, grandMelee(100));
    await openTable(page, setup.server.http, table, "Ann");
    // Into the game, until my row is busy (active, priority, my turn marker), as in the middle of a game.
    const mine = page.locator('.seat-list li[aria-posinset="1"]');
    let d = await nextDecision(page, null);
    for (let n = 0; d !== null && n < 40; d = await nextDecision(page, d.id), n++) {
      if (d.kind === "priority" && (await mine.locator(".mark").count()) >= 3) break;
      await answerFast(page, d.kind);
    }
    await expect.poll(() => page.locator(".seat-list .mark").count()).toBeGreaterThan(5);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 820, height: 1180 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.locator(".seat-list").evaluate((el) => el.scrollTo(0, 0));
      await page.locator(".seat-list").scrollIntoViewIfNeeded();
      // Each row wholly in the list's window: the boxes of its badges (and name, figures, buttons) within the
      // part of the row one sees — the list's inner box and the row's own (a row hides what overflows it).
      const problems = async (): Promise<string[]> => {
        const rows = (await page.evaluate(`(() => {
          const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
          const list = document.querySelector(".seat-list");
          const l = list.getBoundingClientRect();
          const inner = { left: l.left + list.clientLeft, top: l.top + list.clientTop,
            right: l.left + list.clientLeft + list.clientWidth, bottom: l.top + list.clientTop + list.clientHeight };
          return [...list.querySelectorAll("li")]
            .map((li) => ({ li, r: li.getBoundingClientRect() }))
            .filter(({ r }) => r.top >= inner.top - 0.5 && r.bottom <= inner.bottom + 0.5)
            .map(({ li, r }) => {
              const seen = { left: Math.max(r.left, inner.left), top: r.top, right: Math.min(r.right, inner.right), bottom: r.bottom };
              const name = li.querySelector(".seat-name");
              return {
                text: li.textContent,
                seen,
                parts: [...li.querySelectorAll(".mark, .seat-name, .figures, .team-chip, button")].map((el) => {
                  const b = box(el.getBoundingClientRect());
                  // No other row over it at its centre (on a phone the decision panel may be, stuck to the
                  // bottom of the screen: that is the page's to scroll).
                  const at = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
                  const over = at === null ? null : at.closest(".seat-list li");
                  return { text: el.textContent, ...b, seen: over === null || over === li };
                }),
                nameCut: name === null ? false : name.scrollWidth > name.clientWidth + 0.5,
              };
            });
        })()`)) as {
          text: string;
          seen: { left: number; top: number; right: number; bottom: number };
          parts: { text: string; left: number; top: number; right: number; bottom: number; seen: boolean }[];
          nameCut: boolean;
        }[];
        const out: string[] = [];
        const check = (ok: boolean, what: string) => {
          if (!ok) out.push(what);
        };
        check(rows.length > 3, `${size.width}: ${rows.length} rows in the list's window`);
        check(
          rows[0]?.text.includes("Ann (you)") === true,
          `${size.width}: the first row "${rows[0]?.text}"`,
        );
        check(
          rows.flatMap((r) => r.parts).some((p) => /^▲\d+$/.test(p.text)),
          `${size.width}: no turn marker's badge`,
        );
        // The rows one under the other, none over the next (each row's height measured as it wraps).
        for (let i = 1; i < rows.length; i++)
          check(
            rows[i].seen.top >= rows[i - 1].seen.bottom - 1.5,
            `${size.width}: "${rows[i].text}" over the row above`,
          );
        for (const row of rows) {
          check(!row.nameCut, `${size.width}: the name cut in "${row.text}"`);
          for (const part of row.parts) {
            const where = `${size.width}: "${part.text}" of "${row.text}"`;
            check(
              part.left >= row.seen.left - 0.5 &&
                part.right <= row.seen.right + 0.5 &&
                part.top >= row.seen.top - 0.5 &&
                part.bottom <= row.seen.bottom + 0.5,
              `${where}: outside the row's visible box`,
            );
            check(part.seen, `${where}: under another row`);
          }
        }
        return out;
      };
      // The list settles after a resize (the virtualiser measures each row once it is laid out) while the
      // game goes on around it: polled until a look finds nothing wrong.
      await expect.poll(problems, { timeout: 10_000, interval: 250 }).toEqual([]);
    }
    await page.close();
  });

  it("a phone (390×844) shows a big table and a small one without horizontal overflow", async () => {
    const ffa = { variant: "free-for-all", players: 4, settings: { botDelayMs: 0 } };
    for (const body of [grandMelee(12), ffa]) {
      const page = await setup.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      const table = await createTable(setup.server.http, body);
      await openTable(page, setup.server.http, table, "Ann");
      await page.waitForSelector(body === ffa ? "li.seat" : ".seat-list li");
      await nextDecision(page, null);
      const widths = await page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]");
      const [scroll, inner] = widths as [number, number];
      expect(scroll).toBeLessThanOrEqual(inner);
      await page.close();
    }
  });

  it("a long list of options (a library searched, a dozen actions) scrolls inside the decision panel: its prompt and last buttons stay on a phone's screen", async () => {
    const page = await firstPriority(setup, { width: 390, height: 844 });
    // Eighty options, as a tutor's search of a 100-card library offers (copies of the panel's own buttons).
    const box = (await page.evaluate(`(() => {
      const options = document.querySelector("section.decision .options");
      const first = options.querySelector("button");
      for (let i = 0; i < 80; i++) options.append(first.cloneNode(true));
      scrollTo(0, 0);
      const rect = (selector) => document.querySelector(selector).getBoundingClientRect();
      return {
        panel: rect("section.decision").height,
        prompt: rect("section.decision h2").top,
        last: rect("section.decision .pass-until button:last-child").bottom,
        screen: innerHeight,
      };
    })()`)) as { panel: number; prompt: number; last: number; screen: number };
    expect(box.panel).toBeLessThan(box.screen * 0.6);
    expect(box.prompt).toBeGreaterThanOrEqual(0);
    expect(box.last).toBeLessThanOrEqual(box.screen);
    await page.close();
  });
});

describe("teams, roles and ranges", () => {
  it("810.4: a Two-Headed Giant table shows one life total per team, not one per player", async () => {
    const page = await setup.newPage();
    const table = await createTable(setup.server.http, {
      variant: "two-headed-giant",
      players: 4,
      settings: { botDelayMs: 0 },
    });
    await openTable(page, setup.server.http, table, "Ann");
    await nextDecision(page, null);
    const teams = page.locator(".team-life");
    await expect(teams.count()).resolves.toBe(2);
    await expect(teams.first().textContent()).resolves.toMatch(/team life ♥ \d+/);
    // The players' own cards carry no life total.
    for (const text of await page.locator("li.seat").allTextContents()) expect(text).not.toContain("♥");
    await expect(page.locator("li.seat").count()).resolves.toBe(4);
    await page.close();
  });

  it("809.2, 801: an Emperor table shows each seat's role, and the seats out of my range are shaded", async () => {
    const page = await setup.newPage();
    const table = await createTable(setup.server.http, {
      variant: "emperor",
      players: 6,
      options: { range: 1 },
      settings: { botDelayMs: 0 },
    });
    await openTable(page, setup.server.http, table, "Ann");
    // Ranges are fixed as each turn begins (801.2c): answer until the first turn is under way.
    for (
      let d = await nextDecision(page, null);
      d !== null && d.kind !== "priority";
      d = await nextDecision(page, d.id)
    )
      await answerFast(page, d.kind);
    const roles = await page.locator(".mark.role").allTextContents();
    expect(roles.filter((r) => r === "emperor")).toHaveLength(2);
    expect(roles.filter((r) => r === "general")).toHaveLength(4);
    // Range 1 (801.2a): me and my two neighbours in range, the other three seats out of it.
    await expect(page.locator("li.seat.out").count()).resolves.toBe(3);
    await expect(page.locator(".table-map g.map-seat.out").count()).resolves.toBe(3);
    await expect(page.locator("li.seat.out .mark.out").first().textContent()).resolves.toBe("out of range");
    await page.close();
  });
});

describe("arrows", () => {
  it("508.1b: an attack is drawn as an arrow from the attacker (or its controller's seat) to the player attacked", async () => {
    const page = await setup.newPage();
    const table = await createTable(setup.server.http, {
      variant: "free-for-all",
      players: 4,
      decks: ["White Weenie", "random", "random", "random"],
      settings: { botDelayMs: 0 },
    });
    await openTable(page, setup.server.http, table, "Ann");
    // Stopping everywhere, so that a decision comes in every combat, the bots' included (with the default
    // stops a player who can't block is not asked there, and a game could end with no attack seen).
    const everywhere = page.getByRole("button", { name: "Stop everywhere" });
    await everywhere.click();
    await expect.poll(() => everywhere.getAttribute("aria-pressed")).toBe("true");
    // Casting creatures whenever offered, until a decision comes while creatures attack.
    const attacks = page.locator('section[aria-label="Attacks, blocks and targets"] li.attack');
    const offer = page.locator("section.decision .options button", { hasText: /^\d+\. (Play|Cast) / });
    let seen = false;
    for (let d = await nextDecision(page, null); d !== null && !seen; d = await nextDecision(page, d.id)) {
      seen = (await attacks.count()) > 0;
      if (seen) break;
      if (d.kind === "priority" && (await offer.count()) > 0) await offer.first().click();
      else if (d.kind === "attackers") await page.locator("section.decision button.confirm").click();
      else await answerFast(page, d.kind);
    }
    expect(seen).toBe(true);
    await expect(attacks.first().textContent()).resolves.toMatch(/ attacks /);
    await expect.poll(() => page.locator("svg.arrows line.attack").count()).toBeGreaterThan(0);
    await page.close();
  });
});
