/**
 * Extra turns (500.7) in a saved position (layoutOf.ts): whether the turn is an extra turn and after whose
 * normal turn (`TableLayout.extraTurnAfter`), and the extra turns still to come in the order they will be
 * taken (`extraTurnsToCome`) — start.ts (extraTurnsSetup.ts) gives them back to the loaded game.
 */
import { inGame, nextExtraTurn, teamChooser } from "./engine/players/players.ts";
import type { TableLayout } from "./setup.ts";
import type { GameState, PlayerId } from "./state.ts";

/**
 * 800.4k, 800.4m: an extra turn to come of a player who has left doesn't begin, and a layout leaves it out
 * (`writeExtraTurns`); but if effects of theirs last until their next turn, they end as it would have begun
 * (turn.ts nextTurn) — a layout would end them later. One problem for each such player.
 */
export function extraTurnProblems(s: GameState): string[] {
  // 805.8: with shared team turns a departed player's extra turn is their team's, if the team plays on.
  const untilNext = (p: PlayerId): boolean =>
    s.effects.some(
      (e) => e.controller === p && (e.duration === "untilYourNextTurn" || e.duration === "endOfYourNextTurn"),
    );
  return [...new Set(s.extraTurns)]
    .filter((p) => !inGame(s, teamChooser(s, p)) && untilNext(p))
    .map(
      (p) =>
        `an extra turn of ${s.players[p].name}, who has left the game, is to come (800.4k): as it would have begun, their effects lasting until their next turn end (800.4m)`,
    );
}

/**
 * 500.7: the extra turns still to come, in the order they will be taken, each by the player who will take
 * it: each the one `nextExtraTurn` names (as turn.ts nextTurn takes them) of those left after the one before
 * — with shared team turns the team's first player in the game (805.8); none of a player, or team, who has
 * left (800.4k).
 */
export function extraTurnsToCome(s: GameState): PlayerId[] {
  const out: PlayerId[] = [];
  for (let rest: readonly PlayerId[] = s.extraTurns; ; ) {
    const next = nextExtraTurn(s, rest);
    if (next === null) return out;
    out.push(next.player);
    rest = rest.slice(0, next.index); // taken from the end, those after it never begin
  }
}

/**
 * 500.7: an extra turn is written with the seat whose normal turn was last (`turn.orderSeat`: turn order
 * goes on from it); the extra turns to come in the order they will be taken (`extraTurns` is taken from
 * its end, `extraTurnsToCome`).
 */
export function writeExtraTurns(s: GameState, layout: TableLayout): void {
  if (s.turn.extra) layout.extraTurnAfter = s.turn.orderSeat;
  const toCome = extraTurnsToCome(s);
  if (toCome.length > 0) layout.extraTurnsToCome = toCome;
}
