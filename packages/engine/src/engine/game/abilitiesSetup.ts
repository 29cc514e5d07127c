/**
 * What a layout permanent's own abilities left on it (setup.ts `LayoutPermanent`), laid as the abilities leave
 * it: `unearthed` (702.84a: the flag that exiles it instead of letting it leave the battlefield, its haste and,
 * while it waits, the delayed "exile it at the beginning of the next end step", 603.7 — as effects/unearth.ts
 * makes them) and `modesChosen` (700.2b: the modes chosen for a modal triggered ability whose modes are each
 * chosen once, Captive Audience — as spells/modalTriggers.ts remembers them). Checked, each problem named at
 * its path. layoutOfAbilities.ts writes them. Laid by effectsSetup.ts, each permanent's before its `effects`:
 * its unearth's haste is older than any effect made since it returned.
 */
import type { Ability } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { baseControllerOf } from "../../objectFields.ts";
import type { LayoutPermanent } from "../../setup.ts";
import { showValue } from "../../show.ts";
import type { GameObject } from "../../state.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { markUnearthed } from "../effects/unearth.ts";
import { isModal } from "../spells/modalTriggers.ts";
import type { Fail } from "./layoutEffects.ts";

/** The values of `unearthed`. */
const UNEARTHED = [true, "exileTriggered"] as const;

/** Whether the card has unearth (702.84a): an activated ability that returns it (effects/unearth.ts). */
export function hasUnearth(abilities: readonly Ability[] | undefined): boolean {
  return (abilities ?? []).some((a) => a.kind === "activated" && a.unearth === true);
}

/** A triggered ability with modes (700.2b). */
export type ModalTrigger = Extract<Ability, { kind: "triggered" }> & {
  modes: { choose: number; unchosen?: boolean; modes: readonly unknown[] };
};

/**
 * The modal triggered ability whose modes are each chosen once ("choose one that hasn't been chosen": the
 * modes chosen are remembered on the permanent, 700.2b), if the card has one.
 */
export function onceModal(abilities: readonly Ability[] | undefined): ModalTrigger | undefined {
  for (const a of abilities ?? []) if (isModal(a) && a.modes.unchosen === true) return a;
  return undefined;
}

/**
 * 702.84a: permanent `o` was returned by its unearth ability, which its owner activated (effects/unearth.ts):
 * it is exiled instead of leaving the battlefield; it has haste, by an effect of its owner's lasting while it
 * is on the battlefield; and, unless that has triggered already (`"exileTriggered"`, 603.7b), its owner's
 * delayed triggered ability exiles it at the beginning of the next end step.
 */
function layUnearthed(g: Ctx, o: GameObject, bp: LayoutPermanent, path: string, fail: Fail): void {
  const how = bp.unearthed;
  if (how === undefined) return;
  const at = `${path}.unearthed`;
  if (!(UNEARTHED as readonly unknown[]).includes(how))
    fail(at, `must be true or "exileTriggered", got ${showValue(how)}`);
  const name = nameOf(g, o);
  if (o.token === true || !hasUnearth(g.db.get(o.card)?.abilities))
    fail(at, `${name} has no unearth ability (702.84a): only a card with unearth is returned by it`);
  const owner = o.owner;
  if (baseControllerOf(o) !== owner)
    fail(
      at,
      `unearth returns the card under the control of its owner, who activated it (702.84a): leave out ${name}'s controller (give another player control of it with controlledBy or effects)`,
    );
  markUnearthed(g, o.id, owner, how === true);
}

/**
 * 700.2b: the modes already chosen for the permanent's modal triggered ability whose modes are each chosen
 * once: whole numbers from 1 to the number of its modes, each once, kept 0-based as the engine numbers them.
 */
function layModesChosen(g: Ctx, o: GameObject, bp: LayoutPermanent, path: string, fail: Fail): void {
  const modes = bp.modesChosen;
  if (modes === undefined) return;
  const at = `${path}.modesChosen`;
  if (!Array.isArray(modes)) fail(at, `must be a list of mode numbers, got ${showValue(modes)}`);
  const a = onceModal(g.db.get(o.card)?.abilities);
  if (a === undefined)
    fail(
      at,
      `${nameOf(g, o)} has no triggered ability whose modes are each chosen once ("choose one that hasn't been chosen", 700.2b)`,
    );
  const n = a!.modes.modes.length;
  modes.forEach((m, i) => {
    if (!Number.isInteger(m) || m < 1 || m > n)
      fail(`${at}[${i}]`, `must be a mode number from 1 to ${n}, got ${showValue(m)}`);
    if (modes.indexOf(m) < i)
      fail(`${at}[${i}]`, `mode ${m} is listed twice: each mode is chosen once ("that hasn't been chosen")`);
  });
  if (modes.length > 0) writable(g.s, o.id).chosenModes = modes.map((m) => m - 1);
}

/** Lays what permanent `o`'s own abilities left on it (`unearthed`, `modesChosen`), before its `effects`. */
export function layPermanentAbilities(
  g: Ctx,
  o: GameObject,
  bp: LayoutPermanent,
  path: string,
  fail: Fail,
): void {
  layUnearthed(g, o, bp, path, fail);
  layModesChosen(g, o, bp, path, fail);
}
