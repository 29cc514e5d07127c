/**
 * A game from a layout with every priority asked (as a saved scenario file runs), driven by hand in the
 * save-position tests: `answer` answers the open decision with what `pick` makes of it (each question
 * asked is noted in `asked`); `pass`; `act` takes a priority action by its type and name; `choose` an
 * option by the start of its label; `until` passes to a turn's step. `savedAndRun` saves such a game's
 * position now and runs the file: it must be the position, every seat's view the live game's.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type TableLayout } from "@roundtable/engine";
import { parseScenario, runScenario, savePositionNow } from "@roundtable/scenario";
import { expect } from "vitest";
import { seatViews } from "./views.ts";

export type Open = NonNullable<ReturnType<Game["pending"]>>;

export function drive(layout: Omit<TableLayout, "autoPass">) {
  const game = Game.fromLayout(cardDb, { ...layout, autoPass: false });
  const asked: string[] = [];
  const answer = (pick: (d: Open) => object): void => {
    const d = game.pending()!;
    asked.push(`${game.state.players[d.player].name}: ${d.prompt}`);
    expect(game.submit(d.player, d.id, pick(d) as never).ok).toBe(true);
  };
  const pass = () => answer(() => ({ choice: 0 }));
  const act = (type: string, name: string) =>
    answer((d) => ({
      choice:
        d.kind === "priority"
          ? d.actions.findIndex((a) => a.type === type && "name" in a && a.name === name)
          : -1,
    }));
  const choose = (label: string) =>
    answer((d) => ({
      choices: [d.kind === "choose" ? d.options.findIndex((o) => o.label.startsWith(label)) : -1],
    }));
  const until = (turn: number, step: string) => {
    while (game.state.turn.number !== turn || game.state.turn.step !== step) pass();
  };
  return { game, asked, answer, pass, act, choose, until };
}

/** The position now saved (it must be exact) and the file run to its stopAt: every seat's view is the live game's. */
export function savedAndRun(game: Game): { file: Record<string, unknown>; loaded: Game } {
  const saved = savePositionNow(cardDb, game.record());
  expect(saved.note).toMatch(/^the position now/);
  expect(saved.exact).toBe(true);
  const parsed = parseScenario(JSON.parse(JSON.stringify(saved.file)), cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const r = runScenario(parsed.scenario, cardDb);
  expect(r.error).toBeUndefined();
  const loaded = r.game!;
  for (const v of seatViews(game, loaded)) expect(v.loaded, `seat ${v.seat}`).toEqual(v.live);
  return { file: saved.file, loaded };
}
