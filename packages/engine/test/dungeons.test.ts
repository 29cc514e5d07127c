/**
 * 309, 701.49: venturing into the dungeon, tested on the venture action itself — the cases a game reaches
 * only by venturing again while a bottommost room's ability is still waiting (701.49c), and what a layout of
 * a monarch, an initiative or a dungeon may not say.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { dungeonOf, venture } from "../src/engine/actions/venture.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { writable } from "../src/forkState.ts";
import { Game } from "../src/index.ts";
import "../src/engine/game/watchers.ts";

const players = [{ name: "A" }, { name: "B" }, { name: "C" }];

function gameWith(room: number) {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    autoPass: false,
    players: [{ name: "A", dungeon: { card: "undercity", room } }, { name: "B" }, { name: "C" }],
  });
}

describe("venture into the dungeon (701.49)", () => {
  it("701.49c: from the bottommost room the dungeon is completed (309.7) and a new one entered on its topmost room", () => {
    const game = gameWith(5); // the Stash
    const s = structuredClone(game.state);
    const g = makeCtx(cardDb, s, []);
    const d = writable(s, dungeonOf(g, 0)!.id);
    d.ventureRoom = 8; // as if Throne of the Dead Three's ability were still on the stack (309.6)
    venture(g, 0, "Undercity");
    const fresh = dungeonOf(g, 0)!;
    expect(fresh.id).not.toBe(d.id);
    expect(fresh.ventureRoom).toBe(0);
    expect(s.players[0].completedDungeons).toEqual(["undercity"]);
    expect(s.objects[d.id]).toBeUndefined();
    // The events: the old dungeon completed, then the marker on Secret Entrance; its room ability waits.
    expect(g.events?.filter((e) => e.type === "dungeonCompleted" || e.type === "venture")).toEqual([
      { type: "dungeonCompleted", player: 0, dungeon: "Undercity" },
      {
        type: "venture",
        player: 0,
        dungeon: "Undercity",
        object: fresh.id,
        room: "Secret Entrance",
        index: 0,
      },
    ]);
    expect(s.triggers).toEqual([
      { source: fresh.id, card: "undercity", ability: 0, controller: 0, triggering: null },
    ]);
  });

  it("701.49a, 701.49d: a plain venture never enters the Undercity, the only dungeon of the pool: nothing happens", () => {
    const game = Game.fromLayout(cardDb, { variant: "free-for-all", seed: 1, autoPass: false, players });
    const s = structuredClone(game.state);
    const g = makeCtx(cardDb, s, []);
    venture(g, 1);
    expect(dungeonOf(g, 1)).toBeUndefined();
    venture(g, 1, "Undercity");
    expect(dungeonOf(g, 1)?.ventureRoom).toBe(0);
    expect(s.players[1].command).toHaveLength(1); // 309.3: one dungeon
  });

  it("a layout's monarch must be a seat, and a dungeon a dungeon card with such a room", () => {
    const base = { variant: "free-for-all", seed: 1, players };
    expect(() => Game.fromLayout(cardDb, { ...base, monarch: 3 })).toThrow(/monarch.*seat from 0 to 2/);
    expect(() =>
      Game.fromLayout(cardDb, {
        ...base,
        players: [{ name: "A", dungeon: { card: "grizzly-bears", room: 0 } }, ...players.slice(1)],
      }),
    ).toThrow(/no dungeon card \(309\)/);
    expect(() =>
      Game.fromLayout(cardDb, {
        ...base,
        players: [{ name: "A", dungeon: { card: "undercity", room: 9 } }, ...players.slice(1)],
      }),
    ).toThrow(/Undercity has no room 9/);
  });
});
