/**
 * The Vanguard variant (902): each player's vanguard card starts in the command zone (902.3) and stays there
 * (313.2); starting life 20 plus or minus its life modifier (902.4, 103.4b); starting hand size seven plus
 * or minus its hand modifier, also for mulligans (902.5, 902.5a, 103.5a); the same maximum hand size
 * (902.5b). Its abilities functioning from the command zone (902.7) are shown by scenarios/902-vanguard.
 */
import { cardDb, decks } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { ConfigError, Game, type GameSetup, variantConfig } from "../src/index.ts";
import { playMulligans } from "./helpers.ts";

/** Maraxus (hand +1, life +2), Gerrard (−4, +0), Urza (−1, +10), Sliver Queen (+0, +8). */
const VANGUARDS = ["maraxus", "gerrard", "urza", "sliver-queen-brood-mother"];

function setup(players: number, vanguards = VANGUARDS, seed = 5): GameSetup {
  return {
    variant: "vanguard",
    seed,
    starting: 0,
    players: Array.from({ length: players }, (_, i) => ({
      name: `P${i}`,
      deck: decks[i % decks.length].cards,
      vanguard: vanguards[i % vanguards.length],
    })),
  };
}

describe("902 Vanguard", () => {
  it("902.2: a two-player or multiplayer game; two players follow 103.8a and have no free mulligan", () => {
    expect(variantConfig("vanguard", 2).firstTurnDraw).toBe("starterSkips");
    expect(variantConfig("vanguard", 2).freeFirstMulligan).toBe(false);
    expect(variantConfig("vanguard", 5).firstTurnDraw).toBe("allDraw");
    expect(variantConfig("vanguard", 5).freeFirstMulligan).toBe(true);
    expect(variantConfig("vanguard", 4).vanguard).toBe(true);
    expect(variantConfig("free-for-all", 4).vanguard).toBeUndefined();
    expect(() => variantConfig("vanguard", 1)).toThrow(ConfigError);
  });

  it("902.3, 902.4: each vanguard card starts in its owner's command zone; life is 20 ± its life modifier", () => {
    const game = Game.create(cardDb, setup(4));
    const s = game.state;
    expect(s.players.map((p) => p.life)).toEqual([22, 20, 30, 28]);
    s.players.forEach((p, seat) => {
      expect(p.vanguard).toBe(VANGUARDS[seat]);
      expect(p.command.map((id) => s.objects[id].card)).toEqual([VANGUARDS[seat]]);
      expect(s.objects[p.command[0]].controller).toBe(seat); // 902.6
      // The vanguard card is no part of the deck (902.3): the deck is the library and hand.
      expect(p.library.length + p.hand.length).toBe(decks[seat % decks.length].cards.length);
    });
    const view = game.tableView().players.map((p) => p.vanguard);
    expect(view[2]).toEqual({
      card: "urza",
      name: "Urza",
      text: "{3}: Urza deals 1 damage to any target.",
      handModifier: -1,
      lifeModifier: 10,
    });
  });

  it("902.5, 103.5a: each player's opening hand is seven ± their vanguard's hand modifier", () => {
    const game = Game.create(cardDb, setup(4));
    const drawn: number[][] = [];
    playMulligans(game, [0, 0, 0, 0], drawn);
    expect(drawn.map((d) => d[0])).toEqual([8, 3, 6, 7]);
  });

  it("902.5a: a mulligan draws a new hand of the starting hand size; in multiplayer the first is free", () => {
    // Maraxus (+1): three mulligans draw eight each time, then two go to the bottom (the first is free).
    const game = Game.create(cardDb, setup(4));
    const drawn: number[][] = [];
    playMulligans(game, [3, 1, 0, 0], drawn);
    expect(drawn[0]).toEqual([8, 8, 8, 8]);
    expect(drawn[1]).toEqual([3, 3]);
    const s = game.state;
    // Seat 0 has also drawn for turn 1 (103.8c, and no vanguard of theirs adds a draw).
    expect(s.players[0].hand.length).toBe(8 - 2 + 1);
    expect(s.players[1].hand.length).toBe(3);
  });

  it("902.5a: in a two-player game every mulligan counts — Selenia (hand +1): eight cards each time, three bottomed", () => {
    const game = Game.create(cardDb, setup(2, ["selenia", "orim"]));
    const drawn: number[][] = [];
    playMulligans(game, [3, 0], drawn);
    expect(drawn[0]).toEqual([8, 8, 8, 8]);
    expect(game.state.players[0].hand.length).toBe(8 - 3); // the starting player skips the draw (103.8a)
  });

  it("refuses a missing vanguard, a card that isn't one, and a vanguard outside the variant, naming the path", () => {
    const bad = (vanguard: string | undefined, variant = "vanguard") => {
      const s = setup(2);
      if (vanguard === undefined) delete s.players[1].vanguard;
      else s.players[1].vanguard = vanguard;
      return () => Game.create(cardDb, { ...s, variant });
    };
    expect(bad(undefined)).toThrow(
      /players\[1\]\.vanguard: a Vanguard game needs each player's vanguard card \(902\.3\)/,
    );
    expect(bad("grizzly-bears")).toThrow(
      /players\[1\]\.vanguard: Grizzly Bears isn't a vanguard card \(313\.1\)/,
    );
    expect(bad("no-such-card")).toThrow(/players\[1\]\.vanguard: unknown card id "no-such-card"/);
    const duel = setup(2);
    expect(() => Game.create(cardDb, { ...duel, variant: "duel" })).toThrow(
      /players\[0\]\.vanguard: only a Vanguard game \(902\) has vanguard cards/,
    );
  });
});
