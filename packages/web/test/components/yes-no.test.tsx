// @vitest-environment happy-dom
/**
 * A yes/no — a choice of exactly one of two plain options: a "may" ability (603.5), paying a cost or not,
 * one of two piles — is answered by one click on its answer, or its digit (the panel used to want a
 * separate Confirm after the pick). A choice of several (targets, cards) keeps its picks and its Confirm.
 */
import type { Answer, BackAnswer, Decision, PlayerView } from "@roundtable/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DecisionPanel } from "../../src/components/DecisionPanel.tsx";
import type { DecisionHandle } from "../../src/components/useDecision.ts";
import { useTableKeys } from "../../src/components/useTableKeys.ts";
import { isYesNo } from "../../src/decision/draft.ts";
import { playUntil, startGame } from "../games.ts";
import { WithDecision } from "../withDecision.tsx";

afterEach(cleanup);

/** The panel and the table's keys, as the table page has them. */
function Keys(props: { handle: DecisionHandle; view: PlayerView }) {
  useTableKeys(props.handle, () => {});
  return <DecisionPanel handle={props.handle} view={props.view} />;
}

const isMay = (x: Decision): x is Extract<Decision, { kind: "choose" }> =>
  x.kind === "choose" && x.purpose === "may";

/** A real game's first "may" (seed 4: Soul's Attendant's "you may gain 1 life"), in the panel. */
function may() {
  const game = startGame({ variant: "free-for-all", players: 4, seed: 4 });
  playUntil(game, (g) => g.decisions().some(isMay));
  const d = game.decisions().find(isMay)!;
  const answers: (Answer | BackAnswer)[] = [];
  render(
    <WithDecision decision={d} answers={answers}>
      {(handle) => <Keys handle={handle} view={game.view(d.player)} />}
    </WithDecision>,
  );
  const panel = screen.getByRole("region", { name: d.prompt });
  return { game, d, answers, panel };
}

describe("603.5 a yes/no is answered with one click", () => {
  it("a click on yes or no sends it at once; there is no Confirm", () => {
    const { game, d, answers, panel } = may();
    expect(d.options.map((o) => o.label)).toEqual(["yes", "no"]);
    expect(isYesNo(d)).toBe(true);
    expect(within(panel).queryByRole("button", { name: /^Confirm/ })).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "2. no" }));
    expect(answers).toEqual([{ choices: [1] }]);
    expect(game.check(d.player, d.id, answers[0])).toBeNull(); // an answer the engine takes
    // Sent once: the buttons wait for the next decision.
    expect(within(panel).getByRole("button", { name: "1. yes" }).hasAttribute("disabled")).toBe(true);
  });

  it("from the keyboard: its digit answers at once, and Enter on the focused answer is that answer's", () => {
    const { answers, panel } = may();
    fireEvent.keyDown(document.body, { key: "1" });
    expect(answers).toEqual([{ choices: [0] }]);
    cleanup();
    const again = may();
    const no = within(again.panel).getByRole("button", { name: "2. no" });
    no.focus();
    expect(fireEvent.keyDown(no, { key: "Enter" })).toBe(true); // not the table's: the browser clicks it
    expect(again.answers).toEqual([]);
    fireEvent.click(no);
    expect(again.answers).toEqual([{ choices: [1] }]);
    expect(panel.isConnected).toBe(false);
  });

  it("700.3: one of two piles — both piles shown with their cards, the pile chosen with one click", () => {
    const view = startGame({ variant: "free-for-all", players: 4, seed: 4 }).view(0);
    const piles: Decision = {
      id: 10_002,
      player: 0,
      kind: "choose",
      purpose: "piles",
      prompt: "Fact or Fiction: choose a pile — Pile 1: Island, Shock; Pile 2: Opt",
      options: [{ label: "Pile 1" }, { label: "Pile 2" }],
      min: 1,
      max: 1,
    };
    const answers: (Answer | BackAnswer)[] = [];
    render(
      <WithDecision decision={piles} answers={answers}>
        {(handle) => <Keys handle={handle} view={view} />}
      </WithDecision>,
    );
    expect(screen.getByRole("region", { name: "Pile 1" }).textContent).toBe("Pile 1Island, Shock");
    expect(screen.getByRole("region", { name: "Pile 2" }).textContent).toBe("Pile 2Opt");
    expect(screen.queryByRole("button", { name: /^Confirm/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "2. Pile 2" }));
    expect(answers).toEqual([{ choices: [1] }]);
  });

  it("a choice of several still takes picks and a Confirm", () => {
    const view = startGame({ variant: "free-for-all", players: 4, seed: 4 }).view(0);
    const untap: Decision = {
      id: 10_000,
      player: 0,
      kind: "choose",
      purpose: "untap",
      prompt: "Choose up to 2 to untap",
      options: [{ label: "Forest" }, { label: "Island" }, { label: "Swamp" }],
      min: 0,
      max: 2,
    };
    // Two plain options but "choose 0 to 2" (not exactly one): picks and Confirm too.
    const two: Decision = { ...untap, id: 10_001, options: untap.options.slice(0, 2) };
    for (const d of [untap, two]) {
      expect(isYesNo(d)).toBe(false);
      const answers: (Answer | BackAnswer)[] = [];
      render(
        <WithDecision decision={d} answers={answers}>
          {(handle) => <Keys handle={handle} view={view} />}
        </WithDecision>,
      );
      fireEvent.click(screen.getByRole("button", { name: "2. Island" }));
      fireEvent.keyDown(document.body, { key: "1" });
      expect(answers).toEqual([]);
      fireEvent.click(screen.getByRole("button", { name: "Confirm (2 chosen)" }));
      expect(answers).toEqual([{ choices: [1, 0] }]);
      cleanup();
    }
  });
});
