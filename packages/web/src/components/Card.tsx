/** One card: in a hand, on the battlefield, on the stack. A button when the open decision can use it. */
import { type CardView, COLOR_WORDS, type PermanentView } from "@roundtable/engine";
import type { ReactNode } from "react";
import { useAct } from "./act.ts";
import { CardInfo } from "./CardInfo.tsx";

export function Card(props: { card: CardView | PermanentView; note?: string; marker?: ReactNode }) {
  const act = useAct();
  const c = props.card;
  const ref = { object: c.id };
  const live = act.live(ref);
  const p = "tapped" in c ? c : null;
  const classes = ["card", live ? "live" : "", act.picked(ref) ? "picked" : "", p?.tapped ? "tapped" : ""];
  return (
    <CardInfo card={c.card} name={c.name}>
      <button
        type="button"
        className={classes.join(" ")}
        disabled={!live}
        aria-pressed={act.picked(ref)}
        data-object={c.id}
        onClick={() => act.click(ref)}
        title={p === null ? c.name : [c.name, ...p.types, ...p.keywords, ...protections(p)].join(" · ")}
      >
        <span className="card-name">{c.name}</span>
        {p !== null && p.power !== null && (
          <span className="pt">
            {p.power}/{p.toughness}
          </span>
        )}
        {p?.tapped && <span className="state"> (tapped)</span>}
        {p !== null && p.damage > 0 && <span className="state"> {p.damage} dmg</span>}
        {props.note !== undefined && <span className="note"> {props.note}</span>}
        {props.marker}
      </button>
    </CardInfo>
  );
}

/** 702.16a: "protection from black", one for each colour. */
function protections(p: PermanentView): string[] {
  return (p.protections ?? []).map((c) => `protection from ${COLOR_WORDS[c] ?? c}`);
}

export function CardRow(props: { label: string; cards: (CardView | PermanentView)[] }) {
  return (
    <section className="row" aria-label={props.label}>
      <h3>{props.label}</h3>
      <div className="cards">
        {props.cards.length === 0 ? (
          <span className="empty">—</span>
        ) : (
          props.cards.map((c) => <Card key={c.id} card={c} />)
        )}
      </div>
    </section>
  );
}
