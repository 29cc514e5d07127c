import { cardDb, decks } from "@roundtable/cards";
import { type Answer, Game, type GameSetup, type RngState, seedRng, writable } from "@roundtable/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Bot,
  botRng,
  heuristicBot,
  makeBot,
  manaValue,
  playGame,
  randomBot,
  randomDamage,
  randomDivide,
} from "../src/index.ts";

const NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve"];

function setup(seed: number, players = 4, variant = "free-for-all"): GameSetup {
  return {
    variant,
    seed,
    players: Array.from({ length: players }, (_, i) => ({
      name: NAMES[i],
      deck: [...decks[(seed + i) % decks.length].cards],
    })),
  };
}

describe("bot answers are accepted by the engine", () => {
  it.each([
    ["random", 11],
    ["heuristic", 12],
    ["mixed", 13],
  ])("%s bots over a few hundred decisions (seed %i)", (kind, seed) => {
    const game = Game.create(cardDb, setup(seed), { events: false });
    const bots: Bot[] =
      kind === "mixed"
        ? [randomBot, heuristicBot, randomBot, heuristicBot]
        : Array(4).fill(makeBot(kind as "random"));
    // playGame throws (with the seed, decision and answer) if the engine rejects an answer.
    const r = playGame(game, bots, { seed, maxDecisions: 400 });
    expect(r.decisions).toBeGreaterThan(0);
    expect(r.finished || r.decisions === 400).toBe(true);
  });

  it("random bots in a duel, with concessions", () => {
    const game = Game.create(cardDb, setup(21, 2, "duel"), { events: false });
    const r = playGame(game, [randomBot, randomBot], { seed: 21, maxDecisions: 300, concedeChance: 0.005 });
    expect(r.decisions).toBeGreaterThan(0);
  });

  it("a game where everyone concedes eventually ends", () => {
    const game = Game.create(cardDb, setup(5), { events: false });
    const r = playGame(game, Array(4).fill(randomBot), { seed: 5, concedeChance: 0.2 });
    expect(r.finished).toBe(true);
    expect(game.isOver()).toBe(true);
  });
});

describe("playGame", () => {
  it("is deterministic for a fixed seed", () => {
    const run = () => {
      const game = Game.create(cardDb, setup(7), { events: false });
      const r = playGame(game, [heuristicBot, randomBot, heuristicBot, randomBot], {
        seed: 7,
        maxDecisions: 600,
      });
      return { ...r, hash: game.hash(), inputs: game.inputs.length };
    };
    expect(run()).toEqual(run());
  });

  it("reports each accepted decision and stops at the cap", () => {
    const game = Game.create(cardDb, setup(8), { events: false });
    let seen = 0;
    const r = playGame(game, Array(4).fill(randomBot), {
      seed: 8,
      maxDecisions: 50,
      onDecision: () => {
        seen++;
      },
    });
    expect(seen).toBe(r.decisions);
    expect(r.decisions).toBeLessThanOrEqual(50);
  });

  it("throws with the seed when a bot's answer is rejected", () => {
    const game = Game.create(cardDb, setup(9), { events: false });
    const bad: Bot = { name: "bad", decide: () => ({ choice: 999 }) as Answer };
    expect(() => playGame(game, Array(4).fill(bad), { seed: 9 })).toThrow(/seed 9/);
  });

  it("gives each seat its own PRNG", () => {
    expect(botRng(1, 0)).not.toEqual(botRng(1, 1));
    expect(botRng(1, 0)).toEqual(botRng(1, 0));
  });
});

describe("bots use only what their player may know", () => {
  it.each([
    ["random", randomBot],
    ["heuristic", heuristicBot],
  ] as const)("%s: hidden cards of other players don't change the answer", (_name, bot) => {
    const game = Game.create(cardDb, setup(31), { events: false });
    const rng = seedRng(31);
    for (let i = 0; i < 150 && !game.isOver(); i++) {
      const d = game.pending()!;
      // The same position with every other player's hand and library swapped around.
      const other = game.fork();
      for (const [seat, p] of other.state.players.entries()) {
        if (seat === d.player) continue;
        const cards = [...p.library, ...p.hand].reverse();
        p.hand = cards.slice(0, p.hand.length);
        p.library = cards.slice(p.hand.length);
        for (const id of p.hand) writable(other.state, id).zone = "hand";
        for (const id of p.library) writable(other.state, id).zone = "library";
      }
      const r1: RngState = [...rng];
      const r2: RngState = [...rng];
      const a = bot.decide({ game, player: d.player, decision: d, rng: r1 });
      const b = bot.decide({ game: other, player: d.player, decision: d, rng: r2 });
      if (JSON.stringify(a) !== JSON.stringify(b))
        console.log(JSON.stringify(d), JSON.stringify(game.view(d.player).stack));
      expect(b).toEqual(a);
      const res = game.submit(d.player, d.id, a);
      expect(res.ok).toBe(true);
      rng.splice(0, 4, ...r1);
    }
  });
});

describe("508.1d: bots obey attack requirements", () => {
  it.each([
    ["random", randomBot],
    ["heuristic", heuristicBot],
  ] as const)(
    "%s: a Juggernaut that can attack always attacks, even into a blocker that kills it",
    (_name, bot) => {
      for (let seed = 1; seed <= 30; seed++) {
        // Libraries of uncastable cards: everybody passes until A declares attackers.
        const library = ["craw-wurm"];
        const game = Game.fromLayout(cardDb, {
          variant: "free-for-all",
          seed,
          players: [
            {
              name: "A",
              library,
              battlefield: [{ card: "juggernaut" }, { card: "grizzly-bears" }, { card: "memnite" }],
            },
            { name: "B", library, battlefield: [{ card: "colossal-dreadmaw" }] },
            { name: "C", library, battlefield: [{ card: "colossal-dreadmaw" }] },
          ],
        });
        const d = game.pending()!;
        expect(d.kind).toBe("attackers");
        const answer = bot.decide({ game, player: 0, decision: d, rng: seedRng(seed) });
        expect(game.check(0, d.id, answer)).toBe(null);
        const jugg = game.state.battlefield.find((id) => game.state.objects[id].card === "juggernaut");
        expect("attacks" in answer && answer.attacks.some((a) => a.attacker === jugg)).toBe(true);
      }
    },
  );
});

describe("helpers", () => {
  it("manaValue", () => {
    expect(manaValue(undefined)).toBe(0);
    expect(manaValue("{R}")).toBe(1);
    expect(manaValue("{2}{G}{G}")).toBe(4);
    expect(manaValue("{X}{R}")).toBe(1);
    expect(manaValue("{2/W}{W/U}")).toBe(3);
  });

  it("randomDamage gives lethal in order before later recipients, and sums to the amount", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 5 }),
        (seed, amount, lethal) => {
          const out = randomDamage(seedRng(seed), amount, lethal);
          expect(out.reduce((a, b) => a + b, 0)).toBe(amount);
          for (let i = 1; i < out.length; i++)
            if (out[i] > 0) expect(out[i - 1]).toBeGreaterThanOrEqual(lethal[i - 1]);
        },
      ),
      { seed: 177, numRuns: 200 },
    );
  });

  it("randomDivide gives each recipient at least minEach and sums to the amount", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 10 }),
        (seed, n, extra) => {
          const out = randomDivide(seedRng(seed), n + extra, n, 1);
          expect(out).toHaveLength(n);
          expect(out.every((x) => x >= 1)).toBe(true);
          expect(out.reduce((a, b) => a + b, 0)).toBe(n + extra);
        },
      ),
      { seed: 193, numRuns: 200 },
    );
  });
});

describe("the heuristic bot in the classic Emperor", () => {
  it("marches a creature with no enemy next to it one territory closer to the enemies after combat", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "emperor-classic",
      seed: 1,
      players: ["A", "B", "C", "D", "E", "F"].map((name, i) => ({
        name,
        // E draws a spell it can't cast, so marching is all it can do.
        ...(i === 4
          ? { battlefield: [{ card: "grizzly-bears" }], library: ["lightning-bolt", "lightning-bolt"] }
          : {}),
      })),
      options: {
        teams: [
          [0, 1, 2],
          [3, 4, 5],
        ],
      },
      start: 4,
      autoPass: false,
    });
    for (let d = game.pending(); d !== null && game.state.turn.step !== "main2"; d = game.pending())
      game.submit(d.player, d.id, d.kind === "attackers" ? { attacks: [] } : { choice: 0 });
    const d = game.pending()!;
    expect([d.kind, d.player]).toEqual(["priority", 4]);
    const answer = heuristicBot.decide({ game, player: 4, decision: d, rng: seedRng(1) }) as {
      choice: number;
    };
    if (d.kind !== "priority") throw new Error(d.kind);
    expect(d.actions[answer.choice]).toMatchObject({ type: "march", name: "Grizzly Bears" });
  });
});

describe("the heuristic bot in team games", () => {
  it("102.3: never burns a teammate, even one it could kill — it aims at an opponent", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "team-vs-team",
      seed: 1,
      players: [
        { name: "A1", hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] },
        { name: "A2", life: 2 },
        { name: "B1" },
        { name: "B2" },
      ],
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      start: 0,
      autoPass: false,
    });
    expect(game.view(0).opponents).toEqual([2, 3]);
    const rng = seedRng(1);
    for (let k = 0; k < 60 && game.state.players[0].graveyard.length === 0; k++) {
      const d = game.pending()!;
      game.submit(d.player, d.id, heuristicBot.decide({ game, player: d.player, decision: d, rng }));
    }
    expect(game.state.players[0].graveyard).toHaveLength(1); // A1's Bolt resolved
    expect(game.state.players[1].life).toBe(2);
    expect(game.state.players[2].life + game.state.players[3].life).toBe(37);
  });
});
