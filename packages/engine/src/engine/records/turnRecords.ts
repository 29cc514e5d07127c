/**
 * What a player did or underwent "this turn", kept per turn: in Grand Melee several turns are under way at
 * once (807.4), and "this turn" means the turn it is measured in — that of the marker whose stack the
 * ability is on, or whose turn-based action asks (docs/grand-melee.md). Each record is kept under the
 * number of the turn it happened in, and forgotten as that turn ends.
 */
import type { GameState, PlayerId } from "../../state.ts";

/** The counts kept per turn for each player: the life lost (119.3), the additional land plays (305.2). */
type TurnCount = "lifeLost" | "landPlaysAdded";
const TURN_COUNTS: readonly TurnCount[] = ["lifeLost", "landPlaysAdded"];

/** Adds `n` to p's count `key` of the current turn. */
function addThisTurn(s: GameState, p: PlayerId, key: TurnCount, n: number): void {
  const pl = s.players[p];
  pl[key] ??= {};
  const record = pl[key];
  record[s.turn.number] = (record[s.turn.number] ?? 0) + n;
}

/** p's count `key` of the current turn (0 if none). */
function countThisTurn(s: GameState, p: PlayerId, key: TurnCount): number {
  return s.players[p]?.[key]?.[s.turn.number] ?? 0;
}

/** p lost `amount` life in the current turn (119.3). */
export function recordLifeLost(s: GameState, p: PlayerId, amount: number): void {
  addThisTurn(s, p, "lifeLost", amount);
}

/** The life p lost this turn (Luminarch Ascension: "if you didn't lose life this turn"). */
export function lifeLostThisTurn(s: GameState, p: PlayerId): number {
  return countThisTurn(s, p, "lifeLost");
}

/** 305.2: an effect lets p play `n` additional lands in the current turn ("… this turn", Explore). */
export function recordLandPlaysAdded(s: GameState, p: PlayerId, n: number): void {
  addThisTurn(s, p, "landPlaysAdded", n);
}

/** The additional land plays effects gave p for this turn (305.2). */
export function landPlaysAddedThisTurn(s: GameState, p: PlayerId): number {
  return countThisTurn(s, p, "landPlaysAdded");
}

/** Turn `turn` ends: what happened in it is forgotten. */
export function forgetTurn(s: GameState, turn: number): void {
  for (const pl of s.players) {
    for (const key of TURN_COUNTS) {
      const record = pl[key];
      if (record?.[turn] === undefined) continue;
      delete record[turn];
      if (Object.keys(record).length === 0) delete pl[key];
    }
  }
}
