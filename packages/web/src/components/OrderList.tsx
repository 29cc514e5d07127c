/**
 * An order to choose (triggers going on the stack, 603.3b; life totals): the items in their order, each with
 * a button moving it one place earlier and one moving it later, named by what moves where ("Move Soul
 * Warden: … earlier (before Ajani's Pridemate: …)") — a screen reader's "earlier" alone said neither. The
 * first item's "earlier" and the last one's "later" are disabled. The focus follows the item moved, so the
 * keyboard can move it again (a focused button moved in the page, or disabled at an end, loses the focus).
 */
import { useEffect, useRef } from "react";

export function OrderList(props: {
  /** The items' labels, in the order shown. */
  labels: string[];
  /** The items' indices in the decision, in the order shown (their keys). */
  items: number[];
  move: (at: number, by: -1 | 1) => void;
}) {
  const { labels, items } = props;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The item whose button had the focus when it was pressed, and which way it went.
  const follow = useRef<{ item: number; by: -1 | 1 } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new order is in the page
  useEffect(() => {
    const f = follow.current;
    follow.current = null;
    if (f === null) return;
    const same = buttons.current.get(`${f.item}:${f.by}`);
    const other = buttons.current.get(`${f.item}:${-f.by}`);
    const to = same !== undefined && !same.disabled ? same : other;
    if (to !== undefined && document.activeElement !== to) to.focus();
  }, [items]);

  const button = (at: number, by: -1 | 1) => {
    const item = items[at];
    const label = labels[at];
    const end = by === -1 ? at === 0 : at === items.length - 1;
    const name =
      by === -1
        ? `Move ${label} earlier ${end ? "(it is first)" : `(before ${labels[at - 1]})`}`
        : `Move ${label} later ${end ? "(it is last)" : `(after ${labels[at + 1]})`}`;
    return (
      <button
        type="button"
        ref={(el) => {
          if (el === null) buttons.current.delete(`${item}:${by}`);
          else buttons.current.set(`${item}:${by}`, el);
        }}
        aria-label={name}
        title={name}
        disabled={end}
        onClick={(e) => {
          if (document.activeElement === e.currentTarget) follow.current = { item, by };
          props.move(at, by);
        }}
      >
        {by === -1 ? "↑" : "↓"}
      </button>
    );
  };

  return (
    <ol className="order">
      {items.map((item, at) => (
        <li key={item}>
          {labels[at]} {button(at, -1)}
          {button(at, 1)}
        </li>
      ))}
    </ol>
  );
}
