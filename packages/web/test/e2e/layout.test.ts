/**
 * The table's layout with a decision open, in Chromium: on a laptop's screen (1280×800) the decision panel
 * covers none of "My hand" — it used to be stuck to the bottom of the screen, over the hand until the page
 * was scrolled to its end —, and the hand and the decision are on screen at once; a card's rules text
 * (its popover) opens where it hides none of the panel, at 1280×800 and on a phone (390×844), where the
 * panel stays stuck to the bottom of the screen; a popover pinned open is placed again as the page scrolls;
 * on a tablet (820×1180, 900×700) too the panel covers none of the hand; on a phone held sideways (844×390,
 * wide enough for the side column but short) the panel, beside the board, covers none of the hand and fits
 * the screen's height — a tall decision's list scrolls inside it, its prompt and pass buttons on screen (they
 * were below the screen) —, the board keeping most of the width; on a tablet (768×1024, 1024×768) a label
 * too long for the side column breaks inside it, left-aligned (a long card name ran past the column's edge,
 * cut off); the info button's icon is drawn (SVG, no missing glyph); on a phone with touch, a triggered
 * ability's one log line opens to its trigger when tapped (the hover's title was all there was) or from the
 * keyboard.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, openTable } from "./api.ts";
import { castOrPass, firstPriority, nextDecision, type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  setup = await setUp();
}, 120_000);
afterAll(async () => {
  await setup?.close();
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const meets = (a: Box, b: Box) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) &&
  Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

/** A 4-player Free-for-All (three bots) at `size`, played to my first priority decision with cards in hand. */
async function atPriority(size: { width: number; height: number }): Promise<Page> {
  const page = await firstPriority(setup, size);
  await expect(page.locator('section[aria-label="My hand"] button.card').count()).resolves.toBeGreaterThan(0);
  return page;
}

/**
 * The boxes on screen now: the hand's cards (and whether the card is what the screen shows at its centre,
 * nothing over it), the decision panel, its prompt and its buttons. Read in the page, as a string: this
 * file is type-checked without the DOM's names.
 */
async function boxes(page: Page) {
  return (await page.evaluate(`(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
    const panel = document.querySelector("section.decision");
    const cards = [...document.querySelectorAll('section[aria-label="My hand"] button.card')].map((card) => {
      const b = box(card);
      const x = (b.left + b.right) / 2, y = (b.top + b.bottom) / 2;
      const onScreen = y >= 0 && y < innerHeight && x >= 0 && x < innerWidth;
      const top = onScreen ? document.elementFromPoint(x, y) : null;
      return { ...b, onScreen, seen: top !== null && card.contains(top) };
    });
    return {
      cards,
      panel: box(panel),
      prompt: box(panel.querySelector("h2")),
      buttons: [...panel.querySelectorAll("button")].map(box),
      screen: { width: innerWidth, height: innerHeight },
    };
  })()`)) as {
    cards: (Box & { onScreen: boolean; seen: boolean })[];
    panel: Box;
    prompt: Box;
    buttons: Box[];
    screen: { width: number; height: number };
  };
}

/** Scrolls the page so that the hand's cards end at the bottom of the screen (where a panel stuck there sat). */
const handAtBottom = (page: Page) =>
  page.evaluate(
    `document.querySelector('section[aria-label="My hand"] .cards').scrollIntoView({ block: "end" })`,
  );

/** Thirty permanents on my battlefield, as in the middle of a game (copies of a hand card's button). */
const crowd = (page: Page) =>
  page.evaluate(`(() => {
    const row = document.querySelector('section[aria-label="My battlefield"] .cards');
    const card = document.querySelector('section[aria-label="My hand"] .card-wrap');
    for (let i = 0; i < 30; i++) row.append(card.cloneNode(true));
  })()`);

/**
 * At `size`, with a crowded battlefield: at the top of the page, with the hand at the bottom of the screen and
 * in the middle, no hand card is under the decision panel or covered, the panel's prompt and buttons are on
 * screen, the hand too once scrolled to, and nothing is wider than the screen.
 */
async function handNeverCovered(size: { width: number; height: number }): Promise<Page> {
  const page = await atPriority(size);
  await crowd(page);
  for (const scroll of ["top", "hand at the bottom", "hand in the middle"]) {
    if (scroll === "top") await page.evaluate("scrollTo(0, 0)");
    else if (scroll === "hand at the bottom") await handAtBottom(page);
    else
      await page.evaluate(
        `document.querySelector('section[aria-label="My hand"]').scrollIntoView({ block: "center" })`,
      );
    const b = await boxes(page);
    for (const card of b.cards) {
      expect(meets(card, b.panel), `${scroll}: a card under the panel`).toBe(false);
      if (card.onScreen) expect(card.seen, `${scroll}: a card covered`).toBe(true);
    }
    // The decision's prompt and buttons on screen, wherever the page is.
    expect(b.prompt.top).toBeGreaterThanOrEqual(0);
    for (const button of b.buttons) {
      expect(button.bottom).toBeLessThanOrEqual(b.screen.height);
      expect(button.right).toBeLessThanOrEqual(b.screen.width);
    }
    if (scroll !== "top") for (const card of b.cards) expect(card.onScreen).toBe(true);
  }
  const [scrollWidth, inner] = (await page.evaluate(
    "[document.documentElement.scrollWidth, innerWidth]",
  )) as [number, number];
  expect(scrollWidth, "nothing wider than the screen").toBeLessThanOrEqual(inner);
  return page;
}

describe("the decision and my hand on a laptop's screen (1280×800)", () => {
  it("early in the game both are on screen as the page opens, the panel over none of the hand", async () => {
    const page = await atPriority({ width: 1280, height: 800 });
    await page.evaluate("scrollTo(0, 0)");
    const b = await boxes(page);
    for (const card of b.cards) {
      expect(meets(card, b.panel), "a card under the panel").toBe(false);
      expect(card.onScreen && card.seen, "a card off the screen or covered").toBe(true);
    }
    expect(b.prompt.top).toBeGreaterThanOrEqual(0);
    for (const button of b.buttons) expect(button.bottom).toBeLessThanOrEqual(b.screen.height);
    await page.close();
  });

  it("with a crowded battlefield (the hand below the fold) the panel covers none of the hand, wherever the page is scrolled; scrolled to, the hand and the decision are on screen at once", async () => {
    const page = await handNeverCovered({ width: 1280, height: 800 });
    await page.evaluate("scrollTo(0, 0)");
    expect((await boxes(page)).cards.some((c) => !c.onScreen)).toBe(true); // the hand was below the fold
    await page.close();
  });
});

describe("the decision and my hand on a tablet (820×1180 portrait, 900×700)", () => {
  for (const size of [
    { width: 820, height: 1180 },
    { width: 900, height: 700 },
  ])
    it(`${size.width}×${size.height}: with a crowded battlefield the panel covers none of the hand, wherever the page is scrolled; scrolled to, the hand and the decision are on screen at once`, async () => {
      await (await handNeverCovered(size)).close();
    });
});

describe("the side column's buttons on a tablet (768×1024, 1024×768)", () => {
  for (const size of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
  ])
    it(`${size.width}×${size.height}: a label too long for the column breaks inside it, left-aligned, an action's next lines past its number`, async () => {
      const page = await atPriority(size);
      // Actions on long card names, as a late game's (copies of the panel's first action, relabelled).
      const labels = [
        "7. Cast Asmoranomardicadaistinaculdacar",
        "8. Activate Circle of Protection: Artifacts",
        "9. March Grizzly Bears into Player 56's territory",
      ];
      await page.evaluate(`(() => {
        const options = document.querySelector("section.decision .options");
        for (const label of ${JSON.stringify(labels)}) {
          const b = options.querySelector("button").cloneNode(true);
          b.textContent = label;
          options.append(b);
        }
      })()`);
      // Each visible button's box, whether its text is cut off, and where each of its text's lines starts.
      const side = (await page.evaluate(`(() => {
        const column = document.querySelector(".table-side");
        const r = column.getBoundingClientRect();
        const buttons = [...column.querySelectorAll("button")].filter((b) => b.offsetParent !== null);
        return {
          width: r.width,
          left: r.left,
          right: r.right,
          overflow: column.scrollWidth - column.clientWidth,
          buttons: buttons.map((b) => {
            const box = b.getBoundingClientRect();
            const text = document.createRange();
            text.selectNodeContents(b);
            return {
              label: b.textContent,
              left: box.left,
              right: box.right,
              cut: b.scrollWidth - b.clientWidth,
              align: getComputedStyle(b).textAlign,
              lines: [...text.getClientRects()].map((l) => l.left),
            };
          }),
        };
      })()`)) as {
        width: number;
        left: number;
        right: number;
        overflow: number;
        buttons: {
          label: string;
          left: number;
          right: number;
          cut: number;
          align: string;
          lines: number[];
        }[];
      };
      // The column grows with the screen: 260 px at 768 and 310 px from 950.
      expect(side.width).toBeGreaterThanOrEqual(260);
      expect(side.width).toBeLessThanOrEqual(310);
      expect(side.overflow, "the side column scrolls sideways").toBeLessThanOrEqual(0);
      for (const b of side.buttons) {
        expect(b.left, `${b.label}: past the column's left`).toBeGreaterThanOrEqual(side.left - 0.5);
        expect(b.right, `${b.label}: past the column's right`).toBeLessThanOrEqual(side.right + 0.5);
        expect(b.cut, `${b.label}: its text cut off`).toBeLessThanOrEqual(0);
      }
      for (const label of labels) {
        const b = side.buttons.find((x) => x.label === label);
        expect(b?.align, label).toBe("left");
        // On two lines or more, the next ones starting past its number, under its first word
        // ("Asmoranomardicadaistinaculdacar" under "Cast", broken where it must be).
        const [first, ...next] = b?.lines ?? [];
        expect(next.length, `${label}: on one line`).toBeGreaterThan(0);
        for (const left of next) expect(left, label).toBeGreaterThan(first + 8);
      }
      await page.close();
    });
});

describe("the decision and my hand on a phone held sideways (844×390)", () => {
  it("the panel covers none of the hand wherever the page is scrolled, fits the screen's height with its prompt and buttons on it, and leaves the board most of the width", async () => {
    const size = { width: 844, height: 390 };
    const page = await handNeverCovered(size);
    for (const scroll of ["top", "hand at the bottom"]) {
      if (scroll === "top") await page.evaluate("scrollTo(0, 0)");
      else await handAtBottom(page);
      const b = await boxes(page);
      expect(b.panel.top, `${scroll}: the panel's top on screen`).toBeGreaterThanOrEqual(0);
      expect(b.panel.bottom, `${scroll}: the panel's bottom on screen`).toBeLessThanOrEqual(size.height);
      for (const button of b.buttons) {
        expect(button.top, `${scroll}: a button above the screen`).toBeGreaterThanOrEqual(0);
        expect(button.bottom, `${scroll}: a button below the screen`).toBeLessThanOrEqual(size.height);
      }
    }
    // The board (the play area) keeps most of the width, and the hand's cards, scrolled to, are on screen.
    const play = (await page.evaluate(
      `document.querySelector('section[aria-label="My hand"]').getBoundingClientRect().width`,
    )) as number;
    expect(play).toBeGreaterThan(size.width * 0.6);
    await page.close();
  });

  it("a tall decision (a dozen actions, a rule line, mana abilities) fits the screen: its list scrolls inside, the prompt and the pass buttons stay on screen", async () => {
    const size = { width: 844, height: 390 };
    const page = await atPriority(size);
    // As late in a game: a dozen actions more (copies of the panel's first action), a rule line of three
    // lines under the prompt, and mana abilities folded under their count.
    await page.evaluate(`(() => {
      const panel = document.querySelector("section.decision");
      const options = panel.querySelector(".options");
      const first = options.querySelector("button");
      for (let i = 0; i < 12; i++) options.append(first.cloneNode(true));
      const rule = document.createElement("p");
      rule.className = "rule";
      rule.textContent = "Choose up to 3 targets (601.2c) — harmful to what you choose; each a creature or player within your range of influence (801.5a).";
      panel.querySelector("h2").after(rule);
      const mana = document.createElement("details");
      mana.className = "mana-abilities";
      mana.innerHTML = "<summary>Mana abilities (6)</summary>";
      options.after(mana);
    })()`);
    const b = await boxes(page);
    expect(b.prompt.top).toBeGreaterThanOrEqual(0);
    expect(b.panel.bottom).toBeLessThanOrEqual(size.height);
    const pass = page.locator("section.decision").getByRole("button", { name: /^Pass until/ });
    for (const box of (await pass.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom };
      }),
    )) as { top: number; bottom: number }[]) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(size.height);
    }
    await page.close();
  });
});

describe("a card's rules text never hides the decision's buttons", () => {
  /** Opens the rules text of the hand's card `which` by hovering its info button; the popover's box once its text is in. */
  async function openTip(page: Page, which: "first" | "last") {
    const infos = page.locator('section[aria-label="My hand"] button.card-info');
    const info = which === "first" ? infos.first() : infos.last();
    await info.hover({ timeout: 10_000 });
    const tip = page.getByRole("tooltip");
    await expect.poll(() => tip.textContent()).not.toBe("…");
    return (await tip.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    })) as Box;
  }

  it("1280×800: the popover of the hand's first and last cards, the hand at the bottom of the screen, is off the panel and on screen", async () => {
    const page = await atPriority({ width: 1280, height: 800 });
    for (const which of ["first", "last"] as const) {
      await handAtBottom(page);
      const tip = await openTip(page, which);
      const b = await boxes(page);
      expect(meets(tip, b.panel), `the ${which} card's popover over the panel`).toBe(false);
      expect(tip.top).toBeGreaterThanOrEqual(0);
      expect(tip.bottom).toBeLessThanOrEqual(b.screen.height);
      expect(tip.right).toBeLessThanOrEqual(b.screen.width);
      await page.mouse.move(0, 0);
      await page.getByRole("tooltip").waitFor({ state: "detached" });
    }
    await page.close();
  });

  it("a phone (390×844): the panel stays stuck to the bottom; the popover of a card just above it opens off it", async () => {
    const page = await atPriority({ width: 390, height: 844 });
    // The last card of the hand just above the panel, which is stuck to the bottom of the screen.
    await page.evaluate(`(() => {
      const card = [...document.querySelectorAll('section[aria-label="My hand"] button.card')].pop();
      const panel = document.querySelector("section.decision");
      scrollBy(0, card.getBoundingClientRect().bottom - (panel.getBoundingClientRect().top - 4));
    })()`);
    const before = await boxes(page);
    expect(before.panel.bottom).toBeCloseTo(before.screen.height - 0, -1); // stuck to the bottom (its margin aside)
    expect(before.panel.bottom - before.panel.top).toBeLessThan(before.screen.height * 0.6);
    const tip = await openTip(page, "last");
    const b = await boxes(page);
    for (const button of b.buttons) expect(meets(tip, button), "a button under the popover").toBe(false);
    expect(meets(tip, b.panel)).toBe(false);
    // On the screen, moved along where the card's edges would put it past the screen's.
    expect(tip.top).toBeGreaterThanOrEqual(0);
    expect(tip.left).toBeGreaterThanOrEqual(0);
    expect(tip.right).toBeLessThanOrEqual(b.screen.width);
    await page.close();
  });

  it("a phone: a popover pinned open (tapped) is placed again as the page scrolls, never left over the panel", async () => {
    const page = await atPriority({ width: 390, height: 844 });
    // Room below the hand (as other hands shown, or a long game's zones, make), so that the hand can be
    // scrolled anywhere on the screen, the panel stuck to its bottom.
    await page.evaluate(`(() => {
      const room = document.createElement("div");
      room.style.height = "1500px";
      document.querySelector('section[aria-label="My hand"]').after(room);
    })()`);
    // The hand's last card near the top of the screen: its popover opens below it.
    await page.evaluate(`(() => {
      const card = [...document.querySelectorAll('section[aria-label="My hand"] button.card')].pop();
      scrollBy(0, card.getBoundingClientRect().top - 60);
    })()`);
    const info = page.locator('section[aria-label="My hand"] button.card-info').last();
    await info.click(); // tapped: pinned open
    await page.mouse.move(0, 0); // the pointer away: only the pin keeps it open
    const tip = page.getByRole("tooltip");
    await expect.poll(() => tip.textContent()).not.toBe("…");
    const tipBox = async () =>
      (await tip.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      })) as Box;
    expect(meets(await tipBox(), (await boxes(page)).panel)).toBe(false);
    // Scrolled until the card sits just above the panel (stuck to the bottom of the screen): the popover,
    // still open, goes above the card rather than staying below it, over the panel.
    await page.evaluate(`(() => {
      const card = [...document.querySelectorAll('section[aria-label="My hand"] button.card')].pop();
      const panel = document.querySelector("section.decision");
      scrollBy(0, card.getBoundingClientRect().bottom - (panel.getBoundingClientRect().top - 4));
    })()`);
    await expect
      .poll(async () => {
        const b = await boxes(page);
        const t = await tipBox();
        return !meets(t, b.panel) && t.top >= 0 && t.bottom <= b.screen.height;
      })
      .toBe(true);
    await expect(tip.count()).resolves.toBe(1); // still open: the pin holds
    await page.close();
  });

  it("the info button's icon is drawn (an SVG with a size), its name the card's", async () => {
    const page = await atPriority({ width: 1280, height: 800 });
    const info = page.locator('section[aria-label="My hand"] button.card-info').first();
    await expect(info.getAttribute("aria-label")).resolves.toMatch(/^Rules text of \S/);
    await expect(info.textContent()).resolves.toBe("");
    const icon = (await info.locator("svg").evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { width: r.width, height: r.height };
    })) as { width: number; height: number };
    expect(icon.width).toBeGreaterThan(8);
    expect(icon.height).toBeGreaterThan(8);
    await page.close();
  });
});

describe("the game log on a phone (390×844, touch)", () => {
  it("a triggered ability's one line opens to its trigger when tapped, and from the keyboard; it stays within the screen", async () => {
    const context = await setup.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const table = await createTable(setup.server.http, {
      variant: "free-for-all",
      players: 4,
      settings: { botDelayMs: 0 },
    });
    await openTable(page, setup.server.http, table, "Ann");
    // Ann plays what she can until a triggered ability has resolved with nothing between (log/triggers.ts):
    // a line with more to read. The decision stays open meanwhile: no new line comes to replace it.
    const joined = page.locator('section[aria-label="Game log"] li.log-more');
    let n = 0;
    for (let d = await nextDecision(page, null); d !== null && n < 80; d = await nextDecision(page, d.id)) {
      if ((await joined.count()) > 0) break;
      await castOrPass(page, d.kind);
      n++;
    }
    expect(await joined.count(), `no joined trigger line in ${n} decisions`).toBeGreaterThan(0);
    const line = joined.first().getByRole("button");
    const detail = await line.getAttribute("title");
    expect(detail).toMatch(/ triggers/);
    await line.scrollIntoViewIfNeeded();
    expect(await line.getAttribute("aria-expanded")).toBe("false");
    const shown = page.locator("p.log-detail", { hasText: detail ?? "" });
    await expect(shown.count()).resolves.toBe(0);
    // The keyboard: Enter opens it, Space closes it (the table's Enter, which passes, is not what it does).
    const decision = await page.locator("section.decision").getAttribute("data-decision");
    await line.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => line.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press(" ");
    await expect.poll(() => line.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("section.decision").getAttribute("data-decision")).toBe(decision);
    // Tapped: the trigger's text below the line, on the screen, nothing wider than it.
    await line.tap();
    await expect.poll(() => line.getAttribute("aria-expanded")).toBe("true");
    await expect(shown.isVisible()).resolves.toBe(true);
    await shown.scrollIntoViewIfNeeded();
    const [lineBox, textBox] = await Promise.all([line.boundingBox(), shown.boundingBox()]);
    expect(textBox).not.toBeNull();
    expect(lineBox).not.toBeNull();
    if (textBox !== null && lineBox !== null) {
      expect(textBox.y).toBeGreaterThanOrEqual(lineBox.y + lineBox.height - 0.5);
      expect(textBox.x).toBeGreaterThanOrEqual(0);
      expect(textBox.x + textBox.width).toBeLessThanOrEqual(390);
    }
    const [scrollWidth, inner] = (await page.evaluate(
      "[document.documentElement.scrollWidth, innerWidth]",
    )) as [number, number];
    expect(scrollWidth, "nothing wider than the screen").toBeLessThanOrEqual(inner);
    // Tapped again, it closes.
    await line.tap();
    await expect.poll(() => line.getAttribute("aria-expanded")).toBe("false");
    await expect(shown.count()).resolves.toBe(0);
    await context.close();
  });
});
