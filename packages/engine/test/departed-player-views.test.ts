/**
 * 800.4a in the views (principle 4): a player who has left the game sees what a spectator sees and no more.
 * "Any effects which give that player control of any objects or players end" as they leave: a player who
 * controlled another (723.1, Mindslaver) stops seeing what that player sees (723.4) — their hand, their
 * teammates' hands, the cards they draw — though the control's record lasts until the turn ends. A departed
 * player still talks to their team at a server table (808.5: teammates discuss strategies at any time), so
 * whatever they saw would reach the game through them.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { eventFor, Game, type GameEvent } from "../src/index.ts";
import { advanceTo, chooseLabels, passAnswer, takeAction } from "./helpers.ts";

/**
 * Team vs. Team (808), teams A+C (seats 0, 1) and B+D (seats 2, 3), seated together (808.2): A has Mindslaver and mana for it; B holds a
 * Lightning Bolt with Shocks in their library, D a Giant Growth (808.5: B and D see each other's hands).
 */
function teamSlaver(): Game {
  return Game.fromLayout(cardDb, {
    variant: "team-vs-team",
    options: {
      teams: [
        [0, 1],
        [2, 3],
      ],
    },
    seed: 1,
    players: [
      { name: "A", battlefield: [{ card: "mindslaver" }, ...[1, 2, 3, 4].map(() => ({ card: "wastes" }))] },
      { name: "C" },
      { name: "B", hand: ["lightning-bolt"], library: ["shock", "shock", "shock"] },
      { name: "D", hand: ["giant-growth"] },
    ],
    start: 0,
    autoPass: false,
  });
}

const [B, D] = [2, 3];

/** A activates Mindslaver on B in turn 1; B's turn (turn 3, after C's) begins under A's control (723.1). */
function controlledTurn(): Game {
  const game = teamSlaver();
  advanceTo(game, 1, "main1");
  takeAction(game, "activate", "Mindslaver");
  chooseLabels(game, "B");
  advanceTo(game, 3, "upkeep");
  return game;
}

/** A concedes (104.3a) and leaves the game (800.4a). */
function aConcedes(game: Game): void {
  const r = game.concede(0);
  expect(r.ok, r.ok ? "" : r.message).toBe(true);
  expect(game.state.players[0].left).toBe(true);
}

const handNames = (game: Game, viewer: number, seat: number): string[] | null =>
  game.view(viewer).players[seat].hand?.map((c) => c.name) ?? null;

describe("800.4a: what a player who has left the game sees", () => {
  it("723.4: while A controls B, A sees B's hand and D's (which B may review, 808.5)", () => {
    const game = controlledTurn();
    expect(handNames(game, 0, B)).toEqual(["Lightning Bolt"]);
    expect(handNames(game, 0, D)).toEqual(["Giant Growth"]);
  });

  it("800.4a, 723.4: once A has left, A no longer sees B's hand nor D's, though B's controlled turn goes on", () => {
    const game = controlledTurn();
    aConcedes(game);
    expect(game.state.turn.number).toBe(3); // still B's turn: the control's record lasts until it ends
    expect(handNames(game, 0, B)).toBeNull();
    expect(handNames(game, 0, D)).toBeNull();
    // No hand but their own, empty (800.4a: their cards left the game with them).
    expect(game.seatView({ seat: 0 }).hands).toEqual({ 0: [] });
    expect(game.state.playerControl).toEqual([{ player: B, by: 0, turn: 3 }]);
  });

  it("800.4a, 723.4: once A has left, the card B draws is not told to A", () => {
    const game = controlledTurn();
    aConcedes(game);
    expect(game.pending()?.player).toBe(B); // 723.5: B decides again, the controller gone
    const events: GameEvent[] = [];
    while (game.state.turn.step === "upkeep") {
      const d = game.pending()!;
      const r = game.submit(d.player, d.id, passAnswer(d));
      if (!r.ok) throw new Error(r.message);
      events.push(...r.events);
    }
    const draw = events.find((e) => e.type === "draw" && e.player === B);
    expect(draw).toMatchObject({ secret: { card: "Shock" } }); // B learns the card
    expect(eventFor(draw!, B)).toHaveProperty("secret");
    expect(eventFor(draw!, 0)).not.toHaveProperty("secret");
  });
});
