/** A stack (the game's, or one turn marker's in Grand Melee, 807.4): the top first, with what each targets. */
import type { PlayerView, StackView } from "@roundtable/engine";

export function StackList(props: { view: PlayerView; stack: StackView[]; label: string }) {
  const { view } = props;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  if (props.stack.length === 0) return <span className="empty">{props.label}: empty</span>;
  return (
    <ol className="stack-list" aria-label={props.label}>
      {[...props.stack].reverse().map((o) => (
        <li key={o.id} data-object={o.id}>
          {o.name} ({name(o.controller)}){o.kind !== "spell" ? ` — ${o.kind}` : ""}
          {o.x !== null ? `, X=${o.x}` : ""}
        </li>
      ))}
    </ol>
  );
}
