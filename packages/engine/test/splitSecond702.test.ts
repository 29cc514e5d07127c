/** 702.61 split second: while the spell is on the stack, no other spell is cast and only mana abilities activated. */
import { describe, expect, it } from "vitest";
import { actionNames, advanceTo, chooseLabels, lands, submitOk, table, takeAction } from "./helpers.ts";

/** A casts Krosan Grip on B's Icy Manipulator; B has Counterspell, three Islands and Prodigal Sorcerer. */
function gripOnTheStack() {
  const game = table(
    [
      {
        name: "A",
        hand: ["krosan-grip"],
        battlefield: [...lands("forest", 3), { card: "monastery-swiftspear" }],
      },
      {
        name: "B",
        hand: ["counterspell"],
        battlefield: [...lands("island", 3), { card: "icy-manipulator" }, { card: "prodigal-sorcerer" }],
      },
    ],
    { autoPass: false },
  );
  advanceTo(game, 1, "main1");
  takeAction(game, "cast", "Krosan Grip");
  chooseLabels(game, "Icy Manipulator");
  return game;
}

describe("702.61 split second", () => {
  it("702.61a, 702.61b: with it on the stack, a player may only pass or activate mana abilities", () => {
    const game = gripOnTheStack();
    // 702.61b: prowess still triggered and is on the stack above it; A passes, then B.
    const names = game.state.stack.map((id) => game.state.objects[id].card);
    expect(names).toEqual(["krosan-grip", "monastery-swiftspear"]);
    submitOk(game, { choice: 0 });
    const d = game.pending()!;
    expect(d).toMatchObject({ kind: "priority", player: 1 });
    if (d.kind !== "priority") return;
    expect(d.actions.filter((a) => a.type !== "pass" && !(a.type === "activate" && a.mana))).toEqual([]);
    expect(d.actions.some((a) => a.type === "activate" && a.mana)).toBe(true); // the Islands' mana abilities
  });

  it("702.61a: once it has left the stack, the other abilities may be activated again", () => {
    const game = gripOnTheStack();
    submitOk(game, { choice: 0 }); // A passes
    expect(actionNames(game.pending()!)).not.toContain("activate Prodigal Sorcerer");
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    const cards = game.state.players[1].graveyard.map((id) => game.state.objects[id].card);
    expect(cards).toEqual(["icy-manipulator"]);
    submitOk(game, { choice: 0 }); // A passes with the stack empty
    expect(game.pending()).toMatchObject({ kind: "priority", player: 1 });
    expect(actionNames(game.pending()!)).toContain("activate Prodigal Sorcerer");
  });
});
