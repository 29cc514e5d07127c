/**
 * Principle 4 for Planechase (901.3, 103.3a): a planar deck's order is hidden. Throughout random-bot
 * Planechase games no player's view (nor a spectator's) mentions an object of a planar deck — only each
 * deck's size — while the face-up planes and phenomena are shown to everyone, the same for every viewer.
 */
import { playGame } from "@roundtable/bots";
import type { Game, PlayerId } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { newGame, randomBots, reproCommand, type Table } from "./support.ts";

/** Every number the view holds under an object key. */
function objectIds(x: unknown, out = new Set<number>()): Set<number> {
  if (Array.isArray(x)) for (const y of x) objectIds(y, out);
  else if (x !== null && typeof x === "object")
    for (const [k, v] of Object.entries(x)) {
      if (["id", "object", "source"].includes(k) && typeof v === "number") out.add(v);
      else objectIds(v, out);
    }
  return out;
}

function problemsOf(game: Game, where: string): string[] {
  const s = game.state;
  const pc = s.planechase!;
  const out: string[] = [];
  const viewers: (PlayerId | null)[] = [...s.players.map((_, i) => i), null];
  const first = JSON.stringify(game.view(null).planechase);
  for (const v of viewers) {
    const view = game.view(v);
    const { pending: _, decisions: __, ...rest } = view;
    const ids = objectIds(rest);
    for (const id of pc.decks.flat())
      if (ids.has(id)) out.push(`${where}: viewer ${v} sees object ${id} of a planar deck`);
    if (JSON.stringify(view.planechase?.deckSizes) !== JSON.stringify(pc.decks.map((d) => d.length)))
      out.push(`${where}: viewer ${v} sees wrong planar deck sizes`);
    if (JSON.stringify(view.planechase) !== first) out.push(`${where}: viewer ${v} sees other planar cards`);
    if (JSON.stringify(view.planechase?.faceUp.map((c) => c.id)) !== JSON.stringify(pc.faceUp))
      out.push(`${where}: viewer ${v} doesn't see the face-up planar cards`);
  }
  return out;
}

describe("hidden information: planar decks (901.3)", () => {
  const tables: Table[] = [
    { variant: "planechase", players: 3 },
    { variant: "free-for-all", players: 4, planechase: true, range: 1 },
  ];
  for (const table of tables)
    it(`views show planar decks' sizes only (${table.variant}, ${table.players} players)`, () => {
      const { game } = newGame(table, 5, true);
      const problems: string[] = problemsOf(game, "start");
      let n = 0;
      playGame(game, randomBots(table.players), {
        seed: 5,
        maxDecisions: 400,
        onEvents: () => {
          n++;
          if (problems.length < 10) problems.push(...problemsOf(game, `decision ${n}`));
        },
      });
      expect(problems.slice(0, 10), reproCommand(table, 5)).toEqual([]);
      expect(n).toBeGreaterThan(50);
    });
});
