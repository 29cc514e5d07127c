/**
 * Who takes the turns to come (500.7, 101.4; 805.4; 800.4k; 807.4c): the turn that follows a turn, as
 * `nextTurn` (turn.ts) begins it, and the list of the next turns as things stand — for "stop at the end
 * step before my turn" and for the turns a scenario file names. Nothing here changes the state.
 */
import type { GameState, Lane, PlayerId, TurnState } from "../../state.ts";
import { lanes } from "../players/lanes.ts";
import { nextExtraTurn, nextInGame, turnOrderSeat } from "../players/players.ts";
import { nextMarkerTurn } from "./markerTurns.ts";
import { orderSeatAfter } from "./turnBegins.ts";

/**
 * The turn that follows `turn` with `extraTurns` (created and not yet begun, in order of creation), not in
 * Grand Melee: the most recently created extra turn whose player is still in the game (500.7, 800.4k;
 * 805.8: a team's), `extraTurn` its index in `extraTurns`; else the next player still in the game after
 * the seat whose normal turn began last (101.4; 805.4: the next team), `extraTurn` null. Null when nobody
 * is left to take a turn.
 */
export function followingTurn(
  s: GameState,
  turn: TurnState,
  extraTurns: readonly PlayerId[],
): { player: PlayerId; extraTurn: number | null } | null {
  const extra = nextExtraTurn(s, extraTurns);
  if (extra !== null) return { player: extra.player, extraTurn: extra.index };
  const player = nextInGame(s, turnOrderSeat(s, turn));
  return player === null ? null : { player, extraTurn: null };
}

/**
 * Who takes the next turn after the turn of `lane` (as `lanes` lists them: Grand Melee, one per turn
 * marker), as things stand — an extra turn created or a player leaving before it ends changes it: what
 * `nextTurn` will begin (for "stop at the end step before my turn"). The most recently created extra turn
 * still to begin, else the next player in turn order after the seat whose normal turn was the last (500.7;
 * 805.4: the next team with shared team turns; 800.4k: a player still in the game). Grand Melee: the turn
 * marker's next holder, or its holder again for an extra turn (807.4c, 807.4i; `nextMarkerTurn`). Null
 * when no turn follows (the marker is removed, 807.4g, or nobody is left).
 */
export function nextTurnTaker(
  s: GameState,
  { marker, lane }: { marker: number; lane: Lane },
): PlayerId | null {
  if (s.melee !== undefined) return nextMarkerTurn(s, marker, lane);
  return followingTurn(s, lane.turn, lane.extraTurns)?.player ?? null;
}

/**
 * Who takes each of the next `count` turns after the turn of `at` (by default the current turn; Grand Melee:
 * a marker's lane, as `lanes` lists them), as things stand — if nobody leaves and no more extra turns are
 * created. Each is the turn `nextTurnTaker` names after the one before: the extra turns created and not yet
 * begun first, the most recent first (500.7; 805.8: a team's, taken by its primary player), then turn order
 * from the seat whose normal turn began last (101.4; 805.4: team after team with shared team turns, each
 * team's turn its primary player's); never a player who has left (800.4k). Fewer when nobody is left to
 * take them. Grand Melee: the marker's next turn only (807.4c, 807.4g, 807.4i–j), none if it is to be
 * removed: the turns after it depend on the other markers (807.4d; an owed extra turn is taken on
 * whichever marker reaches its player first, 807.4j).
 */
export function turnsToCome(
  s: GameState,
  count: number,
  at: { marker: number; lane: Lane } = lanes(s)[0],
): PlayerId[] {
  if (count <= 0) return [];
  if (s.melee !== undefined) {
    const player = nextTurnTaker(s, at);
    return player === null ? [] : [player];
  }
  const out: PlayerId[] = [];
  let turn = at.lane.turn;
  let extraTurns = at.lane.extraTurns;
  while (out.length < count) {
    const next = followingTurn(s, turn, extraTurns);
    if (next === null) break;
    out.push(next.player);
    // As `nextTurn` begins it: an extra turn is taken from the end of the list, and leaves turn order where
    // it was (500.7).
    const extra = next.extraTurn !== null;
    if (next.extraTurn !== null) extraTurns = extraTurns.slice(0, next.extraTurn);
    turn = { ...turn, active: next.player, extra, orderSeat: orderSeatAfter(turn, next.player, extra) };
  }
  return out;
}
