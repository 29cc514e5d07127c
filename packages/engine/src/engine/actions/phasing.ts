/**
 * Phasing (702.26, 110.5): a permanent's status, phased in or phased out. A phased-out permanent is treated as
 * though it does not exist (702.26b): the engine takes it off the battlefield's list into `GameState.phasedOut`
 * with the zone "phasedOut" (state.ts), so that nothing that looks at the battlefield sees it. It is no zone
 * change (702.26d): the object keeps its id, counters, tapped status, attachments, control effects and history,
 * and no "enters" or "leaves" ability triggers. What is attached to it phases out with it, indirectly
 * (702.26g), and phases in with it. It phases in during the untap step of the player who controlled it as it
 * phased out (502.1).
 */
import { writable } from "../../forkState.ts";
import { clearField } from "../../objectFields.ts";
import type { GameObject, GameState, ObjId, PlayerId } from "../../state.ts";
import { forgetBattlefieldIndex, indexLeaves, permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { invalidateLayers } from "../context/layerCache.ts";
import { emit } from "../context/record.ts";
import { removeFrom, removeFromCombat } from "../zones/zones.ts";

/** `phasedUnder` of a permanent whose player left the game and whose next turn would have begun (702.26n). */
export const ANY_UNTAP_STEP = -1;

/** Inserts `id` into a list kept in id order (the battlefield's order, battlefieldIndex.ts). */
function insertInOrder(list: ObjId[], id: ObjId): void {
  let i = list.length;
  while (i > 0 && list[i - 1] > id) i--;
  list.splice(i, 0, id);
}

/** What is attached to `hosts` on the battlefield (or phased out), and what is attached to that, and so on (702.26g). */
export function attachedTo(
  s: GameState,
  hosts: ReadonlySet<ObjId>,
  zone: "battlefield" | "phasedOut",
): Set<ObjId> {
  const out = new Set<ObjId>();
  const list = zone === "battlefield" ? s.battlefield : (s.phasedOut ?? []);
  let frontier: ReadonlySet<ObjId> = hosts;
  while (frontier.size > 0) {
    const next = new Set<ObjId>();
    for (const id of list) {
      const host = s.objects[id].attachedTo;
      if (host !== undefined && frontier.has(host) && !out.has(id)) next.add(id);
    }
    for (const id of next) out.add(id);
    frontier = next;
  }
  return out;
}

/** One event per controller, the objects in battlefield order. */
function emitPhasing(g: Ctx, objects: readonly GameObject[], direction: "out" | "in"): void {
  const players = [...new Set(objects.map((o) => o.controller))].sort((a, b) => a - b);
  for (const player of players) {
    const mine = objects.filter((o) => o.controller === player);
    emit(g, {
      type: "phase",
      direction,
      player,
      objects: mine.map((o) => o.id),
      cards: mine.map((o) => o.card),
    });
  }
}

/**
 * 702.26b: the permanent `id` is phased out — off the battlefield's list, into `phasedOut`, under its controller
 * (502.1: "that the active player controlled when they phased out"); `indirectly`: with its host (702.26g).
 * No event: {@link phaseOut} says it (a layout's phased-out permanents, phasedOutSetup.ts, are laid so).
 */
export function setPhasedOut(s: GameState, id: ObjId, indirectly: boolean): GameObject {
  const o = s.objects[id];
  indexLeaves(s, o);
  removeFromCombat(s, id); // 506.4
  removeFrom(s.battlefield, id);
  const w = writable(s, id);
  w.zone = "phasedOut";
  w.phasedUnder = o.controller;
  if (indirectly) w.phasedIndirectly = true;
  s.phasedOut ??= [];
  insertInOrder(s.phasedOut, id);
  return w;
}

/**
 * 702.26b, 702.26g–h: these permanents phase out, with what is attached to them (indirectly; a permanent that
 * would phase out both ways phases out indirectly). Objects not on the battlefield are passed by (a
 * permanent already phased out doesn't phase out again).
 */
export function phaseOut(g: Ctx, ids: readonly ObjId[]): void {
  const s = g.s;
  const listed = new Set(ids.filter((id) => s.objects[id]?.zone === "battlefield"));
  if (listed.size === 0) return;
  const indirect = attachedTo(s, listed, "battlefield");
  const all = [...new Set([...listed, ...indirect])].sort((a, b) => a - b);
  // 702.26h: one both among `ids` and attached to one of them phases out indirectly.
  const phased = all.map((id) => setPhasedOut(s, id, indirect.has(id)));
  invalidateLayers(s);
  emitPhasing(g, phased, "out");
}

/**
 * 702.26c, 702.26g: these phased-out permanents phase in, with what phased out indirectly with them. Their
 * controller is as control effects make it now (702.26f: an effect may have ended meanwhile). An Aura or
 * Equipment that phased out directly phases in attached to what it was attached to; if that is gone, the
 * state-based actions deal with it (702.26i, 704.5m–n).
 */
export function phaseIn(g: Ctx, ids: readonly ObjId[]): void {
  const s = g.s;
  const listed = new Set(ids.filter((id) => s.objects[id]?.zone === "phasedOut"));
  if (listed.size === 0) return;
  const withThem = [...attachedTo(s, listed, "phasedOut")].filter(
    (id) => s.objects[id].phasedIndirectly === true,
  );
  const all = [...new Set([...listed, ...withThem])].sort((a, b) => a - b);
  const phased: GameObject[] = [];
  for (const id of all) {
    removeFrom(s.phasedOut!, id);
    const w = writable(s, id);
    w.zone = "battlefield";
    clearField(w, "phasedUnder");
    clearField(w, "phasedIndirectly");
    // 702.26i: what it was attached to is gone (702.26k: left with its owner): it phases in unattached.
    if (w.attachedTo !== undefined && s.objects[w.attachedTo] === undefined) clearField(w, "attachedTo");
    insertInOrder(s.battlefield, id);
    phased.push(w);
  }
  if (s.phasedOut!.length === 0) delete s.phasedOut;
  forgetBattlefieldIndex(s); // its lists are in entering order: built again, in id order
  invalidateLayers(s);
  emitPhasing(g, phased, "in");
}

/**
 * 502.1 (703.4a): as the untap step begins, before anything untaps, the phased-in permanents with phasing that
 * the active player controls phase out, and the phased-out permanents they controlled as those phased out
 * phase in — at once: a permanent phasing in now doesn't phase out again this step. 702.26n: also those whose
 * player left the game and whose next turn would have begun.
 */
export function untapStepPhasing(g: Ctx, ap: PlayerId): void {
  const s = g.s;
  const out = permanentsOf(s, ap).filter((id) =>
    characteristics(g.db, s, s.objects[id]).keywords.includes("phasing"),
  );
  const into = (s.phasedOut ?? []).filter((id) => {
    const o = s.objects[id];
    return o.phasedIndirectly !== true && (o.phasedUnder === ap || o.phasedUnder === ANY_UNTAP_STEP);
  });
  phaseIn(g, into);
  phaseOut(g, out);
}

/**
 * 702.26n: the turn of p, who left the game, would have begun (800.4k): what phased out under their control
 * phases in during the next untap step.
 */
export function departedTurnPhasing(s: GameState, p: PlayerId): void {
  for (const id of s.phasedOut ?? []) {
    if (s.objects[id].phasedUnder === p) writable(s, id).phasedUnder = ANY_UNTAP_STEP;
  }
}
