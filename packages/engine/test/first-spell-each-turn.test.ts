/**
 * 603.2: "Whenever an opponent casts their first noncreature spell each turn" (Esper Sentinel) — only that
 * opponent's first such spell of each turn triggers it, again in a later turn; 118.12a, 107.3: the opponent is
 * asked to pay {X}, X the creature's power as the ability resolves.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game } from "../src/index.ts";
import { optionIndex, priorityFor } from "./drive.ts";
import { passAnswer, submitOk, takeAction } from "./helpers.ts";

/** Casts `card`, declines every "pay" question until the stack is empty; the prompts of those questions. */
function castDeclining(game: Game, card: string): string[] {
  takeAction(game, "cast", card);
  const asked: string[] = [];
  for (let guard = 0; guard < 200; guard++) {
    const d = game.pending()!;
    if (d.kind === "choose" && d.purpose === "pay") {
      asked.push(`${d.player}: ${d.prompt}`);
      submitOk(game, { choices: [optionIndex(d, "no")] });
    } else if (d.kind === "choose")
      submitOk(game, { choices: [0] }); // the spell's own cost, paid automatically
    else if (d.kind === "priority" && game.state.stack.length === 0) return asked;
    else submitOk(game, passAnswer(d));
  }
  throw new Error("the stack never emptied");
}

describe("603.2: their first noncreature spell each turn", () => {
  it("triggers on an opponent's first noncreature spell of a turn only, and again the next turn", () => {
    const islands = Array.from({ length: 6 }, () => ({ card: "island" }));
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [
        { name: "A", battlefield: [{ card: "esper-sentinel" }] },
        {
          name: "B",
          hand: ["opt", "opt", "opt", "grizzly-bears"],
          battlefield: [...islands, { card: "forest" }],
        },
        { name: "C" },
      ],
    });
    priorityFor(game, 1, 2, "main1");
    expect(castDeclining(game, "Grizzly Bears")).toEqual([]); // a creature spell
    const first = castDeclining(game, "Opt");
    expect(first).toEqual(["1: Esper Sentinel: pay {1}? If you don't: draw a card (Opt)"]);
    expect(castDeclining(game, "Opt")).toEqual([]); // B's second noncreature spell this turn
    priorityFor(game, 1, 3, "main1");
    expect(castDeclining(game, "Opt")).toHaveLength(1); // a new turn: B's first again
    expect(game.state.players[0].hand).toHaveLength(3); // A's own draw, and one for each declined payment
  });
});
