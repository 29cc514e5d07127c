/**
 * The rail of seats for tables of up to eight: every seat's compact summary, in range first, a shared
 * life total once per team (810.4). Bigger tables have the map and the virtualised list (SeatList.tsx).
 */
import type { SeatEntry, SeatSummary, Shared, TeamEntry } from "../table/seating.ts";
import { SeatCard, TeamChip } from "./SeatCard.tsx";

export function Seats(props: {
  entries: SeatEntry[];
  sums: SeatSummary[];
  shared: Shared;
  focus: number | null;
  onFocus: (seat: number) => void;
}) {
  return (
    <ol className="seats" aria-label="Seats">
      {props.entries.map((e) =>
        e.kind === "team" ? (
          <li key={`team-${e.team}`} className="team-life">
            <TeamLife e={e} />
          </li>
        ) : (
          <SeatCard
            key={e.seat}
            s={props.sums[e.seat]}
            shared={props.shared}
            focus={props.focus === e.seat}
            onFocus={props.onFocus}
          />
        ),
      )}
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
