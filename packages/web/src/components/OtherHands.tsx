/** The hands a viewer may see besides their own (the Board shows theirs): the judge's every hand, teammates'. */
import type { PlayerView } from "@roundtable/engine";
import { CardRow } from "./Card.tsx";

export function OtherHands(props: { view: PlayerView }) {
  const { view } = props;
  const shown = view.players.filter((p) => p.seat !== view.viewer && p.hand !== null);
  if (shown.length === 0) return null;
  return (
    <section className="hands" aria-label="Hands">
      {shown.map((p) => (
        <CardRow key={p.seat} label={`${p.name}'s hand`} cards={p.hand ?? []} />
      ))}
    </section>
  );
}
