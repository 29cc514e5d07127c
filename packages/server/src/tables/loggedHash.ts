/**
 * How a checkpoint's hash is written in a table's log: tagged with the engine's HASH_FORMAT
 * (`"2:0123abcd…"`), so that after an upgrade that changed the state's shape a restart knows a logged hash
 * of the older shape for what it is — not comparable, not a divergence — instead of marking the table
 * broken. An untagged hash was logged before formats were named: format 1.
 */
import { HASH_FORMAT } from "@roundtable/engine";

export interface LoggedHash {
  format: number;
  hash: string;
}

/** The text logged for a hash taken by this engine. */
export function logHash(hash: string): string {
  return `${HASH_FORMAT}:${hash}`;
}

/** A logged hash read back: its format and the hash. */
export function readLoggedHash(logged: string): LoggedHash {
  const m = /^(\d+):(.*)$/.exec(logged);
  return m === null ? { format: 1, hash: logged } : { format: Number(m[1]), hash: m[2] };
}
