/**
 * 103.5: a file that begins during the mulligans (`mulligans`, mulligans.ts; `stopAt` turn 0): saved from a
 * game in its starting sequence (savePosition, savePositionNow, savePositionAt), it stops there, asking the
 * same of the same player; played on with the same answers as `choices`, it reaches the same first turn.
 * Its fields are checked, each problem at its path.
 */
import { cardDb, decks } from "@roundtable/cards";
import { type Decision, Game, type GameSetup, layoutOf } from "@roundtable/engine";
import {
  buildLayout,
  positionOf,
  runScenario,
  type ScenarioFile,
  savePosition,
  savePositionAt,
  savePositionNow,
  scenarioOfLayout,
} from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, normalLayout, parsed } from "./helpers.ts";
import { run } from "./savedPositions.ts";

const FOUR = ["A", "B", "C", "D"];

/** A real game (103) of `names`, A starting, every priority asked (as a file asks it). */
function create(variant: string, names = FOUR, extra: Partial<GameSetup> = {}): Game {
  return Game.create(cardDb, {
    variant,
    seed: 5,
    starting: 0,
    autoPass: false,
    players: names.map((name, i) => ({ name, deck: decks[i % decks.length].cards })),
    ...extra,
  });
}

/** Answers the game's next mulligan questions: keep (true) or mulligan (false), in turn. */
function declare(game: Game, ...keeps: boolean[]): void {
  for (const keep of keeps) {
    const d = game.pending()!;
    expect(d.kind).toBe("mulligan");
    expect(game.submit(d.player, d.id, { keep }).ok).toBe(true);
  }
}

/**
 * Plays the game on to its first turn's first priority — each player takes `plan[name]` mulligans in all,
 * and puts the first cards offered on the bottom — and gives its answers as a file's `choices`.
 */
function playOn(game: Game, plan: Record<string, number>): Record<string, unknown[]> {
  const choices: Record<string, unknown[]> = {};
  for (let guard = 0; guard < 100 && game.state.status === "starting"; guard++) {
    const d = game.pending() as Decision;
    const name = game.state.players[d.player].name;
    if (d.kind === "mulligan") {
      const keep = d.mulligans >= (plan[name] ?? 0);
      choices[name] = [...(choices[name] ?? []), keep];
      expect(game.submit(d.player, d.id, { keep }).ok).toBe(true);
    } else if (d.kind === "choose" && d.purpose === "bottom") {
      const picks = Array.from({ length: d.min }, (_, i) => i);
      choices[name] = [...(choices[name] ?? []), picks.map((i) => d.options[i].label)];
      expect(game.submit(d.player, d.id, { choices: picks }).ok).toBe(true);
    } else throw new Error(`unexpected ${d.kind} in the mulligans`);
  }
  expect(game.state.turn).toMatchObject({ number: 1, step: "upkeep" });
  return choices;
}

/** The open question without its id: its kind, player, prompt and what it offers (objects by their labels). */
function question(d: Decision | null): unknown {
  if (d === null) return null;
  const { id: _, ...rest } = d;
  return rest.kind === "choose" ? { ...rest, options: rest.options.map((o) => o.label) } : rest;
}

/**
 * The saved file stops where the game is (turn 0), asking the same of the same player; played on with the
 * game's answers (`plan`), it reaches the same first turn as the game.
 */
function goesOnAlike(saved: ScenarioFile, game: Game, plan: Record<string, number>): Game {
  expect(saved.stopAt).toEqual({ turn: 0 });
  const loaded = run(saved);
  expect(positionOf(loaded, 1)).toBe(positionOf(game, 1));
  expect(question(loaded.pending())).toEqual(question(game.pending()));
  const choices = playOn(game, plan);
  const after = run({ ...saved, choices, stopAt: { turn: 1, step: "upkeep" } });
  expect(positionOf(after, 1)).toBe(positionOf(game, 1));
  return loaded;
}

/** A saved file as the engine's layout, written and read back: the same. */
function roundTrip(game: Game): void {
  const layout = layoutOf(cardDb, game.state, 5);
  const file = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, layout, "saved", "round trip")));
  expect(normalLayout(buildLayout(parsed(file), cardDb))).toEqual(normalLayout(layout));
}

describe("103.5: a position saved during the mulligans", () => {
  it("103.5, 103.5c: a four-player Free-for-All after A's mulligan (free) and B's keep — A is asked about seven cards again; played on, the same first turn", () => {
    const game = create("free-for-all");
    declare(game, false, true, true, true); // A mulligans, B, C and D keep: A's mulligan is taken
    const saved = savePosition(game);
    expect(saved.mulligans).toEqual({ taken: { A: 1 }, kept: ["B", "C", "D"] });
    expect(saved.laterTurn).toBeUndefined(); // 103.8: the first turn is the game's first
    expect(saved.description).toBe(
      "Saved from a free-for-all game during its mulligans (103.5), before its first turn (A's); the file stops there, at turn 0. Each player's first mulligan is free (103.5c).",
    );
    roundTrip(game);
    const loaded = goesOnAlike(saved, game, { A: 2 });
    // 103.5c: A's first mulligan didn't count: seven cards, one mulligan taken.
    expect(loaded.pending()).toMatchObject({ kind: "mulligan", player: 0, handSize: 7, mulligans: 1 });
    expect(loaded.state.players[0].hand).toHaveLength(7);
    expect(game.state.players.map((p) => p.hand.length)).toEqual([6, 7, 7, 7]); // A bottomed one
  });

  it("103.5: the position now (savePositionNow) in the middle of a round — A declared a mulligan, B kept — is exact: C declares next", () => {
    const game = create("free-for-all");
    declare(game, false, true);
    const now = savePositionNow(cardDb, game.record(), "Mid-round");
    expect(now.exact).toBe(true);
    expect(now.note).toBe("the position now: turn 0, the mulligans (103.5), before the first turn");
    expect(now.file).toMatchObject({
      name: "Mid-round",
      mulligans: { declared: { A: "mulligan", B: "keep" } },
    });
    roundTrip(game);
    const loaded = goesOnAlike(now.file, game, { A: 1, C: 1, D: 2 });
    expect(loaded.pending()).toMatchObject({ kind: "mulligan", player: 2, handSize: 7, mulligans: 0 });
  });

  it("805.3a, 103.5d: Two-Headed Giant — A of the starting team kept, so A's teammate B declares next, then the other team", () => {
    const teams = [
      [0, 1],
      [2, 3],
    ];
    const game = create("two-headed-giant", FOUR, { options: { teams } });
    declare(game, true);
    const now = savePositionNow(cardDb, game.record());
    expect(now.exact).toBe(true);
    expect((now.file.players as { team: string }[]).map((p) => p.team)).toEqual(["1", "1", "2", "2"]);
    expect(now.file.mulligans).toEqual({ declared: { A: "keep" } });
    // B may mulligan after A kept (805.3a); then C and D, the other team, in turn order.
    const loaded = goesOnAlike(now.file, game, { B: 2, D: 1 });
    expect(loaded.pending()).toMatchObject({ kind: "mulligan", player: 1 });
    expect(game.state.turn.active).toBe(0); // the starting team's first turn
  });

  it("103.5: while the players put cards on the bottom, the file lists who has (`bottomed`); the next puts the same number there", () => {
    const game = create("free-for-all");
    declare(game, false, false, true, true, false, false, true, true); // A and B: two mulligans, one counts
    const d = game.pending()!;
    expect(d).toMatchObject({ kind: "choose", purpose: "bottom", player: 0, min: 1 });
    expect(game.submit(0, d.id, { choices: [0] }).ok).toBe(true);
    const saved = savePosition(game);
    expect(saved.mulligans).toEqual({
      taken: { A: 2, B: 2 },
      kept: ["A", "B", "C", "D"],
      bottomed: ["A"],
    });
    const loaded = goesOnAlike(saved, game, {});
    expect(loaded.pending()).toMatchObject({ kind: "choose", purpose: "bottom", player: 1, min: 1, max: 1 });
  });

  it("103.5: the Paris mulligan, the variant's option, is written with the position (`options.mulligan`)", () => {
    const game = create("free-for-all", FOUR, { options: { mulligan: "paris" } });
    declare(game, false);
    const saved = savePosition(game);
    expect(saved.options).toEqual({ mulligan: "paris" });
    expect(saved.mulligans).toEqual({ taken: { A: 1 } });
    const loaded = goesOnAlike(saved, game, { A: 2 });
    expect(loaded.pending()).toMatchObject({ kind: "mulligan", player: 0, handSize: 7, mulligans: 1 });
  });

  it("a record's position during the mulligans (savePositionAt): after its first n inputs; 0, the opening hands", () => {
    const game = create("free-for-all");
    const record = () => game.record();
    const opening = savePositionAt(cardDb, record(), 0);
    expect(opening.mulligans).toEqual({});
    expect(positionOf(run(opening), 1)).toBe(positionOf(game, 1));
    declare(game, true, false);
    const at2 = savePositionAt(cardDb, record(), 2);
    expect(at2.mulligans).toEqual({ declared: { A: "keep", B: "mulligan" } });
    expect(positionOf(run(at2), 1)).toBe(positionOf(game, 1));
    expect(savePositionAt(cardDb, record(), 1).mulligans).toEqual({ declared: { A: "keep" } });
  });
});

describe("103.5: a file's `mulligans` and turn 0", () => {
  const file = (extra: Record<string, unknown>, change: Record<string, Record<string, unknown>> = {}) => ({
    format: 1,
    name: "test",
    variant: "free-for-all",
    players: FOUR.map((name) => ({ name, hand: ["Forest x7"], library: ["Forest x20"], ...change[name] })),
    ...extra,
  });

  it("each field names players of the file, in the game, each once; a player who kept declares no more", () => {
    expect(
      errorsOf(
        file(
          {
            mulligans: {
              taken: { Z: 1 },
              kept: ["B", "B", "C"],
              declared: { B: "keep", C: "maybe" },
              bottomed: ["D"],
            },
          },
          { C: { left: true, hand: undefined, library: undefined } },
        ),
      ),
    ).toEqual([{ path: "mulligans.declared.C", message: '"maybe" is not one of "keep", "mulligan"' }]);
    expect(
      errorsOf(
        file(
          { mulligans: { taken: { Z: 1 }, kept: ["B", "B", "C"], declared: { B: "keep" }, bottomed: ["D"] } },
          { C: { left: true, hand: undefined, library: undefined } },
        ),
      ),
    ).toEqual([
      { path: "mulligans.taken.Z", message: 'unknown player "Z" (players: A, B, C, D)' },
      { path: "mulligans.kept[1]", message: "B is listed twice" },
      {
        path: "mulligans.kept[2]",
        message: "C has left the game: they take no more part in the mulligans (800.4a)",
      },
      { path: "mulligans.declared.B", message: "B has kept: they take no more mulligans (103.5)" },
      {
        path: "mulligans.bottomed[0]",
        message: 'D puts cards on the bottom only once they have kept (103.5): list them in "kept"',
      },
    ]);
  });

  it("turn 0 is the mulligans: a stop in them needs `mulligans`, and has no step; a later turn's stop needs one", () => {
    expect(errorsOf(file({ stopAt: { turn: 0 } }))).toEqual([
      {
        path: "stopAt.turn",
        message:
          'turn 0 is the mulligans (103.5), before the first turn: only a file that begins in them ("mulligans") stops there',
      },
    ]);
    expect(errorsOf(file({ mulligans: {}, stopAt: { turn: 0, step: "upkeep" } }))).toEqual([
      { path: "stopAt.step", message: "turn 0, the mulligans (103.5), has no steps: leave out step" },
    ]);
    expect(errorsOf(file({ stopAt: { turn: 1 } }))).toEqual([
      { path: "stopAt.step", message: "is required (a step of the turn)" },
    ]);
    const action = { turn: 1, step: "main1", player: "A", play: "Forest" };
    expect(errorsOf(file({ mulligans: {}, actions: [action], stopAt: { turn: 0 } }))).toEqual([
      {
        path: "actions[0]",
        message: "turn 1 main1 is not before stopAt (turn 0 (the mulligans, 103.5)): it would never be taken",
      },
    ]);
  });

  it("the engine checks the order of play as the game is set up: a declaration out of turn is refused, naming it", () => {
    const r = runScenario(
      parsed(file({ mulligans: { declared: { B: "keep" } }, stopAt: { turn: 0 } })),
      cardDb,
    );
    expect(r.error).toBe(
      "setup: mulligans.declared[0].player: B doesn't declare now: A declares now (103.5: in turn order from the starting player, A, those still deciding declare: A, B, C, D; one who would put their whole hand on the bottom, or has none, keeps without declaring)",
    );
  });

  it("a file in the mulligans runs on with `choices`: the declarations, then the cards to put on the bottom", () => {
    const r = runScenario(
      parsed(
        file({
          mulligans: { taken: { A: 1 }, kept: ["B", "C"], declared: { D: "mulligan" } },
          start: "D",
          choices: { A: [false, true, ["Forest"]], D: [true] },
          stopAt: { turn: 1, step: "upkeep" },
          expect: { handCount: { A: 6, B: 7, C: 7, D: 7 }, activePlayer: "D" },
        }),
      ),
      cardDb,
    );
    expect(r.passed, explain(r)).toBe(true);
    expect(r.trace.slice(0, 2)).toEqual([
      "turn 0 (the mulligans, 103.5): A mulligan: mulligan  [choices.A[0]]",
      "turn 0 (the mulligans, 103.5): D mulligan: keep  [choices.D[0]]",
    ]);
    const keep = { A: [true], B: [true], C: [true], D: [true] };
    const past = runScenario(
      parsed(file({ mulligans: {}, choices: keep, stopAt: { turn: 0, decision: 9 } })),
      cardDb,
    );
    expect(past.error).toMatch(
      /^stopAt: the game never stopped in turn 0 \(the mulligans, 103\.5\) at its decision 9: the mulligans had 4; /,
    );
  });
});
