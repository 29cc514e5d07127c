/**
 * Forking a state cheaply (issue 22): a copy for search that doesn't copy what neither side changes.
 *
 * Most of a state is its objects (a 4-player mid-game: 240 objects, 90 % of its JSON, most of them cards in
 * libraries that no playout will touch). `forkState` gives the copy its own `objects` record holding the
 * same GameObjects as the original; from then on both states treat every object they hold as shared and
 * copy it the first time they change it: every change to a GameObject goes through {@link writable}, which
 * returns the state's own copy. The rest of the state is small and copied whole (`copyJson`), but for what
 * never changes once written, which the copy shares: the variant's configuration and the records of the
 * spells cast this game.
 *
 * A state that was never forked owns all its objects: `writable` is then a lookup and nothing more.
 * Neither the copying nor the sharing shows in the state: it is the same JSON, with the same hash.
 *
 * With {@link setForkChecks} on (the test suite's fork tests), the shared objects are frozen, so that a
 * change made without `writable` — which would reach the other state too — throws at once.
 */
import { fullObject, fullShapeZone, shapedLike } from "./objectFields.ts";
import type { GameObject, GameState, ObjId, WritableObject } from "./state.ts";

/**
 * For an `objects` record that has been shared by a fork: the ids of the objects this state has copied
 * since (its own now). No entry: the record was never shared, and every object in it is the state's own.
 */
const owned = new WeakMap<Record<ObjId, GameObject>, Set<ObjId>>();

let checks = false;

/** Freezes the objects a fork shares, so that a change made without {@link writable} throws (tests). */
export function setForkChecks(on: boolean): void {
  checks = on;
}

/**
 * A deep copy of plain JSON data (objects, arrays, strings, numbers, booleans, null), as its JSON round trip
 * would give it: a property whose value is undefined is left out.
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = copyJson(v);
  }
  return out as T;
}

/** A copy of an object, of the same shape (objectFields.ts): the full one keeps its `undefined` fields. */
function copyObject(o: GameObject): WritableObject {
  if (!fullShapeZone(o.zone)) return copyJson(o as WritableObject);
  const copy = fullObject(o);
  const fields = copy as unknown as Record<string, unknown>;
  for (const key in fields) {
    const v = fields[key];
    if (typeof v === "object" && v !== null) fields[key] = copyJson(v); // counters, stack, chosen modes
  }
  return copy;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** A copy of `s` that shares its objects until either side changes one (and its configuration and spells-cast records). */
export function forkState(s: GameState): GameState {
  owned.set(s.objects, new Set());
  if (checks) {
    for (const id in s.objects) deepFreeze(s.objects[id]);
    for (const rec of s.spellsCast) deepFreeze(rec);
    deepFreeze(s.config);
  }
  return scratchState(s); // the copy treats the objects as shared; `s` now does too (above)
}

/**
 * A copy of `s` to try something on and then drop (903.9b's preview: commandZoneInstead.ts). It shares
 * `s`'s objects and copies each the first time it changes it, as a fork does; but `s` keeps its own and
 * goes on changing them in place, so the copy must not be read once `s` has changed again. Unlike a
 * fork, it leaves nothing of `s` shared: `s`'s later changes copy nothing, and a reference to one of its
 * objects held across the try stays the object `s` changes.
 */
export function scratchState(s: GameState): GameState {
  const theirs = { ...s.objects };
  owned.set(theirs, new Set());
  shapedLike(theirs, s.objects);
  // Key by key, in the original's order: the copy's JSON (and hash) is the same.
  const out: Record<string, unknown> = {};
  for (const key in s) {
    const v = (s as unknown as Record<string, unknown>)[key];
    out[key] =
      key === "objects"
        ? theirs
        : key === "spellsCast"
          ? s.spellsCast.slice()
          : key === "config"
            ? s.config
            : copyJson(v);
  }
  return out as unknown as GameState;
}

/**
 * The object `id` of `s`, to change: the state's own copy of it (made now if it was shared by a fork).
 * Every change to a GameObject's fields goes through this; reading needs nothing. A reference to the
 * object taken before this call may be the shared original: change and read the one this returns.
 */
export function writable(s: GameState, id: ObjId): WritableObject {
  const o = s.objects[id] as WritableObject;
  const mine = owned.get(s.objects);
  if (mine === undefined || o === undefined || mine.has(id)) return o;
  const copy = copyObject(o);
  s.objects[id] = copy;
  mine.add(id);
  return copy;
}

/** A new object of `s` is its own (not shared by any fork): `writable` needn't copy it. */
export function ownNew(s: GameState, id: ObjId): void {
  owned.get(s.objects)?.add(id);
}
