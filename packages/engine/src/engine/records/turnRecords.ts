/**
 * What a player did or underwent "this turn", kept per turn: in Grand Melee several turns are under way at
 * once (807.4), and "this turn" means the turn it is measured in — that of the marker whose stack the
 * ability is on, or whose turn-based action asks (docs/grand-melee.md). Each record is kept under the
 * number of the turn it happened in, and forgotten as that turn ends.
 */
import type { GameState, PlayerId } from "../../state.ts";

/** p lost `amount` life in the current turn (119.3). */
export function recordLifeLost(s: GameState, p: PlayerId, amount: number): void {
  const pl = s.players[p];
  pl.lifeLost ??= {};
  pl.lifeLost[s.turn.number] = (pl.lifeLost[s.turn.number] ?? 0) + amount;
}

/** The life p lost this turn (Luminarch Ascension: "if you didn't lose life this turn"). */
export function lifeLostThisTurn(s: GameState, p: PlayerId): number {
  return s.players[p]?.lifeLost?.[s.turn.number] ?? 0;
}

/** Turn `turn` ends: what happened in it is forgotten. */
export function forgetTurn(s: GameState, turn: number): void {
  for (const pl of s.players) {
    if (pl.lifeLost?.[turn] === undefined) continue;
    delete pl.lifeLost[turn];
    if (Object.keys(pl.lifeLost).length === 0) delete pl.lifeLost;
  }
}
