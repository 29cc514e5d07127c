/**
 * Node's arguments for a real server process started with one of the tests' preloads (node's `--import`,
 * after tsx): die-before-finish.ts, die-before-start.ts — a process that kills itself in a window a kill -9
 * may hit — and slow-finish.ts. Each is imported in the process's main thread only (preloadEntry.mjs).
 */
function preload(file: string): string[] {
  const entry = new URL("./preloadEntry.mjs", import.meta.url);
  entry.searchParams.set("preload", new URL(`./${file}`, import.meta.url).href);
  return ["--import", "tsx", "--import", entry.href];
}

/** A process that dies between a game's last input and its end (die-before-finish.ts). */
export const DIE_BEFORE_FINISH = preload("die-before-finish.ts");

/** A process that dies as a game begins, before its start is written (die-before-start.ts). */
export const DIE_BEFORE_START = preload("die-before-start.ts");

/** A process whose write of a game's end takes a second longer (slow-finish.ts). */
export const SLOW_FINISH = preload("slow-finish.ts");
