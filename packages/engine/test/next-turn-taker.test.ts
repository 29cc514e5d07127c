import { describe, expect, it } from "vitest";
import { type Answer, type Decision, type Game, type Lane, lanes, nextTurnTaker } from "../src/index.ts";
import { islandsGame } from "./helpers.ts";

const pass = (d: Decision): Answer =>
  d.kind === "attackers" ? { attacks: [] } : d.kind === "blockers" ? { blocks: [] } : { choice: 0 };

/** The turns begun, each as `marker:active` with `+` for an extra turn, or `marker:removed` (807.4g). */
type Begun = string;

/**
 * Plays `game` (every decision passed) until `turns` turns have begun after the first, checking each turn
 * that begins on a marker against `nextTurnTaker` asked in the end step of the marker's turn before it
 * (null: the marker is removed). `act` is called before each answer with the number of turns begun.
 */
function playChecking(
  game: Game,
  turns: number,
  act: (game: Game, begun: number) => void = () => {},
): Begun[] {
  const s = () => game.state;
  const foreseen = new Map<number, { number: number; taker: number | null }>();
  const seen = new Map<number, number>();
  const out: Begun[] = [];
  const observe = () => {
    const now = lanes(s()).filter((l): l is { marker: number; lane: Lane } => l.lane !== undefined);
    for (const [marker, number] of seen) {
      const at = now.find((l) => l.marker === marker);
      if (at !== undefined && at.lane.turn.number === number) continue;
      const f = foreseen.get(marker);
      expect(f?.number, `marker ${marker}: turn ${number} had an end step`).toBe(number);
      if (at === undefined) {
        expect(f?.taker, `marker ${marker} removed after turn ${number}`).toBeNull();
        out.push(`${marker}:removed`);
        seen.delete(marker);
        continue;
      }
      const t = at.lane.turn;
      expect(t.active, `turn ${t.number} on marker ${marker}`).toBe(f?.taker);
      out.push(`${marker}:${t.active}${t.extra ? "+" : ""}`);
    }
    for (const { marker, lane } of now) {
      seen.set(marker, lane.turn.number);
      if (lane.turn.step === "end")
        foreseen.set(marker, { number: lane.turn.number, taker: nextTurnTaker(s(), { marker, lane }) });
    }
  };
  observe();
  for (let guard = 0; guard < 20_000 && out.length < turns; guard++) {
    act(game, out.length);
    observe();
    const d = game.decisions()[0];
    if (d === undefined) throw new Error("the game ended");
    const r = game.submit(d.player, d.id, pass(d));
    if (!r.ok) throw new Error(r.message);
    observe();
  }
  expect(out).toHaveLength(turns);
  return out;
}

/** Concedes seat `p` once `when` turns have begun, at a moment no turn is in its end step. */
const concedeAt =
  (p: number, when: number) =>
  (game: Game, begun: number): void => {
    if (begun < when || game.state.players[p].left) return;
    if (lanes(game.state).some(({ lane }) => lane?.turn.step === "end" || lane?.turn.step === "cleanup"))
      return;
    expect(game.concede(p).ok).toBe(true);
  };

describe("nextTurnTaker foresees the next turn (500.7, 800.4k, 805.4, 807.4c)", () => {
  it("500.7: queued extra turns first, the most recent first; then turn order from the last normal turn", () => {
    const game = islandsGame("free-for-all", ["A", "B", "C", "D"]);
    game.state.extraTurns.push(2, 1); // during A's turn: C's extra turn, then B's
    expect(playChecking(game, 6)).toEqual(["0:1+", "0:2+", "0:1", "0:2", "0:3", "0:0"]);
  });

  it("500.7: an extra turn after another seat's normal turn (a layout's), with one to come", () => {
    const game = islandsGame("free-for-all", ["A", "B", "C", "D"], {
      laterTurn: true,
      extraTurnAfter: 1,
      extraTurnsToCome: [3],
    });
    expect(playChecking(game, 4)).toEqual(["0:3+", "0:2", "0:3", "0:0"]);
  });

  it("800.4k: the extra turns and the turn of a player who has left are passed over", () => {
    const game = islandsGame("free-for-all", ["A", "B", "C", "D"]);
    game.state.extraTurns.push(0, 2);
    expect(playChecking(game, 4, concedeAt(2, 0))).toEqual(["0:0+", "0:1", "0:3", "0:0"]);
  });

  it("805.4, 805.8: with shared team turns, the team's extra turn, then the next team's normal turn", () => {
    const game = islandsGame("two-headed-giant", ["A1", "A2", "B1", "B2"], {
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
    });
    game.state.extraTurns.push(0, 3); // B2's team's extra turn first, then A1's team's
    expect(playChecking(game, 4)).toEqual(["0:2+", "0:0+", "0:2", "0:0"]);
  });

  it("807.4c, 807.4g, 807.4i–j: Grand Melee's markers pass, stay for an extra turn, and are removed", () => {
    const game = islandsGame("grand-melee", ["A", "B", "C", "D", "E", "F", "G", "H"]);
    const lane = (marker: number) => lanes(game.state).find((l) => l.marker === marker)!.lane;
    lane(1).extraTurns.push(0); // A keeps marker 1 for an extra turn (807.4i)
    lane(2).extraTurns.push(6); // G takes it just before their next turn (807.4j)
    const begun = playChecking(game, 12, concedeAt(7, 6)); // H leaves: one marker too many (807.4e)
    expect(begun).toContain("1:0+");
    expect(begun).toContain("2:6+");
    expect(begun).toContain("2:6");
    expect(begun.some((b) => b.endsWith(":removed"))).toBe(true);
  });
});
