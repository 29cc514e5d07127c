/**
 * The battlefield index beside the state (battlefieldIndex.ts): it follows permanents entering, leaving and
 * changing controller (613.1b), and the invariants catch an index that no longer matches the battlefield —
 * what `game.edited()` is for.
 */

import { describe, expect, it } from "vitest";
import { permanentsOf } from "../src/engine/characteristics/battlefieldIndex.ts";
import { writable } from "../src/forkState.ts";
import { checkInvariants, type Game } from "../src/index.ts";
import { advanceTo, chooseLabels, idOf, perms, submitOk, table, takeAction } from "./helpers.ts";

function indexProblems(game: Game): string[] {
  return checkInvariants(game.state).filter((v) => v.includes("battlefield"));
}

function resolveAll(game: Game): void {
  for (let guard = 0; guard < 50 && game.state.stack.length > 0; guard++) submitOk(game, { choice: 0 });
}

describe("battlefield index", () => {
  const setUp = () =>
    table(
      [
        { name: "A", hand: ["control-magic"], battlefield: perms("island", "island", "island", "island") },
        { name: "B", battlefield: perms("hill-giant") },
      ],
      { autoPass: false },
    );

  it("613.1b: a permanent that changes controller is listed under its new controller", () => {
    const game = setUp();
    advanceTo(game, 1, "main1");
    const giant = idOf(game, 1, "hill-giant");
    expect(permanentsOf(game.state, 1)).toEqual([giant]);
    takeAction(game, "cast", "Control Magic");
    chooseLabels(game, "Hill Giant");
    resolveAll(game);
    const aura = idOf(game, 0, "control-magic");
    expect(game.state.objects[giant].controller).toBe(0);
    expect(permanentsOf(game.state, 0)).toContain(giant);
    expect(permanentsOf(game.state, 0)).toContain(aura);
    expect(permanentsOf(game.state, 1)).toEqual([]);
    expect(indexProblems(game)).toEqual([]);
  });

  it("an edit of the state from outside is caught until game.edited() says so", () => {
    const game = setUp();
    advanceTo(game, 1, "main1");
    const giant = idOf(game, 1, "hill-giant");
    permanentsOf(game.state, 1); // the index exists
    writable(game.state, giant).controller = 0;
    writable(game.state, giant).baseController = 0;
    expect(indexProblems(game)).toContain("battlefield index: permanents by controller");
    game.edited();
    expect(indexProblems(game)).toEqual([]);
    expect(permanentsOf(game.state, 0)).toContain(giant);
  });
});
