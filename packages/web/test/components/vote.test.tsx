// @vitest-environment happy-dom
/**
 * 701.38a: a vote at the web table — the decision panel shows the vote's question (the engine's prompt, with
 * the votes made so far), the rule line, and a button per choice; the answer sent is the choice's index.
 * Votes are public: the game log has a line for each vote and for the count (log/writer.ts).
 */
import type { Answer, BackAnswer, Decision, PlayerView } from "@roundtable/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ActContext } from "../../src/components/act.ts";
import { DecisionPanel } from "../../src/components/DecisionPanel.tsx";
import { useDecision } from "../../src/components/useDecision.ts";
import { logLine } from "../../src/log/writer.ts";
import { startGame } from "../games.ts";

afterEach(cleanup);

function Panel(props: { view: PlayerView; decision: Decision; sent: (Answer | BackAnswer)[] }) {
  const handle = useDecision(
    props.decision,
    (_id, a) => props.sent.push(a) > 0,
    () => true,
  );
  if (handle === null) return null;
  return (
    <ActContext.Provider value={handle.act}>
      <DecisionPanel handle={handle} view={props.view} />
    </ActContext.Provider>
  );
}

describe("701.38a a vote in the decision panel", () => {
  it("shows the question with the votes so far and the choices; a click on a choice votes for it", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
    const view = game.view(2);
    const vote: Decision = {
      id: 10_000,
      player: 2,
      kind: "choose",
      purpose: "vote",
      prompt: "Tyrant's Choice: vote for death or torture (votes so far: Ann: death, Bo: torture)",
      options: [{ label: "death" }, { label: "torture" }],
      min: 1,
      max: 1,
    };
    const sent: (Answer | BackAnswer)[] = [];
    render(<Panel view={view} decision={vote} sent={sent} />);
    const panel = document.querySelector(".decision") as HTMLElement;
    expect(panel.textContent).toContain("vote for death or torture (votes so far: Ann: death, Bo: torture)");
    expect(panel.querySelector(".rule")?.textContent).toMatch(/Vote .*701\.38a/);
    const options = within(panel.querySelector(".options") as HTMLElement).getAllByRole("button");
    expect(options.map((b) => b.textContent)).toEqual(["1. death", "2. torture"]);
    fireEvent.click(options[1]);
    const confirm = screen.queryByRole("button", { name: /^Confirm/ });
    if (confirm !== null) fireEvent.click(confirm);
    expect(sent).toEqual([{ choices: [1] }]);
  });

  it("the log shows each vote and the count to everyone", () => {
    const name = (p: number) => ["Ann", "Bo", "Cy"][p];
    expect(logLine({ type: "vote", player: 1, card: "Tyrant's Choice", choice: "torture" }, name)).toBe(
      "Bo votes for torture (Tyrant's Choice).",
    );
    const tally = [
      { choice: "death", votes: 1 },
      { choice: "torture", votes: 2 },
    ];
    expect(logLine({ type: "votesCounted", card: "Tyrant's Choice", tally }, name)).toBe(
      "Tyrant's Choice: the votes are death 1, torture 2.",
    );
  });
});
