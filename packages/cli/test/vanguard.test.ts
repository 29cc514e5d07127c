/**
 * `roundtable simulate --variant vanguard` (902): whole games with a random vanguard card per player, win
 * rates by seat and by vanguard card; the Commander-only options refused; the board shows each player's
 * vanguard card.
 */
import { cardDb, vanguards } from "@roundtable/cards";
import { Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { renderBoard } from "../src/board.ts";
import { simulateCommand } from "../src/commands/simulate.ts";
import { seatingInfo } from "../src/seating.ts";
import { buildSetup } from "../src/table.ts";
import { capture } from "./helpers.ts";

describe("simulate --variant vanguard", () => {
  it("plays whole games and prints win rates by seat and by vanguard card (902)", async () => {
    const { lines, write } = capture();
    const code = await simulateCommand(
      { variant: "vanguard", players: 4, games: 3, seed: 1, bot: "random", progress: false },
      write,
    );
    expect(code).toBe(0);
    const text = lines.join("\n");
    expect(text).toMatch(/^3 games: Vanguard, 4 players/m);
    expect(text).toMatch(/seat 1 \(Alice\): +\d+\.\d%/);
    expect(text).not.toMatch(/unfinished|errors:/);
    const at = lines.indexOf("Win rate by vanguard (902):");
    expect(at).toBeGreaterThan(0);
    const rows = lines.slice(at + 1).filter((l) => /^ {2}[^ ].*: +\d+\.\d% {2}\(\d+ of \d+\)$/.test(l));
    // Three games of four players: twelve vanguards dealt, each row naming a card of the series.
    const played = rows.map((l) => Number(/of (\d+)\)$/.exec(l)![1]));
    expect(played.reduce((a, b) => a + b, 0)).toBe(12);
    const names = vanguards.map((v) => v.name);
    for (const l of rows) expect(names).toContain(/^ {2}(.*): /.exec(l)![1]);
  });

  it("refuses the Commander-only options for a Vanguard table", () => {
    const { write } = capture();
    expect(() =>
      simulateCommand(
        {
          variant: "vanguard",
          players: 4,
          games: 1,
          seed: 1,
          bot: "random",
          progress: false,
          mulligan: "commander",
        },
        write,
      ),
    ).toThrow(/Commander variant's, not vanguard's/);
  });

  it("the board shows each player's vanguard card, its modifiers and its text (902.3)", () => {
    const { setup } = buildSetup({ variant: "vanguard", players: 3, seed: 4 });
    const game = Game.create(cardDb, setup);
    const board = renderBoard(game.view(0), seatingInfo(game.state)).join("\n");
    for (const p of setup.players) {
      const v = cardDb.get(p.vanguard!)!;
      const mod = (k: number) => (k < 0 ? `${k}` : `+${k}`);
      expect(board).toContain(
        `vanguard ${v.name} (hand ${mod(v.handModifier!)}, life ${mod(v.lifeModifier!)}): ${v.oracle}`,
      );
    }
  });
});
