/**
 * A player's public zones beside their battlefield: the commanders in the command zone (903.6: a card to
 * read, and to click when the decision offers its cast), and the graveyard and exile, folded under their
 * counts until opened (404.2, 406.3) — or open while the open decision can use a card in them (a card exiled to
 * be played, 601.3; a card with flashback, 702.34a; a card to choose).
 */
import type { CardView, ExiledCardView, PlayerView } from "@roundtable/engine";
import { useAct } from "./act.ts";
import { Card, CardRow } from "./Card.tsx";

export function Zones(props: { view: PlayerView; seat: number }) {
  const { view, seat } = props;
  const p = view.players[seat];
  if (p === undefined) return null;
  const whose = seat === view.viewer ? "My" : `${p.name}'s`;
  const commanders = new Set([p.commander?.card, p.commander?.partner?.card]);
  const command = p.command.filter((c) => commanders.has(c.card));
  return (
    <>
      {command.length > 0 && <CardRow label={`${whose} command zone`} cards={command} />}
      <Folded label={`${whose} graveyard`} cards={p.graveyard} />
      <Folded label={`${whose} exile`} cards={p.exile} />
    </>
  );
}

function Folded(props: { label: string; cards: (CardView | ExiledCardView)[] }) {
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
          <Card key={c.id} card={c} note={mayPlayNote(c)} />
        ))}
      </div>
    </details>
  );
}

/** 601.3: "may be played" on a card in exile an effect lets a player play (Act on Impulse), for everyone to see. */
function mayPlayNote(c: CardView | ExiledCardView): string | undefined {
  return "mayPlay" in c && c.mayPlay !== undefined ? "may be played" : undefined;
}
