/** The board: the seats, the opponent in focus, the stack, the attacks, my battlefield and my hand. */
import type { PlayerView } from "@roundtable/engine";
import { CardRow } from "./Card.tsx";
import { Seats } from "./Seats.tsx";

export function Board(props: { view: PlayerView; focus: number | null; onFocus: (seat: number) => void }) {
  const { view } = props;
  const me = view.viewer;
  const permanents = (seat: number | null) => view.battlefield.filter((p) => p.controller === seat);
  const focused = props.focus === null ? null : view.players[props.focus];
  const name = (seat: number) => view.players[seat]?.name ?? `seat ${seat}`;
  return (
    <>
      <Seats view={view} focus={props.focus} onFocus={props.onFocus} />
      <p className="turn">
        Turn {view.turn.number}: {name(view.turn.active)}, {view.turn.step}
        {view.turn.priority !== null ? ` — ${name(view.turn.priority)} has priority` : ""}
      </p>
      {focused !== null && focused !== undefined && focused.seat !== me && (
        <CardRow label={`${focused.name}'s battlefield`} cards={permanents(focused.seat)} />
      )}
      <section className="stack" aria-label="Stack">
        <h3>Stack</h3>
        {view.stack.length === 0 ? (
          <span className="empty">empty</span>
        ) : (
          <ol>
            {[...view.stack].reverse().map((o) => (
              <li key={o.id}>
                {o.name} ({name(o.controller)}){o.kind !== "spell" ? ` — ${o.kind}` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
      {view.attacks.length > 0 && (
        <section className="attacks" aria-label="Attacks">
          <h3>Attacks</h3>
          <ul>
            {view.attacks.map((a) => {
              const attacker = view.battlefield.find((p) => p.id === a.attacker)?.name ?? `#${a.attacker}`;
              const target = "player" in a.defender ? name(a.defender.player) : "a planeswalker";
              const blockers = a.blockers.map(
                (b) => view.battlefield.find((p) => p.id === b)?.name ?? `#${b}`,
              );
              return (
                <li key={a.attacker}>
                  {attacker} → {target}
                  {blockers.length > 0 ? `, blocked by ${blockers.join(", ")}` : ""}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {me !== null && (
        <>
          <CardRow label="My battlefield" cards={permanents(me)} />
          <CardRow label="My hand" cards={view.players[me]?.hand ?? []} />
        </>
      )}
    </>
  );
}
