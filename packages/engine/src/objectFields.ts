/**
 * Setting the fields of a GameObject that are absent at their default (issue 22: memory per game). A
 * default value is never stored: setting one deletes the field (`delete o.attachedTo` unattaches), so
 * that an object has one set of fields (`WritableObject` in state.ts, which says what that does and doesn't
 * make equal; `invariants.ts` checks it). Reading needs no helper but {@link countersOf} and
 * {@link baseControllerOf}: `o.tapped === true`, `o.damage ?? 0`, `o.attachedTo ?? null`.
 */
import type { GameObject, PlayerId, WritableObject } from "./state.ts";

/** The fields of an object that are `true` or absent. */
export type ObjectFlag = "token" | "tapped" | "sick" | "deathtouched";

/** Sets `flag` on `o` (true), or clears it (absent). */
export function setFlag(o: WritableObject, flag: ObjectFlag, on: boolean): void {
  if (on) o[flag] = true;
  else delete o[flag];
}

/** Sets the damage marked on `o` (120.3); 0 clears it. */
export function setDamage(o: WritableObject, n: number): void {
  if (n === 0) delete o.damage;
  else o.damage = n;
}

/** How many `kind` counters are on `o` (122). */
export function countersOf(o: GameObject, kind: string): number {
  return o.counters?.[kind] ?? 0;
}

/** Puts `n` counters of `kind` on `o` in all (122): a kind with none left, and a record with no kind, go. */
export function setCounters(o: WritableObject, kind: string, n: number): void {
  if (n > 0) {
    o.counters ??= {};
    o.counters[kind] = n;
    return;
  }
  if (o.counters === undefined) return;
  delete o.counters[kind];
  for (const _ in o.counters) return;
  delete o.counters;
}

/** Adds `n` counters of `kind` to `o` (removes them if `n` is negative; never fewer than none). */
export function addCounters(o: WritableObject, kind: string, n: number): void {
  setCounters(o, kind, countersOf(o, kind) + n);
}

/** Who controls `o` without control-changing effects (110.2): absent, its owner. */
export function baseControllerOf(o: GameObject): PlayerId {
  return o.baseController ?? o.owner;
}

/** Sets who controls `o` without control-changing effects (110.2). */
export function setBaseController(o: WritableObject, p: PlayerId): void {
  if (p === o.owner) delete o.baseController;
  else o.baseController = p;
}
