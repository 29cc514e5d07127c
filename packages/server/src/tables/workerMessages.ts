/** The messages between a WorkerCore and its worker thread: calls of TableCore's methods, by id. */
import type { TableCore } from "./core.ts";

export type CoreMethod = keyof TableCore;

export interface CoreCall {
  id: number;
  method: CoreMethod;
  args: unknown[];
}

export type CoreReply =
  | { id: number; ok: true; value: unknown }
  /** The method threw: its error, carried back to be thrown again on the table's side. */
  | { id: number; ok: false; error: { name: string; message: string; stack?: string } };
