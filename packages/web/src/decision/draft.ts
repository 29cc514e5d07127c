/**
 * The answer being built for one open decision (docs/protocol.md § Decisions), from the legal options the
 * engine gives: what clicking a card, a player or an option does, and the answer it makes. Pure logic, no
 * React: the table page keeps one Draft for the decision on show.
 */
import type { Answer, Decision, DefenderRef, ObjId, Ref } from "@roundtable/engine";

export interface Draft {
  /** choose: the option indices picked, in order. */
  picks: number[];
  /** number: the value; order: the item indices, first on the stack first; divide/damage: the amounts. */
  value: number;
  order: number[];
  amounts: number[];
  /** attackers: the attacks declared so far; blockers: the blocks. */
  attacks: { attacker: ObjId; defender: DefenderRef }[];
  blocks: { blocker: ObjId; attacker: ObjId }[];
  /** attackers: the creature waiting for its defender; blockers: the blocker waiting for its attacker. */
  selected: ObjId | null;
}

/** A click's outcome: the draft changed, or an answer to send now (priority actions). */
export type Click = { draft: Draft } | { answer: Answer } | null;

/** The draft a decision starts with: a legal answer where one needs no choice (keep, pass, defaults). */
export function initialDraft(d: Decision): Draft {
  const draft: Draft = {
    picks: [],
    value: 0,
    order: [],
    amounts: [],
    attacks: [],
    blocks: [],
    selected: null,
  };
  switch (d.kind) {
    case "number":
      return { ...draft, value: d.min };
    case "order":
      return { ...draft, order: d.items.map((_, i) => i) };
    case "divide":
      return { ...draft, amounts: spread(d.amount, d.recipients.length, d.minEach) };
    case "damage":
      return {
        ...draft,
        amounts: lethalFirst(
          d.amount,
          d.recipients.map((r) => r.lethal),
        ),
      };
    case "attackers":
      // 508.1d: a creature that must attack if able is declared from the start.
      return {
        ...draft,
        attacks: d.candidates
          .filter((c) => c.mustAttack === true && c.defenders.length > 0)
          .map((c) => ({ attacker: c.attacker, defender: c.defenders[0] })),
      };
    default:
      return draft;
  }
}

/** `minEach` to each recipient, the rest to the first (601.2d). */
function spread(amount: number, n: number, minEach: number): number[] {
  const amounts = Array.from({ length: n }, () => minEach);
  if (n > 0) amounts[0] += amount - minEach * n;
  return amounts;
}

/** Lethal damage to each recipient in turn, what is left to the last one (510.1c). */
function lethalFirst(amount: number, lethal: number[]): number[] {
  let left = amount;
  const amounts = lethal.map((l) => {
    const given = Math.min(l, left);
    left -= given;
    return given;
  });
  if (amounts.length > 0) amounts[amounts.length - 1] += left;
  return amounts;
}

/** Whether two refs name the same player or object. */
export function sameRef(a: Ref | undefined, b: Ref): boolean {
  if (a === undefined) return false;
  return "player" in a ? "player" in b && a.player === b.player : "object" in b && a.object === b.object;
}

/** The priority actions a card offers (play, cast, activate, march), by index. */
export function actionsOf(d: Decision, object: ObjId): number[] {
  if (d.kind !== "priority") return [];
  return d.actions.flatMap((a, i) => ("object" in a && a.object === object ? [i] : []));
}

/**
 * A yes/no: exactly one of two plain options (no card or player behind them) — "you may" (603.5), pay or
 * don't (118.12a), one of two piles (700.3), a vote between two words. One click (or digit) answers it:
 * there is nothing to combine, so no separate Confirm.
 */
export function isYesNo(d: Decision): boolean {
  return (
    d.kind === "choose" &&
    d.min === 1 &&
    d.max === 1 &&
    d.options.length === 2 &&
    d.options.every((o) => o.ref === undefined)
  );
}

/** Picks or unpicks option `i` of a choose decision (at most `max`: with one, a new pick replaces the old). */
export function togglePick(d: Decision, draft: Draft, i: number): Draft {
  if (d.kind !== "choose" || i < 0 || i >= d.options.length) return draft;
  if (draft.picks.includes(i)) return { ...draft, picks: draft.picks.filter((p) => p !== i) };
  if (d.max === 1) return { ...draft, picks: [i] };
  if (draft.picks.length >= d.max) return draft;
  return { ...draft, picks: [...draft.picks, i] };
}

/** What clicking a thing (a card, a player) does for the decision. */
export function clickRef(d: Decision, draft: Draft, ref: Ref): Click {
  switch (d.kind) {
    case "priority": {
      if (!("object" in ref)) return null;
      const [first] = actionsOf(d, ref.object);
      return first === undefined ? null : { answer: { choice: first } };
    }
    case "choose": {
      const i = d.options.findIndex((o) => sameRef(o.ref, ref));
      return i < 0 ? null : { draft: togglePick(d, draft, i) };
    }
    case "attackers":
      return clickAttackers(d, draft, ref);
    case "blockers":
      return clickBlockers(d, draft, ref);
    default:
      return null;
  }
}

type AttackersDecision = Extract<Decision, { kind: "attackers" }>;
type BlockersDecision = Extract<Decision, { kind: "blockers" }>;

/** Attackers (508.1): click a creature, then the player or planeswalker it attacks; click it again to undo. */
function clickAttackers(d: AttackersDecision, draft: Draft, ref: Ref): Click {
  if ("object" in ref) {
    const candidate = d.candidates.find((c) => c.attacker === ref.object);
    if (candidate !== undefined) {
      const declared = draft.attacks.some((a) => a.attacker === ref.object);
      if (declared)
        return {
          draft: {
            ...draft,
            attacks: draft.attacks.filter((a) => a.attacker !== ref.object),
            selected: null,
          },
        };
      if (candidate.defenders.length === 1)
        return { draft: declare(draft, ref.object, candidate.defenders[0]) };
      return { draft: { ...draft, selected: draft.selected === ref.object ? null : ref.object } };
    }
  }
  if (draft.selected === null) return null;
  const defenders = d.candidates.find((c) => c.attacker === draft.selected)?.defenders ?? [];
  const defender = defenders.find((x) =>
    "player" in x
      ? "player" in ref && ref.player === x.player
      : "object" in ref && ref.object === x.planeswalker,
  );
  return defender === undefined ? null : { draft: declare(draft, draft.selected, defender) };
}

function declare(draft: Draft, attacker: ObjId, defender: DefenderRef): Draft {
  return { ...draft, attacks: [...draft.attacks, { attacker, defender }], selected: null };
}

/** Blockers (509.1): click a creature that can block, then the attacker it blocks; click it again to undo. */
function clickBlockers(d: BlockersDecision, draft: Draft, ref: Ref): Click {
  if (!("object" in ref)) return null;
  const candidate = d.candidates.find((c) => c.blocker === ref.object);
  if (candidate !== undefined) {
    if (draft.blocks.some((b) => b.blocker === ref.object))
      return {
        draft: { ...draft, blocks: draft.blocks.filter((b) => b.blocker !== ref.object), selected: null },
      };
    if (candidate.attackers.length === 1)
      return {
        draft: {
          ...draft,
          blocks: [...draft.blocks, { blocker: ref.object, attacker: candidate.attackers[0] }],
        },
      };
    return { draft: { ...draft, selected: draft.selected === ref.object ? null : ref.object } };
  }
  if (draft.selected === null) return null;
  const blocker = draft.selected;
  const allowed = d.candidates.find((c) => c.blocker === blocker)?.attackers ?? [];
  if (!allowed.includes(ref.object)) return null;
  return {
    draft: { ...draft, blocks: [...draft.blocks, { blocker, attacker: ref.object }], selected: null },
  };
}

/** The players and objects a click would do something with now (to highlight them). */
export function clickable(d: Decision, draft: Draft): Ref[] {
  switch (d.kind) {
    case "priority":
      return d.actions.flatMap((a) => ("object" in a ? [{ object: a.object }] : []));
    case "choose":
      return d.options.flatMap((o) => (o.ref === undefined ? [] : [o.ref]));
    case "attackers": {
      const own = d.candidates.map((c) => ({ object: c.attacker }));
      const chosen = d.candidates.find((c) => c.attacker === draft.selected);
      const defenders = (chosen?.defenders ?? []).map((x) =>
        "player" in x ? { player: x.player } : { object: x.planeswalker },
      );
      return [...own, ...defenders];
    }
    case "blockers": {
      const own = d.candidates.map((c) => ({ object: c.blocker }));
      const chosen = d.candidates.find((c) => c.blocker === draft.selected);
      return [...own, ...(chosen?.attackers ?? []).map((a) => ({ object: a }))];
    }
    default:
      return [];
  }
}

/** The answer the draft makes, or a reason it can't be sent yet. */
export function answerOf(d: Decision, draft: Draft): { answer: Answer } | { problem: string } {
  switch (d.kind) {
    case "priority": {
      const pass = d.actions.findIndex((a) => a.type === "pass");
      return pass < 0 ? { problem: "choose an action" } : { answer: { choice: pass } };
    }
    case "choose":
      if (draft.picks.length < d.min) return { problem: `choose at least ${d.min}` };
      return { answer: { choices: draft.picks } };
    case "number":
      if (!Number.isInteger(draft.value) || draft.value < d.min || draft.value > d.max)
        return { problem: `a number from ${d.min} to ${d.max}` };
      return { answer: { value: draft.value } };
    case "mulligan":
      return { answer: { keep: true } };
    case "order":
      return { answer: { order: draft.order } };
    case "divide":
    case "damage": {
      const sum = draft.amounts.reduce((a, b) => a + b, 0);
      if (sum !== d.amount) return { problem: `assign exactly ${d.amount} (now ${sum})` };
      return { answer: { amounts: draft.amounts } };
    }
    case "attackers":
      return { answer: { attacks: draft.attacks } };
    case "blockers":
      return { answer: { blocks: draft.blocks } };
  }
}

/** Moves item `at` of an order one place earlier (-1) or later (+1). */
export function moveItem(draft: Draft, at: number, by: -1 | 1): Draft {
  const to = at + by;
  if (to < 0 || to >= draft.order.length) return draft;
  const order = [...draft.order];
  [order[at], order[to]] = [order[to], order[at]];
  return { ...draft, order };
}

/** Sets one recipient's amount (divide, damage). */
export function setAmount(draft: Draft, at: number, value: number): Draft {
  return { ...draft, amounts: draft.amounts.map((a, i) => (i === at ? value : a)) };
}
