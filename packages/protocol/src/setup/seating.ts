/**
 * 807.3: which listed player sits in which seat once a game has begun. Players sit as listed in the
 * setup unless the variant seats them at random (Grand Melee).
 */
import type { GameSetup, GameState } from "@roundtable/engine";

/**
 * The player listed in the setup (an index into `setup.players`) that sits in each seat of the game.
 * Names are unique (the engine checks), so a seat's player is found by name.
 */
export function listedBySeat(state: GameState, setup: GameSetup): number[] {
  const index = new Map(setup.players.map((p, i) => [p.name, i]));
  return state.players.map((p, seat) => index.get(p.name) ?? seat);
}

/**
 * What each seat of a started game gets of per-player lists given in the setup's order (deck names, bots):
 * the same lists, unless the players were seated at random (807.3).
 */
export function bySeat<T>(state: GameState, setup: GameSetup, listed: readonly T[]): T[] {
  return listedBySeat(state, setup).map((i) => listed[i]);
}
