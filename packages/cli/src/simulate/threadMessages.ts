/** The messages between a GamePool (threadPool.ts) and its threads (gameThread.ts). */
import type { GameOptions, GameOutcome } from "./games.ts";

/** Play these seeds with these options. */
export interface ThreadTask {
  id: number;
  options: GameOptions;
  seeds: number[];
}

/** A game of task `id` ended; the task is done; or it threw. */
export type ThreadReply =
  | { id: number; outcome: GameOutcome }
  | { id: number; done: true }
  | { id: number; error: string };
