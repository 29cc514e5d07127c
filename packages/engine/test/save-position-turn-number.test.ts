/**
 * A saved position's turn number (TableLayout.turnNumber, context/shownTurn.ts): the game loaded from turn 7
 * of another shows turn 7 — in its views, its events, its questions and a position saved from it again —
 * while the rules count its own turns (its turn 1 is the first it plays; 103.8 doesn't apply to it).
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type GameEvent, layoutOf, type TableLayout, tableView } from "../src/index.ts";
import { priorityFor } from "./drive.ts";
import { passAnswer, setupError } from "./helpers.ts";

const LIBRARY = ["forest", "island", "swamp", "mountain", "plains", "forest", "island", "swamp"];

const layout = (extra: Partial<TableLayout> = {}): TableLayout => ({
  variant: "duel",
  seed: 1,
  players: [
    { name: "A", library: LIBRARY },
    { name: "B", library: LIBRARY },
  ],
  autoPass: false,
  ...extra,
});

/** Passes to `player`'s priority in `step` of the engine's turn `turn`, collecting the events. */
function passTo(
  game: Game,
  events: GameEvent[],
  player: number,
  turn: number,
  step: "main1" | "upkeep",
): void {
  while (
    !(game.state.turn.number === turn && game.state.turn.step === step && game.pending()?.player === player)
  ) {
    const d = game.pending()!;
    const r = game.submit(d.player, d.id, passAnswer(d));
    if (!r.ok) throw new Error(r.message);
    events.push(...r.events);
  }
}

describe("a saved position's turn number", () => {
  it("turnNumber 7: the views, the turn events and the priority question show turns 7 and 8; the rules count 1 and 2", () => {
    const game = Game.fromLayout(cardDb, layout({ turnNumber: 7 }));
    const events: GameEvent[] = [];
    passTo(game, events, 0, 1, "main1");
    expect(game.state.turn.number).toBe(1);
    expect(tableView(cardDb, game.state).turn.number).toBe(7);
    expect(game.pending()?.prompt).toBe("A: priority — turn 7 (A), first main phase");
    passTo(game, events, 1, 2, "upkeep");
    expect(events.filter((e) => e.type === "turn")).toEqual([
      { type: "turn", number: 8, player: 1, players: [1] },
    ]);
    expect(tableView(cardDb, game.state).turn.number).toBe(8);
  });

  it("103.8a: above 1 the position is a later turn — its starting player draws in its first draw step", () => {
    const hand = (l: TableLayout) => {
      const game = Game.fromLayout(cardDb, l);
      priorityFor(game, 0, 1, "main1");
      return game.state.players[0].hand.length;
    };
    expect(hand(layout())).toBe(0); // the game's first turn: no draw
    expect(hand(layout({ turnNumber: 1 }))).toBe(0);
    expect(hand(layout({ turnNumber: 2 }))).toBe(1);
  });

  it("a position saved from the loaded game, at its turn 3, is turn 9 of the game; without turnNumber, a turn above 1 writes its number", () => {
    const game = Game.fromLayout(cardDb, layout({ turnNumber: 7 }));
    priorityFor(game, 0, 3, "upkeep");
    const again = layoutOf(cardDb, game.state);
    expect(again).toMatchObject({ turnNumber: 9, laterTurn: true });
    const loaded = Game.fromLayout(cardDb, again);
    expect(tableView(cardDb, loaded.state).turn.number).toBe(9);
    const plain = Game.fromLayout(cardDb, layout());
    expect(layoutOf(cardDb, plain.state).turnNumber).toBeUndefined(); // turn 1
    priorityFor(plain, 1, 2, "upkeep");
    expect(layoutOf(cardDb, plain.state).turnNumber).toBe(2);
  });

  it("a turnNumber that isn't a whole number of at least 1, or one with the mulligans (103.5), is refused, naming it", () => {
    expect(setupError(layout({ turnNumber: 0 }))).toBe("turnNumber: must be a whole number ≥ 1, got 0");
    expect(setupError(layout({ turnNumber: 2.5 }))).toBe("turnNumber: must be a whole number ≥ 1, got 2.5");
    expect(setupError(layout({ turnNumber: 4, mulligans: {} }))).toBe(
      "turnNumber: the mulligans (103.5) come before the game's first turn (103.8): it is turn 1",
    );
  });
});
