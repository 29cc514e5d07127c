/**
 * A game from a layout with every priority asked (as a saved scenario file runs), driven by hand in the
 * save-position tests: `answer` answers the open decision with what `pick` makes of it (each question
 * asked is noted in `asked`); `pass`; `act` takes a priority action by its type and name; `choose` an
 * option by the start of its label; `until` passes to a turn's step.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type TableLayout } from "@roundtable/engine";
import { expect } from "vitest";

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
