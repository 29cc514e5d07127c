/** Every seat around the table: life, poison, cards, team, who is active, who has priority, who has left. */
import type { PlayerView } from "@roundtable/engine";
import { useAct } from "./act.ts";

export function Seats(props: { view: PlayerView; focus: number | null; onFocus: (seat: number) => void }) {
  const act = useAct();
  const { view } = props;
  return (
    <ol className="seats" aria-label="Seats">
      {view.players.map((p) => {
        const ref = { player: p.seat };
        const active = view.turn.activePlayers.includes(p.seat);
        const priority = view.turn.priority === p.seat;
        const classes = [
          "seat",
          active ? "active" : "",
          priority ? "priority" : "",
          p.left ? "left" : "",
          props.focus === p.seat ? "focus" : "",
          p.team === null ? "" : `team-${p.team % 6}`,
        ];
        return (
          <li key={p.seat} className={classes.join(" ")} data-seat={p.seat}>
            <button type="button" className="seat-name" onClick={() => props.onFocus(p.seat)}>
              {p.name}
              {p.seat === view.viewer ? " (you)" : ""}
            </button>
            <span>
              ♥ {p.life}
              {p.poison > 0 ? ` ☠ ${p.poison}` : ""} · hand {p.handCount} · library {p.libraryCount}
              {p.team !== null ? ` · team ${p.team + 1}` : ""}
            </span>
            <span className="marks">
              {active && <span className="mark">active</span>}
              {priority && <span className="mark">priority</span>}
              {p.left && <span className="mark">left{p.result ? `: ${p.result}` : ""}</span>}
            </span>
            {act.live(ref) && (
              <button
                type="button"
                className={`target ${act.picked(ref) ? "picked" : ""}`}
                aria-pressed={act.picked(ref)}
                onClick={() => act.click(ref)}
              >
                Choose {p.name}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
