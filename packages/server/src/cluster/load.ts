/**
 * A process's load as placement weighs it (issue 21: "one 200-player Grand Melee does not slow the tables
 * beside it"). Seats alone misjudge a big table: a Grand Melee's decision costs more the more players it
 * has (every seat's view is rebuilt), so its 200 seats keep a CPU busier than 200 seats of four-player
 * tables. The heartbeat therefore also carries the CPU time the process (every thread) used lately, and
 * new tables go to the process that used the least — unless the difference is within `CPU_BAND`, the
 * noise of idle or lightly used processes, where the fewer seats decide (and tables created in a burst,
 * before their games have used any CPU, still spread).
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

/** The process a new table goes to, `self` winning ties; null when none is live. */
export function leastLoaded(procs: readonly ProcessInfo[], self: string): ProcessInfo | null {
  let best: ProcessInfo | null = procs.find((p) => p.id === self) ?? null;
  for (const p of procs) if (best === null || lighter(p, best)) best = p;
  return best;
}
