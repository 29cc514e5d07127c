/** What the stdio driver's tests share: a driver fed messages, and picking lines out of what it writes. */
import { StdioDriver } from "../../src/stdio/driver.ts";
import type { OutputMessage } from "../../src/stdio/messages.ts";

export type Line<T extends OutputMessage["type"]> = Extract<OutputMessage, { type: T }>;

/** A driver, and `send`: one message (or raw text) in, the lines it causes out. */
export function driver(): { d: StdioDriver; send: (m: object | string) => OutputMessage[] } {
  const d = new StdioDriver();
  return { d, send: (m) => d.handle(typeof m === "string" ? m : JSON.stringify(m)) };
}

/** The lines of one type. */
export function linesOf<T extends OutputMessage["type"]>(lines: OutputMessage[], type: T): Line<T>[] {
  return lines.filter((l): l is Line<T> => l.type === type);
}

/** The last line (the reply or the error), checked to be of this type. */
export function reply<T extends OutputMessage["type"]>(lines: OutputMessage[], type: T): Line<T> {
  const last = lines[lines.length - 1];
  if (last?.type !== type) throw new Error(`expected a ${type} line last, got ${JSON.stringify(last)}`);
  return last as Line<T>;
}

/** A 4-player Free-for-All, seed 7, every seat the client's: the driver and the started line. */
export function startedFfa(extra: object = {}) {
  const t = driver();
  const lines = t.send({ type: "start", ref: "s", seed: 7, players: 4, ...extra });
  return { ...t, lines, started: reply(lines, "started") };
}

/** The hash of a game (to check that a refused line changed nothing). */
export function hashOf(send: (m: object) => OutputMessage[], game: string): string {
  return reply(send({ type: "hash", game }), "hash").hash;
}
