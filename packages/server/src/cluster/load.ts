/**
 * A process's load as placement weighs it (issue 21: "one 200-player Grand Melee does not slow the tables
 * beside it"). First by kind: a big table (one whose game runs in a worker thread: cores.ts) still costs
 * its process's main thread its fan-out — every batch's updates committed and sent to its many people —
 * so a new table, big or small, goes to a process that holds no big table while one is live, and a big
 * table otherwise to the process holding the fewest. Then by load: seats alone misjudge a big table (a
 * Grand Melee's decision costs more the more players it has: every seat's view is rebuilt), so the
 * heartbeat also carries the CPU time the process (every thread) used lately, and the table goes to the
 * process that used the least — unless the difference is within `CPU_BAND`, the noise of idle or lightly
 * used processes, where the fewer seats decide (and tables created in a burst, before their games have
 * used any CPU, still spread).
 */
import type { ProcessInfo } from "./presence.ts";

/** CPU shares closer than this (a fifth of one CPU) count as equal; then seats decide. */
export const CPU_BAND = 0.2;

/**
 * The running average's time constant: a sample over `wallMs` weighs 1 − e^(−wallMs/TAU_MS), so a heartbeat
 * right after another (a table created) moves it little, and a load that stopped fades within seconds.
 */
const TAU_MS = 3000;

/** Measures the CPU share of this process between heartbeats (process.cpuUsage: all threads). */
export class CpuMeter {
  private last = { usage: process.cpuUsage(), at: performance.now() };
  private average = 0;

  /** The running average of the CPUs this process kept busy (1 = one whole CPU). */
  sample(): number {
    const usage = process.cpuUsage();
    const at = performance.now();
    const wallMs = at - this.last.at;
    if (wallMs > 0) {
      const usedMs = (usage.user - this.last.usage.user + usage.system - this.last.usage.system) / 1000;
      const weight = 1 - Math.exp(-wallMs / TAU_MS);
      this.average = weight * (usedMs / wallMs) + (1 - weight) * this.average;
    }
    this.last = { usage, at };
    return Math.round(this.average * 1000) / 1000;
  }
}

/** Whether process `a` should take a new table before `b`: the less busy CPU, then the fewer seats. */
export function lighter(a: ProcessInfo, b: ProcessInfo): boolean {
  if (Math.abs(a.cpu - b.cpu) > CPU_BAND) return a.cpu < b.cpu;
  return a.seats < b.seats;
}

/**
 * How much a process holding `bigTables` big tables is avoided by a new table: a small table only asks
 * whether it holds any (beside one big table or several, its people wait on the same main thread); a big
 * table prefers the process holding the fewest.
 */
function avoidance(bigTables: number, big: boolean): number {
  return big ? bigTables : Math.min(bigTables, 1);
}

/**
 * The process a new table goes to (`big`: its game runs in a worker thread, cores.ts): among those
 * holding no big table if any is live (else, for a big table, the fewest), the lighter (`lighter`);
 * `self` winning ties; null when none is live.
 */
export function leastLoaded(procs: readonly ProcessInfo[], self: string, big = false): ProcessInfo | null {
  // A process of an older version announces no big tables.
  const rank = (p: ProcessInfo) => avoidance(p.bigTables ?? 0, big);
  let best: ProcessInfo | null = procs.find((p) => p.id === self) ?? null;
  for (const p of procs)
    if (best === null || rank(p) < rank(best) || (rank(p) === rank(best) && lighter(p, best))) best = p;
  return best;
}
