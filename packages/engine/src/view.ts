/**
 * Per-recipient views (principle 4): computed from the state for one player (or a spectator, null).
 * A player sees their own hand (and their teammates' where the variant allows); of everyone else's hand
 * and every library only the sizes; public zones in full. The open decision is shown in full only to the
 * player who must answer it. A view is the table's public part (tableView.ts) combined with the
 * recipient's own part (seatView.ts) by combineView.ts — as a client combines the two parts a server sends.
 */

import type { CardDb } from "./cards/types.ts";
import { combineView, type PlayerView } from "./combineView.ts";
import { seatView } from "./seatView.ts";
import type { GameState, PlayerId } from "./state.ts";
import { tableView } from "./tableView.ts";

export {
  combineView,
  type DecisionView,
  type MarkerView,
  type PlayerSummary,
  type PlayerView,
} from "./combineView.ts";

export function viewFor(db: CardDb, s: GameState, viewer: PlayerId | null): PlayerView {
  return combineView(
    tableView(db, s),
    seatView(db, s, viewer === null ? { spectator: true } : { seat: viewer }),
  );
}
