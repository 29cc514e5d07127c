/**
 * The names of a table's players when nobody names them: the command line's players, and the server's
 * bots (so that a table built either way with the same seed is the same game).
 */

const PLAYER_NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy"];

/** "Alice" for seat 0, … "Judy" for seat 9, then "Player 11", "Player 12", … */
export function playerName(seat: number): string {
  return seat < PLAYER_NAMES.length ? PLAYER_NAMES[seat] : `Player ${seat + 1}`;
}
