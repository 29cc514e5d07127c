/**
 * 103.6b, 103.6c: a card that allows a player to reveal it from their opening hand (Chancellor of the Dross:
 * "If you do, at the beginning of the first upkeep, each opponent loses 3 life, then you gain life equal to the
 * life lost this way.") is revealed once the mulligans are over; it stays revealed to every player until the
 * first turn begins, and what it does then is a delayed triggered ability (engine/game/openingHand.ts).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, Game, type GameEvent, type VariantOptions } from "../src/index.ts";
import { advanceTo } from "./helpers.ts";

const DROSS = "chancellor-of-the-dross";
const VOID = "leyline-of-the-void";
const LIBRARY = Array.from({ length: 10 }, () => "swamp");

/** A game at its opening hands (`mulligans: {}`): seat i holds hands[i]. */
function opening(variant: string, hands: string[][], start: number, options: VariantOptions = {}): Game {
  return Game.fromLayout(cardDb, {
    variant,
    options,
    seed: 1,
    start,
    autoPass: false,
    players: hands.map((hand, i) => ({ name: `P${i}`, hand, library: LIBRARY })),
    mulligans: {},
  });
}

function answer(game: Game, d: Decision, a: Parameters<Game["submit"]>[2]): GameEvent[] {
  const r = game.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(r.message);
  return r.events;
}

/** Everyone keeps (103.5); the pending decision after that. */
function keepAll(game: Game): Decision | null {
  for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) answer(game, d, { keep: true });
  return game.pending();
}

/** Answers every opening-hand question with every card offered (none for `decline`); who was asked, in order. */
function revealAll(game: Game, decline: number[] = []): number[] {
  const asked: number[] = [];
  for (let d = keepAll(game); d?.kind === "choose" && d.purpose.startsWith("opening"); d = game.pending()) {
    asked.push(d.player);
    answer(game, d, { choices: decline.includes(d.player) ? [] : d.options.map((_, i) => i) });
  }
  return asked;
}

/** The names of the cards `viewer` sees revealed in seat's hand (the table view's `revealed`). */
function revealedTo(game: Game, viewer: number | null, seat: number): string[] {
  return (game.view(viewer).players[seat].revealed ?? []).map((c) => c.name);
}

describe("103.6b: revealing a card from the opening hand", () => {
  it("103.6b: the player is asked which cards to reveal; each card once, and the first turn begins after", () => {
    const game = opening("duel", [[DROSS, DROSS, "swamp"], ["forest"]], 0);
    const d = keepAll(game);
    expect(d).toMatchObject({
      kind: "choose",
      purpose: "openingReveal",
      player: 0,
      min: 0,
      max: 2,
      prompt: "Choose the cards of your opening hand to reveal (103.6b)",
      options: [{ label: "Chancellor of the Dross" }, { label: "Chancellor of the Dross" }],
    });
    const events = answer(game, d!, { choices: [0, 1] });
    expect(events.filter((e) => e.type === "reveal")).toHaveLength(2);
    // Nobody else has such a card: the first turn begins, and nobody is asked again about these.
    expect(game.state.status).toBe("playing");
    expect(game.state.turn).toMatchObject({ number: 1, active: 0 });
    // One delayed triggered ability per card revealed, triggered as the first upkeep begins (603.7).
    expect(game.state.turn.step).toBe("upkeep");
    expect(game.state.delayed).toEqual([]);
    expect(game.state.stack.length + game.state.triggers.length).toBe(2);
    expect(game.state.players[0].hand).toHaveLength(3); // revealed cards stay in the hand
  });

  it("103.6b: the card remains revealed — every player and spectator sees it — until the first turn begins", () => {
    // P1 holds a Leyline, so the step goes on after P0 reveals: the revealed card is shown meanwhile.
    const game = opening("duel", [[DROSS, "swamp"], [VOID]], 0);
    const d = keepAll(game)!;
    expect(revealedTo(game, 1, 0)).toEqual([]);
    answer(game, d, { choices: [0] });
    expect(game.pending()).toMatchObject({ purpose: "openingHand", player: 1 });
    for (const viewer of [0, 1, null])
      expect(revealedTo(game, viewer, 0)).toEqual(["Chancellor of the Dross"]);
    // The hand's other card stays hidden from the opponent (principle 4).
    expect(game.view(1).players[0].hand).toBeNull();
    answer(game, game.pending()!, { choices: [0] });
    expect(game.state.turn.number).toBe(1);
    for (const viewer of [0, 1, null]) expect(revealedTo(game, viewer, 0)).toEqual([]);
    expect(game.view(0).players[0].hand?.map((c) => c.name)).toContain("Chancellor of the Dross");
  });

  it("103.6b: a player may reveal none; nothing happens at the first upkeep", () => {
    const game = opening("duel", [[DROSS], ["forest"]], 0);
    expect(revealAll(game, [0])).toEqual([0]);
    expect(game.state.delayed).toEqual([]);
    advanceTo(game, 1, "main1");
    expect(game.state.players.map((p) => p.life)).toEqual([20, 20]);
  });

  it("103.6c: with shared team turns the starting team's players first, then each other team's in turn order", () => {
    const teams = {
      teams: [
        [0, 1],
        [2, 3],
      ],
    };
    const hands = [[DROSS], [VOID, DROSS], [DROSS], [VOID]];
    // Seat 3's team starts (its primary player, seat 2, first); the Leyline's question and the reveal's of a
    // player come together, one player after another.
    const game = opening("two-headed-giant", hands, 3, teams);
    expect(revealAll(game)).toEqual([2, 3, 0, 1, 1]);
  });
});

describe("Chancellor of the Dross", () => {
  it("at the beginning of the first upkeep each opponent loses 3 life, then its owner gains the life lost", () => {
    const game = opening("free-for-all", [["swamp"], [DROSS], ["swamp"]], 0);
    revealAll(game);
    expect(game.state.turn.step).toBe("upkeep");
    expect(game.state.delayed).toEqual([]);
    expect(game.state.stack).toHaveLength(1); // the delayed triggered ability (603.7), controlled by P1
    expect(game.state.objects[game.state.stack[0]].controller).toBe(1);
    advanceTo(game, 1, "main1");
    // Two opponents lost 3 each; the Chancellor's owner, not the active player, gained 6.
    expect(game.state.players.map((p) => p.life)).toEqual([17, 26, 17]);
    // It triggers once: the next upkeep does nothing.
    advanceTo(game, 2, "main1");
    expect(game.state.players.map((p) => p.life)).toEqual([17, 26, 17]);
  });

  it("in Two-Headed Giant each opponent is a player of the other team: the team's shared life loses 6 (810.9)", () => {
    const teams = {
      teams: [
        [0, 1],
        [2, 3],
      ],
    };
    const game = opening("two-headed-giant", [[DROSS], [], [], []], 2, teams);
    revealAll(game);
    advanceTo(game, 1, "main1");
    expect(game.state.players.map((p) => p.life)).toEqual([36, 36, 24, 24]);
  });
});
