/**
 * Grand Melee's lanes (807.4–807.5) through the decision protocol: several open decisions at once, one per
 * turn marker, and an open decision that another marker's turn made stale is asked again — with events on
 * or off (the engine notes what changed either way).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, Game } from "../src/index.ts";

/** Eight players, A starting: marker 1 to A (seat 0), marker 2 to E (seat 4). C controls two Mindslavers. */
function table(events: boolean): Game {
  const names = ["A", "B", "C", "D", "E", "F", "G", "H"];
  return Game.fromLayout(
    cardDb,
    {
      variant: "grand-melee",
      seed: 1,
      players: names.map((name) =>
        name === "C" ? { name, battlefield: [{ card: "mindslaver" }, { card: "mindslaver" }] } : { name },
      ),
      start: 0,
      autoPass: false,
    },
    { events },
  );
}

const legend = (d: Decision): boolean => d.kind === "choose" && d.purpose === "legend";

describe("807.4: one open decision per turn marker", () => {
  it("807.4b: both markers' turns begin together; each has its own open decision", () => {
    const game = table(true);
    expect(game.state.melee?.markers.map((m) => m.holder)).toEqual([0, 4]);
    expect(game.decisions()).toHaveLength(2);
  });

  for (const events of [true, false]) {
    it(`704.5j asked in both turns; answered in one, the other turn's question is withdrawn and asked anew (events ${events ? "on" : "off"})`, () => {
      const game = table(events);
      // Each marker's turn checks state-based actions before its first priority: C is asked in both.
      const asked = game.decisions().filter(legend);
      expect(asked.map((d) => d.player)).toEqual([2, 2]);
      const [first, second] = asked;
      const r = game.submit(2, first.id, { choices: [0] });
      expect(r.ok).toBe(true);
      // One Mindslaver went to the graveyard: nothing is left for the other turn to ask.
      expect(game.state.players[2].graveyard).toHaveLength(1);
      expect(game.decisions().some(legend)).toBe(false);
      const stale = game.submit(2, second.id, { choices: [0] });
      expect(stale.ok).toBe(false);
      if (!stale.ok) expect(stale.code).toBe("stale-decision");
    });
  }
});
