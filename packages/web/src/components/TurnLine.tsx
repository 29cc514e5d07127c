/**
 * Whose turn it is (the active team's players with shared team turns, 805.4a), the step by its name (engine STEP_NAMES, as the CLI says it) and who has priority — or,
 * while others answer something else (a mulligan, blocks, a choice), whom the table waits for; once the
 * game is over, who won. A live region while the game goes on, so a screen reader hears each change (the
 * game-over banner, a status, announces the end).
 */
import { type DecisionKind, type PlayerView, STEP_NAMES } from "@roundtable/engine";
import { joinNames } from "@roundtable/protocol";

/** What a player the table waits for is doing ("Ben to declare blockers"). */
const DOING: Record<Exclude<DecisionKind, "priority">, string> = {
  mulligan: "to keep or mulligan",
  choose: "to choose",
  number: "to choose a number",
  order: "to choose an order",
  divide: "to divide",
  damage: "to assign combat damage",
  attackers: "to declare attackers",
  blockers: "to declare blockers",
};

export function TurnLine(props: { view: PlayerView }) {
  const { view } = props;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  const markers = view.markers;
  const taking = markers?.filter((m) => m.taking).length;
  // 805.4a: with shared team turns every player of the active team is an active player.
  const active = view.turn.activePlayers.length > 0 ? view.turn.activePlayers : [view.turn.active];
  const whose = joinNames(active.map(name));
  // 104: over — said at the top too (the banner is below the board, out of sight on a long page).
  if (view.status === "over") {
    const won = view.winners.length === 0 ? "a draw" : `${joinNames(view.winners.map(name))} won`;
    return <p className="turn">{`Game over after turn ${view.turn.number}: ${won}.`}</p>;
  }
  return (
    <p className="turn" aria-live="polite">
      {view.turn.number === 0
        ? "Before the game: opening hands" // 103.5: the mulligans, before the first turn
        : `Turn ${view.turn.number}: ${whose}, ${STEP_NAMES[view.turn.step]}`}
      {view.turn.priority !== null ? ` — ${name(view.turn.priority)} has priority` : ""}
      {markers === undefined ? waitingFor(view, name) : ""}
      {markers !== undefined ? ` (${taking} of ${markers.length} turn markers taking a turn)` : ""}
    </p>
  );
}

/** The others' open decisions other than priority (their turn line says that): " — waiting for Ben to choose". */
function waitingFor(view: PlayerView, name: (seat: number) => string): string {
  const kinds = new Map<Exclude<DecisionKind, "priority">, number[]>();
  for (const d of view.decisions)
    if (d.kind !== "priority" && d.player !== view.viewer)
      kinds.set(d.kind, [...(kinds.get(d.kind) ?? []), d.player]);
  if (kinds.size === 0) return "";
  const each = [...kinds].map(([kind, seats]) => `${joinNames(seats.map(name))} ${DOING[kind]}`);
  return ` — waiting for ${joinNames(each)}`;
}
