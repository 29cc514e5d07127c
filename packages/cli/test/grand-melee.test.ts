/**
 * Grand Melee (807) on the command line: simulate at big tables (wins by player, since the seats are
 * drawn at random, 807.3; the decision cap grows with the table), demo's seat list and log naming the
 * turn markers, the play board (a one-line summary of every turn marker, the seats near the person, each
 * nearby marker's turn, priority and stack) and the play loop answering the person's decisions on several
 * markers' stacks at once (807.4–807.5).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { botRng, heuristicBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type Decision, Game, type GameRecord, lanes, randInt, seedRng } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { renderBoard } from "../src/board.ts";
import { type PlayOptions, playCommand } from "../src/commands/play.ts";
import { simulateCommand } from "../src/commands/simulate.ts";
import { LogFormatter } from "../src/log.ts";
import { seatingInfo } from "../src/seating.ts";
import {
  botsFor,
  buildSetup,
  defaultDecisionCap,
  defaultPlayers,
  listedBySeat,
  playerName,
} from "../src/table.ts";
import { capture, playToFirstBoard, runMain, table, tempDir } from "./helpers.ts";

const tmp = tempDir("roundtable-cli-melee-");

/** A board's player lines ("7. Eve [marker 2, turn 9]: life 20 …"), by seat name. */
const playerRows = (lines: readonly string[]): string[] =>
  lines.flatMap((l) => /^\d+\. (.+?)( \[.*\])?: life/.exec(l)?.[1] ?? []);

describe("simulate --variant grand-melee", () => {
  it("24 players: six turn markers, wins by player in columns, every game stopped at the cap", async () => {
    const r = await runMain([
      "simulate",
      ...["--variant", "grand-melee", "--players", "24", "--games", "2", "--seed", "1"],
      ...["--max-decisions", "250", "--quiet"],
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const out = r.out.split("\n");
    expect(out[0]).toBe("2 games: Grand Melee, 24 players, attack left, range 1, heuristic bots, seeds 1–2");
    expect(out[1]).toBe("Turn markers: 6 at the start, one for each full four players (807.4a)");
    expect(out[2]).toBe("Win rate by player (seated at random each game, 807.3):");
    // 24 players, three to a line: eight lines, each listing its players by name.
    const cells = out.slice(3, 11).map((l) => [...l.matchAll(/(\w+(?: \d+)?): +(\d+\.\d)% +\((\d+)\)/g)]);
    expect(cells.map((c) => c.length)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(cells.flat().map((m) => m[1])).toEqual(Array.from({ length: 24 }, (_, i) => playerName(i)));
    expect(r.out).not.toMatch(/seat \d/);
    expect(r.out).toMatch(/^ {2}draws: +0\.0% +\(0\)$/m);
    expect(r.out).toMatch(/^ {2}unfinished: +100\.0% +\(2\)$/m);
    expect(r.out).toMatch(/^Average turns per game: \d+\.\d \(all turn markers' turns\)$/m);
    expect(r.out).toMatch(/^Average decisions per game: 250\.0$/m);
    expect(r.out).toMatch(/^Games per second: \d/m);
  });

  it("807.3: a win counts for the player who won, wherever the seating put them", async () => {
    const seed = 1; // a game whose winner doesn't sit where they were listed (checked below)
    const { setup } = buildSetup(table("grand-melee", 4, { seed }));
    const game = Game.create(cardDb, setup, { events: false });
    const result = playGame(game, botsFor("heuristic", 4), { seed });
    expect(result.finished).toBe(true);
    expect(result.winners).toHaveLength(1);
    const seat = result.winners[0];
    const listed = listedBySeat(game.state, setup)[seat];
    expect(listed).not.toBe(seat); // the winner doesn't sit where they were listed
    const { lines, write } = capture();
    const code = await simulateCommand(
      { ...table("grand-melee", 4, { seed }), games: 1, bot: "heuristic", progress: false },
      write,
    );
    expect(code).toBe(0);
    const rows = lines.flatMap((l) => /^ {2}(\w+): +100\.0% +\(1\)$/.exec(l)?.[1] ?? []);
    expect(rows).toEqual([playerName(listed)]);
  });

  it("the default decision cap grows with big tables; Grand Melee defaults to ten players", () => {
    expect(defaultDecisionCap(4)).toBe(20000);
    expect(defaultDecisionCap(24)).toBe(24000);
    expect(defaultDecisionCap(50)).toBe(50000);
    expect(defaultPlayers("grand-melee")).toBe(10);
  });
});

describe("the heuristic bot in Grand Melee", () => {
  it("807.4: plays its own turn on its marker, whichever marker's turn the game state holds", () => {
    const { setup } = buildSetup(table("grand-melee", 12, { seed: 4 }));
    const game = Game.create(cardDb, setup, { events: false });
    const rng = seedRng(4);
    /** An open priority decision in its player's own main phase, on a marker other than the state's. */
    const wanted = (): Decision | undefined =>
      game.decisions().find((d) => {
        const { marker, lane } = lanes(game.state).find((l) => l.lane.pending?.id === d.id) ?? {};
        return (
          d.kind === "priority" &&
          d.actions.some((a) => a.type === "play") &&
          marker !== game.state.melee?.current &&
          lane?.turn.active === d.player &&
          lane.turn.step === "main1" &&
          lane.stack.length === 0
        );
      });
    let d = wanted();
    for (let k = 0; k < 3000 && d === undefined && !game.isOver(); k++) {
      const open = game.decisions();
      const next = open[randInt(rng, open.length)];
      const answer = heuristicBot.decide({
        game,
        player: next.player,
        decision: next,
        rng: botRng(4, next.player),
      });
      expect(game.submit(next.player, next.id, answer).ok).toBe(true);
      d = wanted();
    }
    if (d?.kind !== "priority") throw new Error("no main phase on a marker other than the state's");
    const answer = heuristicBot.decide({ game, player: d.player, decision: d, rng: botRng(4, d.player) });
    expect("choice" in answer && d.actions[answer.choice].type).toBe("play");
  });
});

describe("demo --variant grand-melee", () => {
  it("807.3: lists each seat with the deck of the player sitting there; the log names the turn markers", async () => {
    const file = join(tmp, "melee.json");
    const r = await runMain([
      "demo",
      ...["--variant", "grand-melee", "--players", "12", "--seed", "1"],
      ...["--max-decisions", "400", "--save", file],
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const { setup, deckNames } = buildSetup(table("grand-melee", 12));
    const game = Game.replay(cardDb, JSON.parse(readFileSync(file, "utf8")) as GameRecord);
    const listed = listedBySeat(game.state, setup);
    expect(listed).not.toEqual(listed.map((_, i) => i)); // seated at random
    for (const [seat, i] of listed.entries())
      expect(r.out).toContain(`\n  ${seat + 1}. ${playerName(i)} plays ${deckNames[i]}\n`);
    // 807.4b: turns 1–3 are those of markers 1–3, which begin together.
    expect(r.out).toMatch(
      /^Turn 1 — \S+( \d+)? \(marker 1\)\n\nTurn 2 — \S+( \d+)? \(marker 2\)\n\nTurn 3 — /m,
    );
    const turns = [...r.out.matchAll(/^Turn \d+ — (.*)$/gm)].map((m) => m[1]);
    expect(turns.length).toBeGreaterThan(6);
    for (const t of turns) expect(t).toMatch(/^\w+( \d+)? \(marker [123]\)$/);
    // Lines in a game of several markers say whose turn's answer they follow.
    expect(r.out).toMatch(/^\[M[123]\] \w+( \d+)? plays /m);
    expect(r.out).toMatch(/^Game over after \d+ turns and 400 decisions/m);
  });
});

describe("the log of several turn markers' turns (807.4)", () => {
  it("807.4: each line is marked with the turn marker whose turn it happened in, when one answer's events go on in two markers' turns", () => {
    const { setup } = buildSetup(table("grand-melee", 8, { seed: 1 }));
    const game = Game.create(cardDb, setup);
    // The spectator's log and each player's (who sees their own draws).
    const viewers = [null, ...game.state.players.map((_, seat) => seat)];
    const logs = viewers.map((viewer) => new LogFormatter(game, viewer));
    for (const log of logs) log.lines(game.startEvents);
    const rng = seedRng(1);
    let plays = 0;
    /** Draw steps' draws in another marker's turn than the one of the decision whose answer led to them. */
    let elsewhere = 0;
    for (let k = 0; k < 100 && !game.isOver(); k++) {
      const open = game.decisions();
      const d = open[randInt(rng, open.length)];
      const answer = heuristicBot.decide({ game, player: d.player, decision: d, rng: botRng(1, d.player) });
      const answered = lanes(game.state).find((l) => l.lane.pending?.id === d.id)?.marker;
      const holders = (game.view(null).markers ?? []).map((m) => game.state.players[m.holder].name);
      const r = game.submit(d.player, d.id, answer);
      if (!r.ok) throw new Error(r.message);
      const markers = game.view(null).markers ?? [];
      for (const [i, log] of logs.entries()) {
        const lines = log.lines(r.events);
        // The mulligans come before the markers are placed (807.4b): their lines are in no turn.
        if (markers.length === 0) expect(lines.filter((l) => l.startsWith("[M"))).toEqual([]);
        if (markers.length !== 2) continue; // with one marker left (807.4e), no line is marked
        for (const [j, line] of lines.entries()) {
          const marker = Number(/^\[M(\d)\] /.exec(line)?.[1]);
          // 305.2: a player plays a land in their own turn only: the line's marker's holder as it was answered.
          const play = /^(?:\[M\d\] )?(\w+)(?: \(you\))? plays /.exec(line);
          if (play !== null) {
            plays++;
            expect(holders[marker - 1], line).toBe(play[1]);
          }
          // 504.1: the draw step's draw, right after its turn began, is in that turn's marker.
          const turn = /^\nTurn \d+ — (\w+) \(marker (\d)\)$/.exec(lines[j - 1] ?? "");
          if (
            turn !== null &&
            viewers[i] !== null &&
            line.startsWith(`[M${marker}] ${turn[1]} (you) draws `)
          ) {
            expect(marker).toBe(Number(turn[2]));
            if (marker !== answered) elsewhere++;
          }
        }
      }
    }
    expect(plays).toBeGreaterThan(5);
    expect(elsewhere).toBeGreaterThan(0);
  });
});

/** Keeps the opening hand, then answers `answer(lines)` at every prompt, conceding after `max` prompts. */
async function playScripted(
  opts: PlayOptions,
  answer: (out: string[], asked: number) => string,
  max = 60,
): Promise<string[]> {
  const out: string[] = [];
  let asked = 0;
  const code = await playCommand(opts, {
    ask: async () => {
      asked++;
      if (out.at(-1) === "  1 = mulligan") return "0";
      const again = /^Please type a number from (\d+)/.exec(out.at(-1) ?? "");
      if (again) return again[1];
      return asked > max ? "concede" : answer(out, asked);
    },
    write: (l) => out.push(l),
  });
  expect(code).toBe(0);
  return out;
}

describe("play --variant grand-melee", () => {
  const opts = (players: number, more: Partial<PlayOptions> = {}): PlayOptions => ({
    ...table("grand-melee", players, { seed: 2 }),
    seat: 0,
    bot: "heuristic",
    // After the person concedes, the bots play on: a cap keeps the big tables quick.
    maxDecisions: 500,
    ...more,
  });

  it("24 players: the board shows every turn marker on one line and only the seats near the person", async () => {
    const { code, out, at } = await playToFirstBoard(opts(24));
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toMatch(/^Roundtable — Grand Melee, 24 players, attack left, range 1, seed 2$/m);
    const seated = /^The players were seated at random \(807\.3\): you are Alice, in seat (\d+)\.$/m.exec(
      text,
    );
    expect(seated).not.toBeNull();
    expect(text).toContain(`\n  ${seated?.[1]}. Alice (you) plays `);
    expect(text).toMatch(/^Turn markers take turns at the same time \(807\.4\), .*: 6 at this table\.$/m);
    const board = out.slice(
      at,
      out.findIndex((l, i) => i > at && l.startsWith("Your decision for marker")),
    );
    expect(board[0]).toMatch(/^── Turn \d+ \(marker [1-6]\) — \w+( \d+)?, .+ ──$/);
    // 807.4a: one marker for each full four players, every one in the summary line.
    const summary = board.find((l) => l.startsWith("Turn markers (6): "));
    expect(summary).toBeDefined();
    expect(
      [...(summary ?? "").matchAll(/M(\d) (you|\w+(?: \d+)?): (turn \d+ [\w ]+|waiting)/g)].map((m) => m[1]),
    ).toEqual(["1", "2", "3", "4", "5", "6"]);
    // The person and three players on each side, in turn order.
    expect(board).toContainEqual(
      expect.stringMatching(
        /^Seating, to the left: … → (.+ → ){3}Alice \(you\)( → [^→]+){3} → … \(24 players\)$/,
      ),
    );
    const rows = playerRows(board);
    expect(rows).toHaveLength(7);
    expect(rows[3]).toBe("Alice");
    expect(board).toContainEqual(
      expect.stringMatching(/^\d+\. Alice \[you(, marker \d, (turn \d+|waiting))?\]: life 20 /),
    );
    // The person's decision is on a marker's stack, named with its turn; it heads the board.
    const mine = board.find((l) => /^Marker \d — .* — priority: Alice$/.test(l));
    expect(mine).toBeDefined();
    expect(board[0]).toContain(`(marker ${mine?.charAt(7)})`);
    expect(board.at(-1)).toMatch(/^Your hand: /);
    // Each player holding a marker near the person is shown with it, and the marker in detail.
    for (const l of board) {
      const m = /^\d+\. (.+?) \[(?:you, )?marker (\d), (turn \d+|waiting)\]/.exec(l);
      if (m === null) continue;
      const who = m[1] === "Alice" ? "your turn|you wait" : `${m[1]}'s turn|${m[1]} waits`;
      expect(board).toContainEqual(expect.stringMatching(new RegExp(`^Marker ${m[2]} — (${who})`)));
    }
  });

  it("the person answers a decision on their marker's stack, and the log names the marker", async () => {
    let played = false;
    const out = await playScripted(opts(24), (lines) => {
      if (played) return "concede";
      // Play the first land offered (the options of the prompt being asked), else pass.
      const at = lines.map((l) => l.startsWith("Your options (Enter = pass")).lastIndexOf(true);
      const land = at < 0 ? undefined : lines.slice(at + 1).find((l) => /^ {2}\d+ = play /.test(l));
      if (land === undefined) return "";
      played = true;
      return land.trim().split(" ")[0];
    });
    expect(played).toBe(true);
    const text = out.join("\n");
    expect(text).toMatch(/^Your decision for marker (\d) — your turn \d+, first main phase:$/m);
    const marker = /^Your decision for marker (\d)/m.exec(text)?.[1];
    expect(text).toMatch(new RegExp(`^\\[M${marker}\\] Alice \\(you\\) plays \\w+`, "m"));
    expect(text).toMatch(/^You concede\.$/m);
  });

  it("807.5: with open decisions on two stacks, the person picks which to answer first", async () => {
    // Range 3 at eight players puts both turn markers' holders within the person's range (807.5a); the
    // person plays what they can now and then, and at the first choice between two stacks takes the second.
    let out: string[] = [];
    let i = -1;
    for (let seed = 8; seed <= 12 && i < 0; seed++) {
      let chosen = false;
      out = await playScripted(opts(8, { seed, range: 3 }), (lines, asked) => {
        if (chosen) return "concede";
        if (lines.at(-1)?.startsWith("  2 = marker ")) {
          chosen = true;
          return "2";
        }
        return asked % 3 === 0 ? "1" : "0";
      });
      i = out.findIndex((l) => l.startsWith("You have 2 open decisions"));
    }
    expect(i).toBeGreaterThan(0);
    expect(out[i]).toBe(
      "You have 2 open decisions, one for each of these turn markers and their stacks (807.5). Which first?",
    );
    const option = /^ {2}[12] = marker (\d) — (.+?): (.+) \((its stack is empty|its stack, top first: .+)\)$/;
    const first = option.exec(out[i + 1]);
    const second = option.exec(out[i + 2]);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(first?.[1]).not.toBe(second?.[1]);
    // Before the choice, the board shows both markers in detail.
    const tops = out.flatMap((l, k) => (k < i && l.startsWith("── Turn ") ? [k] : []));
    const board = out.slice(tops.at(-1), i);
    for (const m of [first, second])
      expect(board).toContainEqual(expect.stringMatching(new RegExp(`^Marker ${m?.[1]} — `)));
    // The second is asked, named with its marker.
    expect(out[i + 3]).toBe(`Your decision for marker ${second?.[1]} — ${second?.[2]}:`);
  });

  it("a table of ten shows every seat, and the markers' holders", async () => {
    const { out, at } = await playToFirstBoard(opts(10));
    const board = out.slice(
      at,
      out.findIndex((l, i) => i > at && l.startsWith("Your decision for marker")),
    );
    expect(playerRows(board)).toHaveLength(10);
    expect(board).toContainEqual(
      expect.stringMatching(/^Seating, to the left: Alice \(you\) → (\w+ → ){9}back to Alice$/),
    );
    expect(board).toContainEqual(expect.stringMatching(/^Turn markers \(2\): M1 .* · M2 /));
    expect(board.filter((l) => /^\d+\. .*\[(you, )?marker \d/.test(l)).length).toBeGreaterThan(0);
  });

  it("807.4d–e: the board shows the markers waiting and those designated for removal", () => {
    const { setup } = buildSetup(table("grand-melee", 24, { seed: 5 }));
    const game = Game.create(cardDb, setup, { events: false });
    const bots = botsFor("heuristic", 24);
    // Play on until a marker waits (807.4d) and another's holder takes a turn with no marker on their left.
    const taking = () => {
      const markers = game.view(null).markers ?? [];
      if (!markers.some((m) => !m.taking)) return undefined;
      return markers.find((m) => m.taking && !markers.some((k) => k.holder === (m.holder + 1) % 24));
    };
    for (let k = 0; k < 100 && taking() === undefined; k++)
      playGame(game, bots, { seed: 5 + k, maxDecisions: 20 });
    const marker = taking();
    if (marker === undefined)
      throw new Error("no marker waits, or none takes a turn with no marker on its left");
    expect(game.state.players.every((p) => !p.left)).toBe(true);
    // 807.4e: the player on the holder's left leaves; that marker is designated for removal.
    const holder = marker.holder;
    expect(game.concede((holder + 1) % 24).ok).toBe(true);
    const view = game.view(holder);
    const markers = view.markers ?? [];
    expect(markers).toHaveLength(6); // designated, not yet removed
    const board = renderBoard(view, seatingInfo(game.state));
    const summary = board[1];
    for (const m of markers) {
      const who = m.holder === holder ? "you" : view.players[m.holder].name;
      expect(summary).toContain(`M${m.marker} ${who}: ${m.taking ? `turn ${m.turn.number} ` : "waiting"}`);
    }
    expect(markers.some((m) => !m.taking)).toBe(true);
    expect(summary).toMatch(/: waiting( ·|$)/);
    expect(summary).toMatch(new RegExp(`M${marker.marker} you: turn \\d+ [\\w ]+, to be removed`));
    expect(board).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\d+\\. .+? \\[you, marker ${marker.marker}, turn \\d+, designated for removal\\]`),
      ),
    );
    expect(board).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Marker ${marker.marker} — your turn \\d+, .*, designated for removal \\(807\\.4e\\)`),
      ),
    );
    expect(board).toContainEqual(expect.stringMatching(/ \(24 players, 1 has left the game\)$/));
  });
});
