/**
 * Planechase's configuration and set-up (901.2, 901.3, 901.15a): the preset and the option any variant
 * takes, and planar decks refused with a message naming the path and the rule.
 */
import { cardDb, planes } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { ConfigError, Game, type GameEvent, type GameSetup, variantConfig } from "../src/index.ts";

const deck = (n = 40) => Array<string>(n).fill("wastes");
const planar = (n = 10) => planes.slice(0, n).map((c) => c.id);
const setup = (planarDecks: (string[] | undefined)[], extra: Partial<GameSetup> = {}): GameSetup => ({
  variant: "planechase",
  seed: 1,
  players: planarDecks.map((p, i) => ({ name: `P${i}`, deck: deck(), ...(p ? { planarDeck: p } : {}) })),
  ...extra,
});

describe("901.2: the planechase preset and option", () => {
  it("the preset is a Free-for-All with attack multiple players and no limited range; two players play a duel's rules", () => {
    const four = variantConfig("planechase", 4);
    expect(four.planechase).toBe(true);
    expect(four.attack).toBe("multiple");
    expect(four.range).toBeNull();
    expect(variantConfig("planechase", 2).firstTurnDraw).toBe("starterSkips");
  });

  it("any variant takes the option; the single planar deck option needs it; a non-boolean is refused", () => {
    expect(
      variantConfig("two-headed-giant", 4, {
        planechase: true,
        teams: [
          [0, 1],
          [2, 3],
        ],
      }).planechase,
    ).toBe(true);
    expect(variantConfig("free-for-all", 4).planechase).toBeUndefined(); // absent: no state change
    expect(() => variantConfig("free-for-all", 4, { singlePlanarDeck: true })).toThrow(/901\.15/);
    expect(() => variantConfig("free-for-all", 4, { planechase: "yes" as unknown as boolean })).toThrow(
      ConfigError,
    );
  });
});

describe("901.3: planar decks", () => {
  it("a legal deck each: the game starts with a starting plane face up after the mulligans", () => {
    const g = Game.create(cardDb, setup([planar(), planar(), planar()]));
    expect(g.state.planechase?.decks.map((d) => d.length)).toEqual([10, 10, 10]);
  });

  it.each([
    [
      [planar(9), planar(), planar()],
      /players\[0\]\.planarDeck: a planar deck has at least 10 cards \(901\.3\)/,
    ],
    [
      [planar(), undefined, planar()],
      /players\[1\]\.planarDeck: a Planechase game needs each player's planar deck/,
    ],
    [
      [[...planar(9), planar(1)[0]], planar(), planar()],
      /players\[0\]\.planarDeck\[9\]: a second Panopticon/,
    ],
    [
      [[...planar(9), "grizzly-bears"], planar(), planar()],
      /Grizzly Bears is not a plane or phenomenon card/,
    ],
  ])("refuses a bad planar deck, naming it (%#)", (decks, message) => {
    expect(() => Game.create(cardDb, setup(decks))).toThrow(message);
  });

  it("takes two phenomena (901.3: no more than two) and refuses planar decks outside Planechase", () => {
    const two = [...planar(8), "mutual-epiphany", "planewide-disaster"];
    expect(() => Game.create(cardDb, setup([two, planar(), planar()]))).not.toThrow();
    expect(() =>
      Game.create(cardDb, { ...setup([planar(), planar(), planar()]), variant: "free-for-all" }),
    ).toThrow(/only a Planechase game \(901\) has planar decks/);
  });

  it("901.15a: one communal deck of at least ten per player (forty at most asked)", () => {
    const options = { singlePlanarDeck: true };
    expect(() =>
      Game.create(cardDb, setup([undefined, undefined, undefined], { options, planarDeck: planar(12) })),
    ).toThrow(/at least 30 cards \(901\.15a\)/);
  });
});

describe("901.14a: Grand Melee Planechase's starting planes", () => {
  it("every player who starts with a turn marker sets a starting plane before the first turns begin (807.4b), each plane their marker's", () => {
    const players = Array.from({ length: 8 }, (_, i) => ({
      name: `P${i}`,
      deck: deck(),
      planarDeck: planar(),
    }));
    const game = Game.create(cardDb, {
      variant: "grand-melee",
      seed: 1,
      players,
      options: { planechase: true },
    });
    const events: GameEvent[] = [];
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) {
      const r = game.submit(d.player, d.id, { keep: true });
      if (!r.ok) throw new Error(r.message);
      events.push(...r.events);
    }
    const kinds = events.map((e) => (e.type === "planeswalk" && e.start ? "plane" : e.type));
    const firstTurn = kinds.indexOf("turn");
    const markers = game.state.melee!.markers;
    expect(kinds.slice(firstTurn - markers.length, firstTurn)).toEqual(markers.map(() => "plane"));
    expect(kinds.slice(firstTurn).filter((k) => k === "plane")).toEqual([]);
    const planesOf = events.flatMap((e) => (e.type === "planeswalk" && e.start ? [e] : []));
    expect(planesOf.map((e) => e.player)).toEqual(markers.map((k) => k.holder));
    expect(planesOf.map((e) => game.state.planechase!.markers?.[e.object])).toEqual(markers.map((k) => k.id));
  });
});
