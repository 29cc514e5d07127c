/**
 * A card's full rules text in a popover: shown while the card is hovered or its info button (an "i" in a
 * circle, drawn in SVG: the ⓘ character is missing from common fonts and showed as an empty box) has the
 * focus, and toggled by tapping the button (phones). The button names the popover with aria-describedby.
 * The popover opens below the card, or above it, or reaching left, whichever keeps it off the decision
 * panel and on the screen (`placeTip`), and is placed again as the page scrolls or the screen is resized while
 * it is open: it never hides the panel's buttons (which are above it too, style.css).
 */
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { type CardText, cardText, cardTextLines } from "../cardText.ts";

/**
 * Where the popover opens: below or above the card, from its left edge rightwards or from its right edge
 * leftwards — `x` is then its left edge from the card's, moved as far as it takes to stay on the screen.
 */
export interface TipPlace {
  v: "below" | "above";
  h: "right" | "left";
  x: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the popover must not cover: the decision panel, and the side column it is in on a wide screen. */
const AVOID = "section.decision, .table-side";

/** The room kept between the popover and the screen's edges. */
const EDGE = 4;

/**
 * The first place (below, above; rightwards, leftwards) where a popover of `size` by the card at `card`
 * covers none of `avoid` and stays within the screen (`screen`); else the place covering the least of them.
 */
export function placeTip(
  card: Box,
  size: { width: number; height: number },
  avoid: readonly Box[],
  screen: { width: number; height: number },
): TipPlace {
  const places: Omit<TipPlace, "x">[] = [
    { v: "below", h: "right" },
    { v: "above", h: "right" },
    { v: "below", h: "left" },
    { v: "above", h: "left" },
  ];
  const overlap = (a: Box, b: Box) =>
    Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const whole = { left: 0, top: 0, right: screen.width, bottom: screen.height };
  const place = (p: Omit<TipPlace, "x">) => {
    const top = p.v === "below" ? card.bottom : card.top - size.height;
    const from = p.h === "right" ? card.left : card.right - size.width;
    const left = Math.max(EDGE, Math.min(from, screen.width - EDGE - size.width));
    const tip = { left, top, right: left + size.width, bottom: top + size.height };
    const off = size.width * size.height - overlap(tip, whole);
    const cost = avoid.reduce((sum, box) => sum + overlap(tip, box), 0) * 4 + off;
    return { place: { ...p, x: left - card.left }, cost };
  };
  let best = place(places[0]);
  for (const p of places.slice(1)) {
    if (best.cost === 0) break;
    const next = place(p);
    if (next.cost < best.cost) best = next;
  }
  return best.place;
}

/** An "i" in a circle, in the button's text colour; the button's aria-label names it. */
function InfoIcon() {
  return (
    <svg
      className="info-icon"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8" cy="4.6" r="1.1" fill="currentColor" />
      <rect x="7.1" y="6.8" width="1.8" height="5.6" rx="0.6" fill="currentColor" />
    </svg>
  );
}

export function CardInfo(props: { card: string; name: string; children: ReactNode }) {
  const [hover, setHover] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [text, setText] = useState<CardText | null | "error">(null);
  const id = useId();
  const open = hover || pinned;
  const wrap = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<TipPlace>({ v: "below", h: "right", x: 0 });
  // Where it goes now, measured: the card, the popover's size, the panel and the screen.
  const placeNow = () => {
    if (wrap.current === null || tip.current === null) return;
    const avoid = [...document.querySelectorAll(AVOID)]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const next = placeTip(
      wrap.current.getBoundingClientRect(),
      { width: tip.current.offsetWidth, height: tip.current.offsetHeight },
      avoid,
      { width: window.innerWidth, height: window.innerHeight },
    );
    setPlace((was) => (was.v === next.v && was.h === next.h && was.x === next.x ? was : next));
  };
  // Placed before it is painted, again once the text (and so its height) has come.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text changes the popover's height
  useLayoutEffect(() => {
    if (open) placeNow();
  }, [open, text]);
  // And again while it is open as the page (or a panel) scrolls or the screen turns: it moves with its card,
  // and the panel stays where it is (stuck to the screen), so a popover pinned open (tapped on a phone)
  // would end over the panel. Once a frame at most, only while open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placeNow reads refs only
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const later = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          placeNow();
        });
    };
    window.addEventListener("scroll", later, { capture: true, passive: true });
    window.addEventListener("resize", later, { passive: true });
    return () => {
      window.removeEventListener("scroll", later, { capture: true });
      window.removeEventListener("resize", later);
      cancelAnimationFrame(frame);
    };
  }, [open]);
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
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering is a convenience; the info button gives keyboards and phones the same
    <span
      ref={wrap}
      className="card-wrap"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
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
        <InfoIcon />
      </button>
      {open && (
        <span
          role="tooltip"
          id={id}
          ref={tip}
          className={`card-text ${place.v} ${place.h}`}
          style={{ left: place.x }}
        >
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
