/**
 * 103.6b: the cards a player revealed from their opening hand (Chancellor of the Dross), shown at their seat
 * to every player and spectator from the time they are revealed until the first turn begins — as long as
 * the view has them (the engine's `revealed`; the hand's other cards stay hidden). Each is a card chip with
 * its name on hover and its rules text behind its info button (Card.tsx).
 */
import type { CardView } from "@roundtable/engine";
import { Card } from "./Card.tsx";

export function OpeningReveals(props: { name: string; cards: readonly CardView[] }) {
  if (props.cards.length === 0) return null;
  return (
    <section
      className="opening-reveals"
      aria-label={`${props.name}'s cards revealed from their opening hand`}
    >
      <span title="revealed from the opening hand until the first turn begins (103.6b)">
        Revealed from opening hand:
      </span>
      <span className="cards">
        {props.cards.map((c) => (
          <Card key={c.id} card={c} />
        ))}
      </span>
    </section>
  );
}
