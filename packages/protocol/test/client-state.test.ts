/**
 * ClientState, a client's copy of its views: fed what a server sends (a welcome, then updates whose
 * patches are the difference of consecutive views), its combined view is always the engine's view for
 * that recipient, and an update it has seen already changes nothing.
 */
import { makeBot } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, type GameEvent, seedRng } from "@roundtable/engine";
import fastJsonPatch from "fast-json-patch";
import { describe, expect, it } from "vitest";
import { ClientState, parseCreateTable, tableSetup, type ViewMessage } from "../src/index.ts";

function newGame(variant: string, players: number, seed: number): Game {
  const body = {
    variant,
    players,
    seats: Array.from({ length: players }, () => ({ kind: "open" as const })),
  };
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  return Game.create(cardDb, tableSetup(parseCreateTable(body), seed, names).setup);
}

/** The server's side for one seat: a welcome, then an update of each answer's patches. */
function server(game: Game, seat: number) {
  let table = game.tableView();
  let own = game.seatView({ seat });
  let seq = 0;
  const info = {
    id: "t",
    name: "t",
    variant: table.variant,
    edition: "current" as const,
    players: table.players.length,
    status: "playing" as const,
    seats: [],
    settings: {},
    seq,
    hash: null,
    hashSeq: null,
  };
  return {
    welcome: (): ViewMessage => ({
      type: "welcome",
      protocol: 1,
      you: { role: "player", seat },
      table: info,
      seq,
      view: { table: structuredClone(table), seat: structuredClone(own) },
      missed: null,
      stops: null,
      chat: [],
    }),
    update(events: GameEvent[]): ViewMessage {
      const [t, s] = [game.tableView(), game.seatView({ seat })];
      const m: ViewMessage = {
        type: "update",
        seq: ++seq,
        events,
        table: fastJsonPatch.compare(table, t),
        seat: fastJsonPatch.compare(own, s),
      };
      [table, own] = [t, s];
      return m;
    },
  };
}

describe("ClientState", () => {
  it.each([
    ["free-for-all", 4, 1],
    ["two-headed-giant", 4, 2],
    ["grand-melee", 12, 3],
  ])(
    "%s (%i players): the patched parts combine to the engine's view after every answer",
    (variant, players, seed) => {
      const game = newGame(variant, players, seed);
      const wire = server(game, 1);
      const state = new ClientState();
      expect(state.receive(wire.welcome())).toEqual({ events: [], fresh: true });
      const rng = seedRng(seed);
      const bot = makeBot("random");
      for (let n = 0; n < 150 && !game.isOver(); n++) {
        const d = game.decisions()[0];
        const r = game.submit(d.player, d.id, bot.decide({ game, player: d.player, decision: d, rng }));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const update = wire.update(r.events);
        expect(state.receive(update)).toEqual({ events: r.events, fresh: false });
        expect(state.view()).toEqual(game.view(1));
        expect(state.decisions()).toEqual(game.decisions().filter((x) => x.player === 1));
        // The same update again (after a reconnection) is skipped.
        expect(state.receive(update)).toEqual({ events: [], fresh: false });
        expect(state.view()).toEqual(game.view(1));
      }
      expect(state.seq).toBeGreaterThan(10);
    },
  );

  it("has no view and no decisions before the game begins, and refuses an update before any view", () => {
    const state = new ClientState();
    expect(state.view()).toBeNull();
    expect(state.decisions()).toEqual([]);
    expect(() => state.receive({ type: "update", seq: 1, events: [], table: [], seat: [] })).toThrow(
      /update 1 before any view/,
    );
  });
});
