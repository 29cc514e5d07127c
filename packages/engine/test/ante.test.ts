/**
 * Ante (407), an optional rule: the variant option `ante` (off by default). What scenario files can't
 * show: the setup errors of 407.3 (an ante card in a game not played for ante), the random ante as a real
 * game begins (407.2), and the state invariants with ante cards of departed players (800.4n).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { checkInvariants, Game, type GameSetup, variantConfig } from "../src/index.ts";
import { advanceTo, type table } from "./helpers.ts";

function deck(extra: string[] = []): string[] {
  return [...extra, ...Array<string>(40 - extra.length).fill("swamp")];
}

function setup(ante: boolean | undefined, decks: string[][]): GameSetup {
  return {
    variant: "free-for-all",
    ...(ante === undefined ? {} : { options: { ante } }),
    seed: 7,
    players: decks.map((d, i) => ({ name: "ABCD"[i], deck: d })),
  };
}

describe("407.1: playing for ante is an option, off unless asked for", () => {
  it("every variant can be played for ante; none is by default", () => {
    expect(variantConfig("duel", 2).ante).toBe(false);
    expect(variantConfig("free-for-all", 4).ante).toBe(false);
    expect(variantConfig("duel", 2, { ante: true }).ante).toBe(true);
    expect(variantConfig("free-for-all", 3, { ante: true }).ante).toBe(true);
  });
});

describe("407.3: a deck holding an ante card needs a game played for ante", () => {
  it("is a setup error naming the card and where it is", () => {
    const decks = [deck(), deck(["demonic-attorney"]), deck()];
    expect(() => Game.create(cardDb, setup(undefined, decks))).toThrow(
      /players\[1\]\.deck\[0\]: Demonic Attorney says "Remove Demonic Attorney from your deck before playing if you're not playing for ante".*407\.3.*"ante"/,
    );
    expect(() => Game.create(cardDb, setup(false, decks))).toThrow(/Demonic Attorney/);
    expect(() => Game.create(cardDb, setup(true, decks))).not.toThrow();
  });

  it("holds for table layouts too: the card, and any card in the ante zone", () => {
    const layout = (ante: boolean, players: Parameters<typeof table>[0]) =>
      Game.fromLayout(cardDb, { variant: "free-for-all", seed: 1, players, options: { ante } });
    expect(() =>
      layout(false, [{ name: "A", hand: ["demonic-attorney"] }, { name: "B" }, { name: "C" }]),
    ).toThrow(/players\[0\]\.hand\[0\]: Demonic Attorney/);
    expect(() => layout(false, [{ name: "A" }, { name: "B", ante: ["swamp"] }, { name: "C" }])).toThrow(
      /players\[1\]\.ante: .*407/,
    );
    expect(() =>
      layout(true, [
        { name: "A", hand: ["demonic-attorney"] },
        { name: "B", ante: ["swamp"] },
        { name: "C" },
      ]),
    ).not.toThrow();
  });
});

describe("407.2: each player antes a random card of their deck before drawing", () => {
  it("one card each, from the library, before the opening hands", () => {
    const game = Game.create(cardDb, setup(true, [deck(), deck(), deck()]));
    for (const p of game.state.players) {
      expect(p.ante).toHaveLength(1);
      expect(p.hand).toHaveLength(7);
      expect(p.library).toHaveLength(32);
    }
    expect(game.view(null).players[1].ante.map((c) => c.name)).toEqual(["Swamp"]); // public (407.2)
    expect(checkInvariants(game.state, 120)).toEqual([]);
  });

  it("not for a game that isn't played for ante", () => {
    const game = Game.create(cardDb, setup(undefined, [deck(), deck(), deck()]));
    for (const p of game.state.players) expect(p.ante).toEqual([]);
  });
});

describe("800.4n: a player who leaves the game leaves their ante cards behind", () => {
  it("they stay in the ante zone, owned by the departed player, and the invariants hold", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      options: { ante: true },
      players: [{ name: "A", ante: ["swamp"] }, { name: "B", ante: ["grizzly-bears"] }, { name: "C" }],
    });
    advanceTo(game, 1, "main1");
    game.concede(1);
    const s = game.state;
    expect(s.players[1].left).toBe(true);
    expect(s.players[1].ante.map((id) => s.objects[id].card)).toEqual(["grizzly-bears"]);
    expect(s.objects[s.players[1].ante[0]].owner).toBe(1);
    expect(checkInvariants(s)).toEqual([]);
  });

  it("407.2: at the end of the game the winner becomes the owner of every ante card", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      options: { ante: true },
      players: [
        { name: "A", ante: ["swamp"] },
        { name: "B", ante: ["grizzly-bears"] },
        { name: "C", ante: ["forest"] },
      ],
    });
    advanceTo(game, 1, "main1");
    game.concede(1);
    game.concede(2);
    const s = game.state;
    expect(s.status).toBe("over");
    expect(s.winners).toEqual([0]);
    expect(s.players[0].ante.map((id) => s.objects[id].card).sort()).toEqual([
      "forest",
      "grizzly-bears",
      "swamp",
    ]);
    for (const id of s.players[0].ante) expect(s.objects[id].owner).toBe(0);
    expect(s.players[1].ante).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
  });
});
