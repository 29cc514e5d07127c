/**
 * Control-changing effects (layer 2, 613.1b). An object's controller is its base controller (who put it
 * onto the battlefield, 110.2) changed by control effects in timestamp order (613.7): effects from
 * resolved spells and abilities (Act of Treason, Sower of Temptation) and static abilities (Control
 * Magic's "You control enchanted creature", with the Aura's timestamp). A permanent that changes
 * controller is removed from combat (506.4) and is "summoning sick" for its new controller (302.6). If
 * the player who would control it has left the game, it is exiled (800.4c).
 */

import { someOf } from "../../arrays.ts";
import { layeredStatic } from "../../cards/grants.ts";
import type { CardDb } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { baseControllerOf } from "../../objectFields.ts";
import type { ContinuousEffect, GameObject, ObjId, PlayerId } from "../../state.ts";
import {
  battlefieldIndex,
  forgetBattlefieldIndex,
  permanentsWith,
} from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { effectApplies, endEffects } from "../characteristics/continuous.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame } from "../players/players.ts";
import { removeFromCombat } from "../zones/zones.ts";
import { moveObject } from "./move.ts";
import { jumpToward } from "./territories.ts";

export interface ControlSource {
  timestamp: number;
  player: PlayerId;
  objects: ObjId[];
}

/** Card ids with a static ability that changes control (Control Magic), per card database. */
function controlCards(db: CardDb): Set<string> {
  return cardsWhere(db, "control", (def) =>
    (def.abilities ?? []).some(
      (a) => a.kind === "static" && (layeredStatic(a.effect)?.mods.some((m) => m.m === "control") ?? false),
    ),
  );
}

/**
 * The static abilities that change control (Control Magic's "You control enchanted creature"), each with
 * its source's timestamp (613.7a), the source's controller and the permanent it applies to.
 */
export function staticControlSources(g: Ctx): ControlSource[] {
  const s = g.s;
  const out: ControlSource[] = [];
  for (const id of permanentsWith(s, controlCards(g.db))) {
    const src = s.objects[id];
    for (const a of g.db.get(src.card)?.abilities ?? []) {
      if (a.kind !== "static") continue;
      const st = layeredStatic(a.effect);
      if (st === null || !st.mods.some((m) => m.m === "control")) continue;
      const target = affectedObject(src, st.affects);
      if (target !== null) out.push({ timestamp: src.timestamp, player: src.controller, objects: [target] });
    }
  }
  return out;
}

function controlSources(g: Ctx): ControlSource[] {
  const s = g.s;
  const out = staticControlSources(g);
  for (const e of s.effects) {
    const player = controlGivenTo(e);
    if (player !== null && effectApplies(s, e))
      out.push({ timestamp: e.timestamp, player, objects: e.objects });
  }
  return out;
}

/**
 * The player a continuous effect gives control to (layer 2): the effect's controller ("gain control of
 * target creature"), or the player it names (804.2's deploy: "target teammate gains control", 701.12b's
 * exchange); null for an effect that changes no control.
 */
export function controlGivenTo(e: ContinuousEffect): PlayerId | null {
  const m = e.mods.find((x) => x.m === "control");
  return m === undefined || m.m !== "control" ? null : (m.to ?? e.controller);
}

/** Layer 2 statics apply to the permanent their source is attached to (Control Magic, Confiscate). */
function affectedObject(src: GameObject, affects: unknown): ObjId | null {
  if (affects === "self") return src.id;
  if (affects === "enchanted" || affects === "equipped") return src.attachedTo ?? null;
  return null;
}

/**
 * What layer 2 changes now: each permanent whose controller isn't the one its base controller and the
 * control effects give it, with that controller, in id order; `exile`, those whose controller would be a
 * player who has left the game (800.4c). Null when nothing changes (most often: after every task, loop.ts).
 */
function controlChanges(g: Ctx): { changes: { id: ObjId; controller: PlayerId }[]; exile: ObjId[] } | null {
  const s = g.s;
  const sources = controlSources(g);
  const notBase = battlefieldIndex(s).notBase;
  if (sources.length === 0 && notBase.size === 0) return null;
  sources.sort((a, b) => a.timestamp - b.timestamp);
  // 613.7: the latest control effect on each object wins.
  const latest = new Map<ObjId, PlayerId>();
  for (const src of sources) for (const id of src.objects) latest.set(id, src.player);
  // Only these can change controller: the others are under their base controller, and no effect applies.
  const due = (id: ObjId): boolean => {
    const o = s.objects[id];
    if (o?.zone !== "battlefield") return false;
    const c: PlayerId = latest.get(id) ?? baseControllerOf(o);
    return c !== o.controller || !inGame(s, c);
  };
  if (!someOf(notBase, due) && !someOf(latest.keys(), due)) return null;
  const concerned = [...new Set([...notBase, ...latest.keys()])].sort((a, b) => a - b);
  const changes: { id: ObjId; controller: PlayerId }[] = [];
  const exile: ObjId[] = [];
  for (const id of concerned) {
    const o = s.objects[id];
    if (o?.zone !== "battlefield") continue;
    const c: PlayerId = latest.get(id) ?? baseControllerOf(o);
    if (!inGame(s, c)) exile.push(id);
    else if (c !== o.controller) changes.push({ id, controller: c });
  }
  return { changes, exile };
}

/** Recomputes every permanent's controller from its base controller and the control effects. */
export function applyControl(g: Ctx): void {
  const s = g.s;
  const due = controlChanges(g);
  if (due === null) return;
  for (const { id, controller: c } of due.changes) {
    const w = writable(s, id);
    if (s.config.territories) jumpToward(g, w, c); // classic Emperor: a one-territory jump toward c
    w.controller = c;
    forgetBattlefieldIndex(s);
    w.sick = true;
    removeFromCombat(s, id);
    emit(g, { type: "control", object: id, card: nameOf(g, w), player: c });
  }
  for (const id of due.exile) moveObject(g, id, "exile");
}

/**
 * A layout's permanents take the controllers layer 2 gives them before the game begins (Control Magic's
 * "You control enchanted creature"), as they had in the game it describes: not as a change (no 302.6
 * sickness but the layout's `sick`, no event, no jump), and before the first untap step, which untaps
 * only the active player's permanents (502.3). Whose controller has left is refused by the layout's checks.
 */
export function settleControl(g: Ctx): void {
  const due = controlChanges(g);
  for (const { id, controller } of due?.changes ?? []) writable(g.s, id).controller = controller;
  forgetBattlefieldIndex(g.s);
}

/** 800.4a: effects that give a leaving player control of objects end. */
export function endControlOf(g: Ctx, p: PlayerId): void {
  endEffects(g, (e) => controlGivenTo(e) === p);
  applyControl(g);
}
