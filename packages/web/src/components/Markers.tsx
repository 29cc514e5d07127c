/**
 * Grand Melee's turn markers (807.4): each with its holder, whether they take their turn or wait
 * (807.4d), the turn's step and who has priority, designations for removal (807.4e), and its own stack.
 */
import { type MarkerView, type PlayerView, STEP_NAMES } from "@roundtable/engine";
import { StackList } from "./StackList.tsx";

export function Markers(props: { view: PlayerView; markers: MarkerView[]; onFocus: (seat: number) => void }) {
  const { view } = props;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  return (
    <section className="markers" aria-label="Turn markers">
      <h3>Turn markers ({props.markers.length})</h3>
      <ol>
        {props.markers.map((m) => (
          <li key={m.marker} className={m.taking ? "taking" : "waiting"} data-marker={m.marker}>
            <span className="marker-head">
              <b>▲{m.marker}</b>{" "}
              <button type="button" className="link" onClick={() => props.onFocus(m.holder)}>
                {name(m.holder)}
              </button>
              {m.taking ? ` — turn ${m.turn.number}, ${STEP_NAMES[m.turn.step]}` : " — waiting"}
              {m.turn.priority !== null && m.taking ? `, priority: ${name(m.turn.priority)}` : ""}
              {m.designations > 0 ? `, ${m.designations} designated for removal` : ""}
            </span>
            {m.stack.length > 0 && (
              <StackList view={view} stack={m.stack} label={`Stack of marker ${m.marker}`} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
