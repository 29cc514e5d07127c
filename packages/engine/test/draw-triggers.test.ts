/**
 * 121.1, 603.2: "Whenever an opponent draws a card" (Smothering Tithe) triggers once for each card an opponent
 * draws — also in a game that collects no events (simulations), where the draw is recorded all the same — and
 * the drawer answers its "may pay" (118.12a); Mind's Eye's "you may pay {1}. If you do, draw a card." asks its
 * controller.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type LayoutPlayer } from "../src/index.ts";
import { optionIndex, passUntil } from "./drive.ts";
import { submitOk } from "./helpers.ts";

const isPay = (d: { kind: string; purpose?: string }) => d.kind === "choose" && d.purpose === "pay";

const PLAYERS: LayoutPlayer[] = [
  { name: "A", battlefield: [{ card: "smothering-tithe" }] },
  { name: "B", battlefield: [{ card: "island" }, { card: "island" }] },
  { name: "C" },
];

function treasures(game: Game): number {
  const s = game.state;
  return s.battlefield.filter(
    (id) => s.objects[id].controller === 0 && s.objects[id].card !== "smothering-tithe",
  ).length;
}

describe("121.1, 603.2: whenever an opponent draws a card", () => {
  for (const events of [true, false])
    it(`118.12a: the drawing opponent is asked to pay {2}; declining gives a Treasure (events ${events ? "on" : "off"})`, () => {
      const game = Game.fromLayout(
        cardDb,
        { variant: "free-for-all", seed: 1, start: 0, players: PLAYERS },
        { events },
      );
      const d = passUntil(game, isPay, "B's question");
      expect(d.player).toBe(1);
      expect(game.state.turn.number).toBe(2);
      expect(game.state.turn.step).toBe("draw");
      submitOk(game, { choices: [optionIndex(d, "no")] });
      passUntil(game, (_, g) => g.state.turn.step === "main1", "B's main phase");
      expect(treasures(game)).toBe(1);
    });

  it("603.2: its controller's own draws don't trigger it", () => {
    const game = Game.fromLayout(cardDb, { variant: "free-for-all", seed: 1, start: 0, players: PLAYERS });
    passUntil(game, (_, g) => g.state.turn.number === 1 && g.state.turn.step === "main1", "A's main phase");
    expect(game.state.players[0].hand).toHaveLength(1);
    expect(game.state.triggers).toHaveLength(0);
    expect(game.state.stack).toHaveLength(0);
  });

  it('118.12a: "you may pay {1}. If you do, draw a card" asks the controller, who draws only by paying (Mind\'s Eye)', () => {
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      start: 0,
      players: [
        { name: "A", battlefield: [{ card: "minds-eye" }, { card: "island" }] },
        { name: "B" },
        { name: "C" },
      ],
    });
    const hand = () => game.state.players[0].hand.length;
    const first = passUntil(game, isPay, "A's question in B's draw step");
    expect(first.player).toBe(0);
    expect(first.prompt).toContain("draw a card");
    submitOk(game, { choices: [optionIndex(first, "yes")] });
    passUntil(game, (_, g) => g.state.turn.number === 2 && g.state.turn.step === "main1", "B's main phase");
    expect(hand()).toBe(2); // A's own draw (not triggering it), and one paid for
    // In C's draw step A's only Island is tapped: A can't pay and isn't asked (118.3).
    passUntil(game, (_, g) => g.state.turn.number === 3 && g.state.turn.step === "main1", "C's main phase");
    expect(hand()).toBe(2);
  });
});
