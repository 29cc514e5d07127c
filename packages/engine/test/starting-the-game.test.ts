import { cardDb, decks, phenomena, planes } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Answer, Game, type GameSetup } from "../src/index.ts";
import { advanceTo, playMulligans } from "./helpers.ts";

function setup(variant: "duel" | "free-for-all", players: number, seed = 5): GameSetup {
  return {
    variant,
    seed,
    players: Array.from({ length: players }, (_, i) => ({
      name: `P${i}`,
      deck: decks[i % decks.length].cards,
    })),
  };
}

describe("103 starting the game", () => {
  it("103.1/103.3: the starting player is chosen with the game's PRNG and the same seed gives the same game", () => {
    const a = Game.create(cardDb, setup("free-for-all", 4, 11));
    const b = Game.create(cardDb, setup("free-for-all", 4, 11));
    expect(a.hash()).toBe(b.hash());
    const starts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++)
      starts.add(Game.create(cardDb, setup("free-for-all", 4, seed)).state.turn.active);
    expect(starts.size).toBeGreaterThan(1);
  });

  it("103.5: the starting player decides first, then the others in turn order", () => {
    const game = Game.create(cardDb, { ...setup("free-for-all", 4), starting: 2 });
    const order: number[] = [];
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) {
      order.push(d.player);
      game.submit(d.player, d.id, { keep: true });
    }
    expect(order).toEqual([2, 3, 0, 1]);
    // Everyone kept seven; the starting player has since drawn for their first turn (103.8c).
    expect(game.state.players.map((p) => p.hand.length)).toEqual([7, 7, 8, 7]);
  });

  it("103.5 London mulligan in a duel: draw seven again, then put one card on the bottom per mulligan", () => {
    const game = Game.create(cardDb, { ...setup("duel", 2), starting: 0 });
    playMulligans(game, [2, 0]);
    expect(game.state.players[0].hand.length).toBe(5);
    expect(game.state.players[0].library.length).toBe(60 - 5);
    expect(game.state.players[1].hand.length).toBe(7);
  });

  it("103.5c: in a multiplayer game the first mulligan is free", () => {
    const game = Game.create(cardDb, { ...setup("free-for-all", 4), starting: 0 });
    playMulligans(game, [1, 2, 0, 3]);
    // Mulligans taken 1, 2, 0, 3 → cards bottomed 0, 1, 0, 2; seat 0 has also drawn for turn 1.
    expect(game.state.players.map((p) => p.hand.length)).toEqual([8, 6, 7, 5]);
    expect(game.state.status).toBe("playing");
  });

  it("103.8a: in a two-player game the starting player skips their first draw", () => {
    const game = Game.create(cardDb, { ...setup("duel", 2), starting: 1 });
    playMulligans(game, [0, 0]);
    // Play until the second turn begins, passing everything.
    while (game.state.turn.number < 2) {
      const d = game.pending()!;
      const a: Answer =
        d.kind === "attackers" ? { attacks: [] } : d.kind === "blockers" ? { blocks: [] } : { choice: 0 };
      expect(game.submit(d.player, d.id, a).ok).toBe(true);
    }
    expect(game.state.players[1].library.length).toBe(60 - 7);
    expect(game.state.players[0].library.length).toBe(60 - 7 - 1);
  });

  it("103.8c: in a multiplayer game every player draws on their first turn", () => {
    const game = Game.create(cardDb, { ...setup("free-for-all", 3), starting: 0 });
    playMulligans(game, [0, 0, 0]);
    expect(game.state.turn.active).toBe(0);
    expect(game.state.players[0].library.length).toBe(60 - 8);
  });
});

describe("103.5 option: the Paris mulligan of the older formats", () => {
  const paris = (variant: "duel" | "free-for-all", players: number): Game =>
    Game.create(cardDb, { ...setup(variant, players), options: { mulligan: "paris" }, starting: 0 });

  it("each player in turn takes all their mulligans before the next decides, one card fewer each time", () => {
    const game = paris("duel", 2);
    const asked: number[] = [];
    const plan = [2, 1];
    const taken = [0, 0];
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) {
      asked.push(d.player);
      const keep = taken[d.player] >= plan[d.player];
      if (!keep) taken[d.player]++;
      const r = game.submit(d.player, d.id, { keep });
      if (!r.ok) throw new Error(r.message);
    }
    expect(asked).toEqual([0, 0, 0, 1, 1]); // sequential: P0 decides until keeping, then P1
    expect(game.state.players.map((p) => p.hand.length)).toEqual([5, 6]); // 7 → 6 → 5; 7 → 6
    expect(game.pending()?.kind).not.toBe("choose"); // no cards go to the bottom
  });

  it("103.5c with the Paris mulligan: in a multiplayer game the first mulligan draws seven again", () => {
    const game = paris("free-for-all", 3);
    const kept: number[] = [];
    const plan = [2, 0, 1];
    const taken = [0, 0, 0];
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) {
      const keep = taken[d.player] >= plan[d.player];
      if (!keep) taken[d.player]++;
      const r = game.submit(d.player, d.id, { keep });
      if (!r.ok) throw new Error(r.message);
      for (const e of r.events) if (e.type === "keep") kept[e.player] = e.handSize;
    }
    expect(kept).toEqual([6, 7, 7]); // P0: 7, 7 (free), 6; P1: 7; P2: 7, 7 (free)
  });

  it("an unknown mulligan rule is a configuration error", () => {
    expect(() =>
      Game.create(cardDb, { ...setup("duel", 2), options: { mulligan: "vancouver" as "london" } }),
    ).toThrow(/"london", "paris" or \(in Commander\) "commander", got "vancouver"/);
  });
});

describe("103.7, 103.8b: the starting plane, and the first draw in Two-Headed Giant", () => {
  it("103.7: the starting player turns up the top planar card; phenomena go to the bottom until a plane is turned up", () => {
    const [first, second] = phenomena.map((c) => c.id);
    const deck = [first, second, ...planes.slice(0, 8).map((c) => c.id)];
    const game = Game.fromLayout(cardDb, {
      variant: "planechase",
      seed: 1,
      start: 1,
      players: [0, 1].map((i) => ({ name: `P${i}`, planarDeck: deck })),
      mulligans: {},
    });
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending())
      expect(game.submit(d.player, d.id, { keep: true }).ok).toBe(true);
    const pc = game.state.planechase!;
    const card = (id: number) => game.state.objects[id].card;
    expect(pc.faceUp.map(card)).toEqual([deck[2]]);
    expect(game.state.objects[pc.faceUp[0]].owner).toBe(1); // the starting player's planar deck
    expect(pc.decks[1].map(card)).toEqual([...deck.slice(3), first, second]);
    expect(pc.decks[0].map(card)).toEqual(deck);
  });

  it("103.8b: in Two-Headed Giant the team who plays first skips the draw step of its first turn", () => {
    const deck = Array.from({ length: 40 }, () => "mountain");
    const game = Game.create(cardDb, {
      variant: "two-headed-giant",
      seed: 3,
      players: ["A1", "A2", "B1", "B2"].map((name) => ({ name, deck })),
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      starting: 2,
    });
    playMulligans(game, [0, 0, 0, 0]);
    advanceTo(game, 1, "main1");
    expect(game.state.players.map((p) => p.hand.length)).toEqual([7, 7, 7, 7]); // team B drew nothing
    advanceTo(game, 2, "main1");
    expect(game.state.players.map((p) => p.hand.length)).toEqual([8, 8, 7, 7]); // team A draws in its first turn
  });
});
