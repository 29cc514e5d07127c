/**
 * A turn begins (500, 103.8): the active player or team (805.4), its permanents no longer "sick" (302.6),
 * lands played counted afresh (305.2), "until your next turn" effects ending (611.2a); and the turns of
 * departed players that would have begun in between (800.4k, 800.4m).
 */
import { writable } from "../../forkState.ts";
import { clearField } from "../../objectFields.ts";
import type { PlayerId, TurnState } from "../../state.ts";
import { departedTurnPhasing } from "../actions/phasing.ts";
import { setStartingPlane } from "../actions/planeswalk.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { turnOfBegins } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import { invalidateLayers } from "../context/layerCache.ts";
import { emit } from "../context/record.ts";
import { shownTurn } from "../context/shownTurn.ts";
import { placeTurnMarkers } from "../players/lanes.ts";
import { planarControllerAsTurnBegins } from "../players/planes.ts";
import { playerControlAsTurnBegins } from "../players/playerControl.ts";
import { activePlayers, inGame, sameRanges, teamChooser } from "../players/players.ts";

/**
 * 103.8 and 500: begin a turn for player p (an extra turn, 500.7, leaves turn order where it was). With
 * shared team turns it is the turn of p's team, and its primary player is `turn.active` (805.4).
 */
export function beginTurn(g: Ctx, seat: number, extra = false): void {
  const s = g.s;
  const p = teamChooser(s, seat);
  const ranges = s.turn.inRange;
  s.turn = {
    number: s.melee === undefined ? s.turn.number + 1 : ++s.melee.turns, // 807.4b: one count for all markers
    active: p,
    step: "untap",
    priority: null,
    passed: [],
    stepStarted: false,
    cleanupPriority: false,
    extra,
    orderSeat: orderSeatAfter(s.turn, p, extra),
    // 801.2c: its ranges are the table's as it begins (`inRange` absent: players.ts `turnRanges`).
  };
  if (!sameRanges(ranges, s.turn.inRange)) invalidateLayers(s); // characteristics depend on ranges (801.10)
  playerControlAsTurnBegins(s); // 723.1
  planarControllerAsTurnBegins(s, p); // 901.6
  // 305.2: lands are played in one's own turn. Grand Melee: other players may be in the middle of their
  // own turns (807.4): only the active player's count starts again.
  for (const pl of s.melee === undefined ? s.players : [s.players[p]]) pl.landsPlayed = 0;
  const active = activePlayers(s);
  // 302.6: permanents p has controlled continuously since this turn began are no longer "sick" (805.4:
  // the turn of p's team is each teammate's turn) — phased-out ones too: phasing doesn't end that (702.26d).
  for (const list of [s.melee === undefined ? s.battlefield : permanentsOf(s, p), s.phasedOut ?? []]) {
    for (const id of list) {
      const o = s.objects[id];
      if (o.sick && active.includes(o.controller)) clearField(writable(s, id), "sick");
    }
  }
  emit(g, { type: "turn", number: shownTurn(s, s.turn.number), player: p, players: active });
  // "until your next turn" effects end (611.2a) — for each player of the active team (805.4).
  for (const q of active) turnOfBegins(g, q, false);
}

/**
 * The seat turn order goes on from once p's turn begins after `prev` (`TurnState.orderSeat`): p's for a
 * normal turn; for an extra turn the one before it, as an extra turn leaves turn order where it was (500.7).
 * Grand Melee reads none (a turn marker passes, 807.4c), yet the value holds there too: an extra turn
 * keeps its lane's `orderSeat`, the seat of the marker's last normal turn. For an owed extra turn (807.4j)
 * that is right, and the holder's seat would not be: the extra turn comes just before the holder's next
 * turn, which follows it at once on the marker, so turn order stands where the marker's last normal turn
 * left it — the previous holder's, or the one before if that holder left in their owed extra turn. Its next
 * player in the game to the left is the holder, also after players left or the marker moved meanwhile, as
 * a marker only ever passes to the next player in the game (807.4c).
 */
export function orderSeatAfter(prev: TurnState, p: PlayerId, extra: boolean): PlayerId {
  return extra ? prev.orderSeat : p;
}

/**
 * The game's first turn (103.8): the starting player's — in Grand Melee the first turn of every turn
 * marker's holder, all beginning together (807.4b).
 */
export function firstTurn(g: Ctx, start: PlayerId): void {
  // 901.5, 103.7: the starting player sets the starting plane; 901.14a: in Grand Melee, each player who
  // starts with a turn marker, before the first turn. A position given with a face-up plane has one already.
  const planes = g.s.planechase !== undefined && g.s.planechase.faceUp.length === 0;
  const setPlane = planes ? (p: PlayerId) => setStartingPlane(g, p) : undefined;
  if (g.s.config.turnMarkers) placeTurnMarkers(g, start, (p) => beginTurn(g, p), setPlane);
  else {
    setPlane?.(start);
    beginTurn(g, start);
  }
}

/** 800.4k, 800.4m: the turns of departed players seated between `from` and `to` would have begun. */
export function skippedTurns(g: Ctx, from: number, to: number): void {
  const n = g.s.players.length;
  for (let q = (from + 1) % n; q !== to; q = (q + 1) % n) {
    if (inGame(g.s, q)) continue;
    turnOfBegins(g, q, true);
    departedTurnPhasing(g.s, q); // 702.26n
  }
}
