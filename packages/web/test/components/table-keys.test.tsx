// @vitest-environment happy-dom
/**
 * The table page's keys (useTableKeys.ts) with the real decision panel: Enter passes or confirms, but on a
 * button the keyboard went to it is that button's — a person who tabs to "2. Play Mountain" and presses
 * Enter plays the land (the table used to pass priority instead, and swallow the button's click). A
 * button the mouse clicked keeps the focus; Enter after it is still the table's.
 */
import type { Answer, BackAnswer, Decision, PlayerView } from "@roundtable/engine";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DecisionPanel } from "../../src/components/DecisionPanel.tsx";
import type { DecisionHandle } from "../../src/components/useDecision.ts";
import { focusTakes, useTableKeys } from "../../src/components/useTableKeys.ts";
import { playUntil, startGame } from "../games.ts";
import { WithDecision } from "../withDecision.tsx";

afterEach(cleanup);

/** The panel and the table's keys, as the table page has them. */
function Keys(props: { handle: DecisionHandle; view: PlayerView }) {
  useTableKeys(props.handle, () => {});
  return <DecisionPanel handle={props.handle} view={props.view} />;
}

function priorityWithAPlay() {
  const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
  const is = (x: Decision): x is Extract<Decision, { kind: "priority" }> =>
    x.kind === "priority" && x.actions.some((a) => a.type === "play");
  playUntil(game, (g) => g.decisions().some(is));
  const d = game.decisions().find(is)!;
  const answers: (Answer | BackAnswer)[] = [];
  render(
    <WithDecision decision={d} answers={answers}>
      {(handle) => <Keys handle={handle} view={game.view(d.player)} />}
    </WithDecision>,
  );
  return { d, answers, play: d.actions.findIndex((a) => a.type === "play") };
}

describe("the table's keys", () => {
  it("Enter with nothing focused passes priority", () => {
    const { d, answers } = priorityWithAPlay();
    fireEvent.keyDown(document.body, { key: "Enter" });
    expect(answers).toEqual([{ choice: d.actions.findIndex((a) => a.type === "pass") }]);
  });

  it("Enter on a focused action button is the button's: nothing is passed, the key is not swallowed", () => {
    const { d, answers, play } = priorityWithAPlay();
    const button = screen.getByRole("button", { name: new RegExp(`^${play + 1}\\. Play `) });
    button.focus();
    expect(fireEvent.keyDown(button, { key: "Enter" })).toBe(true); // not prevented: the browser clicks it
    expect(answers).toEqual([]);
    fireEvent.click(button); // what the browser does with that Enter
    expect(answers).toEqual([{ choice: play }]);
    expect(d.actions[play].type).toBe("play");
  });

  it("Enter after a click on a button (which keeps the focus) is still the table's: it passes", () => {
    const { d, answers } = priorityWithAPlay();
    const stops = screen.getByRole("button", { name: "Pass until my turn" });
    fireEvent.pointerDown(stops);
    stops.focus();
    expect(fireEvent.keyDown(stops, { key: "Enter" })).toBe(false); // taken: no click of the button
    expect(answers).toEqual([{ choice: d.actions.findIndex((a) => a.type === "pass") }]);
  });

  it("a digit still picks an action while a button has the focus; fields keep every key", () => {
    const { answers, play } = priorityWithAPlay();
    screen.getByRole("button", { name: "Pass until my turn" }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: String(play + 1) });
    expect(answers).toEqual([{ choice: play }]);
    const input = document.createElement("input");
    expect(focusTakes(input, "1")).toBe(true);
    expect(focusTakes(document.createElement("div"), "Enter")).toBe(false);
  });
});
