/**
 * The two parts of a recipient's view: the table's public part (the same for everyone) and the
 * recipient's own part. Interim: until the engine's split lands, the public part is the spectator's view
 * and the own part the player's whole view.
 */
import type { Game, PlayerView } from "@roundtable/engine";
import type { Recipient } from "./recipients.ts";

export type TableView = PlayerView;
export type SeatView = PlayerView;

export function tableViewOf(game: Game): TableView {
  return game.view(null);
}

export function seatViewOf(game: Game, r: Recipient): SeatView {
  return game.view("seat" in r ? r.seat : null);
}
