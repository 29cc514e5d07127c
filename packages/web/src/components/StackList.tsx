/**
 * A stack (the game's, or one turn marker's in Grand Melee, 807.4): the top first, with what each targets.
 * A spell being cast or an ability being activated is on top while its caster chooses and pays (601.2a,
 * 602.2a): "Lightning Bolt (being cast by Ann)"; it names no object yet, so no arrow starts from it.
 */
import type { PlayerView, StackView } from "@roundtable/engine";

export function StackList(props: { view: PlayerView; stack: StackView[]; label: string }) {
  const { view } = props;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  if (props.stack.length === 0) return <span className="empty">{props.label}: empty</span>;
  return (
    <ol className="stack-list" aria-label={props.label}>
      {[...props.stack].reverse().map((o) => (
        <li key={o.id} {...(o.announcing ? { className: "announcing" } : { "data-object": o.id })}>
          {o.name} ({whose(o, name(o.controller))}){o.kind !== "spell" && !o.announcing ? ` — ${o.kind}` : ""}
          {o.x !== null ? `, X=${o.x}` : ""}
        </li>
      ))}
    </ol>
  );
}

/** Its controller — "being cast by Ann" while the spell is being cast, "being activated by Ann" for an ability. */
function whose(o: StackView, controller: string): string {
  if (!o.announcing) return controller;
  return `being ${o.kind === "spell" ? "cast" : "activated"} by ${controller}`;
}
