// @vitest-environment happy-dom
/**
 * Two-Headed Giant (810): a team's shared life total (810.4) and its shared turns (805.4a, 810.2) said as
 * the team's. The log's life line named the player whose life changed ("Carol: -3 life (27)."), which read as
 * Carol's own total: it names the team, by its name as the seats show it and its players ("Team B (Carol and
 * Dave) loses 3 life (30 → 27)."). A turn's log header and the priority prompt (the engine's, which named
 * only the team's primary player, "turn 5 (Carol)") name both active players, as the turn line does.
 */
import { cardDb } from "@roundtable/cards";
import { type Answer, type BackAnswer, eventFor, Game, type GameEvent } from "@roundtable/engine";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DecisionPanel } from "../../src/components/DecisionPanel.tsx";
import { TurnLine } from "../../src/components/TurnLine.tsx";
import { logTeams } from "../../src/log/teams.ts";
import { LogWriter, logEntry, logLine } from "../../src/log/writer.ts";
import { playUntil, startGame } from "../games.ts";
import { WithDecision } from "../withDecision.tsx";

afterEach(cleanup);

// Seed 1: by turn 5 Carol and Dave's team (seats 3 and 4) has taken turns and lost life.
const game = startGame({ variant: "two-headed-giant", players: 4, seed: 1 });
const events: GameEvent[] = playUntil(
  game,
  (g, seen) => seen.some((e) => e.type === "life") && g.decisions().some((d) => d.kind === "priority"),
);
const view = game.view(0);
const names = view.players.map((p) => p.name);
const team = (seats: number[]) => `${names[seats[0]]} and ${names[seats[1]]}`;

describe("810 Two-Headed Giant: the team's life and turns", () => {
  it("810.4: a life line is the team's total, named by both its players, and touches both", () => {
    const life = events.find((e): e is Extract<GameEvent, { type: "life" }> => e.type === "life")!;
    const mates = view.players.filter((p) => p.team === view.players[life.player].team).map((p) => p.seat);
    expect(mates).toHaveLength(2);
    const entry = logEntry(life, names, logTeams(view))!;
    const change = `${life.delta > 0 ? "gains" : "loses"} ${Math.abs(life.delta)} life (${life.life - life.delta} → ${life.life})`;
    const letter = "AB"[view.players[life.player].team ?? 0];
    expect(entry.text).toBe(`Team ${letter} (${team(mates)}) ${change}.`);
    expect(entry.players).toEqual(mates);
    // Without the teams (a Free-for-All's view), the player's own.
    expect(logEntry(life, names)?.text).toBe(`${names[life.player]} ${change}.`);
  });

  it("810.10: shared poison is the team's; under an edition that shares only life (2007 606.5), the player's", () => {
    const poison: GameEvent = { type: "poison", player: 1, delta: 2, poison: 5 };
    const mates = view.players.filter((p) => p.team === view.players[1].team).map((p) => p.seat);
    const letter = "AB"[view.players[1].team ?? 0];
    expect(logLine(poison, (p) => names[p], logTeams(view))).toBe(
      `Team ${letter} (${team(mates)}) gets 2 poison counters (5 in all).`,
    );
    const own = logTeams({ ...view, config: { ...view.config, sharedPoison: false } });
    expect(logLine(poison, (p) => names[p], own)).toBe(`${names[1]} gets 2 poison counters (5 in all).`);
  });

  it("805.4a: a turn's log header names the active team, by its name and players", () => {
    const turns = events.filter((e): e is Extract<GameEvent, { type: "turn" }> => e.type === "turn");
    expect(turns.length).toBeGreaterThan(1);
    for (const t of turns) {
      const mates = view.players.filter((p) => p.team === view.players[t.player].team).map((p) => p.seat);
      const letter = "AB"[view.players[t.player].team ?? 0];
      expect(logLine(t, (p) => names[p], logTeams(view))).toBe(
        `Turn ${t.number}: Team ${letter} (${team(mates)})`,
      );
    }
  });

  it("805.4a, 504.1: a turn's header and its draws are of the active players as the turn event gives them — a teammate who left later still named, the view after (Team vs. Team with shared turns)", () => {
    // One batch written with the view after it (a replay's step, a welcome after a lost connection): Bob
    // leaves in team A's second turn, after its draw step. The view says he has left; the turns before it,
    // and his draw for turn 3, are still his too.
    const tvt = Game.fromLayout(cardDb, {
      variant: "team-vs-team",
      seed: 1,
      players: ["Ann", "Bob", "Cat", "Dan"].map((name) => ({
        name,
        library: Array.from({ length: 20 }, () => "wastes"),
      })),
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
        sharedTurns: true,
      },
      start: 0,
    });
    const at = (n: number) => (g: Game) => g.state.turn.number === n && g.state.turn.step === "main1";
    const played = [...tvt.startEvents, ...playUntil(tvt, at(3))];
    const left = tvt.concede(1);
    if (!left.ok) throw new Error(left.message);
    played.push(...left.events, ...playUntil(tvt, at(5)));
    const after = tvt.view(0);
    expect(after.players[1].left).toBe(true);
    const lines = new LogWriter().write(
      played.map((e) => eventFor(e, 0)),
      after.players.map((p) => p.name),
      logTeams(after),
    );
    expect(lines.filter((l) => l.head === "turn").map((l) => [l.text, l.players])).toEqual([
      ["Turn 1: Team A (Ann and Bob)", [0, 1]],
      ["Turn 2: Team B (Cat and Dan)", [2, 3]],
      ["Turn 3: Team A (Ann and Bob)", [0, 1]],
      ["Turn 4: Team B (Cat and Dan)", [2, 3]],
      ["Turn 5: Ann", [0]],
    ]);
    // 504.1, 805.4b: each active player's draw for the turn goes without saying — Bob's in turn 3 too.
    expect(played.some((e) => e.type === "draw" && e.player === 1)).toBe(true);
    expect(lines.filter((l) => l.text.includes(" draws "))).toEqual([]);
  });

  it("805.4a: the priority prompt names the active team, as the turn line does", () => {
    const d = game.decisions().find((x) => x.kind === "priority")!;
    const mine = game.view(d.player);
    const active = mine.turn.activePlayers;
    expect(active).toHaveLength(2);
    // 805.4a: the engine's prompt names both, not the primary player alone (805.2).
    expect(d.prompt).toContain(`turn ${mine.turn.number} (${team(active)}), `);
    const answers: (Answer | BackAnswer)[] = [];
    render(
      <WithDecision decision={d} answers={answers}>
        {(handle) => <DecisionPanel handle={handle} view={mine} />}
      </WithDecision>,
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(d.prompt);
    render(<TurnLine view={mine} />);
    expect(document.querySelector("p.turn")?.textContent).toContain(
      `Turn ${mine.turn.number}: ${team(active)},`,
    );
  });

  it("a prompt outside shared team turns names the active player alone", () => {
    const ffa = startGame({ variant: "free-for-all", players: 4, seed: 7 });
    playUntil(ffa, (g) => g.decisions().some((x) => x.kind === "priority"));
    const d = ffa.decisions().find((x) => x.kind === "priority")!;
    const v = ffa.view(d.player);
    expect(d.prompt).toContain(`turn ${v.turn.number} (${v.players[v.turn.active].name}), `);
  });
});
