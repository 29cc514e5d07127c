/**
 * The multiplayer mechanics of Battlebond and Commander 2011 at the web table, end to end, each at a table
 * started from its scenario's set-up (the file's players and zones; its actions and choices left out, so
 * that the people do them by clicking): assist (702.132a) in Two-Headed Giant — the caster chooses their
 * teammate, whose own page asks how much mana to pay —, join forces (207.2c) — each player asked in turn in
 * their own page —, friend or foe — the caster's call, then each foe's choice — and parley (207.2c) — the
 * cards revealed to all. Each question is shown only in the page of the player who must answer it: the
 * others' pages say whom the table waits for, and no frame they receive carries the question.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ClientState, type ViewMessage } from "@roundtable/protocol";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTable } from "./api.ts";
import { framesOf, Judge, nextDecision, type Setup, setUp } from "./support.ts";

const SCENARIOS = join(import.meta.dirname, "../../../../scenarios");

let setup: Setup;
/** Four people, each in a browser context of their own (their own seat tokens), at every table of the file. */
let people: BrowserContext[];
beforeAll(async () => {
  setup = await setUp();
  people = await Promise.all([0, 1, 2, 3].map(() => setup.newContext()));
});
afterAll(async () => {
  for (const c of people ?? []) await c.close();
  await setup?.close();
});

/** How long a page may take to show what the judge has seen (a busy machine is slow). */
const SETTLED = { timeout: 20_000 };

/**
 * The scenario file `path` (under scenarios/) as a position: its players, zones and variant, without its
 * actions, choices, stop and expectations — the table starts at the beginning of its first turn.
 */
function setUpOf(path: string): Record<string, unknown> {
  const file = JSON.parse(readFileSync(join(SCENARIOS, path), "utf8")) as Record<string, unknown>;
  const { actions: _a, choices: _c, stopAt: _s, expect: _e, ...position } = file;
  return position;
}

interface Seated {
  judge: Judge;
  /** A page for each seat a person takes (in `people`' order), null for a bot's seat. */
  pages: (Page | null)[];
  /** Every WebSocket frame each person's page has received, by seat (empty for a bot's seat). */
  frames: string[][];
}

/**
 * A table from `position` whose seats marked true are people's — each takes it in a page of their own
 * context, seat by seat — and the others heuristic bots without delay; the judge watches. The game starts
 * as the last person sits down.
 */
async function sitDown(position: Record<string, unknown>, open: boolean[]): Promise<Seated> {
  const base = setup.server.http;
  const res = await fetch(`${base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      position,
      seats: open.map((o) => (o ? { kind: "open" } : { kind: "bot", bot: "heuristic" })),
      settings: { botDelayMs: 0 },
    }),
  });
  const made = (await res.json()) as { id?: string; judgeToken?: string; error?: { message: string } };
  if (made.id === undefined || made.judgeToken === undefined)
    throw new Error(`POST /api/tables ${res.status}: ${made.error?.message}`);
  const judge = await Judge.open(setup.server.ws, made.id, made.judgeToken);
  const pages: (Page | null)[] = [];
  const frames: string[][] = [];
  for (const [seat, person] of open.entries()) {
    if (!person) {
      pages.push(null);
      frames.push([]);
      continue;
    }
    const page = await people[seat].newPage();
    frames.push(framesOf(page));
    // The name is the file's player's whoever sits down (docs/server.md, A table from a position).
    await openTable(page, base, made.id, `Person ${seat + 1}`);
    pages.push(page);
  }
  await judge.until((t) => t.status === "playing" && t, "the game to start");
  return { judge, pages, frames };
}

async function leave(seated: Seated): Promise<void> {
  for (const p of seated.pages) await p?.close();
  await seated.judge.close();
}

/** The page's open decision panel. */
const panel = (page: Page) => page.locator("section.decision");

/** Passes the page's priority decisions until it is offered `action` ("Cast Minds Aglow"), and takes it. */
async function take(page: Page, action: string): Promise<void> {
  const escaped = action.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const button = panel(page).getByRole("button", { name: new RegExp(`^\\d+\\. ${escaped}$`) });
  for (let d = await nextDecision(page, null), n = 0; d !== null && n < 20; n++) {
    expect(d.kind).toBe("priority");
    if ((await button.count()) > 0) {
      await button.click();
      return;
    }
    await panel(page)
      .getByRole("button", { name: /^\d+\. Pass$/ })
      .click();
    d = await nextDecision(page, d.id);
  }
  throw new Error(`${action} was never offered`);
}

/**
 * The question `page` is asked now (a decision other than priority): its kind and prompt, once shown —
 * while every page of `others` shows no decision and says, in its turn line, that the table waits for
 * `who` (hidden information: the question is its player's alone).
 */
async function asked(page: Page, others: Page[], who: string): Promise<{ kind: string; prompt: string }> {
  const shown = await page.waitForSelector('section.decision:not([data-kind="priority"])', SETTLED);
  const kind = (await shown.getAttribute("data-kind"))!;
  const prompt = (await panel(page).locator("h2").textContent()) ?? "";
  for (const other of others) {
    await expect
      .poll(() => other.locator(".board .turn").first().textContent(), SETTLED)
      .toMatch(new RegExp(`waiting for ${who} to `));
    expect(await panel(other).count()).toBe(0);
    expect(await other.getByText(prompt).count()).toBe(0);
  }
  return { kind, prompt };
}

/** Clicks the options of the open choice labelled `labels` (shown as "N. label") and confirms. */
async function choose(page: Page, labels: string[]): Promise<void> {
  const options = panel(page).locator(".options button");
  const shown = (await options.allTextContents()).map((t) => t.replace(/^\d+\. /, ""));
  for (const label of labels) {
    const i = shown.indexOf(label);
    if (i < 0) throw new Error(`no option "${label}" among ${shown.join(", ")}`);
    await options.nth(i).click();
  }
  await panel(page)
    .getByRole("button", { name: `Confirm (${labels.length} chosen)` })
    .click();
}

/**
 * The cards in the page's region named `region`, by name — with its power and toughness, and "(tapped)" when
 * it is tapped: "Grizzly Bears 3/3 (tapped)" —, sorted.
 */
async function cardsIn(page: Page, region: string): Promise<string[]> {
  const cards = page.getByRole("region", { name: region, exact: true }).locator("button.card");
  const out: string[] = [];
  for (const card of await cards.all()) {
    const pt = card.locator(".pt");
    const name = [
      await card.locator(".card-name").textContent(),
      ...((await pt.count()) > 0 ? [await pt.textContent()] : []),
      ...((await card.getAttribute("class"))?.split(" ").includes("tapped") ? ["(tapped)"] : []),
    ];
    out.push(name.join(" "));
  }
  return out.sort();
}

/**
 * `seat`'s battlefield as the page of `viewer` shows it: its own ("My battlefield"), or another's, put in focus
 * by a click on the seat's name.
 */
async function battlefieldOf(page: Page, viewer: number, seat: number, name: string): Promise<string[]> {
  if (seat === viewer) return cardsIn(page, "My battlefield");
  await page.locator(`li.seat[data-seat="${seat}"] button.seat-name`).click();
  await page.getByRole("region", { name: `${name}'s battlefield`, exact: true }).waitFor();
  return cardsIn(page, `${name}'s battlefield`);
}

/** Each seat's hand size as the page shows it on the seats (`data-hand`), in seat order. */
async function handSizes(page: Page): Promise<number[]> {
  const seats = await page
    .locator('section[aria-label="The table"] li.seat[data-hand]')
    .evaluateAll((lis) =>
      lis.map((li) => [Number(li.getAttribute("data-seat")), Number(li.getAttribute("data-hand"))]),
    );
  return seats.sort((x, y) => x[0] - y[0]).map(([, n]) => n);
}

/**
 * Every question a page was sent: the frames it received taken in as the page does (protocol ClientState:
 * the welcome's or start's view, then each update's patches), and the decisions in full its seat's part of
 * the view held at any time; the decisions of the table's part, which every seat is sent, are checked to
 * say no more than who must answer and what kind of decision it is.
 */
function questionsIn(frames: string[]): { player: number; prompt: string }[] {
  const client = new ClientState();
  const out: { player: number; prompt: string }[] = [];
  for (const frame of frames) {
    client.receive(JSON.parse(frame) as ViewMessage);
    for (const d of client.parts?.table.decisions ?? [])
      expect(Object.keys(d).sort()).toEqual(["id", "kind", "player"]);
    for (const d of client.parts?.seat.decisions ?? [])
      if (!out.some((q) => q.player === d.player && q.prompt === d.prompt))
        out.push({ player: d.player, prompt: d.prompt });
  }
  return out;
}

/** Hidden information: the page of each person was sent their own questions — `asked` — and no one else's. */
function expectOnlyOwnQuestions(seated: Seated, asked: Record<number, string[]>): void {
  for (const [seat, page] of seated.pages.entries()) {
    if (page === null) continue;
    const sent = questionsIn(seated.frames[seat]);
    expect(sent.filter((q) => q.player !== seat)).toEqual([]);
    const prompts = sent.map((q) => q.prompt);
    for (const prompt of asked[seat] ?? []) expect(prompts).toContain(prompt);
  }
}

describe("assist (702.132) in Two-Headed Giant", () => {
  it("702.132a: A1 casts Charging Binox and chooses A2, whose own page asks the mana to pay; A2 pays five, A1 the rest", async () => {
    const seated = await sitDown(
      setUpOf(
        "702-keywords/702.132a-charging-binox-the-teammate-pays-five-of-its-generic-mana-two-headed-giant.json",
      ),
      [true, true, false, false],
    );
    const [a1, a2] = seated.pages as [Page, Page];
    try {
      await take(a1, "Cast Charging Binox");
      // 702.132a: the caster chooses another player (or no one) who may pay some of the generic mana.
      const helper = await asked(a1, [a2], "A1");
      expect(helper.kind).toBe("choose");
      await expect(panel(a1).locator(".rule").textContent()).resolves.toMatch(/^Assist: .*\(702\.132a\)$/);
      const offered = await panel(a1).locator(".options button").allTextContents();
      // B1 and B2 have no mana to pay with: only A2 is offered (702.132a: a player who can pay).
      expect(offered).toEqual(["1. No one", "2. A2"]);
      await choose(a1, ["A2"]);

      // The teammate's own page asks how much to pay: up to six of the {7} (A2 has six Mountains).
      const amount = await asked(a2, [a1], "A2");
      expect(amount.kind).toBe("number");
      expect(amount.prompt).toBe("Charging Binox (A1's spell): assist — pay up to 6 of its generic mana");
      const input = panel(a2).getByLabel("Mana to pay (0–6)");
      await expect(input.getAttribute("max")).resolves.toBe("6");
      // 601.2a: meanwhile the spell is on the stack, being cast by A1 — in both pages.
      for (const page of [a1, a2])
        await expect(page.locator('section[aria-label="Stack"] li.announcing').textContent()).resolves.toBe(
          "Charging Binox (being cast by A1)",
        );
      expect(await a1.getByText("Mana to pay").count()).toBe(0);
      await input.fill("5");
      await panel(a2).getByRole("button", { name: "Confirm" }).click();

      // The cast is complete (A1 pays the rest); no one has more to do than pass (their stops pass): it resolves.
      await seated.judge.until(
        (t) => t.battlefield.some((p) => p.name === "Charging Binox" && p.controller === 0),
        "the Binox on the battlefield",
      );
      // A2 paid five of the {7} with five Mountains; A1 the other {2} and the {G} with the three Forests —
      // as each page shows its own battlefield and the teammate's (untapped until team A's next turn).
      const forests = ["Charging Binox 7/5", ...Array(3).fill("Forest (tapped)")].sort();
      const mountains = ["Mountain", ...Array(5).fill("Mountain (tapped)")].sort();
      for (const [viewer, page] of [a1, a2].entries()) {
        await expect.poll(() => battlefieldOf(page, viewer, 0, "A1"), SETTLED).toEqual(forests);
        await expect.poll(() => battlefieldOf(page, viewer, 1, "A2"), SETTLED).toEqual(mountains);
        const log = page.getByRole("region", { name: "Game log" });
        await expect.poll(() => log.textContent(), SETTLED).toContain("Charging Binox resolves.");
        expect(await log.textContent()).toContain("A1 casts Charging Binox.");
        // The turn the page was opened in is headed by its own team (the view's players, not the next turn's).
        expect(await log.textContent()).toContain("Turn 1: Team A (A1 and A2)");
      }
      expectOnlyOwnQuestions(seated, { 0: [helper.prompt], 1: [amount.prompt] });
    } finally {
      await leave(seated);
    }
  });
});

describe("join forces (207.2c)", () => {
  it("207.2c: Minds Aglow — starting with its caster, each player is asked in their own page how much mana to pay; each draws the total", async () => {
    // A, B and D are people; C, a bot, has no mana and isn't asked (118.3).
    const seated = await sitDown(
      setUpOf(
        "800-multiplayer-mechanics/207.2c-join-forces-minds-aglow-each-player-pays-in-turn-and-each-draws-the-total.json",
      ),
      [true, true, false, true],
    );
    const [a, b, , d] = seated.pages as [Page, Page, null, Page];
    try {
      await take(a, "Cast Minds Aglow");
      const prompts: Record<number, string[]> = {};
      const pay = async (
        page: Page,
        seat: number,
        who: string,
        others: Page[],
        sofar: string,
        most: number,
        paid: number,
      ) => {
        const q = await asked(page, others, who);
        expect(q.kind).toBe("choose");
        expect(q.prompt).toBe(
          `Minds Aglow: join forces — pay any amount of mana, up to ${most}; X is the total paid${sofar}`,
        );
        await expect(panel(page).locator(".rule").textContent()).resolves.toMatch(/^Join forces: /);
        const options = await panel(page).locator(".options button").allTextContents();
        expect(options).toEqual(Array.from({ length: most + 1 }, (_, k) => `${k + 1}. ${k}`));
        // Two options (0 or 1) are a yes/no, answered by one click; more take a pick and Confirm.
        if (most === 1)
          await panel(page)
            .getByRole("button", { name: `${paid + 1}. ${paid}` })
            .click();
        else await choose(page, [String(paid)]);
        prompts[seat] = [q.prompt];
      };
      // In turn order from A: A pays 1 of their two untapped Islands, B both Swamps, D their Forest; each
      // sees what the players before paid (public: they paid it).
      await pay(a, 0, "A", [b, d], "", 2, 1);
      await pay(b, 1, "B", [a, d], " (paid so far: A 1)", 2, 2);
      await pay(d, 3, "D", [a, b], " (paid so far: A 1, B 2)", 1, 1);

      // X is 4: each player draws four (A drew one in their draw step, and cast Minds Aglow).
      await seated.judge.until((t) => t.players[3].handCount === 4 && t, "the draws");
      for (const [seat, page] of [
        [0, a],
        [1, b],
        [3, d],
      ] as const) {
        await expect.poll(() => handSizes(page), SETTLED).toEqual([5, 4, 4, 4]);
        await expect
          .poll(() => cardsIn(page, "My hand"), SETTLED)
          .toEqual(Array(seat === 0 ? 5 : 4).fill("Plains"));
        // The mana each paid: A's two Islands (the spell's {U} and 1), B's two Swamps, D's Forest.
        expect(await battlefieldOf(page, seat, 0, "A")).toEqual([
          "Island",
          "Island (tapped)",
          "Island (tapped)",
        ]);
        expect(await battlefieldOf(page, seat, 1, "B")).toEqual(["Swamp (tapped)", "Swamp (tapped)"]);
        expect(await battlefieldOf(page, seat, 3, "D")).toEqual(["Forest (tapped)"]);
      }
      expectOnlyOwnQuestions(seated, prompts);
    } finally {
      await leave(seated);
    }
  });
});

describe("friend or foe and parley", () => {
  it("friend or foe: Regna's Sanction — its caster's call, then each foe's choice, each asked only in that player's page", async () => {
    const seated = await sitDown(
      setUpOf(
        "800-multiplayer-mechanics/friend-or-foe-regnas-sanction-friends-get-counters-each-foe-keeps-one-creature-untapped.json",
      ),
      [true, true, true, true],
    );
    const [a, b, c, d] = seated.pages as [Page, Page, Page, Page];
    try {
      await take(a, "Cast Regna's Sanction");
      // The caster calls every player friend or foe (themselves too): A and C friends, B and D foes.
      const call = await asked(a, [b, c, d], "A");
      expect(call.kind).toBe("choose");
      await expect(panel(a).locator(".rule").textContent()).resolves.toMatch(/^Friend or foe: /);
      expect(await panel(a).locator(".options button").allTextContents()).toEqual([
        "1. A",
        "2. B",
        "3. C",
        "4. D",
      ]);
      await choose(a, ["A", "C"]);
      // The friends' counters go on with no question; then each foe, in turn order, keeps one untapped creature.
      const keepB = await asked(b, [a, c, d], "B");
      expect(keepB.prompt).toBe(
        "Regna's Sanction: choose the one you keep untapped; the others become tapped",
      );
      expect(await panel(b).locator(".options button").allTextContents()).toEqual([
        "1. Grizzly Bears (B)",
        "2. Hill Giant (B)",
        "3. Craw Wurm (B)",
      ]);
      await choose(b, ["Hill Giant (B)"]);
      // D's Hill Giant, tapped already, is no choice.
      const keepD = await asked(d, [a, b, c], "D");
      expect(await panel(d).locator(".options button").allTextContents()).toEqual([
        "1. Grizzly Bears (D)",
        "2. Craw Wurm (D)",
      ]);
      await choose(d, ["Grizzly Bears (D)"]);

      await seated.judge.until(
        (t) => t.battlefield.filter((p) => p.controller === 3 && p.tapped).length === 2 && t,
        "D's creatures tapped",
      );
      const after: Record<number, [string, string[]]> = {
        0: ["A", ["Grizzly Bears 3/3", ...Array(4).fill("Plains (tapped)")]],
        1: ["B", ["Craw Wurm 6/4 (tapped)", "Grizzly Bears 2/2 (tapped)", "Hill Giant 3/3"]],
        2: ["C", ["Grizzly Bears 3/3", "Hill Giant 4/4"]],
        3: ["D", ["Craw Wurm 6/4 (tapped)", "Grizzly Bears 2/2", "Hill Giant 3/3 (tapped)"]],
      };
      for (const [viewer, page] of [a, b, c, d].entries())
        for (const [seat, [name, cards]] of Object.entries(after))
          await expect
            .poll(() => battlefieldOf(page, viewer, Number(seat), name), SETTLED)
            .toEqual(cards.sort());
      expectOnlyOwnQuestions(seated, { 0: [call.prompt], 1: [keepB.prompt], 3: [keepD.prompt] });
    } finally {
      await leave(seated);
    }
  });

  it("207.2c parley: Selvala's Charge — every player's top card revealed to all, an Elephant for each nonland one, then each draws", async () => {
    // A and B are people; C and D bots.
    const seated = await sitDown(
      setUpOf(
        "800-multiplayer-mechanics/207.2c-parley-selvalas-charge-an-elephant-for-each-nonland-card-revealed.json",
      ),
      [true, true, false, false],
    );
    const [a, b] = seated.pages as [Page, Page];
    try {
      await take(a, "Cast Selvala's Charge");
      await seated.judge.until((t) => t.players[3].handCount === 1 && t, "the draws");
      for (const [viewer, page] of [a, b].entries()) {
        // 701.20a: the cards revealed, to every player: two are nonland cards.
        const log = page.getByRole("region", { name: "Game log" });
        for (const line of [
          "A reveals Grizzly Bears.",
          "B reveals Forest.",
          "C reveals Lightning Bolt.",
          "D reveals Island.",
        ])
          await expect.poll(() => log.textContent(), SETTLED).toContain(line);
        await expect
          .poll(() => battlefieldOf(page, viewer, 0, "A"), SETTLED)
          .toEqual([...Array(5).fill("Forest (tapped)"), ...Array(2).fill("Elephant Token 3/3")].sort());
        await expect.poll(() => handSizes(page), SETTLED).toEqual([2, 1, 1, 1]);
      }
      // Each drew the card they revealed (701.20b: it stayed on top).
      expect(await cardsIn(a, "My hand")).toEqual(["Grizzly Bears", "Plains"]);
      expect(await cardsIn(b, "My hand")).toEqual(["Forest"]);
      expectOnlyOwnQuestions(seated, {});
    } finally {
      await leave(seated);
    }
  });
});
