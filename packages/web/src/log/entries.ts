/**
 * The game log's entries: what a line is about (its kind), the players it touches, whether it is a turn's or
 * a step's header — and the log with new lines added, a line said again right after counted on the first.
 */
import type { PlayerId } from "@roundtable/engine";

/** What a line is about: the game's course, spells and abilities, combat, life and results, cards moving. */
export type LogKind = "game" | "spells" | "combat" | "life" | "zones";
export const LOG_KINDS: LogKind[] = ["game", "spells", "combat", "life", "zones"];

export interface LogEntry {
  /** Numbered from the page's first line. */
  n: number;
  text: string;
  kind: LogKind;
  /** The players the event names: who acts, who is targeted, attacked, damaged, whose life changes. */
  players: PlayerId[];
  /** The same line this many times in a row (five Goblin tokens, a trigger twice): shown once, "(×5)". */
  times?: number;
  /** A turn's header ("Turn 5: Ann"), or a step's within it ("Combat damage step"): not an event's line. */
  head?: "turn" | "step";
}

/** An event's entry before it is numbered. */
export type LogLine = Omit<LogEntry, "n">;

/**
 * The log with `lines` added: a line the same as the one before it (the same kind of event again, right
 * after) adds to that line's count instead of taking a line of its own.
 */
export function appendLines(log: readonly LogEntry[], lines: readonly LogEntry[]): LogEntry[] {
  const out = [...log];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (
      last !== undefined &&
      line.head === undefined &&
      last.head === undefined &&
      last.text === line.text &&
      last.kind === line.kind
    )
      out[out.length - 1] = { ...last, times: (last.times ?? 1) + 1 };
    else out.push(line);
  }
  return out;
}
