/**
 * A stack (the game's, or one turn marker's in Grand Melee, 807.4): the top first, with the X, divided
 * damage and chosen modes' text of each ("Forked Bolt (Ann), 1 damage to Bob, 1 damage to Grizzly Bears";
 * "Thunderbolt (Ann) — Thunderbolt deals 4 damage to target creature with flying."; its targets are the
 * table's arrows). A spell being cast or an ability being activated is on top while its caster chooses
 * and pays (601.2a, 602.2a): "Lightning Bolt (being cast by Ann)", with what is chosen so far (601.2b–d); it
 * names no object yet, so its arrows start from its caster's seat.
 */
import type { PlayerView, Ref, StackView } from "@roundtable/engine";

export function StackList(props: { view: PlayerView; stack: StackView[]; label: string }) {
  const { view } = props;
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat + 1}`;
  const refName = (r: Ref) =>
    "player" in r
      ? name(r.player)
      : ([...view.battlefield, ...props.stack].find((o) => o.id === r.object)?.name ?? `#${r.object}`);
  if (props.stack.length === 0) return <span className="empty">{props.label}: empty</span>;
  return (
    <ol className="stack-list" aria-label={props.label}>
      {[...props.stack].reverse().map((o) => (
        <li key={o.id} {...(o.announcing ? { className: "announcing" } : { "data-object": o.id })}>
          {o.name} ({whose(o, name(o.controller))}){o.kind !== "spell" && !o.announcing ? ` — ${o.kind}` : ""}
          {o.x !== null ? `, X=${o.x}` : ""}
          {divided(o, refName)}
          {chosenModes(o)}
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

/** 601.2b, 700.2: " — Counter target spell. / Draw a card." for the modes chosen, in the card's order. */
function chosenModes(o: StackView): string {
  const texts = o.modeTexts ?? o.modes?.map((m) => `mode ${m}`);
  return texts === undefined ? "" : ` — ${texts.join(" / ")}`;
}

/** 601.2d: ", 1 damage to Bob, 1 damage to Grizzly Bears" for damage divided among its targets. */
function divided(o: StackView, refName: (r: Ref) => string): string {
  const amounts = o.divide;
  if (amounts === undefined) return "";
  return o.targets
    .flat()
    .map((r, i) => `, ${amounts[i]} damage to ${refName(r)}`)
    .join("");
}
