/**
 * The casual variants of 103 and 901–904 at the web table (issue 20): for each, a person takes a seat at a
 * table of three bots and plays the whole game by clicking, to the game-over banner; the seats show what
 * the variant makes public: a commander (903.3), the archenemy's scheme deck (904.4), the face-up plane
 * (901.6), each seat's vanguard (902.3).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, openTable } from "./api.ts";
import { answerFast, nextDecision, type Setup, setUp } from "./support.ts";

let setup: Setup;
beforeAll(async () => {
  setup = await setUp({ tableSeed: 3 });
});
afterAll(async () => {
  await setup?.close();
});

interface Casual {
  variant: string;
  rule: string;
  /** What the elements `selector` show once the game has begun, and how many there are. */
  seatShows: RegExp;
  selector: string;
  count: number;
}

const CASUAL: Casual[] = [
  { variant: "commander", rule: "903", seatShows: /^⚔ \S/, selector: ".seat .commander", count: 4 },
  { variant: "brawl", rule: "903.12", seatShows: /^⚔ \S/, selector: ".seat .commander", count: 4 },
  {
    variant: "archenemy",
    rule: "904",
    seatShows: /^archenemy · schemes \d+$/,
    selector: ".seat .scheme-deck",
    count: 1,
  },
  { variant: "planechase", rule: "901", seatShows: /\S/, selector: "section.planes", count: 1 },
  { variant: "vanguard", rule: "902", seatShows: /^◈ \S/, selector: ".seat .vanguard-name", count: 4 },
];

describe("the casual variants at the web table (issue 20)", () => {
  for (const c of CASUAL)
    it(`${c.rule}: a whole 4-player ${c.variant} game against three bots, played by clicking`, async () => {
      const table = await createTable(setup.server.http, {
        variant: c.variant,
        players: 4,
        seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }, { kind: "bot" }],
        settings: { botDelayMs: 0, name: `Casual ${c.variant}` },
      });
      const page = await setup.newPage();
      await openTable(page, setup.server.http, table, "Ann");
      let d = await nextDecision(page, null);
      const shown = await page.locator(c.selector).allTextContents();
      expect(shown).toHaveLength(c.count);
      for (const text of shown) expect(text).toMatch(c.seatShows);
      let answered = 0;
      for (; d !== null; d = await nextDecision(page, d.id)) {
        await answerFast(page, d.kind, /^Pass until something happens$/);
        answered++;
      }
      await expect(page.getByRole("status", { name: "Game over" }).textContent()).resolves.toMatch(
        /won|draw/,
      );
      expect(answered).toBeGreaterThan(0);
      await page.close();
    });
});
