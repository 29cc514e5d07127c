/**
 * Modal triggered abilities (700.2b): the controller chooses the modes as the ability is put on the stack;
 * a mode whose targets can't be chosen can't be chosen; if no mode is chosen, the ability is removed from
 * the stack. "Choose one that hasn't been chosen" (Captive Audience) remembers, on the source permanent,
 * the modes chosen for its earlier instances of the ability (a new object after a zone change starts
 * afresh, 400.7); once every mode has been chosen, the ability is removed from the stack with no effect.
 */

import { flatMapOf } from "../../arrays.ts";
import { targetsOf } from "../../cards/intent.ts";
import { rulesTextOfModes } from "../../cards/rulesText.ts";
import type { Ability, SpellMode, TargetSpec } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import type { PendingTrigger, PlayerId } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { printed } from "../characteristics/printed.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { legalTargets, specMin } from "../targets/targets.ts";

type Modal = Ability & {
  kind: "triggered";
  modes: { choose: number; unchosen?: boolean; modes: SpellMode[] };
};

export function isModal(a: Ability | undefined): a is Modal {
  return a?.kind === "triggered" && a.modes !== undefined;
}

/** The modes chosen before for this ability of the trigger's source ("that hasn't been chosen"). */
function chosenBefore(g: Ctx, t: PendingTrigger, a: Modal): number[] {
  return a.modes.unchosen ? (g.s.objects[t.source]?.chosenModes ?? []) : [];
}

/**
 * 700.2b: asks `p`, the controller, which modes the trigger has; [] when no mode can be chosen (the
 * ability is then removed from the stack). With exactly as many modes available as must be chosen,
 * there is nothing to ask.
 */
export function chooseTriggerModes(g: Ctx, p: PlayerId, t: PendingTrigger, a: Modal): number[] {
  const used = chosenBefore(g, t, a);
  const colors = printed(g.db, t.card).colors;
  const avail = flatMapOf(a.modes.modes, (m, i) => {
    if (used.includes(i)) return [];
    const ok = (m.targets ?? []).every(
      (sp) => specMin(sp) === 0 || legalTargets(g, sp, p, t.source, colors).length >= specMin(sp),
    );
    return ok ? [i] : [];
  });
  const n = a.modes.choose;
  if (avail.length < n) return [];
  if (avail.length === n) return avail;
  const def = defOf(g, t.card);
  const lines = rulesTextOfModes(def, a);
  const options = avail.map((i) => ({ label: `Mode ${i + 1}: ${lines[i] ?? ""}`.trim() }));
  const prompt = `${def.name}: choose ${n} mode${n === 1 ? "" : "s"}`;
  return askChoose(g, p, "modes", prompt, options, n, n)
    .map((k) => avail[k])
    .sort((x, y) => x - y);
}

/** The target specs of the chosen modes, in mode order (700.2c). */
export function modeSpecs(a: Modal, modes: readonly number[]): TargetSpec[] {
  return flatMapOf(modes, (i) => targetsOf(a.modes.modes[i]));
}

/** Remembers the modes chosen for the source's ability (as it goes on the stack). */
export function recordTriggerModes(g: Ctx, t: PendingTrigger, a: Modal, modes: readonly number[]): void {
  const src = g.s.objects[t.source];
  if (!a.modes.unchosen || src === undefined || src.zone !== "battlefield") return;
  writable(g.s, src.id).chosenModes = [...(src.chosenModes ?? []), ...modes];
}
