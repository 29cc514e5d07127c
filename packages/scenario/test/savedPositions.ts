/**
 * Saved positions in the scenario package's tests: a file run to where it stops, saved at a turn's beginning
 * and gone on with in the game and in the saved file alike, and a layout written as a file and read back.
 */
import { cardDb } from "@roundtable/cards";
import { type Game, layoutOf } from "@roundtable/engine";
import {
  buildLayout,
  positionOf,
  runScenario,
  type ScenarioFile,
  savePosition,
  scenarioOfLayout,
} from "@roundtable/scenario";
import { expect } from "vitest";
import { explain, normalLayout, parsed } from "./helpers.ts";

/** Runs a file; the game where it stopped. */
export function run(file: unknown): Game {
  const r = runScenario(parsed(JSON.parse(JSON.stringify(file))), cardDb);
  expect(r.passed, explain(r)).toBe(true);
  return r.game!;
}

/**
 * The game of `file` stopped at the upkeep of turn `saveAt` and saved; then the game going on with `after`
 * (actions made in turn `saveAt` and later) to `stopAt`, and the saved file going on with the same actions
 * and stopAt — it numbers its turns as the game did, from its turnNumber: both stop at the same position.
 */
export function saveAndGoOn(
  file: Record<string, unknown>,
  saveAt: number,
  after: Record<string, unknown>[],
  stopAt: { turn: number; step: string },
): { saved: ScenarioFile; game: Game; loaded: Game } {
  const atSave = run({ ...file, stopAt: { turn: saveAt, step: "upkeep" } });
  const saved = savePosition(atSave);
  const game = run({ ...file, actions: [...(file.actions as unknown[]), ...after], stopAt });
  expect(saved.turnNumber ?? 1).toBe(saveAt);
  const loaded = run({ ...saved, actions: after, stopAt });
  expect(positionOf(loaded, 1)).toBe(positionOf(game, saveAt));
  return { saved, game, loaded };
}

/** save.ts(layoutOf(state)), parsed and laid out again, is the same TableLayout. */
export function roundTrip(game: Game): void {
  const layout = layoutOf(cardDb, game.state, 1);
  const file = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, layout, "saved", "round trip")));
  expect(normalLayout(buildLayout(parsed(file), cardDb))).toEqual(normalLayout(layout));
}
