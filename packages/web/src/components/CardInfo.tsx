/**
 * A card's full rules text in a popover: shown while the card is hovered or its ⓘ button has the focus,
 * and toggled by tapping the button (phones). The button names the popover with aria-describedby.
 */
import { type ReactNode, useEffect, useId, useState } from "react";
import { type CardText, cardText, cardTextLines } from "../cardText.ts";

export function CardInfo(props: { card: string; name: string; children: ReactNode }) {
  const [hover, setHover] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [text, setText] = useState<CardText | null | "error">(null);
  const id = useId();
  const open = hover || pinned;
  useEffect(() => {
    if (!open || text !== null) return;
    let live = true;
    cardText(props.card).then(
      (t) => live && setText(t),
      () => live && setText("error"),
    );
    return () => {
      live = false;
    };
  }, [open, text, props.card]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering is a convenience; the ⓘ button gives keyboards and phones the same
    <span className="card-wrap" onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      {props.children}
      <button
        type="button"
        className="card-info"
        aria-label={`Rules text of ${props.name}`}
        aria-expanded={open}
        aria-describedby={open ? id : undefined}
        onFocus={() => setHover(true)}
        onBlur={() => setHover(false)}
        onClick={() => setPinned(!pinned)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && open) {
            e.stopPropagation();
            setPinned(false);
            setHover(false);
          }
        }}
      >
        ⓘ
      </button>
      {open && (
        <span role="tooltip" id={id} className="card-text">
          {text === null
            ? "…"
            : text === "error"
              ? `${props.name}: no text available`
              : cardTextLines(text).map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text, in order
                  <span key={i} className="card-text-line">
                    {line}
                  </span>
                ))}
        </span>
      )}
    </span>
  );
}
