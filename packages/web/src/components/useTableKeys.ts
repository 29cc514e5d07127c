/** The table page's keys: the decision's (decision/keys.ts), and [ and ] moving the focus between seats. */
import { useEffect, useRef } from "react";
import type { DecisionHandle } from "./useDecision.ts";

/**
 * Whether the element with the focus takes `key` itself: every key for a field, and Enter and Space for a
 * button or a link the keyboard went to (Tab) — Enter on "2. Play Mountain" presses it, where the table's
 * Enter would pass priority. `pointed` is the control the pointer last pressed: a clicked button keeps the
 * focus, and Enter after clicking a target still confirms.
 */
export function focusTakes(el: Element | null, key: string, pointed: Element | null = null): boolean {
  if (el === null) return false;
  const tag = el.tagName;
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return true;
  if (key !== "Enter" && key !== " ") return false;
  const control =
    tag === "BUTTON" || tag === "A" || tag === "SUMMARY" || el.getAttribute("role") === "button";
  return control && el !== pointed;
}

export function useTableKeys(handle: DecisionHandle | null, moveFocus: (by: -1 | 1) => void): void {
  const pointed = useRef<Element | null>(null);
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      pointed.current =
        e.target instanceof Element ? e.target.closest("button, a, summary, [role=button]") : null;
    };
    window.addEventListener("pointerdown", onPointer, true);
    return () => window.removeEventListener("pointerdown", onPointer, true);
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (focusTakes(e.target instanceof Element ? e.target : null, e.key, pointed.current)) return;
      if (e.key === "[" || e.key === "]") {
        moveFocus(e.key === "[" ? -1 : 1);
        return;
      }
      // decision/keys.ts: Enter, Escape (back within a cast), digits, + and −.
      if (handle?.key(e.key) === true) e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [handle, moveFocus]);
}
