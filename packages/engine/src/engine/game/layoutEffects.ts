/**
 * What a layout's permanents carry from resolved abilities (setup.ts `LayoutPermanent.exiled` and
 * `controlledBy`), laid out as the engine's own abilities leave them: the cards a permanent exiled with its
 * linked exile ability (607.2a, 610.3: the state's `links`, effects/linked.ts), and control given by an
 * effect that lasts indefinitely (611.2a, 613.1b: the state's `effects`, as 804.2's deploy makes it).
 * layoutOf.ts writes both.
 */
import { writable } from "../../forkState.ts";
import type { LayoutPermanent } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameObject, ObjId, PlayerId, Zone } from "../../state.ts";
import { addEffect } from "../characteristics/continuous.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { linkedExileUntil } from "../effects/linked.ts";

/** Reports a problem of the layout at `path` (start.ts: a SetupError). */
export type Fail = (path: string, message: string) => never;

/** A permanent of the layout as laid out: its object, its entry and the entry's path. */
export interface Placed {
  o: GameObject;
  bp: LayoutPermanent;
  path: string;
}

export const isSeat = (g: Ctx, p: unknown): boolean =>
  typeof p === "number" && Number.isInteger(p) && p >= 0 && p < g.s.players.length;

/**
 * 611.2a, 613.1b: each player of a `controlledBy` gets the effect "gain control of this permanent" of a
 * resolved ability, lasting indefinitely (804.2's deploy), in the order listed: the last one controls it
 * from now on; as a player leaves the game their effect ends (800.4a, actions/control.ts endControlOf). The
 * effects are later than every permanent of the layout (613.7a).
 */
export function layControlEffects(g: Ctx, placed: readonly Placed[], fail: Fail): void {
  const s = g.s;
  for (const { o, bp, path } of placed) {
    if (bp.controlledBy === undefined) continue;
    const players: unknown[] = Array.isArray(bp.controlledBy) ? bp.controlledBy : [bp.controlledBy];
    if (players.length === 0) fail(`${path}.controlledBy`, "must be a seat or a list of seats, not empty");
    players.forEach((p, i) => {
      const at = Array.isArray(bp.controlledBy) ? `${path}.controlledBy[${i}]` : `${path}.controlledBy`;
      if (!isSeat(g, p)) fail(at, `no seat ${showValue(p)}`);
      addEffect(g, {
        controller: p as PlayerId,
        source: o.id,
        objects: [o.id],
        mods: [{ m: "control" }],
        duration: "indefinitely",
      });
      writable(s, o.id).controller = p as PlayerId; // start.ts then forgets the battlefield index
    });
  }
}

/**
 * 607.2a, 610.3: each permanent's `exiled` becomes its link to the cards it exiled, as its exile ability
 * records it (effects/linked.ts): returned by its linked ability, or as soon as it leaves the battlefield —
 * whichever its card says. Each entry names the first card of its id in its owner's exile that no earlier
 * entry names.
 */
export function layExileLinks(g: Ctx, placed: readonly Placed[], fail: Fail): void {
  const s = g.s;
  const named = new Set<ObjId>();
  for (const { o, bp, path } of placed) {
    if (bp.exiled === undefined) continue;
    const at = `${path}.exiled`;
    if (!Array.isArray(bp.exiled))
      fail(at, `must be a list of the cards it exiled, got ${showValue(bp.exiled)}`);
    const def = defOf(g, o);
    const untilLeaves = linkedExileUntil(def);
    if (untilLeaves === null)
      fail(at, `${def.name} has no ability that exiles cards linked to it (607.2a, 610.3)`);
    const objects = bp.exiled.map((x, i) => exiledObject(g, x, `${at}[${i}]`, named, fail));
    if (objects.length > 0) s.links.push({ source: o.id, controller: o.controller, objects, untilLeaves });
  }
}

/** One entry of `exiled`, checked: the object it names in its owner's exile, and the zone it came from. */
function exiledObject(
  g: Ctx,
  x: unknown,
  path: string,
  named: Set<ObjId>,
  fail: Fail,
): { id: ObjId; from: Zone } {
  if (typeof x !== "object" || x === null || Array.isArray(x))
    return fail(path, `must be an object {owner, card, from?}, got ${showValue(x)}`);
  const { owner, card, from } = x as Record<string, unknown>;
  if (!isSeat(g, owner)) fail(`${path}.owner`, `no seat ${showValue(owner)}`);
  if (from !== undefined && from !== "battlefield" && from !== "graveyard")
    fail(`${path}.from`, `must be "battlefield" or "graveyard", got ${showValue(from)}`);
  const id = exiledCard(g, owner as PlayerId, card, named, `${path}.card`, fail);
  return { id, from: (from ?? "battlefield") as Zone };
}

/**
 * The card a layout's entry names in `owner`'s exile by its id: the first of that id there that no earlier entry
 * names (`named`, to which it is added).
 */
export function exiledCard(
  g: Ctx,
  owner: PlayerId,
  card: unknown,
  named: Set<ObjId>,
  path: string,
  fail: Fail,
): ObjId {
  const s = g.s;
  const pl = s.players[owner];
  const same = pl.exile.filter((id) => s.objects[id].card === card);
  if (same.length === 0) fail(path, `${pl.name}'s exile has no ${showValue(card)}`);
  const id = same.find((k) => !named.has(k));
  if (id === undefined)
    return fail(
      path,
      `${pl.name}'s exile has ${same.length} ${showValue(card)}, each named already by an earlier entry: an exiled card is named once`,
    );
  named.add(id);
  return id;
}
