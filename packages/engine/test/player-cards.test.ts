/**
 * Cards about several players: per-opponent targets (Blatant Thievery), a target of an opponent's choice
 * (Cuombajj Witches), "seventh from the top" (Approach of the Second Sun) and winning by an effect.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { playersWin } from "../src/engine/actions/win.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { writable } from "../src/forkState.ts";
import type { Game, GameObject, ObjId } from "../src/index.ts";
import { advanceTo, submitOk, table, takeAction } from "./helpers.ts";

function idOf(game: Game, card: string, controller: number): ObjId {
  const o = Object.values(game.state.objects).find(
    (x: GameObject) => x.card === card && x.controller === controller && x.zone === "battlefield",
  );
  if (o === undefined) throw new Error(`no ${card} of seat ${controller}`);
  return o.id;
}

/** Passes priority until the stack is empty. */
function resolveAll(game: Game): void {
  for (let guard = 0; guard < 50 && game.state.stack.length > 0; guard++) {
    const d = game.pending()!;
    if (d.kind !== "priority") throw new Error(`unexpected ${d.kind}: ${d.prompt}`);
    submitOk(game, { choice: 0 });
  }
}

describe("Blatant Thievery: for each opponent, target permanent that player controls", () => {
  const setUp = () =>
    table(
      [
        { name: "A", hand: ["blatant-thievery"], battlefield: Array(7).fill({ card: "island" }) },
        { name: "B", battlefield: [{ card: "grizzly-bears" }, { card: "hill-giant" }] },
        { name: "C", battlefield: [{ card: "serra-angel" }] },
        { name: "D" },
      ],
      { autoPass: false },
    );

  it("601.2c: asks one target per opponent, among that opponent's permanents only", () => {
    const game = setUp();
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Blatant Thievery");
    const first = game.pending()!;
    expect(first.kind === "choose" && first.purpose).toBe("targets");
    if (first.kind !== "choose") return;
    expect(first.options.map((o) => o.label)).toEqual(["Grizzly Bears (B)", "Hill Giant (B)"]);
    expect([first.min, first.max]).toEqual([1, 1]);
    submitOk(game, { choices: [1] });
    const second = game.pending()!;
    if (second.kind !== "choose") throw new Error(second.kind);
    expect(second.options.map((o) => o.label)).toEqual(["Serra Angel (C)"]);
    submitOk(game, { choices: [0] });
    // D controls nothing: no third question; the spell is cast.
    expect(game.state.stack.length).toBe(1);
    const info = game.state.objects[game.state.stack[0]].stack!;
    expect(info.targetPlayers).toEqual([[1, 2]]);
  });

  it("608.2b: a target no longer controlled by the player it was chosen for is illegal", () => {
    const game = setUp();
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Blatant Thievery");
    submitOk(game, { choices: [1] }); // B's Hill Giant
    submitOk(game, { choices: [0] }); // C's Serra Angel
    // Before it resolves, C somehow comes to control the Hill Giant (it is still an opponent's permanent).
    const giant = idOf(game, "hill-giant", 1);
    writable(game.state, giant).baseController = 2;
    writable(game.state, giant).controller = 2;
    game.edited();
    resolveAll(game);
    expect(game.state.objects[giant].controller).toBe(2);
    expect(game.state.objects[idOf(game, "serra-angel", 0)].controller).toBe(0);
  });
});

describe("Cuombajj Witches: any target of an opponent's choice", () => {
  it("602.2b: the controller picks one of their opponents, who then chooses the target", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "cuombajj-witches" }] },
        { name: "B" },
        { name: "C", battlefield: [{ card: "grizzly-bears" }] },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Cuombajj Witches");
    submitOk(game, { choices: [1] }); // first target: B (players first, in turn order from A)
    const who = game.pending()!;
    if (who.kind !== "choose") throw new Error(who.kind);
    expect(who.player).toBe(0);
    expect(who.purpose).toBe("player");
    expect(who.options.map((o) => o.label)).toEqual(["B", "C"]);
    submitOk(game, { choices: [1] }); // C chooses
    const pick = game.pending()!;
    if (pick.kind !== "choose") throw new Error(pick.kind);
    expect(pick.player).toBe(2);
    expect(pick.purpose).toBe("targets");
    expect(pick.options.map((o) => o.label)).toEqual([
      "A",
      "B",
      "C",
      "Cuombajj Witches (A)",
      "Grizzly Bears (C)",
    ]);
    submitOk(game, { choices: [1] }); // C also picks B: two instances of "target" (115.3)
    resolveAll(game);
    expect(game.state.players.map((p) => p.life)).toEqual([20, 18, 20]);
  });
});

describe("Approach of the Second Sun: seventh from the top", () => {
  it("goes to the bottom of a library with fewer than six cards", () => {
    const game = table(
      [
        {
          name: "A",
          hand: ["approach-of-the-second-sun"],
          library: ["forest", "forest", "forest", "forest"],
          battlefield: Array(7).fill({ card: "plains" }),
        },
        { name: "B" },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Approach of the Second Sun");
    resolveAll(game);
    const lib = game.state.players[0].library.map((id) => game.state.objects[id].card);
    expect(lib).toEqual(["forest", "forest", "forest", "forest", "approach-of-the-second-sun"]);
    expect(game.state.players[0].life).toBe(27);
  });

  it("the record of spells cast keeps it past its turn, and forgets the turn's other spells (records/history.ts)", () => {
    const game = table(
      [
        {
          name: "A",
          hand: ["holy-day", "approach-of-the-second-sun"],
          library: Array(8).fill("forest"),
          battlefield: Array(8).fill({ card: "plains" }),
        },
        { name: "B", library: Array(8).fill("forest") },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Holy Day");
    resolveAll(game);
    takeAction(game, "cast", "Approach of the Second Sun");
    resolveAll(game);
    const cast = () => game.state.spellsCast.map((r) => [r.turn, r.card]);
    expect(cast()).toEqual([
      [1, "holy-day"],
      [1, "approach-of-the-second-sun"],
    ]);
    advanceTo(game, 2, "upkeep");
    // Storm and copies ask only about the spells of a turn under way (702.40a, 707.10); "another spell
    // named … this game" asks about Approach's for the rest of the game.
    expect(cast()).toEqual([[1, "approach-of-the-second-sun"]]);
  });
});

describe("winning by an effect (104.2b)", () => {
  const threePlayers = () => table([{ name: "A" }, { name: "B" }, { name: "C" }]);

  it("104.1: the game ends at once; the winner has won and nobody else has lost", () => {
    const game = threePlayers();
    advanceTo(game, 1, "main1");
    playersWin(makeCtx(cardDb, game.state, null), [{ player: 1, reason: "test" }]);
    expect(game.state.status).toBe("over");
    expect(game.state.winners).toEqual([1]);
    expect(game.state.players.map((p) => p.result)).toEqual([null, "won", null]);
    expect(game.state.pending).toBeNull();
  });

  it("104.3f: a player who would both win and lose simultaneously loses", () => {
    const game = threePlayers();
    advanceTo(game, 1, "main1");
    playersWin(
      makeCtx(cardDb, game.state, null),
      [{ player: 1, reason: "test" }],
      [{ player: 1, reason: "test" }],
    );
    expect(game.state.players[1].result).toBe("lost");
    expect(game.state.players[1].left).toBe(true);
    expect(game.state.status).toBe("playing");
    expect(game.state.winners).toEqual([]);
  });

  it("Platinum Angel: a player whose opponent controls it can't win; the game goes on", () => {
    const game = table([
      { name: "A" },
      { name: "B", battlefield: [{ card: "platinum-angel" }] },
      { name: "C" },
    ]);
    advanceTo(game, 1, "main1");
    playersWin(makeCtx(cardDb, game.state, null), [{ player: 0, reason: "test" }]);
    expect(game.state.status).toBe("playing");
    expect(game.state.players[0].result).toBeNull();
    // B's own Angel doesn't stop B.
    playersWin(makeCtx(cardDb, game.state, null), [{ player: 1, reason: "test" }]);
    expect(game.state.winners).toEqual([1]);
  });
});

describe("Cuombajj Witches when the choosing opponent leaves (800.4g)", () => {
  it("the other opponent makes the choice for the ability", () => {
    const game = table(
      [
        { name: "A", battlefield: [{ card: "cuombajj-witches" }] },
        { name: "B" },
        { name: "C", battlefield: [{ card: "grizzly-bears" }] },
      ],
      { autoPass: false },
    );
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Cuombajj Witches");
    submitOk(game, { choices: [1] }); // first target: B
    submitOk(game, { choices: [1] }); // C chooses the second target
    expect(game.pending()!.player).toBe(2);
    expect(game.concede(2).ok).toBe(true);
    // leave.ts withdraws the open decision and the activation asks its questions again (A's first
    // target too); C is no longer an opponent, so B is the only one who can choose.
    if (game.pending()!.player === 0) submitOk(game, { choices: [1] }); // B again
    const d = game.pending()!;
    if (d.kind !== "choose") throw new Error(d.kind);
    // B is A's only other opponent: B chooses, among the targets legal now (C and C's Bears are gone).
    expect(d.player).toBe(1);
    expect(d.purpose).toBe("targets");
    expect(d.options.map((o) => o.label)).toEqual(["A", "B", "Cuombajj Witches (A)"]);
    submitOk(game, { choices: [0] });
    resolveAll(game);
    expect(game.state.players.map((p) => p.life)).toEqual([19, 19, 20]);
  });
});
