/**
 * 103.5b: an action a card allows "any time [its owner] could mulligan" — Serum Powder: "you may exile all the
 * cards from your hand, then draw that many cards." — is offered at the player's mulligan declaration; then
 * they declare (engine/game/mulliganActions.ts, mulligan.ts).
 */
import { describe, expect, it } from "vitest";
import type { Decision, Game, LayoutMulligans, VariantOptions } from "../src/index.ts";
import { atOpeningHands } from "./helpers.ts";

const POWDER = "serum-powder";
const HAND = [POWDER, "swamp", "swamp", "swamp", "swamp", "swamp", "swamp"];
const LIBRARY = Array.from({ length: 20 }, () => "forest");

/** A game in its mulligans: seat i holds hands[i] over a library of Forests. */
function mulligans(
  variant: string,
  hands: string[][],
  start: number,
  m: LayoutMulligans = {},
  options: VariantOptions = {},
): Game {
  return atOpeningHands(variant, hands, start, { options, library: LIBRARY, mulligans: m });
}

function answer(game: Game, a: Parameters<Game["submit"]>[2]): Decision {
  const d = game.pending()!;
  const r = game.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(r.message);
  return d;
}

function cards(game: Game, seat: number, zone: "hand" | "exile" | "library"): string[] {
  return game.state.players[seat][zone].map((id) => game.state.objects[id].card);
}

describe("103.5b: Serum Powder, any time its owner could mulligan", () => {
  it("103.5b: offered before the declaration; the hand is exiled and as many cards drawn, then the player declares", () => {
    const game = mulligans("duel", [HAND, ["swamp"]], 0);
    expect(game.pending()).toMatchObject({
      kind: "choose",
      purpose: "mulliganAction",
      player: 0,
      min: 0,
      max: 1,
      options: [{ label: "Serum Powder" }],
    });
    answer(game, { choices: [0] });
    expect(cards(game, 0, "exile")).toEqual(HAND);
    expect(cards(game, 0, "hand")).toEqual(Array.from({ length: 7 }, () => "forest"));
    expect(game.state.players[0].mulligans).toBe(0); // not a mulligan
    // Then P0 declares on the new hand (no Powder in it: no question about one).
    expect(game.pending()).toMatchObject({ kind: "mulligan", player: 0, handSize: 7 });
    answer(game, { keep: true });
    expect(game.pending()).toMatchObject({ kind: "mulligan", player: 1 });
  });

  it("103.5b: a player may decline and declare on the hand they have", () => {
    const game = mulligans("duel", [HAND, ["swamp"]], 0);
    answer(game, { choices: [] });
    expect(game.pending()).toMatchObject({ kind: "mulligan", player: 0 });
    answer(game, { keep: true });
    expect(cards(game, 0, "hand")).toEqual(HAND);
  });

  it("103.5b: in a multiplayer game others may have declared already — their declarations stand", () => {
    const game = mulligans("free-for-all", [["swamp"], HAND, ["swamp"]], 0);
    const asked: [number, string][] = [];
    const ask = (a: Parameters<Game["submit"]>[2]) => {
      const d = answer(game, a);
      asked.push([d.player, d.kind === "choose" ? d.purpose : d.kind]);
    };
    ask({ keep: false }); // P0 will take a mulligan
    ask({ choices: [0] }); // P1 uses Serum Powder
    expect(cards(game, 1, "exile")).toHaveLength(7);
    expect(game.state.players[0].mulligans).toBe(0); // P0's mulligan waits for the round's end
    ask({ keep: true }); // P1 declares on the new hand
    ask({ keep: true }); // P2
    expect(asked).toEqual([
      [0, "mulligan"],
      [1, "mulliganAction"],
      [1, "mulligan"],
      [2, "mulligan"],
    ]);
    // The round is over: P0 took their mulligan (not asked again before it), the others kept.
    expect(game.state.players.map((p) => p.mulligans)).toEqual([1, 0, 0]);
    expect(game.pending()).toMatchObject({ kind: "mulligan", player: 0 });
  });

  it("103.5b with the London mulligan: a player who has taken mulligans first puts their cards on the bottom", () => {
    // P0 has taken one mulligan in a duel (103.5: one card goes on the bottom), and holds Serum Powder.
    const game = mulligans("duel", [HAND, ["swamp"]], 0, { taken: [1, 0] });
    answer(game, { choices: [0] });
    expect(game.pending()).toMatchObject({ kind: "choose", purpose: "bottom", player: 0, min: 1, max: 1 });
    answer(game, { choices: [1] }); // a Swamp on the bottom
    expect(cards(game, 0, "library").at(-1)).toBe("swamp");
    expect(cards(game, 0, "exile")).toHaveLength(6);
    expect(cards(game, 0, "hand")).toHaveLength(6);
    expect(game.pending()).toMatchObject({ kind: "mulligan", player: 0, handSize: 6 });
    answer(game, { keep: true });
    answer(game, { keep: true });
    // Everyone has kept: P0 already put their card on the bottom, and isn't asked again (103.5).
    expect(game.state.status).toBe("playing");
    expect(cards(game, 0, "hand")).toHaveLength(6);
  });

  it("103.5b with the Paris mulligan: offered at each of the player's declarations", () => {
    const game = mulligans("duel", [HAND, ["swamp"]], 0, {}, { mulligan: "paris" });
    expect(game.pending()).toMatchObject({ purpose: "mulliganAction", player: 0 });
    answer(game, { choices: [0] });
    expect(cards(game, 0, "hand")).toHaveLength(7);
    expect(game.pending()).toMatchObject({ kind: "mulligan", player: 0 });
  });

  it("103.5b: a player who can't mulligan any more (or has kept) isn't offered it", () => {
    // Seven mulligans counted in a duel: the hand would go to the bottom whole, so it is kept unasked.
    const game = mulligans("duel", [HAND, ["swamp"]], 1, { taken: [7, 0] });
    expect(game.pending()).toMatchObject({ kind: "mulligan", player: 1 });
    answer(game, { keep: true });
    expect(cards(game, 0, "exile")).toEqual([]);
  });
});
