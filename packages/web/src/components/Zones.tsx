/**
 * A player's public zones beside their battlefield: the commanders in the command zone (903.6: a card to
 * read, and to click when the decision offers its cast), and the graveyard and exile, folded under their
 * counts until opened (404.2, 406.3) — or open while the open decision can use a card in them (a card exiled to
 * be played, 601.3; a card with flashback, 702.34a; a card to choose). And the permanents phased out under the
 * player (702.26b: on the table, treated as though they don't exist; they phase in during the player's untap step,
 * 502.1), folded the same way.
 */
import type { CardView, ExiledCardView, PhasedOutView, PlayerView } from "@roundtable/engine";
import { useAct } from "./act.ts";
import { Card, CardRow } from "./Card.tsx";

export function Zones(props: { view: PlayerView; seat: number }) {
  const { view, seat } = props;
  const p = view.players[seat];
  if (p === undefined) return null;
  const whose = seat === view.viewer ? "My" : `${p.name}'s`;
  const commanders = new Set([p.commander?.card, p.commander?.partner?.card]);
  const command = p.command.filter((c) => commanders.has(c.card));
  const phased = (view.phasedOut ?? []).filter((c) => c.phasedUnder === seat);
  return (
    <>
      {command.length > 0 && <CardRow label={`${whose} command zone`} cards={command} />}
      <Folded label={`${whose} graveyard`} cards={p.graveyard} />
      <Folded label={`${whose} exile`} cards={p.exile} />
      <Folded label={`${whose} phased-out permanents`} cards={phased} />
    </>
  );
}

function Folded(props: { label: string; cards: (CardView | ExiledCardView | PhasedOutView)[] }) {
  const act = useAct();
  if (props.cards.length === 0) return null;
  const playable = props.cards.some((c) => act.live({ object: c.id }));
  return (
    <details className="row zone" aria-label={props.label} open={playable}>
      <summary>
        {props.label} ({props.cards.length})
      </summary>
      <div className="cards">
        {props.cards.map((c) => (
          // As a card (a phased-out permanent's status is in its note, not drawn as a permanent's).
          <Card key={c.id} card={{ id: c.id, card: c.card, name: c.name }} note={noteOf(c)} />
        ))}
      </div>
    </details>
  );
}

/**
 * 601.3: "may be played" on a card in exile an effect lets a player play (Act on Impulse), for everyone to see;
 * 702.26: a phased-out permanent's tapped status and whether it went with what it is attached to (702.26g).
 */
function noteOf(c: CardView | ExiledCardView | PhasedOutView): string | undefined {
  if ("mayPlay" in c && c.mayPlay !== undefined) return "may be played";
  if (!("phasedUnder" in c)) return undefined;
  const notes = [c.tapped ? "tapped" : "", c.indirectly === true ? "with what it's attached to" : ""];
  return notes.filter((n) => n !== "").join(", ") || undefined;
}
