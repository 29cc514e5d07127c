/**
 * stopAt.decision: the run stops at the n-th decision of a step — after actions taken in that step — so a
 * saved position can be a moment within a step (a spell on the stack, a player about to respond).
 */
import { cardDb } from "@roundtable/cards";
import { parseScenario, type RunResult, runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf } from "./helpers.ts";

const base = {
  format: 1,
  name: "test",
  variant: "duel",
  players: [
    { name: "A", hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    { name: "B", battlefield: ["Grizzly Bears"] },
  ],
  actions: [{ turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["B:Grizzly Bears"] }],
};

function run(json: Record<string, unknown>): RunResult {
  const parsed = parseScenario(json, cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return runScenario(parsed.scenario, cardDb);
}

describe("stopAt.decision", () => {
  it("117.3c: stops at the third decision of main1 — A's priority with Lightning Bolt on the stack, after its cast and target", () => {
    const r = run({ ...base, stopAt: { turn: 1, step: "main1", decision: 3 } });
    expect(r.error).toBeUndefined();
    expect(r.passed).toBe(true);
    const g = r.game!;
    expect(g.state.turn.step).toBe("main1");
    expect(g.state.stack.map((id) => g.state.objects[id].card)).toEqual(["lightning-bolt"]);
    expect(g.pending()).toMatchObject({ kind: "priority", player: 0 });
  });

  it("117.3d: the fourth is B's priority, A having passed", () => {
    const r = run({ ...base, stopAt: { turn: 1, step: "main1", decision: 4 } });
    expect(r.passed).toBe(true);
    expect(r.game!.pending()).toMatchObject({ kind: "priority", player: 1 });
    expect(r.game!.state.turn.passed).toEqual([0]);
  });

  it("without decision an action of the stopAt step is still refused; with turn markers decision is refused", () => {
    expect(errorsOf({ ...base, stopAt: { turn: 1, step: "main1" } })[0]?.message).toMatch(
      /is not before stopAt/,
    );
    expect(errorsOf({ ...base, stopAt: { turn: 1, step: "main1", decision: 0 } }).length).toBeGreaterThan(0);
    const melee = {
      format: 1,
      name: "test",
      variant: "grand-melee",
      players: Array.from({ length: 10 }, (_, i) => ({ name: `P${i}` })),
      stopAt: { turn: 1, step: "main1", decision: 2 },
    };
    expect(errorsOf(melee).map((e) => e.path)).toContain("stopAt.decision");
  });

  it("a step that ends before its n-th decision fails the run, saying where", () => {
    const r = run({ ...base, actions: [], stopAt: { turn: 1, step: "main1", decision: 9 } });
    expect(r.passed).toBe(false);
    expect(r.error).toMatch(
      /stopAt: the game never stopped in turn 1 main1 at its decision 9: the step had 2;/,
    );
  });
});
