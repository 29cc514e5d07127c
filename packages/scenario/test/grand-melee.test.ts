/**
 * The scenario runner in Grand Melee games (807.4–807.5): several open decisions at once, one per turn
 * marker, answered in a deterministic order; the `stack` field of an action; the `markers` and `stacks`
 * expectations; and the checks that go with them (docs/scenarios.md, "Grand Melee").
 */
import { cardDb } from "@roundtable/cards";
import { type RunResult, runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, parsed } from "./helpers.ts";

const NAMES = "ABCDEFGHIJKLMNOP";
const seats = (n: number, extra: Record<string, object> = {}) =>
  Array.from({ length: n }, (_, i) => ({ name: NAMES[i], ...(extra[NAMES[i]] ?? {}) }));
const melee = (json: Record<string, unknown>) => ({
  format: 1,
  name: "test",
  variant: "grand-melee",
  players: seats(9),
  ...json,
});

function run(json: Record<string, unknown>): RunResult {
  return runScenario(parsed(melee(json)), cardDb);
}

function passes(json: Record<string, unknown>): RunResult {
  const r = run(json);
  if (!r.passed) throw new Error(explain(r));
  return r;
}

const BOLT = { hand: ["Lightning Bolt"], battlefield: ["Mountain"] };
const SHOCK = { hand: ["Shock"], battlefield: ["Mountain"] };

describe("validation", () => {
  it("checks that `stack` is a turn marker's number, and is used only with turn markers", () => {
    expect(
      errorsOf(melee({ actions: [{ turn: 1, step: "main1", player: "A", cast: "Shock", stack: 0 }] })),
    ).toEqual([
      {
        path: "actions[0].stack",
        message: "must be a turn marker's number: a whole number, 1 or more (807.4b)",
      },
    ]);
    expect(
      errorsOf(melee({ actions: [{ turn: 1, step: "main1", player: "A", play: "Mountain", stack: 1 }] })),
    ).toEqual([{ path: "actions[0].stack", message: '"stack" does not apply to "play"' }]);
    const ffa = errorsOf({
      ...melee({ actions: [{ turn: 1, step: "main1", player: "A", cast: "Shock", stack: 1 }] }),
      variant: "free-for-all",
    });
    expect(ffa).toEqual([
      {
        path: "actions[0].stack",
        message: `"stack" names a turn marker's stack (807.5b): only in a game with turn markers ("grand-melee"); variant "free-for-all" has one stack`,
      },
    ]);
  });

  it("wants `stacks` rather than `stack`, and `markers` and `stacks` only with turn markers", () => {
    expect(errorsOf(melee({ expect: { stack: [], stacks: { "0": [] } } }))).toEqual([
      {
        path: 'expect.stacks["0"]',
        message: `"0": must be a turn marker's number: a whole number, 1 or more (807.4b), such as "1"`,
      },
    ]);
    expect(errorsOf(melee({ expect: { stack: [] } })).map((e) => e.path)).toEqual(["expect.stack"]);
    const ffa = errorsOf({
      ...melee({ expect: { markers: [], stacks: { "1": [] } } }),
      variant: "free-for-all",
    });
    expect(ffa.map((e) => e.path)).toEqual(['expect.stacks["1"]', "expect.markers"]);
    expect(
      errorsOf(
        melee({
          expect: {
            markers: [
              { marker: 1, holder: "Z" },
              { marker: 1, holder: "A", takin: 1 },
            ],
          },
        }),
      ),
    ).toEqual([
      { path: "expect.markers[1].takin", message: 'unknown field "takin" (did you mean "taking"?)' },
    ]);
    expect(
      errorsOf(
        melee({
          expect: {
            markers: [
              { marker: 1, holder: "Z" },
              { marker: 1, holder: "A" },
            ],
          },
        }),
      ),
    ).toEqual([
      {
        path: "expect.markers[0].holder",
        message: 'unknown player "Z" (players: A, B, C, D, E, F, G, H, I)',
      },
      { path: "expect.markers[1].marker", message: "turn marker 1 is listed twice" },
    ]);
  });

  it("allows actions of other turns after the stopAt turn and step, and of the stopAt step itself", () => {
    const ok = melee({
      actions: [
        { turn: 2, step: "main2", player: "E", play: "Mountain" },
        { turn: 1, step: "main1", player: "A", play: "Mountain" },
      ],
      stopAt: { turn: 1, step: "main1" },
    });
    expect(parsed(ok).actions).toHaveLength(2);
    const late = melee({
      actions: [{ turn: 1, step: "end", player: "A", play: "Mountain" }],
      stopAt: { turn: 1, step: "main1" },
    });
    expect(errorsOf(late)).toEqual([
      { path: "actions[0]", message: "turn 1 end is after stopAt (turn 1 main1): it would never be taken" },
    ]);
  });

  it("with tableSizes, allows only turn 1 by number: who takes the later turns depends on the number of markers", () => {
    const errors = errorsOf(melee({ tableSizes: [9, 12], stopAt: { turn: 2, step: "upkeep" } }));
    expect(errors.map((e) => e.path)).toEqual(["stopAt.turn"]);
    expect(errors[0].message).toContain("807.4a–b");
  });
});

describe("choosing among the open decisions", () => {
  it("answers the earliest open decision first, and stops as soon as the stopAt turn is at its step", () => {
    // Turn 2 is at its upkeep from the start: nothing is answered.
    const r = passes({ stopAt: { turn: 2, step: "upkeep" }, expect: { activePlayers: ["A", "E"] } });
    expect(r.decisions).toBe(0);
    expect(r.stoppedAt).toEqual({ turn: 2, step: "upkeep", gameOver: false, marker: 2 });
    // Turn 2's draw step comes after all of turn 1: A has ended his turn and passed marker 1 to B.
    const later = passes({
      stopAt: { turn: 2, step: "draw" },
      expect: {
        markers: [
          { marker: 1, holder: "B", taking: false },
          { marker: 2, holder: "E", turn: 2 },
        ],
      },
    });
    expect(later.trace[0]).toMatch(/^turn 1 upkeep \(turn marker 1\): A priority: pass/);
    // A numbered turn that hasn't begun yet: twelve players, markers at A, E and I. B waits for E to pass
    // marker 2 on (807.4d), then begins turn 4; F, with marker 2, waits for I.
    passes({
      players: seats(12),
      stopAt: { turn: 4, step: "upkeep" },
      expect: {
        activePlayer: "B",
        activePlayers: ["B", "I"],
        markers: [
          { marker: 1, holder: "B", taking: true, turn: 4 },
          { marker: 2, holder: "F", taking: false },
          { marker: 3, holder: "I", taking: true, turn: 3 },
        ],
      },
    });
  });

  it("works toward the next action: its turn goes on while the others wait", () => {
    const json = {
      players: seats(9, { A: BOLT, E: SHOCK }),
      actions: [
        { turn: 2, step: "main1", player: "E", cast: "Shock", targets: ["F"] },
        { turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["B"], stack: 1 },
      ],
      stopAt: { turn: 1, step: "main1" },
      expect: { stacks: { "1": ["Lightning Bolt"], "2": ["Shock"] }, activePlayer: "A" },
    };
    const r = passes(json);
    // Nothing of turn 1 was answered before E's Shock.
    const shock = r.trace.findIndex((l) => l.includes("cast Shock"));
    expect(shock).toBeGreaterThan(0);
    expect(r.trace.slice(0, shock).every((l) => l.startsWith("turn 2 "))).toBe(true);
    // The same file, run again, answers the same decisions in the same order.
    expect(passes(json).trace).toEqual(r.trace);
  });

  it("fails an action whose turn and step went by while an earlier-listed action was still to be taken", () => {
    const r = run({
      players: seats(9, { A: BOLT, E: SHOCK }),
      actions: [
        { turn: 4, step: "main1", player: "B", play: "Mountain" },
        { turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["B"] },
      ],
    });
    expect(r.error).toContain(
      'actions[1] (A: cast "Lightning Bolt", turn 1 main1) was not taken: its turn and step went by while actions[0]',
    );
    expect(r.error).toContain("in the order listed");
  });

  it("fails an action whose `stack` names another turn marker than the one taking its turn", () => {
    const r = run({
      players: seats(9, { E: SHOCK }),
      actions: [{ turn: 2, step: "main1", player: "E", cast: "Shock", targets: ["F"], stack: 1 }],
    });
    expect(r.error).toBe(
      `actions[0] (E: cast "Shock", turn 2 main1): "stack": 1, but turn 2 is turn marker 2's turn (E holds it): the action is taken in its turn's lane, on that turn marker's stack (807.5b)`,
    );
  });

  it("says when a player never had priority on a turn marker's stack (807.5a); with `illegal`, that is a refusal", () => {
    const action = { turn: 2, step: "main1", player: "C", cast: "Shock", targets: ["D"], stack: 2 };
    const r = run({ players: seats(9, { C: SHOCK }), actions: [action] });
    expect(r.error).toContain(
      "C never had priority on turn marker 2's stack there while it was the next action (807.5a:",
    );
    expect(r.error).toContain("in C's range this turn: B, C, D");
    passes({
      players: seats(9, { C: SHOCK }),
      actions: [{ ...action, illegal: "807.5a" }],
      stopAt: { turn: 2, step: "main2" },
      expect: { hand: { C: ["Shock"] } },
    });
  });
});

describe("expectations", () => {
  it("reports each wrong field of a turn marker, and markers missing or too many", () => {
    const r = run({
      stopAt: { turn: 1, step: "upkeep" },
      expect: {
        markers: [
          { marker: 1, holder: "B", taking: false, turn: 2 },
          { marker: 3, holder: "I" },
        ],
        stacks: { "3": [] },
        activePlayers: ["A"],
      },
    });
    expect(r.failures.map((f) => [f.path, f.message])).toEqual([
      ["expect.activePlayers", 'players taking a turn (807.4): expected ["A"], got ["A","E"]'],
      ["expect.markers", "turn markers: expected 1, 3, got 1, 2"],
      ["expect.markers[0].holder", 'turn marker 1\'s holder: expected "B", got "A"'],
      [
        "expect.markers[0].taking",
        "turn marker 1's holder is taking a turn (807.4d): expected false, got true",
      ],
      ["expect.markers[0].turn", "turn marker 1's turn: expected 2, got 1"],
      ['expect.stacks["3"]', "there is no turn marker 3 (turn markers: 1, 2)"],
    ]);
  });
});
