/**
 * Whose turn it is (the active team's players with shared team turns, 805.4a), the step by its name (engine STEP_NAMES, as the CLI says it) and who has priority: a live
 * region, so a screen reader hears each change.
 */
import { type PlayerView, STEP_NAMES } from "@roundtable/engine";
import { joinNames } from "@roundtable/protocol";

export function TurnLine(props: { view: PlayerView }) {
  const { view } = props;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  const markers = view.markers;
  const taking = markers?.filter((m) => m.taking).length;
  // 805.4a: with shared team turns every player of the active team is an active player.
  const active = view.turn.activePlayers.length > 0 ? view.turn.activePlayers : [view.turn.active];
  const whose = joinNames(active.map(name));
  return (
    <p className="turn" aria-live="polite">
      {view.turn.number === 0
        ? "Before the game: opening hands" // 103.5: the mulligans, before the first turn
        : `Turn ${view.turn.number}: ${whose}, ${STEP_NAMES[view.turn.step]}`}
      {view.turn.priority !== null ? ` — ${name(view.turn.priority)} has priority` : ""}
      {markers !== undefined ? ` (${taking} of ${markers.length} turn markers taking a turn)` : ""}
    </p>
  );
}
