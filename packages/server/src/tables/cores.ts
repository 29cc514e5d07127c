/**
 * Which core a table gets (docs/server.md, "Big tables"): a table of at least `workerPlayers` players runs
 * its game in a worker thread of its own (WorkerCore), and so does a table with a search bot (issue 22: its
 * playouts take up to ~200 ms a decision, which would hold up every table in the server's thread); any
 * other table runs in the server's thread (LocalCore).
 */
import { LocalCore, type TableCore } from "./core.ts";
import { WorkerCore } from "./workerCore.ts";

/**
 * The default threshold. From 16 players a table's batch (the bots' decisions, the TableView and its
 * diff, every seat's view and diff) costs about 10 ms and then grows fast — ~20 ms at 24 players, ~35 ms
 * at 50, ~50 ms at 200 already in the mulligans — and Grand Melee keeps four or more decisions open at once (807.4: a turn
 * marker per four players). Below it a batch costs 6–9 ms, less than a worker's own price: a thread with
 * its own heap and card database (about a second to start) and every result copied between threads.
 */
export const WORKER_PLAYERS = 16;

export type CoreKind = "worker" | "in-process";

export function coreKind(players: number, workerPlayers: number, searchBot = false): CoreKind {
  return players >= workerPlayers || searchBot ? "worker" : "in-process";
}

export function makeCore(kind: CoreKind): TableCore {
  return kind === "worker" ? new WorkerCore() : new LocalCore();
}
