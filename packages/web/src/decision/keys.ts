/**
 * Keyboard play for every decision (pure: a key and the draft in, what to do out). Enter confirms (passes
 * at priority); Escape goes back within a cast (or drops the half-made pick); a digit picks the option,
 * creature or recipient with that number (1 the first) — and answers a yes/no at once; + and − change a number.
 */
import type { Decision } from "@roundtable/engine";
import { clickRef, type Draft, isYesNo, moveItem, togglePick } from "./draft.ts";

export type KeyResult =
  | { draft: Draft }
  | { answer: import("@roundtable/engine").Answer }
  | { confirm: true }
  | { back: true }
  | null;

export function onKey(d: Decision, draft: Draft, key: string): KeyResult {
  if (key === "Enter") return { confirm: true };
  if (key === "Escape") {
    if (draft.selected !== null) return { draft: { ...draft, selected: null } };
    return d.back === true ? { back: true } : null;
  }
  if (d.kind === "number") return numberKey(d, draft, key);
  if (!/^[1-9]$/.test(key)) return null;
  const i = Number(key) - 1;
  switch (d.kind) {
    case "priority":
      return i < d.actions.length ? { answer: { choice: i } } : null;
    case "choose":
      if (i >= d.options.length) return null;
      // A yes/no is answered by its digit at once, as by a click (no Confirm).
      return isYesNo(d) ? { answer: { choices: [i] } } : { draft: togglePick(d, draft, i) };
    case "mulligan":
      return i === 0 ? { answer: { keep: true } } : i === 1 ? { answer: { keep: false } } : null;
    case "order":
      // The item listed n-th moves one place earlier.
      return i > 0 && i < draft.order.length ? { draft: moveItem(draft, i, -1) } : null;
    case "divide":
    case "damage":
      return i < draft.amounts.length ? { draft: giveOne(d, draft, i) } : null;
    case "attackers": {
      const selected = d.candidates.find((c) => c.attacker === draft.selected);
      if (selected !== undefined) {
        const x = selected.defenders[i];
        if (x === undefined) return null;
        return click(d, draft, "player" in x ? { player: x.player } : { object: x.planeswalker });
      }
      const c = d.candidates[i];
      return c === undefined ? null : click(d, draft, { object: c.attacker });
    }
    case "blockers": {
      const selected = d.candidates.find((c) => c.blocker === draft.selected);
      if (selected !== undefined) {
        const a = selected.attackers[i];
        return a === undefined ? null : click(d, draft, { object: a });
      }
      const c = d.candidates[i];
      return c === undefined ? null : click(d, draft, { object: c.blocker });
    }
  }
}

function click(d: Decision, draft: Draft, ref: Parameters<typeof clickRef>[2]): KeyResult {
  const r = clickRef(d, draft, ref);
  return r === null ? null : r;
}

/** X: a digit typed after others makes a bigger number where it fits, + and − step by one. */
function numberKey(d: Extract<Decision, { kind: "number" }>, draft: Draft, key: string): KeyResult {
  const clamp = (v: number) => Math.max(d.min, Math.min(d.max, v));
  if (key === "+" || key === "ArrowUp") return { draft: { ...draft, value: clamp(draft.value + 1) } };
  if (key === "-" || key === "ArrowDown") return { draft: { ...draft, value: clamp(draft.value - 1) } };
  if (!/^[0-9]$/.test(key)) return null;
  const longer = draft.value * 10 + Number(key);
  const value = longer <= d.max && draft.value !== 0 ? longer : Number(key);
  return value >= d.min && value <= d.max ? { draft: { ...draft, value } } : null;
}

/** Divide or damage: one more to recipient `to`, taken from the last other one that can spare it. */
function giveOne(d: Extract<Decision, { kind: "divide" | "damage" }>, draft: Draft, to: number): Draft {
  const floor = d.kind === "divide" ? d.minEach : 0;
  for (let from = draft.amounts.length - 1; from >= 0; from--) {
    if (from === to || (draft.amounts[from] ?? 0) <= floor) continue;
    return {
      ...draft,
      amounts: draft.amounts.map((a, k) => (k === to ? a + 1 : k === from ? a - 1 : a)),
    };
  }
  return draft;
}
