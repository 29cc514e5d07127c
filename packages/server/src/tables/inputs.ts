/**
 * How a table takes its inputs (docs/server.md, "Accepting an input"): what it refuses before the game
 * sees them (a table let go, not started, broken or over), the inputs waiting for its queue checked and
 * applied as one batch, and the accepted ones written to the store before anyone hears of them — or, if
 * that write fails, what their senders are answered.
 */
import type { TableStatusName } from "@roundtable/protocol";
import { type LoggedInput, StoreConflict } from "../store/types.ts";
import type { CoreRequest, CoreResult } from "./core.ts";
import type { Refusal } from "./requests.ts";
import type { TableDeps } from "./tableState.ts";

/** Why a table let go (its lease lost, or the process stopping) refuses an input. */
export const MOVED = "the table moved to another server: reconnect in a moment";

/** What an input's sender is answered. */
export type Reply = { ok: true } | Refusal;

/** An input waiting for the queue: checked when the queue gets to it, it is a request or its answer. */
export type Waiting = () => Promise<CoreRequest | Reply>;

export function refusal(code: string, message: string): Refusal {
  return { ok: false, code, message };
}

/** Why a table in this status takes no input of the game; null while it is being played. */
export function notPlaying(status: TableStatusName): Refusal | null {
  if (status === "waiting") return refusal("not-started", "the game has not started");
  if (status === "broken")
    return refusal("internal", "this table is broken: its log does not replay to its logged hash");
  if (status !== "playing") return refusal("game-over", "the game is over");
  return null;
}

/**
 * A batch of waiting inputs: each is checked as the queue gets to it, then all go to `acceptMany` (the
 * core) at once.
 */
export async function acceptWaiting(
  waiting: Waiting[],
  acceptMany: (requests: CoreRequest[]) => Promise<CoreResult[]>,
): Promise<Reply[]> {
  const checked: (CoreRequest | Reply)[] = [];
  for (const check of waiting) checked.push(await check());
  const isRequest = (c: CoreRequest | Reply): c is CoreRequest => !("ok" in c);
  const accepted = await acceptMany(checked.filter(isRequest));
  let next = 0;
  return checked.map((c) => (isRequest(c) ? accepted[next++] : c));
}

/**
 * Writes a batch's accepted inputs to the table's log: null once written, else what their senders are
 * answered — another process writes this table's log (StoreConflict: it has taken the table over, and
 * this one lets it go), or the write failed (the game is rebuilt from its log: `rebuild`).
 */
export async function writeInputs(
  table: string,
  inputs: LoggedInput[],
  deps: TableDeps,
  rebuild: () => Promise<void>,
): Promise<Refusal | null> {
  try {
    if (inputs.length > 0) await deps.store.appendInputs(table, inputs);
    return null;
  } catch (e) {
    if (e instanceof StoreConflict && deps.moved !== undefined) {
      deps.log.warn({ table }, "another process writes this table's log: it is let go");
      deps.moved(table);
      return refusal("unavailable", MOVED);
    }
    deps.log.error({ table, err: e }, "writing inputs failed: the game is rebuilt from its log");
    await rebuild();
    return refusal("internal", "the server could not save this input; the game is as it was");
  }
}
