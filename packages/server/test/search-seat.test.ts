/**
 * A search bot's seat: the create-table request takes it, and at the table the bot answers with the
 * table's budget (tableBots.ts: smaller than the search bot's default, and bounded in time, so that one
 * decision doesn't hold up the server's other tables); its answers are accepted.
 */
import { heuristicBot, playGame, SEARCH_DEFAULTS } from "@roundtable/bots";
import { cardDb, decks } from "@roundtable/cards";
import { Game, type RngState } from "@roundtable/engine";
import { parseCreateTable } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { coreKind, WORKER_PLAYERS } from "../src/tables/cores.ts";
import { Passing } from "../src/tables/passing.ts";
import { applyRequest } from "../src/tables/requests.ts";
import { TABLE_SEARCH, tableBot } from "../src/tables/tableBots.ts";

describe("a search bot's seat", () => {
  it("the create-table request takes it", () => {
    const request = parseCreateTable({
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot", bot: "search" }],
    });
    expect(request.seats[1]).toEqual({ kind: "bot", bot: "search" });
    expect(() => parseCreateTable({ variant: "duel", seats: [{ kind: "bot", bot: "deep" }] })).toThrow(
      /seats/,
    );
  });

  it("a table with a search bot runs its game in a worker thread of its own, whatever its size (cores.ts)", () => {
    expect(coreKind(2, WORKER_PLAYERS, true)).toBe("worker");
    expect(coreKind(2, WORKER_PLAYERS, false)).toBe("in-process");
    expect(coreKind(WORKER_PLAYERS, WORKER_PLAYERS, false)).toBe("worker");
  });

  it("plays at the table with a smaller budget than its default, bounded in time", () => {
    expect(TABLE_SEARCH.playouts).toBeLessThan(SEARCH_DEFAULTS.playouts);
    expect(TABLE_SEARCH.timeMs).toBeGreaterThan(0);
    expect(tableBot("search").name).toBe("search");
    expect(tableBot("heuristic")).toBe(heuristicBot);
  });

  it("its answers at the table are accepted, through a main phase and a combat", () => {
    const seed = 12;
    const players = [0, 1].map((i) => ({ name: `P${i}`, deck: [...decks[i].cards] }));
    const game = Game.create(cardDb, { variant: "duel", seed, players }, { events: false });
    playGame(game, [heuristicBot, heuristicBot], { seed, maxDecisions: 6 });
    const rngs = new Map<number, RngState>();
    const passing = new Passing();
    const kinds = new Set<string>();
    for (let i = 0; i < 60 && !game.isOver(); i++) {
      const open = game.decisions()[0];
      kinds.add(open.kind);
      const r = applyRequest(
        game,
        { type: "bot", player: open.player, decision: open.id, bot: "search" },
        passing,
        rngs,
      );
      expect(r).toMatchObject({ ok: true });
    }
    expect(kinds).toContain("priority");
    expect(kinds).toContain("attackers");
  });
});
