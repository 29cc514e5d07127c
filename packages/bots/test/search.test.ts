import { cardDb, decks } from "@roundtable/cards";
import { checkInvariants, Game, type GameSetup, type RngState, seedRng, writable } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { act, castingGame } from "../../../test/castingGame.ts";
import { determinise, evaluate, heuristicBot, makeSearchBot, playGame } from "../src/index.ts";

/** A small budget: these tests check behaviour, not strength. */
const search = makeSearchBot({ playouts: 6, turns: 1 });

function setup(seed: number, players: number, variant: string): GameSetup {
  return {
    variant,
    seed,
    players: Array.from({ length: players }, (_, i) => ({
      name: `P${i}`,
      deck: [...decks[(seed + i) % decks.length].cards],
    })),
  };
}

/** A game played by heuristic bots for `decisions` answers. */
function midGame(seed: number, players: number, variant: string, decisions: number): Game {
  const game = Game.create(cardDb, setup(seed, players, variant), { events: false });
  playGame(game, Array(players).fill(heuristicBot), { seed, maxDecisions: decisions });
  expect(game.isOver()).toBe(false);
  return game;
}

const cardsOf = (game: Game, ids: number[]) => ids.map((id) => game.state.objects[id].card);
const sorted = (xs: string[]) => [...xs].sort();

/** A fork of `game` with `player`'s hidden cards (hand and library) dealt the other way round. */
function dealtTheOtherWay(game: Game, player: number): Game {
  const other = game.fork();
  const p = other.state.players[player];
  const ids = [...p.hand, ...p.library];
  const cards = cardsOf(other, ids).reverse();
  ids.forEach((id, k) => {
    writable(other.state, id).card = cards[k];
  });
  other.edited();
  return other;
}

describe("determinise", () => {
  it("re-deals only what the player can't see, and the state stays valid", () => {
    const game = midGame(3, 4, "free-for-all", 200);
    const initial = Object.keys(game.state.objects).length + game.state.removed;
    const rng = seedRng(3);
    for (const player of [0, 1, 2, 3]) {
      const world = determinise(game, player, rng);
      expect(checkInvariants(world.state)).toEqual([]);
      expect(Object.keys(world.state.objects).length + world.state.removed).toBe(initial);
      expect(world.view(player)).toEqual(game.view(player)); // what the player sees is unchanged
      expect(world.state.rng).not.toEqual(game.state.rng); // future shuffles are unknown too
      for (const [seat, p] of game.state.players.entries()) {
        const q = world.state.players[seat];
        expect([q.hand, q.library]).toEqual([p.hand, p.library]); // the same objects, in place
        const hidden = (g: Game) =>
          seat === player
            ? cardsOf(g, g.state.players[seat].library)
            : cardsOf(g, [...g.state.players[seat].hand, ...g.state.players[seat].library]);
        expect(sorted(hidden(world))).toEqual(sorted(hidden(game))); // from the cards that could be there
      }
      const others = (zone: "hand" | "library") =>
        game.state.players.flatMap((p, seat) => (seat === player ? [] : p[zone]));
      expect(cardsOf(world, others("hand"))).not.toEqual(cardsOf(game, others("hand")));
      expect(cardsOf(world, others("library"))).not.toEqual(cardsOf(game, others("library")));
      const own = game.state.players[player].hand;
      expect(cardsOf(world, own)).toEqual(cardsOf(game, own));
    }
  });

  it("is the same for two games that differ only in hidden cards", () => {
    const game = midGame(31, 2, "duel", 30);
    const other = dealtTheOtherWay(game, 1);
    expect(other.hash()).not.toBe(game.hash());
    expect(determinise(other, 0, seedRng(9)).hash()).toBe(determinise(game, 0, seedRng(9)).hash());
  });
});

describe("determinise during a cast", () => {
  it("601.2a: the card of a spell being cast, still in its caster's hand in the state, is never dealt again", () => {
    const game = castingGame();
    act(game, "cast", "Lightning Bolt"); // its target question open: the Bolt is on the stack in every view
    const bolt = game.state.players[0].hand.find((id) => game.state.objects[id].card === "lightning-bolt")!;
    for (let seed = 1; seed <= 20; seed++) {
      const world = determinise(game, 1, seedRng(seed));
      expect(world.state.objects[bolt].card).toBe("lightning-bolt");
      expect(world.view(1).stack.at(-1)).toMatchObject({ name: "Lightning Bolt", announcing: true });
    }
  });
});

describe("evaluate", () => {
  it("scores a won game 1, a lost one 0, and a position in between", () => {
    const game = midGame(5, 2, "duel", 40);
    const v = evaluate(game, 0);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(1);
    const lower = game.fork();
    lower.state.players[0].life = 3;
    expect(evaluate(lower, 0)).toBeLessThan(v);
    expect(evaluate(lower, 1)).toBeGreaterThan(evaluate(game, 1));
    const over = game.fork();
    over.concede(1);
    expect([evaluate(over, 0), evaluate(over, 1)]).toEqual([1, 0]);
  });
});

describe("the search bot", () => {
  it("is deterministic for a seed", () => {
    const run = () => {
      const game = Game.create(cardDb, setup(7, 2, "duel"), { events: false });
      const r = playGame(game, [search, heuristicBot], { seed: 7, maxDecisions: 150 });
      return { ...r, hash: game.hash() };
    };
    expect(run()).toEqual(run());
  });

  it("doesn't read hidden information: an opponent's hidden cards don't change its answers", () => {
    const game = Game.create(cardDb, setup(31, 2, "duel"), { events: false });
    const rng = seedRng(31);
    let searched = 0;
    for (let i = 0; i < 120 && !game.isOver(); i++) {
      const d = game.pending()!;
      if (d.player === 0) {
        // The same position with the opponent's hand and library dealt the other way round.
        const other = dealtTheOtherWay(game, 1);
        const r1: RngState = [...rng];
        const r2: RngState = [...rng];
        const a = search.decide({ game, player: 0, decision: d, rng: r1 });
        expect(search.decide({ game: other, player: 0, decision: d, rng: r2 })).toEqual(a);
        expect(r2).toEqual(r1);
        if (d.kind === "priority" || d.kind === "attackers") searched++;
        expect(game.submit(0, d.id, a).ok).toBe(true);
        rng.splice(0, 4, ...r1);
      } else
        expect(
          game.submit(d.player, d.id, heuristicBot.decide({ game, player: d.player, decision: d, rng })).ok,
        ).toBe(true);
    }
    expect(searched).toBeGreaterThan(5);
  });

  it("with a time budget spent at once, still answers after one world, with an accepted answer", () => {
    const hasty = makeSearchBot({ timeMs: 0 });
    const game = Game.create(cardDb, setup(9, 2, "duel"), { events: false });
    const r = playGame(game, [hasty, heuristicBot], { seed: 9, maxDecisions: 80 });
    expect(r.decisions).toBeGreaterThan(0);
  });

  it("answers with the heuristic bot's answer when it has no choice to search", () => {
    const game = Game.create(cardDb, setup(8, 2, "duel"), { events: false });
    const d = game.pending()!;
    expect(d.kind).toBe("mulligan");
    const input = { game, player: d.player, decision: d, rng: seedRng(1) };
    expect(search.decide(input)).toEqual(heuristicBot.decide(input));
  });
});
