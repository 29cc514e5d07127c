/**
 * The `turn` event names the turn's active players as the engine decides them (805.4a: with shared team
 * turns, the active team's players still in the game; the active player alone otherwise), so that a client
 * needn't work them out again: the same players as the view's `turn.activePlayers` as the turn begins.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type GameEvent, type TableLayout } from "../src/index.ts";
import { passAnswer } from "./helpers.ts";

type TurnEvent = Extract<GameEvent, { type: "turn" }>;

/** Each turn event with the active players of that turn as the views show them once it has begun. */
interface Seen {
  event: TurnEvent;
  viewed: number[];
}

/** The turn events of the game's start (with the views then). */
function startTurns(game: Game): Seen[] {
  return game.startEvents
    .filter((e) => e.type === "turn")
    .map((event) => ({ event, viewed: viewed(game, event) }));
}

/** The active players of the turn `e` began, as the view shows them (a turn marker's in Grand Melee). */
function viewed(game: Game, e: TurnEvent): number[] {
  const view = game.view(null);
  const lanes = view.markers?.map((m) => m.turn) ?? [view.turn];
  const turn = lanes.find((t) => t.number === e.number);
  if (turn === undefined) throw new Error(`turn ${e.number} is in no lane of the view`);
  return turn.activePlayers;
}

/** Passes (each open decision in turn) until the game's turn count reaches `turns`; the turn events on the way. */
function turnsUntil(game: Game, turns: number): Seen[] {
  const out: Seen[] = [];
  for (let guard = 0; guard < 5000 && game.state.turn.number < turns; guard++) {
    const d = game.decisions()[0];
    if (d === undefined) throw new Error("no decision open");
    const r = game.submit(d.player, d.id, passAnswer(d));
    if (!r.ok) throw new Error(`${d.kind}: ${r.message}`);
    for (const e of r.events) if (e.type === "turn") out.push({ event: e, viewed: viewed(game, e) });
  }
  return out;
}

const TEAMS = [
  [0, 1],
  [2, 3],
];

const wastes = () => Array.from({ length: 30 }, () => "wastes");

function table(variant: string, names: string[], options: TableLayout["options"] = {}): Game {
  return Game.fromLayout(cardDb, {
    variant,
    seed: 1,
    players: names.map((name) => ({ name, library: wastes() })),
    options,
    start: 0,
    autoPass: false,
  });
}

describe("805.4a: the turn event's players are the engine's active players", () => {
  it("805.4a: Two-Headed Giant — the active team's players", () => {
    const game = table("two-headed-giant", ["A1", "A2", "B1", "B2"], { teams: TEAMS });
    const turns = [...startTurns(game), ...turnsUntil(game, 3)];
    expect(turns.map((t) => [t.event.number, t.event.player, t.event.players])).toEqual([
      [1, 0, [0, 1]],
      [2, 2, [2, 3]],
      [3, 0, [0, 1]],
    ]);
    for (const t of turns) expect(t.event.players).toEqual(t.viewed);
  });

  it("805.4a: shared team turns after a teammate left (Team vs. Team: 810.8b would take the whole team in Two-Headed Giant) — the one still in the game", () => {
    const game = table("team-vs-team", ["A1", "A2", "B1", "B2"], { teams: TEAMS, sharedTurns: true });
    turnsUntil(game, 2);
    expect(game.concede(2).ok).toBe(true); // 800.4a: B1, team B's primary player, leaves in team B's turn
    const turns = turnsUntil(game, 4);
    expect(turns.map((t) => [t.event.number, t.event.player, t.event.players])).toEqual([
      [3, 0, [0, 1]],
      [4, 3, [3]], // 805.2: B2 is team B's primary player now, and its only active player
    ]);
    for (const t of turns) expect(t.event.players).toEqual(t.viewed);
  });

  it("805.4a: a duel — the active player alone", () => {
    const game = table("duel", ["Ann", "Ben"]);
    const turns = [...startTurns(game), ...turnsUntil(game, 3)];
    expect(turns.map((t) => [t.event.number, t.event.player, t.event.players])).toEqual([
      [1, 0, [0]],
      [2, 1, [1]],
      [3, 0, [0]],
    ]);
    for (const t of turns) expect(t.event.players).toEqual(t.viewed);
  });

  it("805.4a, 807.4: Grand Melee — each turn's players are its turn marker's holder", () => {
    const game = table("grand-melee", ["A", "B", "C", "D", "E", "F", "G", "H"]);
    const turns = [...startTurns(game), ...turnsUntil(game, 4)];
    // 807.4b: markers 1 and 2 to A and E, their first turns together; then each holder's left neighbour.
    expect(turns.map((t) => [t.event.number, t.event.player, t.event.players])).toEqual([
      [1, 0, [0]],
      [2, 4, [4]],
      [3, expect.any(Number), [expect.any(Number)]],
      [4, expect.any(Number), [expect.any(Number)]],
    ]);
    for (const t of turns) {
      expect(t.event.players).toEqual([t.event.player]);
      expect(t.event.players).toEqual(t.viewed);
    }
  });
});
