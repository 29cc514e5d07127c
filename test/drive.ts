/**
 * A game from a layout with every priority asked (as a saved scenario file runs), driven by hand in the
 * save-position tests (`driver`: any such game, a saved file's as it runs): `answer` answers the open
 * decision with what `pick` makes of it (each question asked is noted in `asked`); `pass`; `act` takes a
 * priority action by its type and name; `choose` an option by the start of its label; `until` passes to a
 * turn's step. `savedAndRun` saves such a game's position now and runs the file: it must be the position,
 * every seat's view the live game's. `twelvePositions` saves a random-bot game's position at twelve moments.
 */
import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type CardDb, Game, type TableLayout } from "@roundtable/engine";
import { parseScenario, runScenario, type SavedNow, savePositionNow } from "@roundtable/scenario";
import { expect } from "vitest";
import { pinnedDbFor, pinnedPool, pinnedSetup } from "./pinnedPool.ts";
import { setupFor, type Table } from "./support.ts";
import { seatViews } from "./views.ts";

export type Open = NonNullable<ReturnType<Game["pending"]>>;

export function drive(layout: Omit<TableLayout, "autoPass">) {
  return driver(Game.fromLayout(cardDb, { ...layout, autoPass: false }));
}

/** The same helpers for a game already made (a saved file's, run: every priority asked). */
export function driver(game: Game) {
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

/**
 * A random-bot game of `table` with `seed` (3000 decisions at most) saved now at twelve moments evenly
 * through its record, as bench/_save.ts takes them: after `n` inputs, the file `saveNow` gives. Pool decks are
 * dealt from the pinned pool (pinnedPool.ts), so that the seeds chosen for what their games reach stay when
 * cards are added; `db` is the card database the game was played with (to load the files with).
 */
export function twelvePositions(
  table: Table,
  seed: number,
): { positions: { n: number; saved: SavedNow }[]; db: CardDb } {
  const pinned = table.decks === "pool" ? pinnedPool() : null;
  const setup = pinned === null ? setupFor(table, seed) : pinnedSetup(table, seed, pinned);
  const db = pinned === null ? cardDb : pinnedDbFor(setup, pinned);
  const game = Game.create(db, setup, { events: false });
  playGame(
    game,
    setup.players.map(() => makeBot("random")),
    { seed, maxDecisions: 3000 },
  );
  const record = game.record();
  const positions = Array.from({ length: 12 }, (_, k) => {
    const n = Math.floor(((k + 0.5) / 12) * record.inputs.length);
    return { n, saved: savePositionNow(db, { ...record, inputs: record.inputs.slice(0, n) }) };
  });
  return { positions, db };
}

/** Pays with the first source offered and passes until the stack is empty and nothing waits to go on it. */
export function settle(g: Game): void {
  const d = driver(g);
  for (;;) {
    if (g.pending()?.kind === "choose") d.answer(() => ({ choices: [0] }));
    else if (g.state.stack.length > 0 || g.state.triggers.length > 0) d.pass();
    else return;
  }
}
