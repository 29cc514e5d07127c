/**
 * A table's seats team by team (102.3: teams are public), as the server says each seat's `team` — an index
 * into the game's teams from 0, named by its letter as the board names it ("Team A" is 0) — and each with
 * its `role` (809.2: an Emperor team's emperor; 904.2a: the archenemy): before the start in TableInfo (the
 * waiting screen, the lobby's tables), a finished game's in ReplayInfo (the replays' list).
 */
import type { SeatRole } from "@roundtable/protocol";
import { teamLetter } from "./palette.ts";

/**
 * A seat as a list says it: `who`, then in brackets the `notes` said of it (its kind) and its role where it
 * has one — "open (emperor)", "Bot 1 (bot, archenemy)", "Ann".
 */
export function seatWords(who: string, seat: { role?: SeatRole }, ...notes: string[]): string {
  const all = seat.role === undefined ? notes : [...notes, seat.role];
  return all.length === 0 ? who : `${who} (${all.join(", ")})`;
}

/** The seats team by team, A first, each team's in seat order; null where a seat has no team (all, mostly). */
export function seatsByTeam<S extends { team?: number }>(
  seats: readonly S[],
): { team: number; seats: S[] }[] | null {
  const teams = new Set<number>();
  for (const s of seats) {
    if (s.team === undefined) return null;
    teams.add(s.team);
  }
  if (teams.size === 0) return null;
  return [...teams]
    .sort((a, b) => a - b)
    .map((team) => ({ team, seats: seats.filter((s) => s.team === team) }));
}

/** The seats team by team on one line, each as `say` says it; null where the seats have no teams. */
function teamsLine<S extends { team?: number }>(
  seats: readonly S[],
  say: (seat: S) => string,
): string | null {
  const teams = seatsByTeam(seats);
  if (teams === null) return null;
  return teams.map(({ team, seats }) => `Team ${teamLetter(team)}: ${seats.map(say).join(", ")}`).join(" · ");
}

/**
 * The seats on one line, each as `say` says it: team by team where they have teams, "Team A: Ann, open
 * (emperor), open · Team B: …", else one by one, "Ann, Ben (bot)".
 */
export function seatsLine<S extends { team?: number }>(
  seats: readonly S[],
  say: (seat: S) => string,
): string {
  return teamsLine(seats, say) ?? seats.map(say).join(", ");
}

/**
 * The seats on one line (`seatsLine`) where they say more than how many there are: where they have teams
 * (102.3) or any seat a role — a Supervillain Rumble has no teams, and every seat is an archenemy's
 * (904.12b): "open (archenemy), Bot 2 (bot, archenemy), …"; null where neither (a Free-for-All).
 */
export function teamsOrRolesLine<S extends { team?: number; role?: SeatRole }>(
  seats: readonly S[],
  say: (seat: S) => string,
): string | null {
  return seats.some((s) => s.team !== undefined || s.role !== undefined) ? seatsLine(seats, say) : null;
}
