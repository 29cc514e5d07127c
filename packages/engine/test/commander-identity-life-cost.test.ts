/**
 * 903.4, 119.4: War Room's "{3}, {T}, Pay life equal to the number of colors in your commanders' color identity:
 * Draw a card." — the life is the number of colours of its controller's commanders' combined colour identity
 * (702.124c with partners), 0 for a colourless commander or without a commander (903.4f).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { lifeToPay } from "../src/engine/spells/castable.ts";
import { Game, type LayoutPlayer } from "../src/index.ts";
import { advanceTo, perms, submitOk, table } from "./helpers.ts";

const TATYOVA = "tatyova-benthic-druid"; // {3}{G}{U}
const RAVOS = "ravos-soultender"; // {3}{W}{B}, partner
const ISHAI = "ishai-ojutai-dragonspeaker"; // {2}{W}{U}, partner

function commanderGame(players: LayoutPlayer[]): Game {
  return Game.fromLayout(cardDb, { variant: "commander", seed: 1, players, start: 0, autoPass: false });
}

/** Seat 0 activates War Room's second ability in its first main phase. */
function activateWarRoom(game: Game): void {
  const d = advanceTo(game, 1, "main1");
  if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
  const i = d.actions.findIndex((a) => a.type === "activate" && a.name === "War Room" && a.ability === 1);
  expect(i).toBeGreaterThanOrEqual(0);
  submitOk(game, { choice: i });
}

const WAR_ROOM = perms("war-room", "wastes", "wastes", "wastes");

describe("903.4: a cost of life equal to the number of colours in your commanders' colour identity", () => {
  it("903.4: Tatyova (green-blue) costs 2 life; Ravos and Ishai (partners, 702.124c: white, blue, black) 3", () => {
    const game = commanderGame([
      { name: "A", commander: TATYOVA, command: [TATYOVA], battlefield: WAR_ROOM },
      { name: "B", commander: RAVOS, partner: ISHAI, command: [RAVOS, ISHAI] },
    ]);
    const g = makeCtx(game.db, game.state, null);
    expect(lifeToPay(g, 0, "commanderColors")).toBe(2);
    expect(lifeToPay(g, 1, "commanderColors")).toBe(3);
    const hand = game.state.players[0].hand.length;
    activateWarRoom(game);
    expect(game.state.players[0].life).toBe(38);
    advanceTo(game, 1, "main2");
    expect(game.state.players[0].hand.length).toBe(hand + 1);
  });

  it("903.4f: without a commander (a duel) it costs no life", () => {
    const game = table([{ name: "A", battlefield: WAR_ROOM }, { name: "B" }], { autoPass: false });
    expect(lifeToPay(makeCtx(game.db, game.state, null), 0, "commanderColors")).toBe(0);
    activateWarRoom(game);
    expect(game.state.players[0].life).toBe(20);
  });
});
