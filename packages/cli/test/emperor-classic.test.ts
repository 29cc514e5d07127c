/**
 * The classic Emperor (`emperor-classic`) on the command line: the board lists each permanent under the
 * territory it stands in (another player's creature there named with its controller, and its controller's
 * entry saying where it went), the log has a line for each march — voluntary, forced (Siren's Call) and
 * the one-territory jump of a stolen creature —, the play prompts label marches and say which territory a
 * creature stands in, and simulate and demo play whole games of 6 and 10 players.
 */
import { cardDb } from "@roundtable/cards";
import {
  type Decision,
  Game,
  type GameRecord,
  type LayoutPermanent,
  type TableLayout,
} from "@roundtable/engine";
import { actionLabel } from "@roundtable/protocol";
import { parseScenario, runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { renderBoard } from "../src/board.ts";
import { LogFormatter } from "../src/log.ts";
import { optionWords, seatingInfo } from "../src/seating.ts";
import { askOnce, runMain } from "./helpers.ts";

const NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan", "Judy"];

/**
 * A classic Emperor table at turn 1 of `start`: Alice, Bob (emperor) and Carol against Dave, Eve (emperor)
 * and Frank — or, with 10 players, teams of five — each player with the permanents given for their seat.
 */
function classic(battlefields: Record<number, LayoutPermanent[]>, start = 5, players = 6): Game {
  const half = players / 2;
  const layout: TableLayout = {
    variant: "emperor-classic",
    options: {
      teams: [Array.from({ length: half }, (_, i) => i), Array.from({ length: half }, (_, i) => half + i)],
    },
    seed: 1,
    start,
    players: NAMES.slice(0, players).map((name, seat) => ({
      name,
      library: Array.from({ length: 20 }, () => "wastes"),
      battlefield: battlefields[seat] ?? [],
    })),
  };
  return Game.fromLayout(cardDb, layout);
}

/** Frank's Grizzly Bears (with Holy Strength) stands in Eve's territory; Eve's Hill Giant in her own. */
function franksBearsAtEves(): Game {
  return classic({
    1: [{ card: "grizzly-bears" }],
    4: [{ card: "hill-giant" }, { card: "mountain" }, { card: "mountain" }],
    5: [
      { card: "grizzly-bears", territory: 4, key: "bears" },
      { card: "holy-strength", attachedTo: "bears" },
      { card: "hill-giant" },
      { card: "plains" },
    ],
  });
}

/** The lines of a player's entry on the board, from their numbered line to the next player's. */
function entry(board: string[], seat: number): string[] {
  const from = board.findIndex((l) => l.startsWith(`${seat + 1}. `));
  const to = board.findIndex((l, i) => i > from && /^(\d+\. |Your hand|Stack|Attacks|\w+'s hand)/.test(l));
  return board.slice(from, to < 0 ? undefined : to);
}

/** Passes priority until a decision of `kind` is open. */
function passUntil(game: Game, kind: Decision["kind"]): Decision {
  for (let i = 0; i < 200; i++) {
    const d = game.pending();
    if (d === null) throw new Error("the game is over");
    if (d.kind === kind) return d;
    if (d.kind !== "priority") throw new Error(`unexpected ${d.kind} decision for seat ${d.player}`);
    const r = game.submit(d.player, d.id, { choice: d.actions.findIndex((a) => a.type === "pass") });
    if (!r.ok) throw new Error(r.message);
  }
  throw new Error(`no ${kind} decision`);
}

/** Runs a scenario (it must pass), then replays its record with a log for `viewer`: every line. */
function scenarioLog(json: unknown, viewer: number | null): string[] {
  const parsed = parseScenario(json, cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const run = runScenario(parsed.scenario, cardDb);
  expect(run.error ?? run.failures).toEqual([]);
  const record = run.game?.record() as GameRecord;
  if (!("layout" in record.start)) throw new Error("a scenario starts from a layout");
  const game = Game.fromLayout(cardDb, record.start.layout);
  const log = new LogFormatter(game, viewer);
  const lines = log.lines(game.startEvents);
  for (const input of record.inputs) {
    if (!("answer" in input)) throw new Error("only answers are expected");
    const r = game.submit(input.player, input.decision, input.answer);
    if (!r.ok) throw new Error(r.message);
    lines.push(...log.lines(r.events));
  }
  return lines;
}

const SIX = [
  { name: "A", team: 1 },
  { name: "B", team: 1, role: "emperor" },
  { name: "C", team: 1 },
  { name: "D", team: 2 },
  { name: "E", team: 2, role: "emperor" },
  { name: "F", team: 2 },
];

describe("the board of a classic Emperor game", () => {
  it("lists each permanent under the territory it stands in, guests named with their controller", () => {
    const game = franksBearsAtEves();
    const board = renderBoard(game.view(5), seatingInfo(game.state));
    expect(board.slice(0, 3)).toEqual([
      "── Turn 1 — Frank, first main phase — priority: Frank ──",
      "Seating, to the left: Frank (you) → Alice → Bob → Carol → Dave → Eve → back to Frank",
      "Each permanent is listed under the player whose territory it stands in.",
    ]);
    // Teams, roles and ranges stay as in any Emperor game.
    expect(entry(board, 1)).toEqual([
      "2. Bob [team 1, emperor]: life 20  hand 0  library 20  graveyard 0",
      "     range 2: Alice, Carol, Dave, Frank",
      "     Grizzly Bears (2/2)",
    ]);
    expect(entry(board, 4)).toEqual([
      "5. Eve [team 2, emperor]: life 20  hand 0  library 20  graveyard 0",
      "     range 2: Alice, Carol, Dave, Frank",
      "     lands (2/2 untapped): 2× Mountain",
      "     Hill Giant (3/3)",
      "     your Grizzly Bears (3/4)",
    ]);
    expect(entry(board, 5)).toEqual([
      "6. Frank [you, active, team 2, general]: life 20  hand 1  library 19  graveyard 0",
      "     range 2: Alice, Bob, Dave, Eve",
      "     lands (1/1 untapped): Plains",
      "     Holy Strength → on Grizzly Bears (in Eve's territory)",
      "     Hill Giant (3/3)",
      "     in Eve's territory: Grizzly Bears",
    ]);
    // Eve sees the Bears as Frank's, standing in her territory.
    const eves = renderBoard(game.view(4), seatingInfo(game.state));
    expect(entry(eves, 4)).toContain("     Frank's Grizzly Bears (3/4)");
    expect(entry(eves, 5)).toContain("     in your territory: Grizzly Bears");
    // A spectator sees everyone by name.
    const spectator = renderBoard(game.view(null), seatingInfo(game.state));
    expect(entry(spectator, 4)).toContain("     Frank's Grizzly Bears (3/4)");
    expect(entry(spectator, 5)).toContain("     in Eve's territory: Grizzly Bears");
  });

  it("keeps a game without territories as it was: no territory line, Auras on others' creatures plain", () => {
    const layout: TableLayout = {
      variant: "emperor",
      options: {
        teams: [
          [0, 1, 2],
          [3, 4, 5],
        ],
      },
      seed: 1,
      players: NAMES.slice(0, 6).map((name, seat) => ({
        name,
        battlefield:
          seat === 0
            ? [{ card: "holy-strength", attachedTo: "bears" }]
            : seat === 1
              ? [{ card: "grizzly-bears", key: "bears" }]
              : [],
      })),
    };
    const game = Game.fromLayout(cardDb, layout);
    expect(game.view(0).battlefield.every((p) => p.territory === undefined)).toBe(true);
    const board = renderBoard(game.view(0), seatingInfo(game.state));
    expect(board.join("\n")).not.toMatch(/territor/);
    expect(entry(board, 0)).toContain("     Holy Strength → on Grizzly Bears");
    expect(optionWords(game.state.config)).not.toContain("territories");
  });

  it("reads at 10 players, teams of five: a creature two territories from home", () => {
    const game = classic(
      { 6: [{ card: "grizzly-bears", territory: 8 }], 8: [{ card: "hill-giant" }] },
      6,
      10,
    );
    expect(game.state.config.roles?.[2]).toBe("emperor");
    const board = renderBoard(game.view(6), seatingInfo(game.state));
    expect(board).toContain("Each permanent is listed under the player whose territory it stands in.");
    expect(entry(board, 6)).toEqual([
      "7. Grace [you, active, team 2, general]: life 20  hand 1  library 19  graveyard 0",
      "     range 2: Eve, Frank, Heidi, Ivan",
      "     in Ivan's territory: Grizzly Bears",
    ]);
    expect(entry(board, 8)).toEqual([
      "9. Ivan [team 2, general]: life 20  hand 0  library 20  graveyard 0",
      "     range 2: Alice, Grace, Heidi, Judy",
      "     Hill Giant (3/3)",
      "     your Grizzly Bears (2/2)",
    ]);
    expect(optionWords(game.state.config)).toContain("territories");
  });
});

describe("marches in the log", () => {
  it("a march: \"Frank's Grizzly Bears marches from Frank's territory to Eve's\"", () => {
    const game = classic({ 5: [{ card: "grizzly-bears" }] });
    const spectator = new LogFormatter(game, null);
    const franks = new LogFormatter(game, 5);
    const eves = new LogFormatter(game, 4);
    const d = game.pending();
    if (d?.kind !== "priority") throw new Error("Frank has priority");
    const choice = d.actions.findIndex((a) => a.type === "march" && a.to === 4);
    const r = game.submit(5, d.id, { choice });
    if (!r.ok) throw new Error(r.message);
    expect(spectator.lines(r.events)).toEqual([
      "Frank's Grizzly Bears marches from Frank's territory to Eve's",
    ]);
    expect(franks.lines(r.events)).toEqual(["Your Grizzly Bears marches from your territory to Eve's"]);
    expect(eves.lines(r.events)).toEqual(["Frank's Grizzly Bears marches from Frank's territory to yours"]);
  });

  it("a forced march (Siren's Call): the creature must attack, but no enemy is next to it", () => {
    const lines = scenarioLog(
      {
        format: 1,
        name: "Siren's Call forces Eve's Grizzly Bears to march toward Carol",
        variant: "emperor-classic",
        players: SIX.map((p) =>
          p.name === "C"
            ? { ...p, hand: ["Siren's Call"], battlefield: ["Island"] }
            : p.name === "E"
              ? { ...p, battlefield: ["Grizzly Bears"] }
              : p,
        ),
        start: "E",
        actions: [{ turn: 1, step: "upkeep", player: "C", cast: "Siren's Call" }],
        stopAt: { turn: 1, step: "end" },
        expect: { permanents: { "Grizzly Bears": { territory: "D" } } },
      },
      null,
    );
    expect(lines).toContain("C casts Siren's Call");
    expect(lines).toContain(
      "E's Grizzly Bears, forced to attack with no enemy next to it, marches from E's territory to D's",
    );
  });

  it("a stolen creature's jump: one line with the change of control", () => {
    const json = {
      format: 1,
      name: "Control Magic: Bob's Hill Giant jumps one territory toward Dave, into Carol's",
      variant: "emperor-classic",
      players: SIX.map((p) =>
        p.name === "B"
          ? { ...p, battlefield: ["Hill Giant"] }
          : p.name === "D"
            ? { ...p, hand: ["Control Magic"], battlefield: ["Island x4"] }
            : p,
      ),
      start: "D",
      actions: [{ turn: 1, step: "main1", player: "D", cast: "Control Magic", targets: ["B:Hill Giant"] }],
      stopAt: { turn: 1, step: "main2" },
      expect: { permanents: { "Hill Giant": { controller: "D", territory: "C" } } },
    };
    expect(scenarioLog(json, null)).toContain(
      "D gains control of Hill Giant; it jumps from B's territory to C's",
    );
    expect(scenarioLog(json, 1)).toContain(
      "D gains control of Hill Giant; it jumps from your territory to C's",
    );
    expect(scenarioLog(json, 2)).toContain(
      "D gains control of Hill Giant; it jumps from B's territory to yours",
    );
  });
});

describe("the play prompts of a classic Emperor game", () => {
  it('labels a march "march Grizzly Bears into Eve\'s territory", and from a territory away from home', async () => {
    const game = franksBearsAtEves();
    const d = game.pending();
    if (d?.kind !== "priority") throw new Error("Frank has priority");
    const marches = d.actions.filter((a) => a.type === "march");
    expect(marches.map((a) => actionLabel(a, { view: game.view(5) }))).toEqual([
      "march Grizzly Bears from Eve's territory back into yours",
      "march Grizzly Bears from Eve's territory into Dave's",
      "march Hill Giant into Eve's territory",
    ]);
    // Without a view (a caller that has none), the engine's territory name.
    expect(actionLabel(marches[2])).toBe("march Hill Giant into Eve's territory");
    const pick = d.actions.indexOf(marches[2]);
    const { lines, answer } = await askOnce(game, [String(pick)]);
    expect(lines).toContain(`  ${pick} = march Hill Giant into Eve's territory`);
    expect(answer).toEqual({ choice: pick });
    const r = game.submit(5, d.id, answer);
    if (!r.ok) throw new Error(r.message);
    expect(
      game.view(5).battlefield.find((p) => p.name === "Hill Giant" && p.controller === 5)?.territory,
    ).toBe(4);
  });

  it("a creature blocks for the territory it stands in: the prompt says which", async () => {
    // Carol's Bears attack Dave; Eve's Hill Giant stands in Dave's territory and may block for it.
    const game = classic({ 2: [{ card: "grizzly-bears" }], 4: [{ card: "hill-giant", territory: 3 }] }, 2);
    const attackers = passUntil(game, "attackers");
    if (attackers.kind !== "attackers") throw new Error("attackers");
    const bears = attackers.candidates[0].attacker;
    const a = await askOnce(game, ["1"]);
    expect(a.lines).toEqual([
      "Declare attackers",
      "Grizzly Bears (2/2):",
      "  0 = don't attack",
      "  1 = attack Dave",
    ]);
    const r = game.submit(2, attackers.id, { attacks: [{ attacker: bears, defender: { player: 3 } }] });
    if (!r.ok) throw new Error(r.message);
    passUntil(game, "blockers");
    const { d, lines, answer } = await askOnce(game, ["1"]);
    expect(d.player).toBe(4); // Dave has no creature in his territory: Eve declares for it
    expect(lines).toEqual([
      "Declare blockers",
      "You block for Dave's territory, where these creatures stand.",
      "Hill Giant (3/3) (in Dave's territory):",
      "  0 = don't block",
      "  1 = block Grizzly Bears (2/2; tapped) (Carol)",
    ]);
    expect(answer).toEqual({ blocks: [{ blocker: expect.any(Number), attacker: bears }] });
  });
});

describe("simulate and demo", () => {
  it("simulate --variant emperor-classic --players 6: win rates by team and by role", async () => {
    const r = await runMain([
      "simulate",
      "--variant",
      "emperor-classic",
      "--players",
      "6",
      "--games",
      "2",
      "--quiet",
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const out = r.out.split("\n");
    expect(out[0]).toBe(
      "2 games: Emperor (classic, with territories), 6 players, attack multiple, range 2, 2 teams, territories, heuristic bots, seeds 1–2",
    );
    expect(out).toContain("Win rate by team:");
    expect(r.out).toMatch(/^ {2}team 1 \(Alice, Bob, Carol\): +\d+\.\d%/m);
    expect(r.out).toMatch(/^ {2}team 2 \(Dave, Eve, Frank\): +\d+\.\d%/m);
    expect(out).toContain("Win rate by role (809.2):");
    expect(r.out).toMatch(/^ {2}emperor \(Bob, Eve\): +\d+\.\d% {2}\(\d+ of 4\)$/m);
    expect(r.out).toMatch(/^ {2}general \(Alice, Carol, Dave, Frank\): +\d+\.\d% {2}\(\d+ of 8\)$/m);
  });

  it("simulate --players 10 --teams 2: teams of five, the emperors in the middle", async () => {
    const r = await runMain([
      "simulate",
      "--variant",
      "emperor-classic",
      "--players",
      "10",
      "--teams",
      "2",
      "--games",
      "1",
      "--max-decisions",
      "300",
      "--quiet",
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^1 game: Emperor \(classic, with territories\), 10 players, attack multiple, range 2, 2 teams, territories,/,
    );
    expect(r.out).toMatch(/^ {2}team 1 \(Alice, Bob, Carol, Dave, Eve\): /m);
    expect(r.out).toMatch(/^ {2}team 2 \(Frank, Grace, Heidi, Ivan, Judy\): /m);
    expect(r.out).toMatch(/^ {2}emperor \(Carol, Heidi\): /m);
    expect(r.out).toMatch(/^ {2}general \(Alice, Bob, Dave, Eve, Frank, Grace, Ivan, Judy\): /m);
  });

  it("demo --variant emperor-classic plays a whole game; random bots march, and the log says so", async () => {
    const r = await runMain(["demo", "--variant", "emperor-classic"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Roundtable demo — Emperor \(classic, with territories\), 6 players, .*territories, heuristic bots, seed 1$/m,
    );
    expect(r.out).toMatch(/^ {2}2\. Bob \(team 1, emperor\) plays /m);
    expect(r.out).toMatch(/^Game over after \d+ turns/m);
    const random = await runMain(["demo", "--variant", "emperor-classic", "--bot", "random"]);
    expect(random.code).toBe(0);
    expect(random.out).toMatch(/^\w+'s [^\n]+ marches from \w+'s territory to \w+'s$/m);
  });
});
