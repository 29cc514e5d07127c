/**
 * The game log's entries: what a line is about (its kind), the players it touches, whether it is a turn's or
 * a step's header — and the log with new lines added, a line said again right after counted on the first,
 * a line that takes the place of the log's last (a triggered ability's, joined by its resolution) put there.
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
  /**
   * A line made of several (a triggered ability's with what it did: triggers.ts): the kinds of the others,
   * which the kind filters find it by too.
   */
  also?: LogKind[];
  /** The players the event names: who acts, who is targeted, attacked, damaged, whose life changes. */
  players: PlayerId[];
  /** The same line this many times in a row (five Goblin tokens, a trigger twice): shown once, "(×5)". */
  times?: number;
  /** A turn's header ("Turn 5: Ann"), or a step's within it ("Combat damage step"): not an event's line. */
  head?: "turn" | "step";
  /** More to read on demand (the line opens to show it, GameLog.tsx; a hover too): a merged trigger line's full trigger, its rules text. */
  detail?: string;
}

/** An event's entry before it is numbered. */
export type LogLine = Omit<LogEntry, "n"> & {
  /**
   * This line takes the place of the log's last line, whose text this is (written with an earlier batch of
   * events): a triggered ability's line joined by its resolution (triggers.ts).
   */
  replaces?: string;
};

/**
 * The log with `lines` added: a line the same as the one before it (the same kind of event again, right
 * after) adds to that line's count instead of taking a line of its own; a line that `replaces` the last
 * line takes its place (one of its count, when it was said several times).
 */
export function appendLines(log: readonly LogEntry[], lines: readonly (LogEntry & LogLine)[]): LogEntry[] {
  const out = [...log];
  for (const { replaces, ...line } of lines) {
    const replaced = out[out.length - 1];
    if (replaces !== undefined && replaced?.text === replaces && replaced.head === undefined) {
      const { times = 1, ...once } = replaced;
      if (times > 2) out[out.length - 1] = { ...once, times: times - 1 };
      else if (times === 2) out[out.length - 1] = once;
      else out.pop();
    }
    const last = out[out.length - 1];
    if (
      last !== undefined &&
      line.head === undefined &&
      last.head === undefined &&
      last.text === line.text &&
      last.kind === line.kind
    )
      out[out.length - 1] = { ...last, times: (last.times ?? 1) + (line.times ?? 1) };
    else out.push(line);
  }
  return out;
}
