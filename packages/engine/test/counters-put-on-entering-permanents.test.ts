/**
 * 122.6: counters a permanent enters with (614.1c) are "put on" it, so Melira, Sylvok Outcast's "Creatures you
 * control can't have -1/-1 counters put on them." keeps them off a creature entering under her controller's
 * control — through the same check as -1/-1 counters from wither or infect damage and from effects
 * (statics/counterRestrictions.ts). The engine has no persist (702.79), and no card of the pool enters with
 * -1/-1 counters, so this test adds one to its own card database.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type CardDb, type CardDef, Game, type LayoutPlayer } from "../src/index.ts";
import { priorityFor } from "./drive.ts";
import { findAction, idOf, submitOk } from "./helpers.ts";

/** A 4/4 for {2}{B} that enters with two -1/-1 counters (as Shadowmoor's creatures do). */
const BLIGHTED: CardDef = {
  id: "test-blighted-brute",
  name: "Test Blighted Brute",
  cost: "{2}{B}",
  types: ["Creature"],
  subtypes: ["Horror"],
  power: 4,
  toughness: 4,
  abilities: [{ kind: "static", effect: { s: "entersWithCounters", counter: "-1/-1", n: 2 } }],
};
const db: CardDb = new Map([...cardDb, [BLIGHTED.id, BLIGHTED]]);

const swamps = [{ card: "swamp" }, { card: "swamp" }, { card: "swamp" }];

/** A duel, A starting; A casts the Brute in turn 1's first main phase and it resolves. */
function castBrute(a: Partial<LayoutPlayer>, b: Partial<LayoutPlayer> = {}): Game {
  const game = Game.fromLayout(db, {
    variant: "duel",
    seed: 1,
    start: 0,
    autoPass: false,
    players: [
      { name: "A", ...a, hand: [BLIGHTED.id], battlefield: [...(a.battlefield ?? []), ...swamps] },
      { name: "B", ...b },
    ],
  });
  priorityFor(game, 0, 1, "main1");
  submitOk(game, { choice: findAction(game.pending()!, "cast", BLIGHTED.name) });
  for (let d = game.pending()!; d.kind === "choose" && d.purpose === "mana"; d = game.pending()!)
    submitOk(game, { choices: [0] });
  for (let guard = 0; guard < 10 && !game.state.battlefield.some(isBrute(game)); guard++)
    submitOk(game, { choice: 0 }); // both pass: it resolves
  return game;
}

const isBrute = (game: Game) => (id: number) => game.state.objects[id].card === BLIGHTED.id;

function brute(game: Game): { counters: number; toughness: number } {
  const o = game.view(0).battlefield.find((p) => p.card === BLIGHTED.id);
  if (o === undefined) throw new Error("the Brute isn't on the battlefield");
  return { counters: o.counters["-1/-1"] ?? 0, toughness: o.toughness ?? Number.NaN };
}

describe("122.6: the counters a permanent enters with are put on it (Melira, Sylvok Outcast)", () => {
  it("614.1c: without Melira the creature enters with its two -1/-1 counters", () => {
    const game = castBrute({});
    expect(brute(game)).toEqual({ counters: 2, toughness: 2 });
  });

  it("122.6: under the control of Melira's controller it enters with no -1/-1 counter", () => {
    const game = castBrute({ battlefield: [{ card: "melira-sylvok-outcast" }] });
    idOf(game, 0, BLIGHTED.id); // it entered, under A's control
    expect(brute(game)).toEqual({ counters: 0, toughness: 4 });
  });

  it("122.6: an opponent's Melira protects only the creatures she controls: it enters with both counters", () => {
    const game = castBrute({}, { battlefield: [{ card: "melira-sylvok-outcast" }] });
    expect(brute(game)).toEqual({ counters: 2, toughness: 2 });
  });
});
