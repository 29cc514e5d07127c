/**
 * Attacks, blocks and targets: drawn as arrows over the page between the elements that show their ends
 * (measured with getBoundingClientRect, redrawn on resize and scroll), and listed as text for screen
 * readers and for ends that are not on screen.
 */
import { useLayoutEffect, useState } from "react";
import { type Anchor, type Arrow, anchorSelectors } from "../table/arrows.ts";
import { arrowLine } from "../table/geometry.ts";

interface Line {
  key: string;
  kind: Arrow["kind"];
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The element showing an end: one on screen, the object before its controller's seat, a list's before the map's dot. */
function find(a: Anchor): Element | null {
  for (const selector of anchorSelectors(a)) {
    const el = onScreen(selector);
    if (el !== null) return el;
  }
  return null;
}

function onScreen(selector: string): Element | null {
  let fallback: Element | null = null;
  for (const el of document.querySelectorAll(selector)) {
    const r = el.getBoundingClientRect();
    const seen = r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    if (!seen) continue;
    if (!el.hasAttribute("data-map")) return el;
    fallback ??= el;
  }
  return fallback;
}

export function ArrowLayer(props: { arrows: Arrow[] }) {
  const [lines, setLines] = useState<Line[]>([]);
  const { arrows } = props;
  useLayoutEffect(() => {
    if (arrows.length === 0) {
      setLines([]);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next: Line[] = [];
      arrows.forEach((a, i) => {
        const from = find(a.from);
        const to = find(a.to);
        const line = from && to ? arrowLine(from.getBoundingClientRect(), to.getBoundingClientRect()) : null;
        if (line !== null) next.push({ key: `${i}-${a.kind}`, kind: a.kind, ...line });
      });
      // Unchanged (a scroll that moved nothing drawn): no render.
      setLines((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    addEventListener("scroll", later, true);
    addEventListener("resize", later);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", later, true);
      removeEventListener("resize", later);
    };
  }, [arrows]);
  if (lines.length === 0) return null;
  return (
    <svg className="arrows" aria-hidden="true">
      <defs>
        {(["attack", "block", "target"] as const).map((k) => (
          <marker
            key={k}
            id={`head-${k}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0 0L10 5L0 10z" className={`head ${k}`} />
          </marker>
        ))}
      </defs>
      {lines.map((l) => (
        <line
          key={l.key}
          x1={l.x1}
          y1={l.y1}
          x2={l.x2}
          y2={l.y2}
          className={`arrow ${l.kind}`}
          markerEnd={`url(#head-${l.kind})`}
        />
      ))}
    </svg>
  );
}

/** The same as text: "Grizzly Bears attacks Ben", "Wall of Wood blocks Grizzly Bears", "Shock targets Ben". */
export function ArrowList(props: { arrows: Arrow[] }) {
  if (props.arrows.length === 0) return null;
  return (
    <section className="attacks" aria-label="Attacks, blocks and targets">
      <h3>Attacks, blocks and targets</h3>
      <ul>
        {props.arrows.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from the view each time
          <li key={i} className={a.kind}>
            {a.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
