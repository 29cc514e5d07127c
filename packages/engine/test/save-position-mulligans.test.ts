/**
 * Saving a position in the starting sequence (layoutOf.ts, layoutOfMulligans.ts; loaded by
 * engine/game/mulliganSetup.ts): during the mulligans (103.5) a layout holds the hands so far, the mulligans
 * each player has taken, who has kept, the round's declarations and who has put cards on the bottom; loaded,
 * it asks the same of the same player, and playing on gives the same game as the live one.
 */
import { cardDb, decks, planes, randomSchemeDeck } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  type Answer,
  type Decision,
  Game,
  type GameSetup,
  type GameState,
  layoutOf,
  layoutProblems,
  type TableLayout,
} from "../src/index.ts";
import { setupError } from "./helpers.ts";

const SEED = 5;

function setup(variant: string, names: string[], extra: Partial<GameSetup> = {}): GameSetup {
  return {
    variant,
    seed: SEED,
    starting: 0,
    autoPass: false, // as a layout asks: both games stop at the first turn's first priority
    players: names.map((name, i) => ({ name, deck: decks[i % decks.length].cards })),
    ...extra,
  };
}

const FOUR = ["A", "B", "C", "D"];

/** The game loaded from its position's layout. */
function reloaded(game: Game): { layout: TableLayout; loaded: Game } {
  const layout = layoutOf(cardDb, game.state, SEED);
  return { layout: JSON.parse(JSON.stringify(layout)), loaded: Game.fromLayout(cardDb, layout) };
}

/** The open question without its id: its kind, player, prompt and what it offers. */
function question(d: Decision | null): unknown {
  if (d === null) return null;
  const { id: _, ...rest } = d;
  if (rest.kind !== "choose") return rest;
  return { ...rest, options: rest.options.map((o) => o.label) };
}

/** The players' zones by card, their mulligans and whose first turn it is, without object ids. */
function zones(s: GameState): unknown {
  const cards = (ids: readonly number[]) => ids.map((id) => s.objects[id].card);
  return {
    status: s.status,
    turn: { number: s.turn.number, active: s.turn.active, step: s.turn.step },
    players: s.players.map((p) => ({
      life: p.life,
      left: p.left,
      mulligans: p.mulligans,
      hand: cards(p.hand),
      library: cards(p.library),
      command: cards(p.command),
    })),
  };
}

/**
 * Answers both games' questions alike until the first turn has begun (the first priority of turn 1): the
 * mulligans from `plan` (each player takes that many in all), the cards to put on the bottom the first ones
 * offered. At every question both ask the same of the same player, holding the same; the players asked in
 * order.
 */
function playOnAlike(live: Game, loaded: Game, plan: Record<number, number>): number[] {
  const asked: number[] = [];
  for (let guard = 0; guard < 100 && live.state.status === "starting"; guard++) {
    const d = live.pending()!;
    const e = loaded.pending();
    expect(question(e)).toEqual(question(d));
    expect(zones(loaded.state)).toEqual(zones(live.state));
    asked.push(d.player);
    const answer: Answer =
      d.kind === "mulligan"
        ? { keep: d.mulligans >= (plan[d.player] ?? 0) }
        : { choices: Array.from({ length: d.kind === "choose" ? d.min : 0 }, (_, i) => i) };
    expect(live.submit(d.player, d.id, answer).ok).toBe(true);
    expect(loaded.submit(e!.player, e!.id, answer).ok).toBe(true);
  }
  expect(live.state.status).toBe("playing");
  expect(zones(loaded.state)).toEqual(zones(live.state));
  expect(question(loaded.pending())).toEqual(question(live.pending()));
  return asked;
}

/** Answers the live game's next questions: keep (true) or mulligan (false), in turn. */
function declare(game: Game, ...keeps: boolean[]): void {
  for (const keep of keeps) {
    const d = game.pending()!;
    expect(d.kind).toBe("mulligan");
    expect(game.submit(d.player, d.id, { keep }).ok).toBe(true);
  }
}

describe("a position saved during the mulligans (103.5)", () => {
  it("103.5, 103.5c: a four-player Free-for-All after A's free mulligan and B's keep: the same question of A, the same hand; playing on gives the same game", () => {
    const live = Game.create(cardDb, setup("free-for-all", FOUR));
    declare(live, false, true, true, true); // A mulligans, B, C and D keep; A's mulligan is taken
    const { layout, loaded } = reloaded(live);
    expect(layout.mulligans).toEqual({ taken: [1, 0, 0, 0], kept: [1, 2, 3] });
    expect(layoutProblems(cardDb, live.state)).toEqual([]);
    const d = loaded.pending();
    // 103.5c: A's first mulligan was free: A is asked about seven cards again, having taken one mulligan.
    expect(d).toMatchObject({ kind: "mulligan", player: 0, handSize: 7, mulligans: 1 });
    expect(loaded.state.players[0].hand.length).toBe(7);
    expect(question(d)).toEqual(question(live.pending()));
    // A mulligans again (a six-card hand: one card on the bottom), then keeps.
    expect(playOnAlike(live, loaded, { 0: 2 })).toEqual([0, 0, 0]);
    expect(live.state.players[0].hand.length).toBe(6); // the first turn stops at its upkeep
  });

  it("103.5: saved in the middle of a round — A declared a mulligan, B kept — C declares next, and the mulligans happen together", () => {
    const live = Game.create(cardDb, setup("free-for-all", FOUR));
    declare(live, false, true);
    const { layout, loaded } = reloaded(live);
    expect(layout.mulligans).toEqual({
      declared: [
        { player: 0, keep: false },
        { player: 1, keep: true },
      ],
    });
    expect(loaded.pending()).toMatchObject({ kind: "mulligan", player: 2, handSize: 7, mulligans: 0 });
    // C and D mulligan too: A's, C's and D's mulligans are taken at once, then A, C and D decide again.
    expect(playOnAlike(live, loaded, { 0: 1, 2: 1, 3: 2 })).toEqual([2, 3, 0, 2, 3, 3, 3]);
  });

  it("103.5: saved while the players put cards on the bottom — A has, B is asked — B puts the same number there", () => {
    const live = Game.create(cardDb, setup("free-for-all", FOUR));
    declare(live, false, false, true, true); // A and B mulligan (free), C and D keep
    declare(live, false, false); // A and B mulligan again: one card each on the bottom
    declare(live, true, true);
    const bottom = live.pending()!;
    expect(bottom).toMatchObject({ kind: "choose", purpose: "bottom", player: 0, min: 1 });
    expect(live.submit(0, bottom.id, { choices: [0] }).ok).toBe(true);
    const { layout, loaded } = reloaded(live);
    expect(layout.mulligans).toEqual({ taken: [2, 2, 0, 0], kept: [0, 1, 2, 3], bottomed: [0] });
    expect(loaded.pending()).toMatchObject({ kind: "choose", purpose: "bottom", player: 1, min: 1, max: 1 });
    expect(playOnAlike(live, loaded, {})).toEqual([1]);
  });

  it("805.3a, 103.5d: Two-Headed Giant — A kept, so A's teammate B declares next, and may still mulligan; then the other team", () => {
    const teams = [
      [0, 1],
      [2, 3],
    ];
    const live = Game.create(cardDb, setup("two-headed-giant", FOUR, { options: { teams } }));
    expect(live.state.config.freeFirstMulligan).toBe(true); // 103.5c: a multiplayer game
    declare(live, true); // A, of the starting team, keeps
    const { layout, loaded } = reloaded(live);
    expect(layout.options).toEqual({ teams });
    expect(layout.mulligans).toEqual({ declared: [{ player: 0, keep: true }] });
    expect(loaded.state.players.map((p) => p.life)).toEqual([30, 30, 30, 30]);
    expect(loaded.pending()).toMatchObject({ kind: "mulligan", player: 1, mulligans: 0 });
    // B mulligans after A kept (805.3a); C keeps, D mulligans; then B and D decide again, together.
    expect(playOnAlike(live, loaded, { 1: 2, 3: 1 })).toEqual([1, 2, 3, 1, 3, 1, 1]);
    expect(live.state.turn.active).toBe(0); // the starting team's first turn
  });

  it("103.5: the Paris mulligan (the mulligan option): a hand of one card fewer, decided one player at a time", () => {
    const live = Game.create(cardDb, setup("free-for-all", FOUR, { options: { mulligan: "paris" } }));
    declare(live, false, false); // A mulligans (free: seven again), then A mulligans again (six)
    const { layout, loaded } = reloaded(live);
    expect(layout.options).toEqual({ mulligan: "paris" });
    expect(layout.mulligans).toEqual({ taken: [2, 0, 0, 0] });
    expect(loaded.pending()).toMatchObject({ kind: "mulligan", player: 0, handSize: 6, mulligans: 2 });
    expect(playOnAlike(live, loaded, { 0: 2, 1: 1 })).toEqual([0, 1, 1, 2, 3]);
  });

  it("807.4b: a Grand Melee saved during its mulligans places the same turn markers as its first turns begin", () => {
    const names = Array.from({ length: 10 }, (_, i) => `P${i}`);
    const live = Game.create(cardDb, setup("grand-melee", names));
    declare(live, true, false, true);
    const { layout, loaded } = reloaded(live);
    // 807.3: seated at random — the layout is seated as the game was.
    expect(layout.players.map((p) => p.name)).toEqual(live.state.players.map((p) => p.name));
    expect(layout.mulligans?.declared).toHaveLength(3);
    playOnAlike(live, loaded, { 1: 1 });
    expect(loaded.state.melee?.markers.map((m) => m.holder)).toEqual(
      live.state.melee?.markers.map((m) => m.holder),
    );
  });

  it("901.5: Planechase saved during its mulligans — no plane face up yet: the starting player sets the same one as they end", () => {
    const planar = planes.slice(0, 10).map((c) => c.id);
    const base = setup("planechase", FOUR);
    const live = Game.create(cardDb, {
      ...base,
      players: base.players.map((p) => ({ ...p, planarDeck: planar })),
    });
    declare(live, false, true);
    const { layout, loaded } = reloaded(live);
    expect(layout.players.map((p) => p.planarDeck?.length)).toEqual([10, 10, 10, 10]);
    expect(loaded.state.planechase?.faceUp).toEqual([]);
    playOnAlike(live, loaded, { 0: 1 });
    const faceUp = (g: Game) => g.state.planechase?.faceUp.map((id) => g.state.objects[id].card);
    expect(faceUp(live)).toHaveLength(1);
    expect(faceUp(loaded)).toEqual(faceUp(live));
  });

  it("103.1b, 904.3: Archenemy saved during its mulligans — the archenemy starts, their scheme deck as it was shuffled", () => {
    const base = setup("archenemy", FOUR);
    const live = Game.create(cardDb, {
      ...base,
      players: base.players.map((p, i) => (i === 0 ? { ...p, schemes: randomSchemeDeck(() => 0) } : p)),
    });
    declare(live, false);
    const { layout, loaded } = reloaded(live);
    expect(layout.players[0].schemes).toEqual(live.state.players[0].schemeDeck);
    expect(playOnAlike(live, loaded, { 0: 1, 2: 1 })[0]).toBe(1);
  });

  it("what a layout can't hold of the starting sequence is refused, naming it", () => {
    const commander = Game.create(cardDb, {
      variant: "commander",
      seed: SEED,
      starting: 0,
      options: { mulligan: "commander" },
      players: ["A", "B", "C"].map((name) => ({
        name,
        deck: ["griselbrand", ...Array(98).fill("forest")],
        commander: "griselbrand",
      })),
    });
    expect(commander.state.status).toBe("starting");
    expect(layoutProblems(cardDb, commander.state)).toEqual([
      "the 2011 Commander mulligan (2011 CR 103.4d) is under way: a layout doesn't say which cards each player exiled by mulliganing",
    ]);
  });
});

describe("a layout in the starting sequence: bad fields are refused, naming their path", () => {
  const game = Game.create(cardDb, setup("free-for-all", FOUR));
  const base = layoutOf(cardDb, game.state, SEED);
  const withMulligans = (mulligans: TableLayout["mulligans"], more: Partial<TableLayout> = {}) =>
    setupError({ ...structuredClone(base), ...more, mulligans });

  it("declarations in turn order from the starting player (103.5), by players still deciding", () => {
    expect(withMulligans({ declared: [{ player: 1, keep: true }] })).toBe(
      "mulligans.declared[0].player: B doesn't declare now: A declares now (103.5: in turn order from the starting player, A, those still deciding declare: A, B, C, D; one who would put their whole hand on the bottom, or has none, keeps without declaring)",
    );
    expect(withMulligans({ kept: [0], declared: [{ player: 0, keep: false }] })).toBe(
      "mulligans.declared[0].player: A has kept: they take no more mulligans (103.5)",
    );
    expect(withMulligans({ kept: [0, 1, 2, 3], declared: [{ player: 0, keep: true }] })).toBe(
      "mulligans.declared[0].player: A has kept: they take no more mulligans (103.5)",
    );
    expect(withMulligans({ declared: [{ player: 7, keep: true }] })).toBe(
      "mulligans.declared[0].player: no seat 7 (seats are 0–3)",
    );
  });

  it("cards on the bottom only once everyone has kept, by a player with a mulligan that counts (103.5c)", () => {
    expect(withMulligans({ taken: [2], kept: [0], bottomed: [0] })).toBe(
      "mulligans.bottomed[0]: A puts cards on the bottom only once every player has kept (103.5): B hasn't",
    );
    expect(withMulligans({ taken: [1], kept: [0, 1, 2, 3], bottomed: [0] })).toBe(
      "mulligans.bottomed[0]: A has no card to put on the bottom: one for each mulligan taken (103.5), the first one free (103.5c)",
    );
    expect(withMulligans({ kept: [0, 1], bottomed: [2] })).toBe(
      'mulligans.bottomed[0]: C puts cards on the bottom only once they have kept (103.5): list them in "kept"',
    );
    expect(withMulligans({ kept: [1, 1] })).toBe("mulligans.kept[1]: B is listed twice");
    expect(withMulligans({ taken: [0, -1] })).toBe("mulligans.taken[1]: must be a whole number ≥ 0, got -1");
  });

  it("nothing of a turn: no permanent, no later turn (103.6a, 103.8)", () => {
    const players = structuredClone(base.players);
    players[2].battlefield = [{ card: "forest" }];
    expect(withMulligans({}, { players })).toBe(
      "players[2].battlefield: the battlefield is empty during the mulligans (103.5): cards begin on it only once they are over (103.6a)",
    );
    expect(withMulligans({}, { laterTurn: true })).toBe(
      "laterTurn: the mulligans (103.5) come before the game's first turn (103.8): a layout in them has none",
    );
  });
});
