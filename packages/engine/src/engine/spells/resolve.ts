/**
 * Resolving spells and abilities (608). Targets are checked once as resolution begins (608.2b): if every
 * target is now illegal the spell or ability doesn't resolve; otherwise the effects are carried out in
 * order, skipping illegal targets. A permanent spell enters the battlefield (608.3); an instant or
 * sorcery goes to its owner's graveyard (608.2n); an ability ceases to exist.
 */

import { flatMapOf } from "../../arrays.ts";
import { abilityAt } from "../../cards/keywords.ts";
import type { Effect, SpellMode, TargetSpec } from "../../cards/types.ts";
import { copyJson } from "../../forkState.ts";
import type { GameObject, ObjId, PlayerId, Ref, Task } from "../../state.ts";
import { putOntoBattlefield } from "../actions/enter.ts";
import { moveObject } from "../actions/move.ts";
import { type Ctx, defOf, nameOf, onStack } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { checkCondition } from "../effects/conditions.ts";
import { effectMentions } from "../effects/effectJson.ts";
import { runEffect } from "../effects/effectTable.ts";
import type { KnownObject, Resolving } from "../effects/resolving.ts";
import { inGame } from "../players/players.ts";
import { simultaneously } from "../records/lookBack.ts";
import { targetPlayerOk } from "../targets/opponentTargets.ts";
import { isLegalTarget } from "../targets/targets.ts";
import { deleteObject } from "../zones/zones.ts";
import { knownAtStart } from "./lastKnown.ts";
import { eachInsteadOfTarget } from "./overload.ts";
import { castSpecs } from "./stackInfo.ts";

interface ResolveTask extends Task {
  object: ObjId;
  pc: number;
  /** Per target spec, per chosen target: still legal as resolution began (608.2b). */
  legal?: boolean[][];
  /** Effects an earlier effect decided happen next (Resolving.followUps), before effect `pc`. */
  next?: { effect: Effect; offset: number }[];
  /** The object as resolution began: its later effects still happen if an earlier one moved it (608.2h). */
  lki?: GameObject;
  /** 805.9: the active player an effect of this resolution refers to, once its controller has chosen. */
  activePlayer?: PlayerId;
  /** "The life lost this way" so far (I Delight in Your Convulsions); only where an effect reads it. */
  lifeLost?: number;
  /** 608.2h: the target objects as resolution began, for "its controller" / "its power" (lastKnown.ts). */
  known?: Record<ObjId, KnownObject>;
}

/** The target specs of a spell or ability on the stack (608.2b; 115.7: those its new targets are chosen for). */
export function specsOf(g: Ctx, o: GameObject): TargetSpec[] {
  const info = o.stack!;
  const def = defOf(g, o);
  if (info.kind === "spell") return castSpecs(def, info);
  if (info.delayed) return []; // a delayed triggered ability (603.7) has no targets
  const a = abilityAt(def, info.ability!)!;
  if (a.kind === "triggered" && a.modes) return flatMapOf(info.modes, (i) => a.modes!.modes[i].targets ?? []);
  return a.kind === "activated" || a.kind === "triggered" ? (a.targets ?? []) : [];
}

/** The effects of the chosen modes (700.2), each with the offset of its mode's first target spec. */
function modeEffects(
  modes: readonly SpellMode[],
  chosen: readonly number[],
): { effect: Effect; offset: number }[] {
  const out: { effect: Effect; offset: number }[] = [];
  let offset = 0;
  for (const i of chosen) {
    const mode = modes[i];
    for (const effect of mode.effects) out.push({ effect, offset });
    offset += (mode.targets ?? []).length;
  }
  return out;
}

/** The effects of the object and the target offset of each (modal spells number targets per mode). */
function effectsOf(g: Ctx, o: GameObject): { effect: Effect; offset: number }[] {
  const info = o.stack!;
  const def = defOf(g, o);
  if (info.delayed) return info.delayed.effects.map((effect) => ({ effect, offset: 0 }));
  if (info.kind !== "spell") {
    const a = abilityAt(def, info.ability!)!;
    if (a.kind === "triggered" && a.modes) return modeEffects(a.modes.modes, info.modes); // 700.2b
    return a.kind === "activated" || a.kind === "triggered"
      ? a.effects.map((effect) => ({ effect, offset: 0 }))
      : [];
  }
  const spell = def.spell;
  if (!spell) return [];
  if (!spell.modes) return spell.effects.map((effect) => ({ effect, offset: 0 }));
  return modeEffects(spell.modes.modes, info.modes);
}

export function resolveTask(g: Ctx, task: Task): "done" | "again" {
  const t = task as ResolveTask;
  const s = g.s;
  const live = s.objects[t.object];
  // Countered or gone before it began to resolve: nothing happens. Once it has begun, an effect that
  // moved the spell (Approach of the Second Sun) doesn't stop the rest: last known information.
  const begun = t.lki !== undefined;
  const o = live !== undefined && live.zone === "stack" ? live : begun ? t.lki! : undefined;
  if (o === undefined) return "done";
  // 800.4a: a player who leaves while their spell or ability resolves takes it with them (it ceases to
  // exist, or is exiled): nothing more of it happens, and no one is asked its questions for them.
  if (begun && !inGame(s, o.controller)) return "done";
  const info = o.stack!;
  const specs = specsOf(g, o);
  if (t.legal === undefined) {
    t.legal = info.targets.map((refs, i) =>
      refs.map(
        (r, k) => isLegalTarget(g, specs[i], r, o.controller, o.id) && targetPlayerOk(g, info, i, k, r),
      ),
    );
    const targeted = info.targets.some((refs) => refs.length > 0);
    const anyLegal = t.legal.some((row) => row.some(Boolean));
    // 608.2b: a spell or ability whose targets are all illegal doesn't resolve.
    if (targeted && !anyLegal) {
      emit(g, { type: "fizzle", ...onStack(g, o) });
      finish(g, o, false);
      return "done";
    }
    // 603.4: an intervening "if" clause is checked again on resolution (a delayed ability has none).
    if (info.kind === "triggered" && !info.delayed) {
      const a = abilityAt(defOf(g, o), info.ability!)!;
      // 113.7a: a source that has left is read as it last existed, as far as the ability noted it as it
      // triggered (702.33e: whether it was kicked): the ability's own stack information.
      const src = (info.source === null ? undefined : s.objects[info.source]) ?? o;
      if (a.kind === "triggered" && a.condition && !checkCondition(g, a.condition, src, o.controller)) {
        emit(g, { type: "removed", object: o.id, card: nameOf(g, o), ability: "triggered" });
        finish(g, o, false);
        return "done";
      }
    }
    if (t.pc === 0) emit(g, { type: "resolve", ...onStack(g, o) });
    t.lki = copyJson(o) as GameObject;
    const known = knownAtStart(g, info.targets, effectsOf(g, o));
    if (known !== undefined) t.known = known;
  }
  const list = effectsOf(g, o);
  const queued = t.next?.[0];
  if (queued !== undefined || t.pc < list.length) {
    const { effect, offset } = queued ?? list[t.pc];
    // 702.96b: an overloaded spell's "target" reads "each": found as each effect applies, like any "each".
    const each = info.overloaded
      ? eachInsteadOfTarget(g, defOf(g, o), info.modes, o.controller, info.x)
      : null;
    const r: Resolving = {
      object: o,
      controller: o.controller,
      source: info.kind === "spell" ? o.id : info.source,
      targets:
        each?.slice(offset) ??
        info.targets.slice(offset).map((refs, i) => refs.filter((_, k) => t.legal![offset + i][k])),
      allTargets: each?.slice(offset) ?? info.targets.slice(offset),
      x: info.x,
      divide: info.divide,
      triggering: info.triggering,
      ...(info.delayed ? { remembered: info.delayed.objects } : {}),
      ...(info.amount !== undefined ? { amount: info.amount } : {}),
      ...(info.triggeringObject !== undefined ? { triggeringObject: info.triggeringObject } : {}),
      followUps: [],
      ...(t.activePlayer !== undefined ? { activePlayer: t.activePlayer } : {}),
      ...(t.known !== undefined ? { known: t.known } : {}),
    };
    // "the life lost this way": counted only where a later effect reads it (no other task carries it).
    const lifeLost =
      t.lifeLost ?? (list.some((x) => effectMentions(x.effect, '"lifeLostThisWay"')) ? 0 : undefined);
    if (lifeLost !== undefined) r.lifeLost = lifeLost;
    // One effect is one event: whatever it moves leaves the battlefield at once (603.10a, lookBack.ts).
    simultaneously(g, () => runEffect(g, r, effect));
    if (r.activePlayer !== undefined) t.activePlayer = r.activePlayer;
    if (r.lifeLost !== undefined) t.lifeLost = r.lifeLost;
    const rest = queued !== undefined ? t.next!.slice(1) : (t.next ?? []);
    if (queued === undefined) t.pc++;
    const next = [...(r.followUps ?? []).map((f) => ({ effect: f, offset })), ...rest];
    if (next.length > 0) t.next = next;
    else delete t.next;
    return t.next !== undefined || t.pc < list.length ? "again" : finishAndDone(g, t.object);
  }
  return finishAndDone(g, t.object);
}

function finishAndDone(g: Ctx, id: ObjId): "done" {
  const o = g.s.objects[id];
  if (o !== undefined && o.zone === "stack") finish(g, o, true);
  return "done";
}

/** Where the object goes after resolving (or failing to). */
function finish(g: Ctx, o: GameObject, resolved: boolean): void {
  const info = o.stack!;
  if (info.kind !== "spell") {
    deleteObject(g.s, o.id);
    return;
  }
  const def = defOf(g, o);
  const permanent = !def.types.includes("Instant") && !def.types.includes("Sorcery");
  if (!permanent || !resolved) {
    moveObject(g, o.id, "graveyard");
    return;
  }
  // 608.3: a permanent spell enters the battlefield under its controller's control; an Aura spell
  // becomes attached to the object or player it targeted (303.4a, 303.4f).
  const target: Ref | undefined = def.enchant ? info.targets[0]?.[0] : undefined;
  putOntoBattlefield(g, [{ id: o.id, controller: o.controller, ...(target ? { enchant: target } : {}) }]);
}
