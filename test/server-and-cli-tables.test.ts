/**
 * A table created by the server (a create-table request through @roundtable/protocol's tableSetup) is the
 * game the command line plays with the same options and seed: the same setup, so the same game.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { buildSetup, defaultPlayers, editionPairs, main } from "@roundtable/cli";
import { Game, type GameRecord, hashState } from "@roundtable/engine";
import { type CreateTableInput, parseCreateTable, playerName, tableSetup } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";

type Options = NonNullable<CreateTableInput["options"]>;

/** The request for a table with one person in `seat` (0-based) and heuristic bots in the others. */
function request(variant: string, players: number, seat: number, more: Partial<CreateTableInput> = {}) {
  const seats = Array.from({ length: players }, (_, s) =>
    s === seat ? { kind: "open" as const } : { kind: "bot" as const },
  );
  return parseCreateTable({ variant, players, seats, ...more });
}

describe("the server's tableSetup and the command line's buildSetup", () => {
  it.each(
    editionPairs().flatMap(({ variant, edition }) => [1, 77].map((seed) => ({ variant, edition, seed }))),
  )(
    "the same setup for $variant ($edition edition), seed $seed, the person in seat 2",
    ({ variant, edition, seed }) => {
      const players = defaultPlayers(variant, edition);
      const cli = buildSetup({ variant, players, seed, edition });
      const server = tableSetup(request(variant, players, 1, { edition }), seed, [playerName(1)]);
      expect(server.setup).toEqual(cli.setup);
      expect(server.deckNames).toEqual(cli.deckNames);
    },
  );

  it.each<[string, number, Options]>([
    ["free-for-all", 6, { range: 1, teams: 3, deploy: true }],
    ["free-for-all", 4, { attack: "left", mulligan: "paris" }],
    ["team-vs-team", 6, { sharedTurns: true }],
    ["emperor", 9, { teams: 3, range: 2 }],
    ["alternating-teams", 6, { range: 3, attack: "right" }],
    ["two-headed-giant", 6, {}],
    ["grand-melee", 12, { range: 2 }],
  ])("the same setup for %s, %i players, options %j", (variant, players, options) => {
    const cli = buildSetup({ variant, players, seed: 5, ...options });
    expect(tableSetup(request(variant, players, 0, { options }), 5, [playerName(0)]).setup).toEqual(
      cli.setup,
    );
  });

  it('the same pool decks (--decks pool, and every seat\'s deck "pool")', () => {
    const cli = buildSetup({ variant: "free-for-all", players: 5, seed: 8, decks: "pool" });
    const decks = Array.from({ length: 5 }, () => "pool");
    const server = tableSetup(request("free-for-all", 5, 3, { decks }), 8, [playerName(3)]);
    expect(server.setup).toEqual(cli.setup);
    expect(server.deckNames).toEqual(cli.deckNames);
  });

  it("a table of bots is the game `roundtable demo` saves with the same options and seed: its inputs replay to the same hash", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-tables-"));
    const file = join(dir, "demo.json");
    const write = process.stdout.write;
    process.stdout.write = (() => true) as typeof process.stdout.write;
    try {
      const args = ["demo", "--variant", "emperor", "--players", "6", "--range", "1", "--seed", "42"];
      expect(await main([...args, "--max-decisions", "30", "--save", file])).toBe(0);
    } finally {
      process.stdout.write = write;
    }
    const record = JSON.parse(readFileSync(file, "utf8")) as GameRecord;
    rmSync(dir, { recursive: true });
    const bots = parseCreateTable({
      variant: "emperor",
      players: 6,
      options: { range: 1 },
      seats: Array.from({ length: 6 }, () => ({ kind: "bot" as const })),
    });
    const { setup } = tableSetup(bots, 42, []);
    expect(record.start).toEqual({ setup });
    expect(record.inputs.length).toBeGreaterThan(0);
    expect(hashState(Game.replay(cardDb, { ...record, start: { setup } }).state)).toBe(record.hash);
  });
});
