/**
 * A replay step's answer in words (replayAnswer.ts): the action taken with priority for everyone, the
 * decision and its answer for those who may know them, whose and what kind for everyone else.
 */
import type { Decision } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { answerSentence } from "../src/replayAnswer.ts";

const names = {
  player: (s: number) => ["Ann", "Bob", "Carol"][s] ?? `seat ${s + 1}`,
  object: () => "Serra Angel",
};
const base = { id: 7, player: 2, prompt: "Carol: the question" };

describe("answerSentence", () => {
  it("a priority action, which everyone may know (117.1)", () => {
    const decision = { id: 7, player: 2, kind: "priority" as const };
    expect(answerSentence({ decision, action: { type: "pass" } }, names)).toBe("Carol passes priority.");
    expect(
      answerSentence({ decision, action: { type: "cast", object: 4, name: "Shock", needs: [] } }, names),
    ).toBe("Carol casts Shock.");
    expect(answerSentence({ decision, action: { type: "play", object: 5, name: "Forest" } }, names)).toBe(
      "Carol plays Forest.",
    );
    // An ability's text ends its own sentence: one full stop.
    const text = "Sacrifice Mogg Fanatic: It deals 1 damage to any target.";
    const activate = { type: "activate" as const, object: 6, name: "Mogg Fanatic", ability: 0, text };
    expect(answerSentence({ decision, action: { ...activate, mana: false, needs: [] } }, names)).toBe(
      `Carol activates Mogg Fanatic: ${text}`,
    );
  });

  it("whose decision and what kind, for a viewer who may know no more", () => {
    expect(answerSentence({ decision: { id: 7, player: 0, kind: "choose" } }, names)).toBe(
      "Ann makes a choice.",
    );
    expect(answerSentence({ decision: { id: 7, player: 1, kind: "blockers" } }, names)).toBe(
      "Bob declares blockers.",
    );
  });

  it("the decision and its answer, for the judge and the player who answered", () => {
    const choose: Decision = {
      ...base,
      kind: "choose",
      purpose: "targets",
      options: [{ label: "Ann" }, { label: "Bob" }],
      min: 1,
      max: 1,
    };
    expect(answerSentence({ decision: choose, answer: { choices: [1] } }, names)).toBe(
      "Carol answers “Carol: the question”: Bob.",
    );
    expect(answerSentence({ decision: choose, answer: { choices: [] } }, names)).toContain(": none.");
    expect(answerSentence({ decision: { ...choose, back: true }, answer: { back: true } }, names)).toBe(
      "Carol goes back a step of the cast (601.2): “Carol: the question”.",
    );
    const mulligan: Decision = { ...base, kind: "mulligan", handSize: 7, mulligans: 0 };
    expect(answerSentence({ decision: mulligan, answer: { keep: true } }, names)).toMatch(/: keeps 7\.$/);
    expect(answerSentence({ decision: mulligan, answer: { keep: false } }, names)).toMatch(/: mulligans\.$/);
    const attackers: Decision = {
      ...base,
      kind: "attackers",
      candidates: [{ attacker: 3, name: "Grizzly Bears", defenders: [{ player: 0 }, { planeswalker: 9 }] }],
    };
    expect(
      answerSentence(
        { decision: attackers, answer: { attacks: [{ attacker: 3, defender: { player: 0 } }] } },
        names,
      ),
    ).toMatch(/: Grizzly Bears attacks Ann\.$/);
    expect(
      answerSentence(
        { decision: attackers, answer: { attacks: [{ attacker: 3, defender: { planeswalker: 9 } }] } },
        names,
      ),
    ).toMatch(/: Grizzly Bears attacks Serra Angel\.$/);
    const blockers: Decision = {
      ...base,
      kind: "blockers",
      candidates: [{ blocker: 8, name: "Wall", attackers: [3] }],
    };
    expect(
      answerSentence({ decision: blockers, answer: { blocks: [{ blocker: 8, attacker: 3 }] } }, names),
    ).toMatch(/: Wall blocks Serra Angel\.$/);
    const damage: Decision = {
      ...base,
      kind: "damage",
      attacker: 3,
      amount: 4,
      recipients: [
        { label: "Wall", lethal: 2 },
        { label: "Ann", lethal: 0 },
      ],
      trample: true,
    };
    expect(answerSentence({ decision: damage, answer: { amounts: [2, 2] } }, names)).toMatch(
      /: 2 to Wall, 2 to Ann\.$/,
    );
    const priority: Decision = { ...base, kind: "priority", actions: [{ type: "pass" }] };
    expect(answerSentence({ decision: priority, answer: { choice: 0 } }, names)).toBe(
      "Carol passes priority.",
    );
    const x: Decision = { ...base, kind: "number", purpose: "x", min: 0, max: 5 };
    expect(answerSentence({ decision: x, answer: { value: 3 } }, names)).toMatch(/: 3\.$/);
  });
});
