/** The order the game log shows its lines in: the newest first, each turn's and step's header above its lines. */
import type { LogEntry } from "./entries.ts";

/**
 * The lines as the log shows them, the newest first: the newest turn first, its header above its lines;
 * within it, the newest step first, each step's header above its lines, the newest line first. (Lines before
 * the first header — the opening hands, or the oldest kept lines — come last.)
 */
export function newestFirst(lines: readonly LogEntry[]): LogEntry[] {
  type Section = { head: LogEntry | null; lines: LogEntry[] };
  type Turn = { head: LogEntry | null; steps: Section[] };
  const turns: Turn[] = [{ head: null, steps: [{ head: null, lines: [] }] }];
  for (const l of lines) {
    const turn = turns[turns.length - 1];
    if (l.head === "turn") turns.push({ head: l, steps: [{ head: null, lines: [] }] });
    else if (l.head === "step") turn.steps.push({ head: l, lines: [] });
    else turn.steps[turn.steps.length - 1].lines.push(l);
  }
  return turns
    .reverse()
    .flatMap((t) => [
      ...(t.head === null ? [] : [t.head]),
      ...t.steps.reverse().flatMap((s) => [...(s.head === null ? [] : [s.head]), ...s.lines.reverse()]),
    ]);
}
