/**
 * Several people at one table, end to end: people in browser contexts of their own (their own storage and
 * seat tokens), spectators, bots at no delay, and the table's judge (a WebSocket client with the judge
 * token) as the server's record to check the pages by — team games (Two-Headed Giant, Emperor), two people
 * taking their turns, and a spectator who sees no hand.
 */
import type { GameEvent, PlayerId, TableView } from "@roundtable/engine";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTable } from "./api.ts";
import { castOrPass, framesOf, Judge, joinFromLobby, playUntil, type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  // One seed: the same games at every run (a random one can end a game before the combat a test waits for).
  setup = await setUp({ tableSeed: 3 });
});
afterAll(async () => {
  await setup?.close();
});

/** How long a page may take to show what the judge has seen (a busy machine is slow). */
const SETTLED = { timeout: 20_000 };

/** White Weenie's cards that aren't creatures: the people cast only creatures, so that they can attack. */
const NOT_CREATURES = ["Pacifism", "Holy Strength", "Moment of Heroism"];

interface Declared {
  attacker: number;
  card: string;
  controller: PlayerId;
  defender: PlayerId;
}

/**
 * The first combat in which creatures of every player of `heads` attacked — and, with `damage`, in which
 * the defending players (those not in `team`) then lost life: the attacks and those life events, from the
 * judge's events. Rejects when the game is over or turn `maxTurn` begins without one.
 */
function combinedAttack(
  judge: Judge,
  o: { team: PlayerId[]; heads: PlayerId[]; damage: boolean; maxTurn: number },
) {
  type Life = Extract<GameEvent, { type: "life" }>;
  const what = `a combat with creatures of ${o.heads.join(" and ")}${o.damage ? " that dealt damage" : ""}`;
  return new Promise<{ attacks: Declared[]; life: Life[] }>((resolve, reject) => {
    let attacks: Declared[] = [];
    let done = false;
    const end = (result: { attacks: Declared[]; life: Life[] } | Error) => {
      done = true;
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    judge.onEvents((events, table: TableView) => {
      if (done) return;
      for (const e of events) {
        if (e.type === "turn") {
          attacks = [];
          if (e.number > o.maxTurn) return end(new Error(`no ${what} by turn ${o.maxTurn}`));
        } else if (e.type === "attack" && "player" in e.defender) {
          const controller = table.battlefield.find((p) => p.id === e.attacker)?.controller ?? -1;
          attacks.push({ attacker: e.attacker, card: e.card, controller, defender: e.defender.player });
        }
      }
      const combined = o.heads.every((h) => attacks.some((a) => a.controller === h));
      const life = events.filter(
        (e): e is Life => e.type === "life" && e.delta < 0 && !o.team.includes(e.player),
      );
      if (combined && (!o.damage || life.length > 0)) return end({ attacks, life });
      if (table.status === "over") {
        const players = JSON.stringify(table.players.map((p) => [p.life, p.result, p.reason]));
        end(new Error(`the game ended (turn ${table.turn.number}, ${players}) without ${what}`));
      }
    });
  });
}

/**
 * The team's attackers decision on `page` (its primary player's, 805.10b): each row is one candidate
 * creature (`data-object`) with a button per player or planeswalker it may attack. Returns each row's
 * creature, its controller (the judge's view) and the defenders its buttons name.
 */
async function attackRows(page: Page, judge: Judge) {
  const rows = page.locator("section.decision li[data-object]");
  const out: { id: number; controller: PlayerId; options: string[] }[] = [];
  for (const row of await rows.all()) {
    const id = Number(await row.getAttribute("data-object"));
    const controller = judge.table?.battlefield.find((p) => p.id === id)?.controller ?? -1;
    const options = (await row.getByRole("button").allTextContents()).map((t) => t.replace(/^attack /, ""));
    out.push({ id, controller, options });
  }
  return out;
}

/** Declares every row's creature attacking the first player its row offers, and confirms. */
async function attackWithAll(page: Page, ids: number[]): Promise<void> {
  const panel = page.locator("section.decision");
  for (const id of ids) await panel.locator(`li[data-object="${id}"]`).getByRole("button").first().click();
  await panel.getByRole("button", { name: `Attack with ${ids.length}` }).click();
}

describe("Two-Headed Giant (810) in the browser", () => {
  it("805.10b two people as the two heads: a combined attack of both heads' creatures, on the team's shared life (810.4)", async () => {
    const base = setup.server.http;
    const table = await newTable(base, {
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }, { kind: "bot" }],
      decks: ["White Weenie", "White Weenie", "Blue Skies", "Blue Skies"],
      settings: { botDelayMs: 0, name: "Giants" },
    });
    const judge = await Judge.open(setup.server.ws, table.id, table.judgeToken);
    const [one, two] = [await setup.newContext(), await setup.newContext()];
    try {
      const ann = await one.newPage();
      const ben = await two.newPage();
      await joinFromLobby(ann, base, "Ann", "Giants");
      await joinFromLobby(ben, base, "Ben", "Giants");
      const start = await judge.until((t) => t, "the game to start");
      // 810.1, 805.2: Ann and Ben are one team; Ann, its first seat in turn order, is its primary player.
      expect(start.players[0].team).toBe(start.players[1].team);
      expect(start.players[2].team).not.toBe(start.players[0].team);
      expect(start.players.map((p) => p.life)).toEqual([30, 30, 30, 30]);

      const combat = combinedAttack(judge, { team: [0, 1], heads: [0, 1], damage: true, maxTurn: 20 });
      // Ann declares the team's attack (805.10b): with every creature of both heads once each has one.
      const annDecides = async (d: { kind: string }) => {
        if (d.kind !== "attackers") return castOrPass(ann, d.kind, NOT_CREATURES);
        const rows = await attackRows(ann, judge);
        for (const r of rows) expect([0, 1]).toContain(r.controller);
        const heads = new Set(rows.map((r) => r.controller));
        if (heads.size === 2)
          await attackWithAll(
            ann,
            rows.map((r) => r.id),
          );
        else await ann.locator("section.decision").getByRole("button", { name: "No attack" }).click();
      };
      await Promise.all([
        playUntil(ann, annDecides, combat),
        playUntil(ben, (d) => castOrPass(ben, d.kind, NOT_CREATURES), combat),
        combat,
      ]);
      const { attacks, life } = await combat;
      const last = life[life.length - 1];
      for (const page of [ann, ben]) {
        // The attacks are shown: each attacker, and whom it attacked, in the game log of both heads.
        const log = page.getByRole("region", { name: "Game log" });
        for (const a of attacks) {
          const name = start.players[a.defender].name;
          await expect.poll(() => log.textContent(), SETTLED).toContain(`${a.card} attacks ${name}.`);
        }
        // 810.4: the defending team's one life total, on both of its players' seats.
        for (const seat of [2, 3])
          await page.waitForSelector(`[data-seat="${seat}"][data-life="${judge.table?.players[seat].life}"]`);
      }
      const after = judge.table!;
      expect(after.players[2].life).toBe(after.players[3].life);
      expect(after.players[2].life).toBeLessThan(30);
      expect(last.life).toBeLessThan(30);
    } finally {
      await one.close();
      await two.close();
      await judge.close();
    }
  });
});

describe("Emperor (809) in the browser", () => {
  /*
   * "A combined team attack" in Emperor: without shared turns each player takes their own turn and attacks
   * alone (506.2), so no two teammates' creatures are ever in one combat; deploying (804) only hands a
   * creature to a teammate, who then attacks with it in their own turn. The rules that make a team attack
   * together are shared team turns (805), which docs/variants.md allows in Emperor as the option
   * `sharedTurns` (805.1: teams seated together): the team takes one turn and declares one combined attack,
   * asked of its primary player (805.10a–b, 805.2), in which each creature attacks only a player its own
   * controller may attack — an opponent seated next to them (809.3c) and within their range of influence
   * (801.3; 809.3a: the emperor's range 2, the generals' 1). Here two people are the team's generals —
   * Ann (seat 1 of 6, the team's primary player) and Cid (seat 3) —, bots play their emperor and the other
   * team (Green Stompy: creatures, but nothing that kills, bounces or steals ours before they attack).
   */
  it("805.10b with 809.3c, 801.3: the primary player declares a combined attack of both generals' creatures, each only at the opponent beside its controller", async () => {
    const base = setup.server.http;
    const table = await newTable(base, {
      variant: "emperor",
      players: 6,
      options: { sharedTurns: true },
      seats: [
        { kind: "open" },
        { kind: "bot" },
        { kind: "open" },
        { kind: "bot" },
        { kind: "bot" },
        { kind: "bot" },
      ],
      decks: ["White Weenie", "White Weenie", "White Weenie", "Green Stompy", "Green Stompy", "Green Stompy"],
      settings: { botDelayMs: 0, name: "Empire" },
    });
    const judge = await Judge.open(setup.server.ws, table.id, table.judgeToken);
    const [one, two] = [await setup.newContext(), await setup.newContext()];
    try {
      const ann = await one.newPage();
      const cid = await two.newPage();
      await joinFromLobby(ann, base, "Ann", "Empire");
      await joinFromLobby(cid, base, "Cid", "Empire");
      const start = await judge.until((t) => t, "the game to start");
      const name = (seat: number) => start.players[seat].name;
      // 809.2: seats 0–2 and 3–5 are the teams, each emperor in the middle; 809.3a: ranges 1, 2, 1.
      expect(start.config.roles).toEqual(["general", "emperor", "general", "general", "emperor", "general"]);
      expect(start.players.map((p) => p.team)).toEqual([0, 0, 0, 1, 1, 1]);
      expect(start.players.map((p) => p.range)).toEqual([1, 2, 1, 1, 2, 1]);
      // Whom each of Ann's team may attack (809.3c, 801.3): the general in seat 0 only the general in seat 5,
      // the general in seat 2 only the general in seat 3 (or a planeswalker of theirs, 508.1b); the emperor,
      // with no opponent beside, nobody.
      const beside: Record<number, number> = { 0: 5, 2: 3 };
      const mayAttack = (seat: PlayerId) => {
        const opponent = beside[seat];
        if (opponent === undefined) return [];
        const walkers = judge.table!.battlefield.filter(
          (p) => p.controller === opponent && p.types.includes("Planeswalker"),
        );
        return [name(opponent), ...walkers.map((p) => p.name)].sort();
      };

      expect([name(0), name(2)]).toEqual(["Ann", "Cid"]);
      const combat = combinedAttack(judge, { team: [0, 1, 2], heads: [0, 2], damage: false, maxTurn: 20 });
      let decisions = 0;
      const annDecides = async (d: { kind: string }) => {
        if (d.kind !== "attackers") return castOrPass(ann, d.kind, NOT_CREATURES);
        decisions++;
        const rows = await attackRows(ann, judge);
        for (const r of rows) {
          expect([0, 2]).toContain(r.controller);
          expect([...r.options].sort()).toEqual(mayAttack(r.controller));
        }
        const heads = new Set(rows.map((r) => r.controller));
        if (heads.size === 2)
          await attackWithAll(
            ann,
            rows.map((r) => r.id),
          );
        else await ann.locator("section.decision").getByRole("button", { name: "No attack" }).click();
      };
      await Promise.all([
        playUntil(ann, annDecides, combat),
        playUntil(cid, (d) => castOrPass(cid, d.kind, NOT_CREATURES), combat),
        combat,
      ]);
      const { attacks } = await combat;
      expect(decisions).toBeGreaterThan(0);
      // One combat, creatures of both generals (whatever blocks it met), each at the opponent beside its
      // controller; the log of both generals' pages shows each attack.
      expect(new Set(attacks.map((a) => a.controller)), JSON.stringify(attacks)).toEqual(new Set([0, 2]));
      for (const a of attacks) expect(a.defender).toBe(a.controller === 0 ? 5 : 3);
      for (const page of [ann, cid]) {
        const log = page.getByRole("region", { name: "Game log" });
        for (const a of attacks)
          await expect
            .poll(() => log.textContent(), SETTLED)
            .toContain(`${a.card} attacks ${name(a.defender)}.`);
      }
    } finally {
      await one.close();
      await two.close();
      await judge.close();
    }
  });
});

/** The object ids the page shows as cards (`data-object`) in the region named `region`, or anywhere. */
async function shownObjects(page: Page, region?: string): Promise<number[]> {
  const scope = region === undefined ? page.locator("body") : page.getByRole("region", { name: region });
  const ids = await scope
    .locator("[data-object]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-object")));
  return ids.map(Number).sort((a, b) => a - b);
}

/** What a page must not show: every card in the hands of `others` (the judge's view), by object id. */
async function expectNoHandOf(page: Page, judge: Judge, others: PlayerId[]): Promise<void> {
  const shown = new Set(await shownObjects(page));
  const hidden = others.flatMap((seat) => judge.handCards().get(seat) ?? []);
  expect(hidden.length).toBeGreaterThan(0);
  expect(hidden.filter((c) => shown.has(c.id))).toEqual([]);
}

describe("several people at one table", () => {
  it("two people in two browser contexts each take their turn, and each page shows only its own hand", async () => {
    const base = setup.server.http;
    const table = await newTable(base, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }],
      settings: { botDelayMs: 0, name: "Pair" },
    });
    const judge = await Judge.open(setup.server.ws, table.id, table.judgeToken);
    const [one, two] = [await setup.newContext(), await setup.newContext()];
    try {
      const ann = await one.newPage();
      const ben = await two.newPage();
      const frames = [framesOf(ann), framesOf(ben)];
      await joinFromLobby(ann, base, "Ann", "Pair");
      await joinFromLobby(ben, base, "Ben", "Pair");
      await judge.until((t) => t, "the game to start");
      // Each person answers their decisions by clicking (a land or a spell when offered, else pass); a turn
      // counts as taken once they have answered a priority decision of their own turn.
      const took: [string[], string[]] = [[], []];
      let bothTook: () => void = () => {};
      const stop = new Promise<void>((resolve) => {
        bothTook = resolve;
      });
      const person = (page: Page, seat: PlayerId) => async (d: { id: string; kind: string }) => {
        const t = await judge.until(
          (v) => v.decisions.some((x) => String(x.id) === d.id) && v,
          `decision ${d.id}`,
        );
        if (d.kind === "priority" && t.turn.active === seat) {
          const offers = await page
            .locator("section.decision")
            .getByRole("button", { name: /^\d+\. Play / })
            .allTextContents();
          took[seat].push(offers[0] ?? "Pass");
        }
        await castOrPass(page, d.kind);
        if (took[0].length > 0 && took[1].length > 0) bothTook();
      };
      await Promise.all([playUntil(ann, person(ann, 0), stop), playUntil(ben, person(ben, 1), stop), stop]);
      // Both took a turn in the one game, and each sees the other's doing in the log.
      const turns = judge.table!.turn.number;
      expect(turns).toBeGreaterThanOrEqual(2);
      for (const page of [ann, ben]) {
        const text = () => page.getByRole("region", { name: "Game log" }).textContent();
        for (const [seat, who] of [
          [0, "Ann"],
          [1, "Ben"],
        ] as const) {
          await expect.poll(text, SETTLED).toMatch(new RegExp(`Turn \\d+: ${who}(?![a-z])`));
          const played = /^\d+\. Play (.*)$/.exec(took[seat][0]);
          if (played !== null) await expect.poll(text, SETTLED).toContain(`${who} plays ${played[1]}.`);
        }
      }
      // Each page's hand is its seat's hand as the judge sees it (once both have had the same batch), and
      // shows no card of another hand.
      for (const [page, seat] of [
        [ann, 0],
        [ben, 1],
      ] as const) {
        const judged = () => (judge.handCards().get(seat) ?? []).map((c) => c.id).sort((a, b) => a - b);
        await expect
          .poll(
            async () => JSON.stringify(await shownObjects(page, "My hand")) === JSON.stringify(judged()),
            SETTLED,
          )
          .toBe(true);
        await expectNoHandOf(
          page,
          judge,
          [0, 1, 2].filter((s) => s !== seat),
        );
        // Nor did any WebSocket frame the page received carry one (hands are filtered at the source).
        expect(judge.hands.leaks(frames[seat], seat)).toEqual([]);
        expect(frames[seat].length).toBeGreaterThan(5);
      }
      // The check sees a hand where there is one: Ann's frames carry cards of hers that Ben may not know.
      expect(judge.hands.leaks(frames[0], 1).length).toBeGreaterThan(0);
    } finally {
      await one.close();
      await two.close();
      await judge.close();
    }
  });

  it("a spectator sees the table and the log update, and no hand card in the page nor in its frames", async () => {
    const base = setup.server.http;
    const table = await newTable(base, {
      variant: "free-for-all",
      players: 4,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }, { kind: "bot" }],
      settings: { botDelayMs: 0, name: "Watched", spectators: true, spectatorsSeeHands: false },
    });
    const judge = await Judge.open(setup.server.ws, table.id, table.judgeToken);
    const [one, three] = [await setup.newContext(), await setup.newContext()];
    try {
      const ann = await one.newPage();
      const annFrames = framesOf(ann);
      await joinFromLobby(ann, base, "Ann", "Watched");
      await judge.until((t) => t, "the game to start");
      // The spectator comes in from the lobby's games in play.
      const eve = await three.newPage();
      const frames = framesOf(eve);
      await eve.goto(base);
      const watch = eve
        .getByRole("button", { name: "Watch Watched" })
        .or(eve.getByRole("link", { name: "Watch Watched" }));
      await watch.click();
      await eve.waitForURL(/\/table\//);
      await eve.waitForSelector('[data-seat="3"]');
      expect(await eve.getByRole("region", { name: "My hand" }).count()).toBe(0);
      const log = eve.getByRole("region", { name: "Game log" }).getByRole("listitem");
      const before = await log.count();
      // Ann plays a few turns; the spectator's page follows.
      const turn = judge.until((t) => t.turn.number >= 5 && t, "turn 5");
      await Promise.all([playUntil(ann, (d) => castOrPass(ann, d.kind), turn), turn]);
      await expect.poll(() => log.count(), SETTLED).toBeGreaterThan(before);
      await expect
        .poll(() => eve.getByRole("region", { name: "Game log" }).textContent(), SETTLED)
        .toContain("Turn 5:");
      // What the judge sees of the table, the spectator sees too: every seat's hand size.
      for (const seat of [0, 1, 2, 3])
        await expect
          .poll(async () => {
            const count = judge.table!.players[seat].handCount;
            return (
              (await eve.locator(`[data-seat="${seat}"][data-hand]`).getAttribute("data-hand")) ===
              String(count)
            );
          }, SETTLED)
          .toBe(true);
      // No hand card of any player in the page, nor in any frame it received.
      await expectNoHandOf(eve, judge, [0, 1, 2, 3]);
      expect(judge.hands.leaks(frames, -1)).toEqual([]);
      expect(frames.length).toBeGreaterThan(5);
      // The check sees a hand where there is one: Ann's own frames, read as a spectator's, carry hers.
      expect(judge.hands.leaks(annFrames, -1).length).toBeGreaterThan(0);
    } finally {
      await one.close();
      await three.close();
      await judge.close();
    }
  });
});
