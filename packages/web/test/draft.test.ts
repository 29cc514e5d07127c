/** The web table's decision drafts: what clicks make of the engine's legal options, and the answers sent. */
import type { Decision } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import {
  answerOf,
  clickable,
  clickRef,
  type Draft,
  initialDraft,
  moveItem,
  togglePick,
} from "../src/decision/draft.ts";

const base = { id: 7, player: 0, prompt: "…" };

function draftOf(click: ReturnType<typeof clickRef>): Draft {
  if (click === null || !("draft" in click))
    throw new Error(`expected a draft, got ${JSON.stringify(click)}`);
  return click.draft;
}

describe("decision drafts", () => {
  const priority: Decision = {
    ...base,
    kind: "priority",
    actions: [
      { type: "pass" },
      { type: "play", object: 41, name: "Island" },
      { type: "cast", object: 42, name: "Lightning Bolt", needs: ["targets"] },
    ],
  };

  it("a card offering a priority action answers it when clicked; Enter (confirm) passes", () => {
    expect(clickRef(priority, initialDraft(priority), { object: 42 })).toEqual({ answer: { choice: 2 } });
    expect(clickRef(priority, initialDraft(priority), { object: 99 })).toBeNull();
    expect(clickable(priority, initialDraft(priority))).toEqual([{ object: 41 }, { object: 42 }]);
    expect(answerOf(priority, initialDraft(priority))).toEqual({ answer: { choice: 0 } });
  });

  it("targets: clicking the player or card of an option picks it; one pick replaces another when max is 1", () => {
    const d: Decision = {
      ...base,
      kind: "choose",
      purpose: "targets",
      min: 1,
      max: 1,
      options: [
        { label: "Ben", ref: { player: 1 } },
        { label: "Grizzly Bears", ref: { object: 50 } },
      ],
    };
    const empty = initialDraft(d);
    expect(answerOf(d, empty)).toEqual({ problem: "choose at least 1" });
    const ben = draftOf(clickRef(d, empty, { player: 1 }));
    const bears = draftOf(clickRef(d, ben, { object: 50 }));
    expect(answerOf(d, ben)).toEqual({ answer: { choices: [0] } });
    expect(answerOf(d, bears)).toEqual({ answer: { choices: [1] } });
    expect(togglePick(d, bears, 1).picks).toEqual([]);
  });

  it("508.1 attackers: a creature, then its defender; a creature that must attack is declared from the start", () => {
    const d: Decision = {
      ...base,
      kind: "attackers",
      candidates: [
        { attacker: 10, name: "Bears", defenders: [{ player: 1 }, { player: 2 }] },
        { attacker: 11, name: "Juggernaut", defenders: [{ player: 1 }], mustAttack: true },
      ],
    };
    const start = initialDraft(d);
    expect(start.attacks).toEqual([{ attacker: 11, defender: { player: 1 } }]);
    const picked = draftOf(clickRef(d, start, { object: 10 }));
    expect(picked.selected).toBe(10);
    expect(clickable(d, picked)).toContainEqual({ player: 2 });
    expect(clickRef(d, picked, { player: 3 })).toBeNull();
    const declared = draftOf(clickRef(d, picked, { player: 2 }));
    expect(answerOf(d, declared)).toEqual({
      answer: {
        attacks: [
          { attacker: 11, defender: { player: 1 } },
          { attacker: 10, defender: { player: 2 } },
        ],
      },
    });
    expect(draftOf(clickRef(d, declared, { object: 10 })).attacks).toHaveLength(1);
  });

  it("509.1 blockers: a creature that can block, then the attacker it blocks", () => {
    const d: Decision = {
      ...base,
      kind: "blockers",
      candidates: [{ blocker: 20, name: "Wall", attackers: [30, 31] }],
    };
    const picked = draftOf(clickRef(d, initialDraft(d), { object: 20 }));
    expect(clickRef(d, picked, { object: 32 })).toBeNull();
    const blocked = draftOf(clickRef(d, picked, { object: 31 }));
    expect(answerOf(d, blocked)).toEqual({ answer: { blocks: [{ blocker: 20, attacker: 31 }] } });
    expect(answerOf(d, initialDraft(d))).toEqual({ answer: { blocks: [] } });
  });

  it("510.1c damage starts as lethal damage in order, the rest to the last; 601.2d division gives each its minimum", () => {
    const damage: Decision = {
      ...base,
      kind: "damage",
      attacker: 10,
      amount: 5,
      trample: true,
      recipients: [
        { label: "Wall", ref: { object: 20 }, lethal: 2 },
        { label: "Ben", ref: { player: 1 }, lethal: 20 },
      ],
    };
    expect(answerOf(damage, initialDraft(damage))).toEqual({ answer: { amounts: [2, 3] } });
    const divide: Decision = {
      ...base,
      kind: "divide",
      amount: 4,
      minEach: 1,
      recipients: [{ label: "a" }, { label: "b" }, { label: "c" }],
    };
    const draft = initialDraft(divide);
    expect(answerOf(divide, draft)).toEqual({ answer: { amounts: [2, 1, 1] } });
    expect(answerOf(divide, { ...draft, amounts: [1, 1, 1] })).toEqual({
      problem: "assign exactly 4 (now 3)",
    });
  });

  it("a number starts at its minimum and must stay within its range; a mulligan's confirm keeps", () => {
    const x: Decision = { ...base, kind: "number", purpose: "x", min: 1, max: 3 };
    expect(answerOf(x, initialDraft(x))).toEqual({ answer: { value: 1 } });
    expect(answerOf(x, { ...initialDraft(x), value: 4 })).toEqual({ problem: "a number from 1 to 3" });
    const m: Decision = { ...base, kind: "mulligan", handSize: 7, mulligans: 0 };
    expect(answerOf(m, initialDraft(m))).toEqual({ answer: { keep: true } });
  });

  it("603.3b triggers: the order starts as given and an item moves one place at a time", () => {
    const d: Decision = {
      ...base,
      kind: "order",
      purpose: "triggers",
      items: [{ label: "a" }, { label: "b" }, { label: "c" }],
    };
    const moved = moveItem(initialDraft(d), 2, -1);
    expect(answerOf(d, moved)).toEqual({ answer: { order: [0, 2, 1] } });
    expect(moveItem(moved, 0, -1)).toBe(moved);
  });
});
