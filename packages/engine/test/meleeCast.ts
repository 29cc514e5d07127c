/** A spell cast in a Grand Melee turn marker's lane, for the views' tests of a cast under way (601.2a, 807.4). */
import { cardDb } from "@roundtable/cards";
import { expect } from "vitest";
import { type Answer, type Decision, Game, lanes } from "../src/index.ts";
import { findAction, lands } from "./helpers.ts";

/** n permanents of `card`, for a layout's battlefield. */

/**
 * An 8-player Grand Melee (range 2): A holds turn marker 1 and E marker 2 (807.4b). Marker 1's turn is
 * passed until A may cast Act of Treason (C has a Grizzly Bears to steal), and A casts it: the game as the
 * cast begins, its first question open in marker 1's lane; `marker1()` is that lane's open decision.
 */
export function actOfTreasonInMelee(): {
  game: Game;
  marker1: () => Decision;
  answer: (d: Decision, a: Answer) => void;
} {
  const of: Record<string, object> = {
    A: { hand: ["act-of-treason"], battlefield: [...lands("mountain", 3), { card: "plains" }] },
    C: { battlefield: [{ card: "grizzly-bears" }] },
  };
  const game = Game.fromLayout(cardDb, {
    variant: "grand-melee",
    options: { range: 2 },
    seed: 1,
    start: 0,
    players: ["A", "B", "C", "D", "E", "F", "G", "H"].map((name) => ({ name, ...(of[name] ?? {}) })),
  });
  const marker1 = () => lanes(game.state).find((l) => l.marker === 1)!.lane.pending!;
  const answer = (d: Decision, a: Answer) => expect(game.submit(d.player, d.id, a).ok).toBe(true);
  let d = marker1();
  for (let k = 0; k < 60 && !(d.player === 0 && findAction(d, "cast", "Act of Treason") >= 0); k++) {
    answer(d, { choice: 0 });
    d = marker1();
  }
  answer(d, { choice: findAction(d, "cast", "Act of Treason") });
  return { game, marker1, answer };
}
