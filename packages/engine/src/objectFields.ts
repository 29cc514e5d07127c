/**
 * The fields of a GameObject that are at their default, and the objects' two shapes (issue 22: memory per
 * game, and speed). A default value is never stored: a flag is `true` or not set, damage 0 and no counters
 * are not set, and so on (`WritableObject` in state.ts), so that an object's JSON has one set of fields.
 * Reading needs no helper but {@link countersOf} and {@link baseControllerOf}: `o.tapped === true`,
 * `o.damage ?? 0`, `o.attachedTo ?? null`.
 *
 * **Two shapes.** An object on the battlefield or on the stack — the objects the engine reads at every
 * priority check, every state-based action and every layer computation — has every field of
 * `WritableObject` as its own, in the order `WritableObject` declares them ({@link fullObject}), a field at
 * its default holding `undefined`: V8 then gives them all one hidden class, and the code that reads them
 * stays monomorphic (duels 1.10–1.13×, Free-for-All 1.16–1.22× faster: docs/PERFORMANCE.md). Anywhere else — libraries, hands,
 * graveyards: most of a big table's objects — an object has only the fields that are set (a default is
 * deleted), which keeps the state small. JSON leaves out `undefined`, so both give the same fields; and
 * the full shape's keys are in one order whatever happened to the object, so that equal positions give
 * equal JSON and hashes there. (Elsewhere a field's place is where it was set; a replay or a fork repeats
 * the history and hashes the same.) A default is set with {@link clearField} or the setters below.
 *
 * A state read from JSON (or built outside the engine) has its objects in the small shape:
 * {@link shapeObjects} gives the battlefield's and the stack's the full one, and the engine calls it before
 * it changes a state, so that a game continued from a JSON copy plays and hashes as the original.
 */
import type { GameObject, GameState, ObjId, PlayerId, WritableObject, Zone } from "./state.ts";

/** The fields an object may be without (at their default). */
export type OptionalField = Exclude<
  keyof WritableObject,
  "id" | "card" | "owner" | "controller" | "zone" | "timestamp"
>;

/** Whether objects in `zone` have the full shape (above): the battlefield's and the stack's. */
export function fullShapeZone(zone: Zone): boolean {
  return zone === "battlefield" || zone === "stack" || zone === "phasedOut";
}

/**
 * `o`'s fields as an object of the full shape: every field, in `WritableObject`'s order, `undefined` where
 * `o` has none. The values are `o`'s own (not copies).
 */
export function fullObject(o: GameObject): WritableObject {
  return {
    id: o.id,
    card: o.card,
    owner: o.owner,
    controller: o.controller,
    baseController: o.baseController,
    zone: o.zone,
    token: o.token,
    tapped: o.tapped,
    sick: o.sick,
    damage: o.damage,
    damageTurn: o.damageTurn,
    deathtouched: o.deathtouched,
    counters: o.counters as Record<string, number> | undefined,
    attachedTo: o.attachedTo,
    enchantedPlayer: o.enchantedPlayer,
    timestamp: o.timestamp,
    loyaltyTurn: o.loyaltyTurn,
    stack: o.stack,
    chosenPlayer: o.chosenPlayer,
    chosenColor: o.chosenColor,
    chosenName: o.chosenName,
    chosenModes: o.chosenModes,
    skipNextUntap: o.skipNextUntap,
    attackedTurn: o.attackedTurn,
    unearthed: o.unearthed,
    kicked: o.kicked,
    timesKicked: o.timesKicked,
    territory: o.territory,
    marchedTurn: o.marchedTurn,
    ventureRoom: o.ventureRoom,
    phasedUnder: o.phasedUnder,
    phasedIndirectly: o.phasedIndirectly,
  };
}

/** Sets `field` of `o` to its default: `undefined` in an object of the full shape, deleted in another. */
export function clearField(o: WritableObject, field: OptionalField): void {
  if (fullShapeZone(o.zone)) o[field] = undefined;
  else delete o[field];
}

/** The `objects` records whose battlefield and stack objects have the full shape (every state the engine made). */
const shaped = new WeakSet<Record<ObjId, GameObject>>();

/**
 * Gives the objects of `s` on the battlefield and the stack the full shape, unless they have it (a state
 * read from JSON, or put together by hand): the engine does this before it changes a state. One lookup
 * once done; `again`: whatever was done (a state edited from outside, `Game.edited`).
 */
export function shapeObjects(s: GameState, again = false): void {
  if (!again && shaped.has(s.objects)) return;
  for (const id in s.objects) {
    const o = s.objects[id];
    if (o !== undefined && fullShapeZone(o.zone)) s.objects[id] = fullObject(o);
  }
  shaped.add(s.objects);
}

/** `copy` holds the same objects as `original` (a fork's record): shaped if it is. */
export function shapedLike(copy: Record<ObjId, GameObject>, original: Record<ObjId, GameObject>): void {
  if (shaped.has(original)) shaped.add(copy);
}

/** The fields of an object that are `true` or not set. */
export type ObjectFlag = "token" | "tapped" | "sick" | "deathtouched" | "kicked";

/** Sets `flag` on `o` (true), or clears it (not set: {@link clearField}). */
export function setFlag(o: WritableObject, flag: ObjectFlag, on: boolean): void {
  if (on) o[flag] = true;
  else clearField(o, flag);
}

/** Sets the damage marked on `o` (120.3); 0 clears it. */
export function setDamage(o: WritableObject, n: number): void {
  if (n === 0) clearField(o, "damage");
  else o.damage = n;
}

/** 702.33d–e: whether a spell, the permanent it became, or a triggered ability noting its source, was kicked. */
export function wasKicked(o: GameObject): boolean {
  return o.stack?.kicked === true || o.kicked === true;
}

/** 702.33c–e: how many times it was kicked (a kicker cost is paid once at most). */
export function timesKicked(o: GameObject): number {
  if (!wasKicked(o)) return 0;
  return o.stack?.timesKicked ?? o.timesKicked ?? 1;
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
  clearField(o, "counters");
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
  if (p === o.owner) clearField(o, "baseController");
  else o.baseController = p;
}
