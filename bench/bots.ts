/**
 * `npm run bench -- bots [games]`: the bot ladder. Three match-ups, each played over a fixed sequence of
 * seeds; every seed is played once with the bot under test in each seat (the decks stay with the seats),
 * so seat and deck advantages cancel out:
 *
 * - heuristic vs random, duels (goal: the heuristic bot wins at least 90 %);
 * - search vs heuristic, duels (goal: the search bot wins at least 65 %);
 * - one search bot against three heuristic bots, 4-player Free-for-All (goal: clearly more than 25 %).
 *
 * A game the bot shares a win in (a draw) counts 1/k of a win for k winners; an unfinished game counts as
 * lost. Win rates are printed with Wilson's 95 % interval. `games` is per match-up (default 40 for duels,
 * 24 for Free-for-All; rounded up to a multiple of the seats).
 */
import { loadavg } from "node:os";
import { type Bot, type BotName, makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { buildSetup } from "@roundtable/cli";
import { Game } from "@roundtable/engine";

interface Matchup {
  name: string;
  variant: "duel" | "free-for-all";
  players: number;
  hero: BotName;
  field: BotName;
  games: number;
  goal: string;
}

interface Outcome {
  games: number;
  wins: number;
  unfinished: number;
  decisions: number;
  ms: number;
}

function play(m: Matchup, progress: (done: number) => void): Outcome {
  const out: Outcome = { games: 0, wins: 0, unfinished: 0, decisions: 0, ms: 0 };
  const rounds = Math.ceil(m.games / m.players);
  for (let round = 0; round < rounds; round++) {
    const seed = 1000 + round;
    for (let heroSeat = 0; heroSeat < m.players; heroSeat++) {
      const { setup } = buildSetup({ variant: m.variant, players: m.players, seed });
      const game = Game.create(cardDb, setup, { events: false });
      const bots: Bot[] = Array.from({ length: m.players }, (_, s) =>
        makeBot(s === heroSeat ? m.hero : m.field),
      );
      const t0 = performance.now();
      const r = playGame(game, bots, { seed });
      out.ms += performance.now() - t0;
      out.games++;
      out.decisions += r.decisions;
      if (!r.finished) out.unfinished++;
      if (r.winners.includes(heroSeat)) out.wins += 1 / r.winners.length;
      progress(out.games);
    }
  }
  return out;
}

/** Wilson's score interval for a proportion, 95 %. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function botLadder(args: string[]): void {
  const n = args[0] === undefined ? null : Number(args[0]);
  if (n !== null && !(Number.isInteger(n) && n > 0))
    throw new Error(`bench bots: the number of games must be a positive integer (got "${args[0]}")`);
  const matchups: Matchup[] = [
    {
      name: "heuristic vs random, duel",
      variant: "duel",
      players: 2,
      hero: "heuristic",
      field: "random",
      games: n ?? 40,
      goal: "≥ 90 %",
    },
    {
      name: "search vs heuristic, duel",
      variant: "duel",
      players: 2,
      hero: "search",
      field: "heuristic",
      games: n ?? 40,
      goal: "≥ 65 %",
    },
    {
      name: "search vs 3 heuristic, free-for-all",
      variant: "free-for-all",
      players: 4,
      hero: "search",
      field: "heuristic",
      games: n ?? 24,
      goal: "> 25 %",
    },
  ];
  const rows = [["match-up", "games", "wins", "win rate", "95 % interval", "goal", "unfinished", "s/game"]];
  for (const m of matchups) {
    const o = play(m, (done) => process.stderr.write(`\r${m.name}: ${done} games`));
    process.stderr.write("\n");
    const [lo, hi] = wilson(o.wins, o.games);
    rows.push([
      m.name,
      String(o.games),
      o.wins.toFixed(1).replace(/\.0$/, ""),
      pct(o.wins / o.games),
      `${pct(lo)} – ${pct(hi)}`,
      m.goal,
      String(o.unfinished),
      (o.ms / o.games / 1000).toFixed(2),
    ]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
  console.log(
    [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n"),
  );
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(", ")}`,
  );
}
