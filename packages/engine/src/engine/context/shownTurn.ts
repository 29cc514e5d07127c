/**
 * The number a turn is shown with. The engine counts a game's turns from 1 (500, 807.4b); a game loaded
 * from a saved position (a layout's `turnNumber`) counts from the position's first turn, which the game it
 * was saved from numbered otherwise. Its views, events and questions show that game's numbers — the
 * position's turn 7 is turn 7 at the table, in its log and in a position saved from it again — while the
 * rules' "this turn" records keep the engine's count.
 */

import type { GameState } from "../../state.ts";

/** Turn `n` of the engine's count, as shown. */
export function shownTurn(s: GameState, n: number): number {
  return s.firstTurnNumber === undefined ? n : n + s.firstTurnNumber - 1;
}
