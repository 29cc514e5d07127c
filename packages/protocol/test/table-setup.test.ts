import { cardDb, decks } from "@roundtable/cards";
import { Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { type CreateTableInput, parseCreateTable, RequestError, tableSetup } from "../src/index.ts";

const setupOf = (body: CreateTableInput, seed: number, names: string[] = ["Zoe"]) =>
  tableSetup(parseCreateTable(body), seed, names);

describe("tableSetup", () => {
  it("is deterministic from the seed: the same seed the same setup, another seed other decks", () => {
    const body = { variant: "free-for-all", players: 4, decks: ["random", "pool", "random", "pool"] };
    expect(setupOf(body, 11)).toEqual(setupOf(body, 11));
    const decksOf = (seed: number) => setupOf(body, seed).setup.players.map((p) => p.deck);
    expect(decksOf(12)).not.toEqual(decksOf(11));
    expect(setupOf(body, 11).setup.seed).toBe(11);
  });

  it("seats the people in the open seats in order, and names each bot as the command line names its seat", () => {
    const r = setupOf(
      {
        variant: "free-for-all",
        players: 4,
        seats: [{ kind: "bot", bot: "random" }, { kind: "open" }, { kind: "bot" }, { kind: "open" }],
      },
      1,
      ["Zoe", "Yann"],
    );
    expect(r.seats).toEqual([
      { name: "Alice", bot: "random" },
      { name: "Zoe", bot: null },
      { name: "Carol", bot: "heuristic" },
      { name: "Yann", bot: null },
    ]);
    expect(r.setup.players.map((p) => p.name)).toEqual(["Alice", "Zoe", "Carol", "Yann"]);
  });

  it('a bot whose seat name a person has is "Bot N", and no two players share a name', () => {
    const r = setupOf(
      { variant: "free-for-all", players: 3, seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }] },
      1,
      ["Bob"],
    );
    expect(r.seats.map((s) => s.name)).toEqual(["Bob", "Bot 2", "Carol"]);
    const clash = setupOf(
      { variant: "free-for-all", players: 3, seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }] },
      1,
      ["Carol", "Bot 3"],
    );
    expect(clash.seats.map((s) => s.name)).toEqual(["Carol", "Bot 3", "Bot 3 (2)"]);
  });

  it("refuses a list of names that isn't one per open seat", () => {
    expect(() => setupOf({ variant: "duel", players: 2 }, 1, [])).toThrow("1 open seats, but 0 names");
    expect(() => setupOf({ variant: "duel", players: 2 }, 1, ["A", "B"])).toThrow(RangeError);
  });

  it("gives each seat the deck it names (any case), and names each deck", () => {
    const [a, b] = [decks[3], decks[7]];
    const r = setupOf({ variant: "duel", players: 2, decks: [a.name.toLowerCase(), b.name] }, 5);
    expect(r.setup.players.map((p) => p.deck)).toEqual([a.cards, b.cards]);
    expect(r.deckNames).toEqual([a.name, b.name]);
  });

  it('"random" seats get different ready decks while there are enough; "pool" seats random two-colour decks', () => {
    const random = setupOf({ variant: "free-for-all", players: decks.length }, 3);
    expect(new Set(random.deckNames).size).toBe(decks.length);
    const pool = setupOf({ variant: "free-for-all", players: 3, decks: ["pool", "pool", "pool"] }, 3);
    for (const name of pool.deckNames) expect(name).toMatch(/^pool [WUBRG]{2}$/);
    for (const p of pool.setup.players) expect(p.deck).toHaveLength(40);
  });

  it("the variant's options, with a team variant's default teams (809.1: Emperor teams of three)", () => {
    const r = setupOf({ variant: "emperor", players: 6, options: { range: 1, mulligan: "paris" } }, 2);
    expect(r.setup.options).toEqual({
      teams: [
        [0, 1, 2],
        [3, 4, 5],
      ],
      range: 1,
      mulligan: "paris",
    });
    expect(setupOf({ variant: "free-for-all", players: 4 }, 2).setup.options).toBeUndefined();
  });

  it("sets up a game the engine starts, the people and bots in their seats", () => {
    const r = setupOf({ variant: "two-headed-giant", players: 4, edition: "2007" }, 9);
    const game = Game.create(cardDb, r.setup);
    expect(game.state.config.edition).toBe("2007");
    expect(game.state.players.map((p) => p.name)).toEqual(r.seats.map((s) => s.name));
  });

  it("refuses a request the engine can't set up (as stored before the decks changed) with a RequestError", () => {
    const stored = {
      ...parseCreateTable({ variant: "duel", players: 2 }),
      decks: ["random", "Retired Deck"],
    };
    expect(() => tableSetup(stored, 1, ["Zoe"])).toThrow(RequestError);
    expect(() => tableSetup(stored, 1, ["Zoe"])).toThrow(/^decks\[1\]: unknown deck "Retired Deck"/);
  });
});
