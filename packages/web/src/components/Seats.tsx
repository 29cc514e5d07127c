/**
 * The rail of seats for tables of up to eight: every seat's compact summary, in range first, a shared
 * life total once per team (810.4). Bigger tables have the map and the virtualised list (SeatList.tsx).
 */

import { teamLetter } from "../table/palette.ts";
import type { SeatEntry, SeatSummary, Shared, TeamEntry } from "../table/seating.ts";
import { SeatCard, TeamChip } from "./SeatCard.tsx";

export function Seats(props: {
  entries: SeatEntry[];
  sums: SeatSummary[];
  shared: Shared;
  focus: number | null;
  onFocus: (seat: number) => void;
}) {
  const card = (seat: number) => (
    <SeatCard
      key={seat}
      s={props.sums[seat]}
      shared={props.shared}
      focus={props.focus === seat}
      onFocus={props.onFocus}
    />
  );
  const teams = props.entries.filter((e): e is TeamEntry => e.kind === "team");
  if (teams.length > 0)
    return (
      <ol className="seats teams" aria-label="Teams">
        {teams.map((e) => (
          <li key={e.team} className="team-group">
            <div className="team-life">
              <TeamLife e={e} />
            </div>
            <ol className="seats" aria-label={`Team ${teamLetter(e.team)}`}>
              {e.seats.map(card)}
            </ol>
          </li>
        ))}
      </ol>
    );
  return (
    <ol className="seats" aria-label="Seats">
      {props.entries.map((e) => (e.kind === "seat" ? card(e.seat) : null))}
    </ol>
  );
}

/** A team's one life total (and poison, when shared), 810.4. */
export function TeamLife(props: { e: TeamEntry }) {
  const { e } = props;
  return (
    <>
      <TeamChip team={e.team} /> team life ♥ {e.life}
      {e.poison !== null && e.poison > 0 ? ` ☠ ${e.poison}` : ""}
    </>
  );
}
