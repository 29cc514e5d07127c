/**
 * The game log's filters (by kind, by player, "only what touches me"), keeping the headers over what they
 * show. A line made of several (a trigger's with what it did) passes by any of its kinds.
 */
import type { PlayerId } from "@roundtable/engine";
import type { LogEntry, LogKind } from "./entries.ts";

export interface LogFilter {
  /** The kinds shown; all of them when empty. */
  kinds: LogKind[];
  /** Only lines naming this player (null: anyone). */
  player: PlayerId | null;
  /** Only lines naming me (the viewer; nothing for a spectator). */
  mine: boolean;
}

export const NO_FILTER: LogFilter = { kinds: [], player: null, mine: false };

/**
 * The lines the filter lets through, and the headers over them: a turn's header when any line of the turn
 * is shown (or when it passes the filter itself: the "Turns" kind, its active player), a step's when any line
 * of the step is shown — so that what is shown is still read in its turn and step.
 */
export function filterLog(lines: readonly LogEntry[], f: LogFilter, me: PlayerId | null): LogEntry[] {
  const passes = (l: LogEntry) =>
    (f.kinds.length === 0 || f.kinds.includes(l.kind) || (l.also ?? []).some((k) => f.kinds.includes(k))) &&
    (f.player === null || l.players.includes(f.player)) &&
    (!f.mine || (me !== null && l.players.includes(me)));
  const out: LogEntry[] = [];
  let turn: LogEntry | null = null; // the turn's header, until a line of its turn is shown
  let step: LogEntry | null = null;
  for (const l of lines) {
    if (l.head === "turn") {
      turn = l;
      step = null;
      if (passes(l)) {
        out.push(l);
        turn = null;
      }
    } else if (l.head === "step") step = l;
    else if (passes(l)) {
      if (turn !== null) out.push(turn);
      if (step !== null) out.push(step);
      out.push(l);
      turn = null;
      step = null;
    }
  }
  return out;
}
