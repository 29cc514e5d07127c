/**
 * 702.19b: a trampler must assign lethal damage to every creature blocking it before it may assign any to
 * the player or planeswalker it attacks. The scenarios only ever give legal splits; here the illegal ones
 * are submitted and must be refused, leaving the state unchanged — less than lethal to a blocker, lethal
 * counted with the damage already marked (702.19b, 120.6), and with deathtouch, where 1 is lethal (702.2c).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type CardDb, type CardDef, Game, type LayoutPlayer } from "../src/index.ts";
import { advanceTo, expectRefused, idOf, submitOk } from "./helpers.ts";

/**
 * No card in the pool has both trample and deathtouch, so this test adds one (a 3/3, as a vanilla
 * creature with the two keywords) to its own card database.
 */
const TRAMPLER: CardDef = {
  id: "test-deathtouch-trampler",
  name: "Test Deathtouch Trampler",
  cost: "{2}{B}{G}",
  types: ["Creature"],
  power: 3,
  toughness: 3,
  keywords: ["trample", "deathtouch"],
};
const db: CardDb = new Map([...cardDb, [TRAMPLER.id, TRAMPLER]]);

/** A attacks B with `attacker`; B blocks it with every creature B controls; returns at A's damage assignment
 * decision. */
function blockedTrampler(attacker: string, b: LayoutPlayer["battlefield"]): Game {
  const game = Game.fromLayout(db, {
    variant: "duel",
    seed: 1,
    players: [
      { name: "A", battlefield: [{ card: attacker }] },
      { name: "B", battlefield: b },
    ],
    start: 0,
    autoPass: false,
  });
  advanceTo(game, 1, "declare-attackers");
  const a = idOf(game, 0, attacker);
  submitOk(game, { attacks: [{ attacker: a, defender: { player: 1 } }] });
  const d = advanceTo(game, 1, "declare-blockers");
  if (d.kind !== "blockers") throw new Error(`expected a blockers decision, got ${d.kind}`);
  submitOk(game, { blocks: d.candidates.map((c) => ({ blocker: c.blocker, attacker: a })) });
  expect(advanceTo(game, 1, "combat-damage").kind).toBe("damage");
  return game;
}

const graveyardOf = (game: Game, seat: number): string[] =>
  game.state.players[seat].graveyard.map((id) => game.state.objects[id].card);

const REFUSAL = /lethal damage before any is assigned to the player.*702\.19b/;

describe("702.19b: a trampler assigns lethal damage to its blockers before the player", () => {
  it("702.19b: less than lethal to the blocker with the rest to the player is refused; lethal is accepted", () => {
    const game = blockedTrampler("colossal-dreadmaw", [{ card: "grizzly-bears" }]);
    const d = game.pending()!;
    if (d.kind !== "damage") throw new Error("no damage decision");
    expect(d.trample).toBe(true);
    expect(d.recipients.map((r) => [r.label, r.lethal])).toEqual([
      ["Grizzly Bears (blocking)", 2],
      ["B", 0],
    ]);
    expectRefused(game, { amounts: [1, 5] }, REFUSAL);
    expectRefused(game, { amounts: [0, 6] }, REFUSAL);
    submitOk(game, { amounts: [2, 4] });
    advanceTo(game, 1, "main2");
    expect(game.state.players[1].life).toBe(16);
  });

  it("702.19b: with two blockers, each must be assigned lethal damage, not just their total", () => {
    const game = blockedTrampler("colossal-dreadmaw", [
      { card: "grizzly-bears" },
      { card: "savannah-lions" },
    ]);
    // Grizzly Bears 2/2 and Savannah Lions 2/1: 3 + 0 covers their total toughness but not the Lions.
    expectRefused(game, { amounts: [3, 0, 3] }, REFUSAL);
    expectRefused(game, { amounts: [1, 1, 4] }, REFUSAL);
    submitOk(game, { amounts: [2, 1, 3] });
    advanceTo(game, 1, "main2");
    expect(game.state.players[1].life).toBe(17);
  });

  it("702.19b, 120.6: damage already marked counts — 1 is lethal to a 2/2 with 1 damage, 0 is not", () => {
    const game = blockedTrampler("colossal-dreadmaw", [{ card: "grizzly-bears", damage: 1 }]);
    const d = game.pending()!;
    if (d.kind !== "damage") throw new Error("no damage decision");
    expect(d.recipients[0].lethal).toBe(1);
    expectRefused(game, { amounts: [0, 6] }, REFUSAL);
    submitOk(game, { amounts: [1, 5] });
    advanceTo(game, 1, "main2");
    expect(game.state.players[1].life).toBe(15);
    expect(graveyardOf(game, 1)).toEqual(["grizzly-bears"]);
  });

  it("702.2c, 702.19b: with deathtouch, 1 damage is lethal — 0 to the blocker is refused, 1 is accepted", () => {
    const game = blockedTrampler(TRAMPLER.id, [{ card: "colossal-dreadmaw" }]);
    const d = game.pending()!;
    if (d.kind !== "damage") throw new Error("no damage decision");
    expect(d.recipients[0].lethal).toBe(1);
    expectRefused(game, { amounts: [0, 3] }, REFUSAL);
    submitOk(game, { amounts: [1, 2] });
    advanceTo(game, 1, "main2");
    expect(game.state.players[1].life).toBe(18);
    expect(graveyardOf(game, 1)).toEqual(["colossal-dreadmaw"]);
  });
});
