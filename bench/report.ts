/**
 * The bench's results as data, and how they are printed (`run.ts` measures, `against.ts` compares two trees).
 */

export function fmt(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return "–";
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** One line of the games table. */
export interface GameRow {
  name: string;
  gamesPerS: number;
  decisionsPerS: number;
  /** Decisions per second of the process's CPU time. */
  decisionsPerCpuS: number;
  msPerGame: number;
  rme: number;
  decisionsPerGame: number;
  games: number;
  unfinished: number;
}

export function printGames(rows: GameRow[]): void {
  const out: string[][] = [
    [
      "random bots, events off",
      "games/s",
      "decisions/s",
      "decisions/CPU-s",
      "ms/game",
      "±%",
      "decisions/game",
      "games",
    ],
  ];
  for (const r of rows)
    out.push([
      r.name,
      fmt(r.gamesPerS, 2),
      fmt(r.decisionsPerS, 0),
      fmt(r.decisionsPerCpuS, 0),
      fmt(r.msPerGame, 1),
      fmt(r.rme, 1),
      fmt(r.decisionsPerGame, 0),
      `${r.games}${r.unfinished ? ` (${r.unfinished} unfinished)` : ""}`,
    ]);
  console.log(table(out));
}

/** A timed operation: µs per call. */
export interface OpRow {
  name: string;
  us: number;
  rme: number;
}

export function printOps(head: string, rows: OpRow[]): void {
  const out: string[][] = [[head, "µs/op", "ops/s", "±%"]];
  for (const r of rows) out.push([r.name, fmt(r.us, 1), fmt(1e6 / r.us, 0), fmt(r.rme, 1)]);
  console.log(table(out));
}

/** One table size of the Grand Melee bench. */
export interface MeleeRow {
  players: number;
  games: number;
  decisions: number;
  usPerDecision: number;
  /** The process's CPU time per decision, µs. */
  cpuUsPerDecision: number;
  kib: number;
  /** The heap a JSON-parsed copy of the state takes (run.ts `heapOf`), MiB. */
  heapMiB: number;
  objects: number;
  /**
   * Full computations of the layer system per decision (layerComputations): a count, not a time, so the
   * same on any machine — what the cache spares a big table, where a computation reads every permanent.
   */
  layersPerDecision: number;
}

export function printGrandMelee(gm: MeleeRow[]): void {
  const rows = [
    [
      "grand-melee",
      "games",
      "decisions",
      "µs/decision",
      "decisions/s",
      "CPU µs/decision",
      "state KiB",
      "state heap MiB",
      "objects",
      "layers/decision",
      "× 10 players",
      "CPU × 10 players",
    ],
  ];
  const base = gm[0].usPerDecision;
  const cpuBase = gm[0].cpuUsPerDecision;
  for (const r of gm)
    rows.push([
      `${r.players} players`,
      fmt(r.games, 0),
      fmt(r.decisions, 0),
      fmt(r.usPerDecision, 0),
      fmt(1e6 / r.usPerDecision, 0),
      fmt(r.cpuUsPerDecision, 0),
      fmt(r.kib, 0),
      fmt(r.heapMiB, 2),
      fmt(r.objects, 0),
      fmt(r.layersPerDecision, 3),
      fmt(r.usPerDecision / base, 2),
      fmt(r.cpuUsPerDecision / cpuBase, 2),
    ]);
  console.log(table(rows));
  const ratio = gm[gm.length - 1].usPerDecision / base;
  console.log(
    `Cost per decision at 200 players: ${fmt(ratio, 2)}× the cost at 10 players (issue 22 asks for at most 1.5×).`,
  );
}
