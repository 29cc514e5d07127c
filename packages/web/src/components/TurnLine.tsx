/**
 * Whose turn it is, the step by its name (engine STEP_NAMES, as the CLI says it) and who has priority: a live
 * region, so a screen reader hears each change.
 */
import { type PlayerView, STEP_NAMES } from "@roundtable/engine";

export function TurnLine(props: { view: PlayerView }) {
  const { view } = props;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  const markers = view.markers;
  const taking = markers?.filter((m) => m.taking).length;
  return (
    <p className="turn" aria-live="polite">
      {view.turn.number === 0
        ? "Before the game: opening hands" // 103.5: the mulligans, before the first turn
        : `Turn ${view.turn.number}: ${name(view.turn.active)}, ${STEP_NAMES[view.turn.step]}`}
      {view.turn.priority !== null ? ` — ${name(view.turn.priority)} has priority` : ""}
      {markers !== undefined ? ` (${taking} of ${markers.length} turn markers taking a turn)` : ""}
    </p>
  );
}
