/**
 * Planechase (901): the face-up plane or phenomenon (several in Grand Melee, 901.14) with its type line,
 * rules text, counters and planar controller (901.6); each planar deck's size (its order is hidden); and,
 * when the viewer may roll the planar die (901.9, a priority action of their open decision), the button
 * that rolls it, showing its cost ({0} the first time each turn, then one more each time: 116.2i). The
 * roll is answered through the decision like every other action.
 */
import type { PlayerView, PriorityAction } from "@roundtable/engine";
import { actionButton } from "../decision/actionButton.ts";

/** The planar die's action among the viewer's open priority decision, with its index; null if there is none. */
export function planarDieAction(view: PlayerView): { index: number; action: PriorityAction } | null {
  const d = view.pending;
  if (d === null || !("actions" in d) || d.player !== view.viewer) return null;
  const index = d.actions.findIndex((a: PriorityAction) => a.type === "planarDie");
  return index < 0 ? null : { index, action: d.actions[index] };
}

export function Planes(props: { view: PlayerView; onRoll?: (choice: number) => void; disabled?: boolean }) {
  const { view } = props;
  const pc = view.planechase;
  if (pc === undefined) return null;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  const roll = planarDieAction(view);
  return (
    <section className="planes" aria-label="Planechase">
      <h3>{pc.faceUp.length === 1 ? "Plane" : `Planes (${pc.faceUp.length})`}</h3>
      <ul>
        {pc.faceUp.map((c) => (
          <li key={c.id} data-card={c.card}>
            <b>{c.name}</b> <i>{c.typeLine}</i> — planar controller: {name(c.controller)}
            {Object.entries(c.counters).map(([k, n]) => (
              <span key={k} className="counters">
                {" "}
                ({n} {k} counter{n === 1 ? "" : "s"})
              </span>
            ))}
            <p className="rules">
              {c.text.split("\n").map((line) => (
                <span key={line} className="line">
                  {line}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <p className="planar-decks">
        {pc.single
          ? `Planar deck: ${pc.deckSizes[0] ?? 0} cards`
          : `Planar decks: ${pc.deckSizes.map((n, seat) => `${name(seat)} ${n}`).join(", ")}`}
      </p>
      {roll !== null && props.onRoll !== undefined && (
        <button
          type="button"
          className="planar-die"
          disabled={props.disabled === true}
          onClick={() => props.onRoll?.(roll.index)}
        >
          {actionButton(roll.action)}
        </button>
      )}
    </section>
  );
}
