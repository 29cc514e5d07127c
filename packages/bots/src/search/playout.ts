/**
 * A playout: the heuristic bot plays every seat of a (determinised) game from its position until the
 * game ends, `turns` turns have begun since the turn `from` (the search's root: an answer there may
 * already have ended the turn, every candidate must look as far), or `maxDecisions` answers were given. Grand Melee's several
 * open decisions (807.4) are answered in an order drawn from `rng`.
 */
import type { Game, RngState } from "@roundtable/engine";
import { heuristicBot } from "../heuristic.ts";
import { randBetween } from "../util.ts";

export interface PlayoutLimits {
  turns: number;
  maxDecisions: number;
}

/** The turns begun in the game (Grand Melee: every marker's, 807.4b numbers them together). */
export const turnCount = (game: Game): number => game.state.melee?.turns ?? game.state.turn.number;

/** Plays `game` (changed in place) to the limits. */
export function playout(game: Game, from: number, limits: PlayoutLimits, rng: RngState): void {
  const lastTurn = from + limits.turns;
  for (let n = 0; n < limits.maxDecisions && !game.isOver() && turnCount(game) < lastTurn; n++) {
    const open = game.decisions();
    if (open.length === 0) return;
    const decision = open.length === 1 ? open[0] : open[randBetween(rng, 0, open.length - 1)];
    const answer = heuristicBot.decide({ game, player: decision.player, decision, rng });
    // A rejected answer (an engine or heuristic bug) ends the playout where it stands.
    if (!game.submit(decision.player, decision.id, answer).ok) return;
  }
}
