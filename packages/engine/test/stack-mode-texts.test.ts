/**
 * 601.2b, 700.2 in the views: a stack entry with modes carries the text of each chosen mode (`modeTexts`,
 * parallel to `modes`), written by the generator that writes the card's rules text — each its "• " line
 * without the bullet — for a spell being cast, a spell cast, an opponent's choice (700.2e) and a modal
 * triggered ability (700.2b). Before, an entry had only the modes' numbers.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { combineView, type Game, type LayoutPlayer, rulesText, type StackView } from "../src/index.ts";
import { advanceTo, chooseLabels, lands, submitOk, table, takeAction } from "./helpers.ts";

/** Ann (seat 0) in her first main phase with `ann`; Bob with Grizzly Bears and Ornithopter (an artifact with flying). */
function duel(ann: Omit<LayoutPlayer, "name">): Game {
  const game = table(
    [
      { name: "Ann", ...ann },
      { name: "Bob", battlefield: [{ card: "grizzly-bears" }, { card: "ornithopter" }] },
    ],
    { autoPass: false },
  );
  advanceTo(game, 1, "main1");
  return game;
}

/** The card's mode lines ("• …") in its rules text, without the bullet: mode n is element n - 1. */
function bullets(card: string): string[] {
  return rulesText(cardDb.get(card)!)
    .split("\n")
    .filter((l) => l.startsWith("• "))
    .map((l) => l.slice(2));
}

/**
 * The modes and their texts on the top of the stack, the same in Ann's, Bob's, a spectator's and the
 * judge's view; the state's hash is as it was before the views.
 */
function topModes(game: Game): Pick<StackView, "modes" | "modeTexts" | "announcing"> {
  const hash = game.hash();
  const views = [
    game.view(0),
    game.view(1),
    game.view(null),
    combineView(game.tableView(), game.seatView({ judge: true })),
  ];
  expect(game.hash()).toBe(hash);
  const tops = views.map((v) => v.stack.at(-1));
  for (const top of tops) expect(top).toEqual(tops[0]);
  const { modes, modeTexts, announcing } = tops[0]!;
  return { modes, modeTexts, ...(announcing ? { announcing } : {}) };
}

describe("700.2 a stack entry with modes carries each chosen mode's text", () => {
  it("601.2b, 700.2: Thunderbolt's second mode is its second bullet line while its target is chosen, and once cast", () => {
    const game = duel({ hand: ["thunderbolt"], battlefield: [...lands("mountain", 2), { card: "island" }] });
    takeAction(game, "cast", "Thunderbolt");
    chooseLabels(game, "Mode 2");
    const text = bullets("thunderbolt")[1];
    expect(text).toBe("Thunderbolt deals 4 damage to target creature with flying.");
    expect(topModes(game)).toEqual({ modes: [2], modeTexts: [text], announcing: true });
    chooseLabels(game, "Ornithopter");
    chooseLabels(game, "Pay automatically");
    expect(game.state.stack).toHaveLength(1);
    expect(topModes(game)).toEqual({ modes: [2], modeTexts: [text] });
  });

  it("700.2: Cryptic Command's two modes chosen (choose two) are its second and fourth bullet lines, in the card's order", () => {
    const game = duel({
      hand: ["cryptic-command"],
      battlefield: [...lands("island", 4), { card: "mountain" }],
    });
    takeAction(game, "cast", "Cryptic Command");
    chooseLabels(game, "Mode 4", "Mode 2");
    const [, bounce, , draw] = bullets("cryptic-command");
    expect([bounce, draw]).toEqual(["Return target permanent to its owner's hand.", "Draw a card."]);
    expect(topModes(game)).toEqual({ modes: [2, 4], modeTexts: [bounce, draw], announcing: true });
    chooseLabels(game, "Grizzly Bears");
    chooseLabels(game, "Pay automatically");
    expect(topModes(game)).toEqual({ modes: [2, 4], modeTexts: [bounce, draw] });
  });

  it("700.2e: Misfortune's mode chosen by Bob is the card's bullet line, as the opponent's choice reads there", () => {
    const game = duel({
      hand: ["misfortune"],
      battlefield: [...lands("mountain", 2), ...lands("forest", 1), ...lands("swamp", 2)],
    });
    takeAction(game, "cast", "Misfortune");
    expect(game.pending()!.player).toBe(1);
    chooseLabels(game, "Mode 2");
    const text = bullets("misfortune")[1];
    expect(text).toMatch(/^You put a -1\/-1 counter on each creature that player controls/);
    expect(topModes(game)).toEqual({ modes: [2], modeTexts: [text], announcing: true });
    chooseLabels(game, "Pay automatically");
    expect(topModes(game)).toEqual({ modes: [2], modeTexts: [text] });
  });

  it("700.2b: Knight of Autumn's enters trigger on the stack shows its chosen mode's bullet line", () => {
    const game = duel({
      hand: ["knight-of-autumn"],
      battlefield: [...lands("forest", 2), ...lands("plains", 1)],
    });
    takeAction(game, "cast", "Knight of Autumn");
    for (const seat of [0, 1]) {
      expect(game.pending()!.player).toBe(seat);
      submitOk(game, { choice: 0 }); // Ann and Bob pass: the Knight resolves and enters, its ability triggers
    }
    chooseLabels(game, "Mode 2");
    chooseLabels(game, "Ornithopter");
    const top = game.state.objects[game.state.stack.at(-1)!];
    expect(top.stack?.kind).toBe("triggered");
    const text = bullets("knight-of-autumn")[1];
    expect(text).toBe("Destroy target artifact or enchantment.");
    expect(topModes(game)).toEqual({ modes: [2], modeTexts: [text] });
  });
});
