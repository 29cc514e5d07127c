/**
 * New targets for a spell or ability on the stack (115.7), chosen by the controller of the effect that allows
 * it — not necessarily the spell's or ability's. Each target is its own question, in order, so a divided amount
 * stays with its place (115.7f) and no mode changes (115.8):
 * - "You may choose new targets for …" (115.7d, Deflecting Swat): each target may stay, even an illegal one, or
 *   become another legal target;
 * - "Change the target(s) of …" (115.7a, Bolt Bend): each target becomes another legal target; if one of them
 *   has none, none changes.
 * A new target is legal for the spell or ability as its controller controls it (as on resolution, 608.2b; 801.4:
 * within that player's range of influence), and the chooser chooses only among objects and players within their
 * own range (801.5a). A target tied to a player (per opponent, a defending player's) or chosen by an opponent
 * stays. Only the final set is checked (115.7e): the same object or player can't be chosen twice for one "target"
 * (115.3), and an "another target" or "shares a type with it" relation must hold; otherwise none changes.
 */

import type { Effect, TargetSpec } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import type { GameObject, PlayerId, Ref } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, nameOf, onStack } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { objectsOf, type Resolving } from "../effects/resolving.ts";
import { inGame, inRange } from "../players/players.ts";
import { legalTargets, refController, refLabel, refOption, relationOk, sameRef } from "../targets/targets.ts";
import { specsOf } from "./resolve.ts";

function retargetEffect(g: Ctx, r: Resolving, e: Effect & { e: "retarget" }): void {
  if (!inGame(g.s, r.controller)) return;
  for (const o of objectsOf(g, r, e.what)) {
    if (o.zone !== "stack" || o.stack === undefined) continue;
    const targets = newTargets(g, r.controller, o, e.how);
    if (targets === null) continue;
    writable(g.s, o.id).stack = { ...o.stack, targets };
    const labels = targets.flat().map((ref) => refLabel(g, ref));
    emit(g, { type: "retarget", player: r.controller, ...onStack(g, o), targets: labels });
  }
}

/** The spell's or ability's targets as `chooser` chooses them anew, or null where none changes. */
function newTargets(g: Ctx, chooser: PlayerId, o: GameObject, how: "chooseNew" | "change"): Ref[][] | null {
  const info = o.stack!;
  const specs = specsOf(g, o);
  const final: Ref[][] = info.targets.map((refs) => [...refs]);
  const changed = info.targets.map(() => false);
  for (const [i, refs] of info.targets.entries()) {
    const spec = specs[i];
    for (const [k, current] of refs.entries()) {
      // 115.3: what this "target" already has in its earlier places can't be chosen again.
      const free = (ref: Ref) => !final[i].slice(0, k).some((t) => sameRef(t, ref));
      const others =
        spec === undefined || fixed(spec) ? [] : candidates(g, chooser, o, spec, current).filter(free);
      if (how === "change" && others.length === 0) return null; // 115.7a: all or none
      if (others.length === 0) continue;
      const options = how === "change" || !free(current) ? others : [current, ...others];
      const prompt = `${nameOf(g, o)}'s target ${refLabel(g, current)}: ${how === "change" ? "change it to another" : "keep it, or choose a new one"}`;
      const [pick] = askChoose(
        g,
        chooser,
        "targets",
        prompt,
        options.map((ref) => refOption(g, ref)),
        1,
        1,
        { intent: spec?.intent },
      );
      final[i][k] = options[pick];
      if (!sameRef(options[pick], current)) changed[i] = true;
    }
  }
  return changed.some(Boolean) && finalSetOk(g, specs, final, changed) ? final : null;
}

/** A target tied to the player it was chosen for (per opponent; 508.5 a defending player's), or an opponent's choice. */
function fixed(spec: TargetSpec): boolean {
  return spec.perOpponent === true || spec.chooser !== undefined || spec.defending === true;
}

/** The legal targets other than `current` the spec offers `chooser` (115.7, 801.4, 801.5a). */
function candidates(g: Ctx, chooser: PlayerId, o: GameObject, spec: TargetSpec, current: Ref): Ref[] {
  const source = o.stack?.kind === "spell" ? null : (o.stack?.source ?? null);
  return legalTargets(g, spec, o.controller, o.id).filter(
    (ref) =>
      !sameRef(ref, current) &&
      !(spec.other && "object" in ref && ref.object === source) &&
      withinRange(g, chooser, ref),
  );
}

/** 801.5a: a player or object within the chooser's range (a card in a graveyard has no controller, as in 801.4). */
function withinRange(g: Ctx, chooser: PlayerId, ref: Ref): boolean {
  if ("object" in ref && g.s.objects[ref.object].zone === "graveyard") return true;
  return inRange(g.s, chooser, refController(g, ref));
}

/**
 * 115.7e: the final set — no object or player twice for one "target" (115.3), and each relation between
 * targets holding where a target it relates changed (115.7d: a change can't make a kept target illegal).
 */
function finalSetOk(
  g: Ctx,
  specs: readonly TargetSpec[],
  final: Ref[][],
  changed: readonly boolean[],
): boolean {
  return final.every((refs, i) => {
    const spec = specs[i];
    if (refs.some((a, k) => refs.findIndex((b) => sameRef(a, b)) !== k)) return false;
    if (spec === undefined) return true;
    const related = [spec.distinctFrom, spec.sharesTypeWith].filter((j) => j !== undefined);
    if (!changed[i] && !related.some((j) => changed[j])) return true;
    return refs.every((ref) => relationOk(g, spec, ref, final));
  });
}

/** The effect table's entry for 115.7 (effectTable.ts). */
export const newTargetEffects: EffectHandlers = { retarget: retargetEffect };
