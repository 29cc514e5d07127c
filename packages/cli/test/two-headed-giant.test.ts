/**
 * Shared team turns (805) and Two-Headed Giant (810) on the command line: --shared-turns reaches the
 * engine (and is refused with a clear message where it can't apply), --variant two-headed-giant gets its
 * two teams (three-headed giants with 6 players, 810.11), simulate reports wins by team, the board and
 * the log show each team's shared life total once and name the active team, and the play prompts of a
 * team declaration name the teammate whose creatures the person declares for.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord, type TableLayout } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { renderBoard } from "../src/board.ts";
import { LogFormatter } from "../src/log.ts";
import { seatingInfo } from "../src/seating.ts";
import { buildSetup, seatTeams, tableConfig, UsageError } from "../src/table.ts";
import { askOnce, playToFirstBoard, runMain, table, tempDir } from "./helpers.ts";

const tmp = tempDir("roundtable-cli-2hg-");

describe("tables with shared team turns", () => {
  it("805: --shared-turns reaches the engine for teams seated together (team-vs-team, emperor)", () => {
    const { setup } = buildSetup(table("team-vs-team", 4, { sharedTurns: true }));
    expect(setup.options).toEqual({
      teams: [
        [0, 1],
        [2, 3],
      ],
      sharedTurns: true,
    });
    const cfg = Game.create(cardDb, setup).state.config;
    expect(cfg.sharedTurns).toBe(true);
    expect(cfg.sharedLife).toBe(false);
    expect(tableConfig(table("emperor", 6, { sharedTurns: true })).sharedTurns).toBe(true);
    expect(tableConfig(table("team-vs-team", 4)).sharedTurns).toBe(false);
  });

  it.each([
    [4, 30, 15],
    [6, 45, 20],
    [8, 60, 25],
  ])(
    "810.1, 810.11: two-headed-giant with %i players is two teams seated together, %i life, %i poison",
    (players, life, poison) => {
      const { setup } = buildSetup(table("two-headed-giant", players));
      expect(setup.options).toEqual({ teams: seatTeams(players, 2) });
      const game = Game.create(cardDb, setup);
      const cfg = game.state.config;
      expect(cfg.name).toBe("two-headed-giant");
      expect(cfg.teams).toEqual(Array.from({ length: players }, (_, seat) => (seat < players / 2 ? 0 : 1)));
      expect([cfg.sharedTurns, cfg.sharedLife, cfg.teamLosesTogether]).toEqual([true, true, true]);
      expect([cfg.startingLife, cfg.poisonToLose]).toEqual([life, poison]);
      expect(game.state.players.map((p) => p.life)).toEqual(Array.from({ length: players }, () => life));
      // 810.2: the variant always has shared team turns; saying so again is allowed.
      expect(tableConfig(table("two-headed-giant", players, { sharedTurns: true })).sharedTurns).toBe(true);
    },
  );

  it.each([
    [
      table("two-headed-giant", 5),
      /^--variant two-headed-giant: 5 players can't be split into two teams of the same size \(810\.1, 810\.11\): play with an even number of players, 4 or more/,
    ],
    [
      table("two-headed-giant", 6, { teams: 3 }),
      /^--teams 3: variant "two-headed-giant" is played by two teams of the same size/,
    ],
    [
      table("free-for-all", 4, { sharedTurns: true }),
      /^--shared-turns: shared team turns \(805\) need teams/,
    ],
    [
      table("free-for-all", 4, { teams: 2, sharedTurns: true }),
      /^--shared-turns: variant "free-for-all" doesn't seat each team together/,
    ],
    [
      table("alternating-teams", 4, { sharedTurns: true }),
      /^--shared-turns: variant "alternating-teams" doesn't seat each team together/,
    ],
    [table("duel", 2, { sharedTurns: true }), /^--shared-turns: shared team turns \(805\) need teams/],
  ])("refuses %j with a UsageError naming the option", (opts, message) => {
    expect(() => buildSetup(opts)).toThrow(UsageError);
    expect(() => buildSetup(opts)).toThrow(message);
  });
});

describe("the command line", () => {
  it.each(["demo", "simulate", "play"])("%s --help lists --shared-turns", async (command) => {
    const r = await runMain([command, "--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^ {2}--shared-turns +shared team turns \(805\)/m);
  });

  it("demo --variant two-headed-giant: the header, the team turns and the team's life in the log", async () => {
    const file = join(tmp, "2hg.json");
    const r = await runMain([
      "demo",
      ...["--variant", "two-headed-giant", "--players", "4", "--seed", "3"],
      ...["--max-decisions", "150", "--save", file],
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Roundtable demo — Two-Headed Giant, 4 players, attack multiple, 2 teams, shared team turns, shared life 30, lose at 15 poison, heuristic bots, seed 3$/m,
    );
    expect(r.out).toMatch(
      /^ {2}1\. Alice \(team 1\) plays .+\n {2}2\. Bob \(team 1\) plays .+\n {2}3\. Carol \(team 2\)/m,
    );
    // 805.4a: each turn is a team's.
    const turns = [...r.out.matchAll(/^Turn \d+ — (.*)$/gm)].map((m) => m[1]);
    expect(turns.length).toBeGreaterThan(1);
    for (const t of turns) expect(t).toMatch(/^(Alice and Bob \(team 1\)|Carol and Dave \(team 2\))$/);
    // 810.9: a life change is the team's: no player is shown with a life total of their own.
    expect(r.out).toMatch(/^team [12] \((Alice, Bob|Carol, Dave)\): 30 → \d+$/m);
    expect(r.out).not.toMatch(/^(Alice|Bob|Carol|Dave): -?\d+ → /m);
    const cfg = Game.replay(cardDb, JSON.parse(readFileSync(file, "utf8")) as GameRecord).state.config;
    expect(cfg.name).toBe("two-headed-giant");
    expect(cfg.teams).toEqual([0, 0, 1, 1]);
    expect(cfg.sharedLife).toBe(true);
  });

  it("demo --variant team-vs-team --shared-turns: the saved game has shared turns, each life its own", async () => {
    const file = join(tmp, "tvt-shared.json");
    const r = await runMain([
      "demo",
      ...["--variant", "team-vs-team", "--shared-turns", "--seed", "2"],
      ...["--max-decisions", "120", "--save", file],
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Roundtable demo — Team vs\. Team, 4 players, attack multiple, 2 teams, shared team turns, heuristic bots, seed 2$/m,
    );
    expect(r.out).toMatch(/^Turn 1 — (Alice and Bob \(team 1\)|Carol and Dave \(team 2\))$/m);
    expect(r.out).not.toMatch(/shared life|^team \d/m);
    const cfg = Game.replay(cardDb, JSON.parse(readFileSync(file, "utf8")) as GameRecord).state.config;
    expect([cfg.sharedTurns, cfg.sharedLife]).toEqual([true, false]);
  });

  it.each([
    [4, "shared life 30, lose at 15 poison", ["team 1 (Alice, Bob)", "team 2 (Carol, Dave)"]],
    [6, "shared life 45, lose at 20 poison", ["team 1 (Alice, Bob, Carol)", "team 2 (Dave, Eve, Frank)"]],
  ])(
    "simulate --variant two-headed-giant --players %i reports the win rate by team",
    async (players, life, teams) => {
      const r = await runMain([
        "simulate",
        ...[
          "--variant",
          "two-headed-giant",
          "--players",
          String(players),
          "--games",
          "2",
          "--seed",
          "1",
          "--quiet",
        ],
      ]);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      expect(r.out).toContain(
        `2 games: Two-Headed Giant, ${players} players, attack multiple, 2 teams, shared team turns, ${life}, heuristic bots, seeds 1–2\n`,
      );
      expect(r.out).toMatch(/^Win rate by team:$/m);
      const rows = [...r.out.matchAll(/^ {2}(team \d \(.*\)|draws|unfinished|errors):.*\((\d+)\)$/gm)];
      expect(rows.map((m) => m[1])).toEqual([...teams, "draws"]);
      expect(rows.reduce((n, m) => n + Number(m[2]), 0)).toBe(2);
      expect(r.out).not.toMatch(/seat \d|role/);
    },
  );

  it.each([
    [["demo", "--shared-turns"], /^error: --shared-turns: shared team turns \(805\) need teams/m],
    [
      ["simulate", "--variant", "alternating-teams", "--shared-turns"],
      /^error: --shared-turns: variant "alternating-teams" doesn't seat each team together/m,
    ],
    [
      ["play", "--variant", "two-headed-giant", "--players", "5"],
      /^error: --variant two-headed-giant: 5 players can't be split into two teams of the same size/m,
    ],
    [
      ["demo", "--variant", "two-headed-giant", "--players", "7"],
      /^error: --variant two-headed-giant: 7 players can't be split into two teams/m,
    ],
    [
      ["demo", "--variant", "two-headed-giant", "--players", "2"],
      /^error: variant "two-headed-giant" needs 4 or more players/m,
    ],
    [
      ["simulate", "--variant", "two-headed-giant", "--players", "6", "--teams", "3"],
      /^error: --teams 3: variant "two-headed-giant" is played by two teams of the same size/m,
    ],
  ])("%j exits 2 with a clear message", async (args, message) => {
    const r = await runMain(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.out).toBe("");
  });
});

/**
 * Team 1's first turn, at its declaration of attackers: Alice's Grizzly Bears and Bob's Hill Giant may
 * attack; team 2 has Carol's Grizzly Bears and Dave's Hill Giant to block. Team 1 is at 17 life and 3
 * poison counters (given on Alice: every player of the team carries them).
 */
function twoHeadedGiant(): Game {
  const layout: TableLayout = {
    variant: "two-headed-giant",
    options: {
      teams: [
        [0, 1],
        [2, 3],
      ],
    },
    seed: 1,
    players: [
      { name: "Alice", life: 17, poison: 3, battlefield: [{ card: "grizzly-bears" }] },
      { name: "Bob", battlefield: [{ card: "hill-giant" }] },
      { name: "Carol", battlefield: [{ card: "grizzly-bears" }] },
      { name: "Dave", battlefield: [{ card: "hill-giant" }] },
    ].map((p) => ({ library: Array.from({ length: 20 }, () => "wastes"), ...p })),
  };
  return Game.fromLayout(cardDb, layout);
}

describe("the board of a shared-life game", () => {
  it("810.4: shows each team's life and poison once, and names the active team (805.4a)", () => {
    const game = twoHeadedGiant();
    const board = renderBoard(game.view(0), seatingInfo(game.state));
    expect(board.slice(0, 9)).toEqual([
      "── Turn 1 — Alice and Bob (team 1), declare attackers step ──",
      "Seating, to the left: Alice (you) → Bob → Carol → Dave → back to Alice",
      "team 1 (Alice, Bob): 17 life, 3 poison",
      "team 2 (Carol, Dave): 30 life, 0 poison",
      "1. Alice [you, active, team 1]: hand 0  library 20  graveyard 0",
      "     Grizzly Bears (2/2)",
      "2. Bob [active, team 1]: hand 0  library 20  graveyard 0",
      "     Hill Giant (3/3)",
      "3. Carol [team 2]: hand 0  library 20  graveyard 0",
    ]);
    expect(board).toContain("Bob's hand (teammate): (empty)"); // 810.5
    expect(board.join("\n")).not.toMatch(/life \d|poison \d/);
    const carols = renderBoard(game.view(2), seatingInfo(game.state));
    expect(carols).toContain("team 1 (Alice, Bob): 17 life, 3 poison");
    expect(carols).toContain("3. Carol [you, team 2]: hand 0  library 20  graveyard 0");
  });

  it("shows the team's total after combat damage, in the board and in the log (810.9)", () => {
    const game = twoHeadedGiant();
    const log = new LogFormatter(game, 0);
    const lines = log.lines(game.startEvents);
    expect(lines).toContain("\nTurn 1 — Alice and Bob (team 1)");
    const attack = game.submit(0, game.pending()?.id ?? -1, {
      attacks: game.state.battlefield
        .filter((id) => game.state.objects[id].controller < 2)
        .map((id) => ({ attacker: id, defender: { player: game.state.objects[id].controller + 2 } })),
    });
    if (!attack.ok) throw new Error(attack.message);
    lines.push(...log.lines(attack.events));
    const block = game.pending();
    expect(block?.kind).toBe("blockers");
    const r = game.submit(block?.player ?? -1, block?.id ?? -1, { blocks: [] });
    if (!r.ok) throw new Error(r.message);
    lines.push(...log.lines(r.events));
    expect(lines).toContain("team 2 (Carol, Dave): 30 → 28");
    expect(lines).toContain("team 2 (Carol, Dave): 28 → 25");
    expect(game.state.players.map((p) => p.life)).toEqual([17, 17, 25, 25]);
    expect(renderBoard(game.view(3), seatingInfo(game.state))).toContain(
      "team 2 (Carol, Dave): 25 life, 0 poison",
    );
  });

  it("805.4a: a turn's line names its active players as its turn event gives them — a teammate who left later too (Team vs. Team with shared turns)", () => {
    // One batch formatted with the view after it: Bob leaves in team 1's second turn; the view says he has
    // left, but turns 1 and 3 were his too.
    const game = Game.fromLayout(cardDb, {
      variant: "team-vs-team",
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
        sharedTurns: true,
      },
      seed: 1,
      players: ["Alice", "Bob", "Carol", "Dave"].map((name) => ({
        name,
        library: Array.from({ length: 20 }, () => "wastes"),
      })),
      start: 0,
    });
    const bots = game.state.players.map(() => makeBot("random"));
    const events = [...game.startEvents];
    const playTo = (turn: number) => {
      for (let i = 0; i < 500 && game.state.turn.number < turn; i++)
        playGame(game, bots, { seed: i, maxDecisions: 1, onEvents: (e) => events.push(...e) });
      expect(game.state.turn.number).toBe(turn);
    };
    playTo(3);
    const left = game.concede(1);
    if (!left.ok) throw new Error(left.message);
    events.push(...left.events);
    playTo(5);
    const turns = new LogFormatter(game, 0).lines(events).filter((l) => l.startsWith("\nTurn "));
    expect(turns).toEqual([
      "\nTurn 1 — Alice and Bob (team 1)",
      "\nTurn 2 — Carol and Dave (team 2)",
      "\nTurn 3 — Alice and Bob (team 1)",
      "\nTurn 4 — Carol and Dave (team 2)",
      "\nTurn 5 — Alice",
    ]);
  });

  it("805: with shared turns but separate lives, names the active team and keeps each player's life", () => {
    const { setup } = buildSetup(table("team-vs-team", 4, { seed: 2, sharedTurns: true }));
    const game = Game.create(cardDb, setup);
    playGame(
      game,
      setup.players.map(() => makeBot("heuristic")),
      { seed: 2, maxDecisions: 12 },
    );
    expect(game.state.turn.number).toBeGreaterThan(0);
    const board = renderBoard(game.view(0), seatingInfo(game.state)).join("\n");
    expect(board).toMatch(/^── Turn \d+ — (Alice and Bob \(team 1\)|Carol and Dave \(team 2\)), /);
    expect(board).toMatch(/^1\. Alice \[you, (active, )?team 1\]: life 20 {2}hand /m);
    expect(board).toMatch(/^4\. Dave \[(active, )?team 2\]: life 20 {2}hand /m);
    expect(board).not.toMatch(/^team \d/m);
  });
});

describe("playing a Two-Headed Giant game", () => {
  it("805.10a–b: the team's attack names the teammate whose creature the person declares for", async () => {
    const game = twoHeadedGiant();
    const { d, lines, answer } = await askOnce(game, ["1", "2"]);
    expect(d.player).toBe(0); // 805.2: the primary player declares for the team
    expect(lines).toEqual([
      "Declare attackers",
      "Your team attacks as one (805.10): you declare for Bob's creatures too.",
      "Grizzly Bears (2/2):",
      "  0 = don't attack",
      "  1 = attack Carol",
      "  2 = attack Dave",
      "Hill Giant (3/3) (Bob, your teammate):",
      "  0 = don't attack",
      "  1 = attack Carol",
      "  2 = attack Dave",
    ]);
    const [bears, giant] = d.kind === "attackers" ? d.candidates.map((c) => c.attacker) : [];
    expect(answer).toEqual({
      attacks: [
        { attacker: bears, defender: { player: 2 } },
        { attacker: giant, defender: { player: 3 } },
      ],
    });
    expect(game.submit(0, d.id, answer).ok).toBe(true);
  });

  it("805.10d: the defending team's block names the teammate's creatures and the attackers' controllers", async () => {
    const game = twoHeadedGiant();
    const first = await askOnce(game, ["1", "2"]);
    expect(game.submit(0, first.d.id, first.answer).ok).toBe(true);
    const { d, lines, answer } = await askOnce(game, ["0", "1"]);
    expect(d.kind).toBe("blockers");
    expect(d.player).toBe(2);
    expect(lines[0]).toBe("Declare blockers");
    expect(lines[1]).toBe("Your team blocks as one (805.10): you declare for Dave's creatures too.");
    expect(lines).toContain("Hill Giant (3/3) (Dave, your teammate):");
    expect(lines.slice(2, 6)).toEqual([
      "Grizzly Bears (2/2):",
      "  0 = don't block",
      "  1 = block Grizzly Bears (2/2; tapped) (Alice)",
      "  2 = block Hill Giant (3/3; tapped) (Bob)",
    ]);
    expect(game.submit(2, d.id, answer).ok).toBe(true);
  });

  it("roundtable play: the board shows the team totals, and a concession takes the team with it (810.8a)", async () => {
    // Keep the opening hand; at the first board of a turn, concede.
    const { code, out, at } = await playToFirstBoard({
      variant: "two-headed-giant",
      players: 4,
      seat: 1,
      seed: 4,
      bot: "heuristic",
    });
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toMatch(
      /^Roundtable — Two-Headed Giant, 4 players, attack multiple, 2 teams, shared team turns, shared life 30, lose at 15 poison, seed 4$/m,
    );
    expect(text).toMatch(/^ {2}2\. Bob \(you, team 1\) plays /m);
    expect(at).toBeGreaterThan(0);
    expect(out[at]).toMatch(/^── Turn \d+ — (Alice and Bob \(team 1\)|Carol and Dave \(team 2\)), /);
    const board = out.slice(at, out.indexOf("You concede.", at)).join("\n");
    expect(board).toMatch(
      /^team 1 \(Alice, Bob\): \d+ life, 0 poison\nteam 2 \(Carol, Dave\): \d+ life, 0 poison$/m,
    );
    expect(board).toMatch(/^2\. Bob \[you, (active, )?team 1\]: hand \d+ {2}library /m);
    expect(board).toMatch(/^Alice's hand \(teammate\): /m);
    expect(text).toMatch(/^Bob \(you\) loses the game: conceded/m);
    expect(text).toMatch(/^Alice loses the game/m);
    expect(text).toMatch(/^Carol and Dave win/m);
  });
});
