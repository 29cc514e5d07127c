// @vitest-environment happy-dom
/**
 * The turn line (TurnLine.tsx): the turn, whose it is and the step by the name players read (500.1,
 * 501–514; the engine's STEP_NAMES, as the CLI says it), who has priority; before the first turn, the opening
 * hands (103.5) rather than a "turn 0"; whom the table waits for while others answer something else; the
 * end of the game and who won.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TurnLine } from "../../src/components/TurnLine.tsx";
import { startGame } from "../games.ts";
import { viewOf } from "../tableView.fixture.ts";

afterEach(cleanup);

const line = (view: Parameters<typeof TurnLine>[0]["view"]) =>
  render(<TurnLine view={view} />).container.querySelector("p.turn")!.textContent;

describe("the turn line", () => {
  it("500.1: names the step as players read it, not the engine's id", () => {
    const turn = { number: 3, active: 1, activePlayers: [1], priority: 1 };
    expect(line(viewOf(4, { turn: { ...turn, step: "main1" } }))).toBe(
      "Turn 3: P2, first main phase — P2 has priority",
    );
    cleanup();
    expect(line(viewOf(4, { turn: { ...turn, step: "beginning-of-combat", priority: null } }))).toBe(
      "Turn 3: P2, beginning of combat",
    );
    cleanup();
    expect(line(viewOf(4, { turn: { ...turn, step: "first-strike-damage", priority: 2 } }))).toBe(
      "Turn 3: P2, first-strike damage step — P3 has priority",
    );
  });

  it("805.4a: with shared team turns it names every active player", () => {
    const turn = { number: 4, active: 2, activePlayers: [2, 3], step: "main2" as const, priority: 3 };
    expect(line(viewOf(4, { turn }))).toBe("Turn 4: P3 and P4, second main phase — P4 has priority");
  });

  it("103.5: before the first turn, while players keep or mulligan, it says so", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
    expect(game.decisions().map((d) => d.kind)).toEqual(["mulligan"]);
    // As the player deciding reads it (the others read whom they wait for, below).
    const view = game.view(game.decisions()[0].player);
    expect(view.turn.number).toBe(0);
    expect(line(view)).toBe("Before the game: opening hands");
  });

  it("says whom the table waits for while others answer something other than priority: the mulligan, blocks", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 7 });
    const d = game.decisions()[0];
    const other = (d.player + 1) % 4;
    const name = game.view(other).players[d.player].name;
    expect(line(game.view(other))).toBe(
      `Before the game: opening hands — waiting for ${name} to keep or mulligan`,
    );
    cleanup();
    const turn = {
      number: 3,
      active: 1,
      activePlayers: [1],
      step: "declare-blockers" as const,
      priority: null,
    };
    const blocks = { id: 9, player: 2, kind: "blockers" as const };
    expect(line(viewOf(4, { turn, decisions: [blocks] }))).toBe(
      "Turn 3: P2, declare blockers step — waiting for P3 to declare blockers",
    );
  });

  it("104: once the game is over it says so and who won, not the last step", () => {
    const turn = { number: 9, active: 1, activePlayers: [1], step: "combat-damage" as const, priority: null };
    expect(line(viewOf(4, { turn, status: "over", winners: [1, 3] }))).toBe(
      "Game over after turn 9: P2 and P4 won.",
    );
    cleanup();
    expect(line(viewOf(2, { turn, status: "over", winners: [] }))).toBe("Game over after turn 9: a draw.");
  });
});
