/**
 * 103.6, 103.6a, 805.3b: once the mulligans are over and before the first turn, each player may put the cards
 * of their opening hand that say "If this card is in your opening hand, you may begin the game with it on the
 * battlefield." onto the battlefield — the starting player first, then each other player in turn order; with
 * shared team turns the starting team's players, then each other team's (engine/game/openingHand.ts).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, type Game, layoutProblems, type VariantOptions } from "../src/index.ts";
import { atOpeningHands } from "./helpers.ts";

const SANCTITY = "leyline-of-sanctity";
const VOID = "leyline-of-the-void";
const ANTICIPATION = "leyline-of-anticipation";

/** A game at its opening hands: seat i holds hands[i]; `left`: seats who have left. */
function opening(
  variant: string,
  hands: string[][],
  start: number,
  left: number[] = [],
  options: VariantOptions = {},
): Game {
  return atOpeningHands(variant, hands, start, { left, options });
}

/** Everyone keeps (103.5); the pending decision after that. */
function keepAll(game: Game): Decision | null {
  for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) answer(game, d, { keep: true });
  return game.pending();
}

function answer(game: Game, d: Decision, a: Parameters<Game["submit"]>[2]): void {
  const r = game.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(r.message);
}

/**
 * Answers every 103.6a question, each player putting all their such cards onto the battlefield (or none, for
 * the seats in `decline`); who was asked, in order.
 */
function openingHands(game: Game, decline: number[] = []): number[] {
  const asked: number[] = [];
  for (let d = keepAll(game); d?.kind === "choose" && d.purpose === "openingHand"; d = game.pending()) {
    expect(game.state.status).toBe("starting"); // 103.8: no turn has begun
    expect(game.state.turn.number).toBe(0);
    asked.push(d.player);
    answer(game, d, { choices: decline.includes(d.player) ? [] : d.options.map((_, i) => i) });
  }
  return asked;
}

/** The cards on the battlefield controlled by `seat`. */
function battlefield(game: Game, seat: number): string[] {
  const s = game.state;
  return s.battlefield.filter((id) => s.objects[id].controller === seat).map((id) => s.objects[id].card);
}

describe("103.6: cards put onto the battlefield from opening hands", () => {
  it("103.6a: in a duel the starting player chooses first, then the other; the first turn begins after", () => {
    const game = opening(
      "duel",
      [
        [SANCTITY, "mountain"],
        [VOID, ANTICIPATION, "forest"],
      ],
      1,
    );
    const d = keepAll(game);
    expect(d).toMatchObject({
      kind: "choose",
      purpose: "openingHand",
      player: 1,
      min: 0,
      max: 2,
      options: [{ label: "Leyline of the Void" }, { label: "Leyline of Anticipation" }],
    });
    expect(openingHands(game)).toEqual([1, 0]);
    expect(battlefield(game, 0)).toEqual([SANCTITY]);
    expect(battlefield(game, 1)).toEqual([VOID, ANTICIPATION]);
    expect(game.state.players[1].hand.map((id) => game.state.objects[id].card)).toEqual(["forest"]);
    expect(game.state.status).toBe("playing");
    expect(game.state.turn).toMatchObject({ number: 1, active: 1 });
  });

  it("103.6a: the cards chosen enter in the order chosen (613.7d: each gets its timestamp as it enters)", () => {
    const game = opening("duel", [[VOID, ANTICIPATION], []], 0);
    const d = keepAll(game)!;
    answer(game, d, { choices: [1, 0] });
    expect(battlefield(game, 0)).toEqual([ANTICIPATION, VOID]);
  });

  it("103.6a: a player may decline — the card stays in their hand — and a player without such a card isn't asked", () => {
    const game = opening("free-for-all", [[SANCTITY], ["forest"], [VOID], [ANTICIPATION]], 0);
    expect(openingHands(game, [2])).toEqual([0, 2, 3]);
    expect(battlefield(game, 2)).toEqual([]);
    expect(game.state.players[2].hand.map((id) => game.state.objects[id].card)).toContain(VOID);
    expect(battlefield(game, 3)).toEqual([ANTICIPATION]);
  });

  it("103.6: in a four-player Free-for-All the starting player first, then the others in turn order", () => {
    const game = opening("free-for-all", [[SANCTITY], [VOID], [ANTICIPATION], [SANCTITY]], 2);
    expect(openingHands(game)).toEqual([2, 3, 0, 1]);
    expect([0, 1, 2, 3].map((p) => battlefield(game, p))).toEqual([
      [SANCTITY],
      [VOID],
      [ANTICIPATION],
      [SANCTITY],
    ]);
    expect(game.state.turn).toMatchObject({ number: 1, active: 2 });
  });

  it("800.4a: a player who has left the game is passed over — one who conceded during the step too", () => {
    const game = opening("free-for-all", [[SANCTITY], [], [VOID], [ANTICIPATION]], 0, [1]);
    const d = keepAll(game)!;
    expect(d.player).toBe(0);
    const r = game.concede(2); // 104.3a: P2 concedes before their turn to choose
    expect(r.ok).toBe(true);
    expect(openingHands(game)).toEqual([0, 3]);
    expect(game.state.battlefield.some((id) => game.state.objects[id].card === VOID)).toBe(false);
    expect(game.state.turn).toMatchObject({ number: 1, active: 0 });
  });

  it("805.3b: in Two-Headed Giant the starting team's players first, from its primary player, then the next team's", () => {
    // Seats 0–1 and 2–3 are the teams (810.1); the starting player is seat 3, of the team whose primary is seat 2.
    const hands = [[SANCTITY], [VOID], [ANTICIPATION], [SANCTITY]];
    const teams = {
      teams: [
        [0, 1],
        [2, 3],
      ],
    };
    const game = opening("two-headed-giant", hands, 3, [], teams);
    expect(openingHands(game)).toEqual([2, 3, 0, 1]);
    const again = opening("two-headed-giant", hands, 0, [], teams);
    expect(openingHands(again)).toEqual([0, 1, 2, 3]);
  });

  it("807.4b: in Grand Melee the step comes before the turn markers are handed out, once for the table", () => {
    const hands = Array.from({ length: 10 }, (_, i): string[] => (i % 3 === 0 ? [VOID] : []));
    const game = opening("grand-melee", hands, 0);
    const d = keepAll(game);
    expect(d).toMatchObject({ purpose: "openingHand", player: 0 });
    expect(game.state.melee).toBeUndefined();
    expect(openingHands(game)).toEqual([0, 3, 6, 9]);
    expect(game.state.melee?.markers.length).toBe(2);
    for (const p of [0, 3, 6, 9]) expect(battlefield(game, p)).toEqual([VOID]);
  });

  it("103.6a: after the Paris mulligan (an older formats' option) the step comes as after the London one", () => {
    const game = opening("duel", [[SANCTITY], [VOID]], 1, [], { mulligan: "paris" });
    expect(openingHands(game)).toEqual([1, 0]);
    expect(battlefield(game, 1)).toEqual([VOID]);
  });

  it("103.6: a game where nobody holds such a card asks nothing between the mulligans and the first turn", () => {
    const game = opening("duel", [["mountain"], ["forest"]], 0);
    const d = keepAll(game);
    expect(d?.kind).toBe("priority");
    expect(game.state.status).toBe("playing");
  });

  it("103.6: a position during the step can't be saved as a layout, which holds the mulligans or a turn", () => {
    const game = opening("duel", [[SANCTITY], []], 0);
    keepAll(game);
    expect(layoutProblems(cardDb, game.state)).toEqual([
      expect.stringContaining("putting cards from their opening hands onto the battlefield (103.6a)"),
    ]);
  });
});
