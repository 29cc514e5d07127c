// @vitest-environment happy-dom
/**
 * An order to choose (603.3b: triggered abilities put on the stack in the order their controller chooses):
 * each item's buttons are named by what moves where — "Move Soul Warden … earlier (before Ajani's …)" —
 * (they were "earlier" and "later" alone), the ends' ones are disabled, the focus follows the item moved so
 * the keyboard can move it on, and the order is confirmed as the answer.
 */
import type { Answer, BackAnswer, Decision } from "@roundtable/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DecisionPanel } from "../../src/components/DecisionPanel.tsx";
import { useTableKeys } from "../../src/components/useTableKeys.ts";
import { startGame } from "../games.ts";
import { WithDecision } from "../withDecision.tsx";

afterEach(cleanup);

const view = startGame({ variant: "free-for-all", players: 4, seed: 7 }).view(0);
const A = "Soul Warden: you gain 1 life";
const B = "Ajani's Pridemate: put a +1/+1 counter";
const C = "Suture Priest: that player loses 1 life";
const order: Decision = {
  id: 10_000,
  player: 0,
  kind: "order",
  purpose: "triggers",
  prompt: "Order your triggers",
  items: [{ label: A }, { label: B }, { label: C }],
};

function Keys(props: { children: React.ReactNode; handle: Parameters<typeof useTableKeys>[0] }) {
  useTableKeys(props.handle, () => {});
  return <>{props.children}</>;
}

function panel() {
  const answers: (Answer | BackAnswer)[] = [];
  render(
    <WithDecision decision={order} answers={answers}>
      {(handle) => (
        <Keys handle={handle}>
          <DecisionPanel handle={handle} view={view} />
        </Keys>
      )}
    </WithDecision>,
  );
  const list = () =>
    within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((li) => li.textContent?.replace(/ ?[↑↓]/g, ""));
  return { answers, list };
}

const move = (name: string) => screen.getByRole("button", { name });

describe("603.3b ordering triggers", () => {
  it("each button says what it moves and where; the ends' ones are disabled", () => {
    const { list } = panel();
    expect(list()).toEqual([A, B, C]);
    const names = screen
      .getAllByRole("button", { name: /^Move / })
      .map((b) => [b.getAttribute("aria-label"), b.hasAttribute("disabled")]);
    expect(names).toEqual([
      [`Move ${A} earlier (it is first)`, true],
      [`Move ${A} later (after ${B})`, false],
      [`Move ${B} earlier (before ${A})`, false],
      [`Move ${B} later (after ${C})`, false],
      [`Move ${C} earlier (before ${B})`, false],
      [`Move ${C} later (it is last)`, true],
    ]);
  });

  it("a move swaps the two named; the focus follows the item moved, to the other button at an end; confirmed as the order", () => {
    const { answers, list } = panel();
    const later = move(`Move ${A} later (after ${B})`);
    later.focus();
    fireEvent.click(later);
    expect(list()).toEqual([B, A, C]);
    // The same item's "later" button, named anew, still has the focus: Enter (a click) moves it on.
    expect(document.activeElement?.getAttribute("aria-label")).toBe(`Move ${A} later (after ${C})`);
    fireEvent.click(document.activeElement as Element);
    expect(list()).toEqual([B, C, A]);
    // Last now: its "later" is disabled, and the focus is on its "earlier".
    expect(move(`Move ${A} later (it is last)`).hasAttribute("disabled")).toBe(true);
    expect(document.activeElement?.getAttribute("aria-label")).toBe(`Move ${A} earlier (before ${C})`);
    // Enter with a move button focused by the keyboard is the button's, not the table's Confirm.
    expect(fireEvent.keyDown(document.activeElement as Element, { key: "Enter" })).toBe(true);
    expect(answers).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm the order" }));
    expect(answers).toEqual([{ order: [1, 2, 0] }]);
  });

  it("the table's digits still move the n-th item one place earlier", () => {
    const { list } = panel();
    fireEvent.keyDown(document.body, { key: "3" });
    expect(list()).toEqual([A, C, B]);
    expect(move(`Move ${C} earlier (before ${A})`)).toBeTruthy();
  });
});
