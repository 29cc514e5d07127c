/**
 * What a saved position (layoutOf.ts) writes of what a permanent's own abilities left on it, and what it
 * refuses of it: unearth (702.84a, `unearthed`: the flag that exiles it instead of letting it leave the
 * battlefield, its haste, its delayed "exile it at the beginning of the next end step", 603.7) and the modes
 * chosen for a modal triggered ability whose modes are each chosen once (700.2b, `modesChosen`: Captive
 * Audience). Loading lays them again (engine/game/abilitiesSetup.ts). And, for the abilities that triggered as
 * the upkeep began and that a loaded layout triggers again (layoutOf.ts, 503.1a): the modes a modal one is
 * given as it is put on the stack without anyone being asked.
 */
import { abilityAt } from "./cards/keywords.ts";
import type { CardDb } from "./cards/types.ts";
import { printed } from "./engine/characteristics/printed.ts";
import { makeCtx } from "./engine/context/ctx.ts";
import { unearthExile, unearthHaste } from "./engine/effects/unearth.ts";
import { type ModalTrigger, onceModal } from "./engine/game/abilitiesSetup.ts";
import { legalTargets, specMin } from "./engine/targets/targets.ts";
import { baseControllerOf } from "./objectFields.ts";
import type { ContinuousEffect, DelayedTrigger, GameObject, GameState, ObjId, PlayerId } from "./state.ts";

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** 702.84a: an unearthed permanent as a layout writes it: what `unearthed` says, and what it lays again. */
export interface Unearthed {
  how: true | "exileTriggered";
  /** Its haste, which `unearthed` makes again: not written among its `effects`. */
  haste: ContinuousEffect;
  /** Its delayed "exile it at the beginning of the next end step", while it waits (603.7). */
  delayed: DelayedTrigger | null;
}

/**
 * 702.84a: permanent `o` (returned by unearth: `o.unearthed`) as `unearthed` holds it — its owner's haste
 * effect, lasting while it is on the battlefield and older than any other effect on it but those changing its
 * control (layer 2: the order doesn't matter, 613.7), and its owner's
 * delayed ability exiling it at the next end step, waiting or triggered already (603.7b) — or why a layout
 * can't hold it.
 */
export function unearthOf(s: GameState, o: GameObject): Unearthed | string {
  const owner = o.owner;
  if (baseControllerOf(o) !== owner)
    return "it was returned by unearth (702.84a) but is not under its owner's control without control-changing effects";
  const on = s.effects.filter((e) => e.objects.includes(o.id));
  const haste = on.find(
    (e) =>
      e.source === o.id &&
      e.controller === owner &&
      e.duration === "whileSourceOnBattlefield" &&
      e.turn === undefined &&
      e.objects.length === 1 &&
      same(e.mods, unearthHaste()),
  );
  // Loaded, its haste is older than its `effects` (abilitiesSetup.ts); control effects are in another layer.
  const older = (e: ContinuousEffect): boolean =>
    haste !== undefined && e.timestamp < haste.timestamp && !e.mods.every((m) => m.m === "control");
  if (haste === undefined || on.some(older))
    return "it was returned by unearth (702.84a), but its haste is not the oldest effect on it";
  const delayed = s.delayed.filter((d) => d.source === o.id);
  if (delayed.length === 0) return { how: "exileTriggered", haste, delayed: null };
  const [d] = delayed;
  const unearths = delayed.length === 1 && same(d, unearthExile(o.id, o.card, owner));
  return unearths
    ? { how: true, haste, delayed: d }
    : "it has delayed triggered abilities (603.7) other than its unearth's exile";
}

/** The modal triggered ability (700.2b) of a trigger's card, by its index; undefined if not modal. */
export function modalAbility(db: CardDb, card: string, ability: number | null): ModalTrigger | undefined {
  const def = db.get(card);
  const a = def === undefined || ability === null || ability < 0 ? undefined : abilityAt(def, ability);
  return a?.kind === "triggered" && a.modes !== undefined ? (a as ModalTrigger) : undefined;
}

/**
 * 700.2b: the modes chosen before this turn for the ability of permanent `o` whose modes are each chosen
 * once — 0-based, in the order chosen: its `chosenModes` but the modes of its instances on the stack, which
 * were chosen last, as this upkeep began (a loaded layout triggers them again and chooses them again:
 * layoutOf.ts requires them to be chosen without anyone being asked).
 */
export function modesChosenBefore(db: CardDb, s: GameState, o: GameObject): number[] {
  const chosen = [...(o.chosenModes ?? [])];
  const a = onceModal(db.get(o.card)?.abilities);
  if (a === undefined) return chosen;
  for (const id of s.stack) {
    const info = s.objects[id].stack;
    if (info?.kind !== "triggered" || info.source !== o.id || info.delayed !== undefined) continue;
    if (modalAbility(db, s.objects[id].card, info.ability) !== a) continue;
    for (const m of info.modes) {
      const at = chosen.lastIndexOf(m);
      if (at >= 0) chosen.splice(at, 1);
    }
  }
  return chosen;
}

/**
 * 700.2b (spells/modalTriggers.ts chooseTriggerModes): the modes a modal triggered ability of `source` is given
 * as it is put on the stack, when its controller isn't asked — every mode available (not chosen before, for
 * one whose modes are each chosen once: `used`; its targets can be chosen) when exactly as many are as it
 * chooses; [] when fewer are (it is removed from the stack). null: more are, and its controller is asked.
 */
export function unaskedModes(
  db: CardDb,
  s: GameState,
  t: { card: string; source: ObjId; controller: PlayerId },
  a: ModalTrigger,
  used: readonly number[],
): number[] | null {
  const colors = printed(db, t.card).colors;
  const modes = a.modes.modes as { targets?: Parameters<typeof legalTargets>[1][] }[];
  // Legal targets are looked for on a copy: working out characteristics may keep things in the state.
  const g = modes.some((m) => (m.targets ?? []).length > 0) ? makeCtx(db, structuredClone(s), null) : null;
  const avail = modes.flatMap((m, i) => {
    if (a.modes.unchosen === true && used.includes(i)) return [];
    const ok = (m.targets ?? []).every(
      (sp) => specMin(sp) === 0 || legalTargets(g!, sp, t.controller, t.source, colors).length >= specMin(sp),
    );
    return ok ? [i] : [];
  });
  const n = a.modes.choose;
  if (avail.length < n) return [];
  return avail.length === n ? avail : null;
}
