/**
 * Archenemy (904) as the engine sets it up: the preset (904.2: Team vs. Team with shared team turns, the
 * archenemy alone), the archenemy's 40 life (904.5, 103.4e) and first turn (904.6, 103.1b), the scheme
 * deck's rules (904.3) with errors naming where, the options it refuses (904.2, 904.12a), Supervillain
 * Rumble (904.12), and the scheme deck's order hidden from every view (904.4).
 */
import { cardDb, randomSchemeDeck, schemes } from "@roundtable/cards";
import { ConfigError, Game, type GameSetup, SetupError, variantConfig } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { setupFor } from "./support.ts";

const setup = (variant = "archenemy", players = 4, seed = 5): GameSetup =>
  setupFor({ variant, players }, seed);

describe("904 Archenemy: the set-up", () => {
  it("904.2, 805.1: the archenemy (seat 0) alone against a team of the others, shared team turns, attack multiple players", () => {
    const cfg = variantConfig("archenemy", 4);
    expect(cfg.teams).toEqual([0, 1, 1, 1]);
    expect(cfg.sharedTurns).toBe(true);
    expect(cfg.attack).toBe("multiple");
    expect(cfg.archenemies).toEqual([0]);
    expect(cfg.range).toBeNull();
    expect(variantConfig("archenemy", 2).teams).toEqual([0, 1]); // 904.2b: any number of players
  });

  it("904.5, 103.4e, 904.6, 103.1b: the archenemy starts at 40 life and takes the first turn; the others at 20", () => {
    for (const seed of [1, 2, 3, 4]) {
      const game = Game.create(cardDb, setup("archenemy", 4, seed));
      expect(game.state.players.map((p) => p.life)).toEqual([40, 20, 20, 20]);
      expect(game.state.turn.active).toBe(0);
      expect(game.state.players[0].schemeDeck).toHaveLength(20);
      expect(game.state.players.slice(1).map((p) => p.schemeDeck)).toEqual([undefined, undefined, undefined]);
    }
  });

  it("904.6: a setup naming another starting player is refused", () => {
    expect(() => Game.create(cardDb, { ...setup(), starting: 2 })).toThrow(
      /starting: the archenemy \(seat 0\) takes the first turn \(904\.6, 103\.1b\)/,
    );
  });

  it("904.3: the archenemy needs a legal scheme deck; only an archenemy has one — each error names where", () => {
    const s = setup();
    const withSchemes = (seat: number, schemesOf: string[] | undefined): GameSetup => ({
      ...s,
      players: s.players.map((p, i) => (i === seat ? { ...p, schemes: schemesOf } : p)),
    });
    expect(() => Game.create(cardDb, withSchemes(0, undefined))).toThrow(SetupError);
    expect(() => Game.create(cardDb, withSchemes(0, undefined))).toThrow(
      /players\[0\]\.schemes: an archenemy needs a scheme deck/,
    );
    expect(() =>
      Game.create(
        cardDb,
        withSchemes(
          0,
          schemes.map((c) => c.id),
        ),
      ),
    ).toThrow(/players\[0\]\.schemes: a scheme deck holds at least 20 scheme cards \(904\.3\), got 12/);
    const three = [...Array(3).fill(schemes[0].id), ...schemes.slice(1).flatMap((c) => [c.id, c.id])];
    expect(() => Game.create(cardDb, withSchemes(0, three))).toThrow(
      /players\[0\]\.schemes\[2\]: a third Look Skyward and Despair/,
    );
    expect(() => Game.create(cardDb, withSchemes(0, [...three.slice(1), "lightning-bolt"]))).toThrow(
      /players\[0\]\.schemes\[24\]: Lightning Bolt is not a scheme card \(314\.1\)/,
    );
    expect(() =>
      Game.create(
        cardDb,
        withSchemes(
          1,
          randomSchemeDeck(() => 0.5),
        ),
      ),
    ).toThrow(/players\[1\]\.schemes: only an archenemy has a scheme deck/);
  });

  it("904.2, 904.12a: no other multiplayer options — range, deploy, attack left/right, teams — and shared team turns stay on", () => {
    expect(() => variantConfig("archenemy", 4, { range: 2 })).toThrow(
      /no other multiplayer options \(904\.2\): no range of influence/,
    );
    expect(() => variantConfig("archenemy", 4, { deploy: true })).toThrow(/904\.2.*deploy creatures/);
    expect(() => variantConfig("archenemy", 4, { attack: "left" })).toThrow(/904\.2.*attack "left"/);
    expect(() =>
      variantConfig("archenemy", 4, {
        teams: [
          [0, 1],
          [2, 3],
        ],
      }),
    ).toThrow(/904\.2a–b/);
    expect(() => variantConfig("archenemy", 4, { sharedTurns: false })).toThrow(/805\.1: always used/);
    expect(() => variantConfig("supervillain-rumble", 4, { range: 1 })).toThrow(/904\.12a/);
    expect(() => variantConfig("archenemy", 4, { range: 2 })).toThrow(ConfigError);
  });

  it("904.12: Supervillain Rumble — a Free-for-All of archenemies, each with a scheme deck and 40 life, a random starting player", () => {
    const cfg = variantConfig("supervillain-rumble", 4);
    expect(cfg.teams).toBeNull();
    expect(cfg.sharedTurns).toBe(false);
    expect(cfg.archenemies).toEqual([0, 1, 2, 3]);
    const starts = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const game = Game.create(cardDb, setup("supervillain-rumble", 4, seed));
      expect(game.state.players.map((p) => p.life)).toEqual([40, 40, 40, 40]);
      for (const p of game.state.players) expect(p.schemeDeck).toHaveLength(20);
      starts.add(game.state.turn.active);
    }
    expect(starts.size).toBeGreaterThan(1); // 904.12c
  });
});

describe("904.4: the scheme deck's order is hidden", () => {
  it("every player's view and the table's give the scheme deck's size, never its cards", () => {
    const game = Game.create(cardDb, setup());
    const deck = game.state.players[0].schemeDeck!;
    const table = game.tableView();
    expect(table.players[0].archenemy).toEqual({ schemeDeckCount: 20, faceUp: [], lastSetInMotion: null });
    expect(table.players[1].archenemy).toBeUndefined();
    for (const viewer of [0, 1, 2, 3, null]) {
      const text = JSON.stringify(game.view(viewer));
      expect(text).not.toContain('schemeDeck"');
      // The deck's card ids appear nowhere in a view before any scheme is face up.
      for (const id of new Set(deck)) expect(text).not.toContain(`"${id}"`);
    }
  });
});
