/**
 * A scenario file's `mayPlay` (mayPlay.ts; 601.3, 611.2a): the cards in a player's exile they may play through an
 * effect lasting beyond the turn — checked, each problem at its path; carried both ways between the file and the
 * engine's layout (by name and by id); and laid by the engine, which checks the duration against the first turn.
 */
import { cardDb } from "@roundtable/cards";
import { Game, layoutOf } from "@roundtable/engine";
import { buildLayout, parseScenario, scenarioOfLayout } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, normalLayout, parsed } from "./helpers.ts";

/** A duel in B's turn, A's exile and mayPlay as given (A's fields changed by `a`). */
function file(a: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    format: 1,
    name: "test",
    variant: "duel",
    laterTurn: true,
    start: "B",
    players: [{ name: "A", exile: ["Lightning Bolt", "Mountain x2"], ...a }, { name: "B" }],
    ...extra,
  };
}

const BOTH = { cards: ["Lightning Bolt", "Mountain"], duration: "endOfYourNextTurn" };

describe("601.3, 611.2a: a file's mayPlay", () => {
  it("checked: each card in the player's exile, named no more often than it is there; a duration a file can hold; not for a player who has left", () => {
    expect(
      errorsOf(
        file({
          mayPlay: [
            { cards: ["Shock", "Mountain", "Mountain", "Mountain"], duration: "endOfYourNextTurn" },
            { cards: ["Lightning Bolt"], duration: "endOfTurn" },
            { cards: [], duration: "indefinitely" },
          ],
        }),
      ),
    ).toEqual([
      {
        path: "players[0].mayPlay[1].duration",
        message: '"endOfTurn" is not one of "untilYourNextTurn", "endOfYourNextTurn", "indefinitely"',
      },
      { path: "players[0].mayPlay[2].cards", message: "Too small: expected array to have >=1 items" },
    ]);
    expect(
      errorsOf(
        file({
          mayPlay: [{ cards: ["Shock", "Mountain", "Mountain", "Mountain"], duration: "indefinitely" }],
        }),
      ),
    ).toEqual([
      { path: "players[0].mayPlay[0].cards[0]", message: 'A\'s exile has no "Shock"' },
      {
        path: "players[0].mayPlay[0].cards[3]",
        message:
          'A\'s exile has 2 "Mountain", each named by an earlier entry already: an exiled card is named once',
      },
    ]);
    expect(
      errorsOf(file({ exile: [], left: true, mayPlay: [{ cards: ["Shock"], duration: "indefinitely" }] })),
    ).toContainEqual({
      path: "players[0].mayPlay",
      message: "A has left the game: the effects that let them play cards ended as they left (800.4a)",
    });
  });

  it("the layout has them by card id; loaded, A may play them; the saved layout, written as a file and read again, is the same", () => {
    const layout = buildLayout(parsed(file({ mayPlay: [BOTH] })), cardDb);
    expect(layout.players[0].mayPlay).toEqual([
      { cards: ["lightning-bolt", "mountain"], duration: "endOfYourNextTurn" },
    ]);
    const game = Game.fromLayout(cardDb, layout);
    expect(game.view(1).players[0].exile.map((c) => [c.name, c.mayPlay])).toEqual([
      ["Lightning Bolt", [0]],
      ["Mountain", [0]],
      ["Mountain", undefined],
    ]);
    const saved = layoutOf(cardDb, game.state, 1);
    expect(saved.players[0].mayPlay).toEqual(layout.players[0].mayPlay);
    const written = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, saved, "saved", "")));
    expect(written.players[0].mayPlay).toEqual([BOTH]);
    const again = parseScenario(written, cardDb);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(normalLayout(buildLayout(again.scenario, cardDb))).toEqual(normalLayout(saved));
  });
});
