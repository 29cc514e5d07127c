/**
 * A layout's extra turns (500.7; setup.ts `TableLayout.extraTurnAfter`, `extraTurnsToCome`): its first
 * turn an extra turn, taken after the normal turn of a seat, and the extra turns still to come — checked,
 * then given to the state as the turn order reads them (turn.ts nextTurn): `turn.extra` and
 * `turn.orderSeat`, and `extraTurns`, taken from its end.
 */
import type { TableLayout } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameState, PlayerId } from "../../state.ts";
import { inGame, teamChooser } from "../players/players.ts";
import { departedProblems } from "./departureSetup.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
type Fail = (path: string, message: string) => never;

/** 807.4i–j: in Grand Melee a turn marker's extra turn waits with the markers, which a layout doesn't hold. */
const MELEE =
  "Grand Melee's extra turns are kept with its turn markers (807.4i–j), which a layout doesn't hold";

/** 103.8: an extra turn is added to a game under way, never its first turn. */
const NOT_FIRST = `an extra turn (500.7) is never a game's first turn (103.8): the layout needs "laterTurn": true`;

/**
 * After the layout's first turn has begun (start.ts, firstTurn): makes it an extra turn after
 * `extraTurnAfter`'s normal turn and queues `extraTurnsToCome`, each the turn of the seat's team with shared
 * team turns (805.8: as turn.ts addExtraTurn queues them). A seat that isn't one, an extra turn that isn't
 * a later turn (103.8), an extra turn to come of a player who has left (800.4k: it would never begin), and
 * either field in Grand Melee are reported with `fail`.
 */
export function layExtraTurns(s: GameState, layout: TableLayout, fail: Fail): void {
  const { extraTurnAfter: after, extraTurnsToCome: toCome } = layout;
  const seat = (p: unknown, path: string): PlayerId =>
    typeof p === "number" && Number.isInteger(p) && p >= 0 && p < s.players.length
      ? p
      : fail(path, `must be a seat from 0 to ${s.players.length - 1}, got ${showValue(p)}`);
  if (after !== undefined) {
    if (s.config.turnMarkers) fail("extraTurnAfter", MELEE);
    s.turn.extra = true;
    s.turn.orderSeat = seat(after, "extraTurnAfter"); // 800.4j: a seat who left during their turn too
    if (layout.laterTurn !== true) fail("extraTurnAfter", NOT_FIRST);
  }
  if (toCome === undefined) return;
  if (!Array.isArray(toCome)) fail("extraTurnsToCome", `must be a list of seats, got ${showValue(toCome)}`);
  if (s.config.turnMarkers && toCome.length > 0) fail("extraTurnsToCome", MELEE);
  const seats = toCome.map((p, i) => {
    const q = seat(p, `extraTurnsToCome[${i}]`);
    if (!inGame(s, q)) fail(`extraTurnsToCome[${i}]`, departedProblems.start(s.players[q].name));
    return teamChooser(s, q);
  });
  s.extraTurns = seats.reverse(); // the next to be taken last: turn.ts pops it
}
