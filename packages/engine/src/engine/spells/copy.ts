/**
 * Copying a spell (707.10): the copy is put onto the stack with the spell's characteristics and every
 * decision made for it (modes, targets, X, division); it isn't cast, and it is owned and controlled by
 * the player who makes it. A copy is not a card: it is marked as a token, so it is no card in the
 * game's count and ceases to exist when it leaves the stack (707.10a). The spell is copied as it last
 * existed on the stack (608.2h), even after it has been countered.
 *
 * Storm (702.40a) copies the spell the trigger is about, once for each other spell cast before it this
 * turn; its controller may choose new targets for each copy (707.10c, 115.7d): they may keep any
 * target, even an illegal one, or pick a legal one, and all questions are asked before any copy is made.
 */

import type { CardDef, Effect, TargetSpec } from "../../cards/types.ts";
import { copyJson } from "../../forkState.ts";
import type { PlayerId, Ref, StackInfo } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { amountOf } from "../effects/amounts.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { objectsOf, type Resolving } from "../effects/resolving.ts";
import { inGame } from "../players/players.ts";
import { castRecordOf } from "../records/history.ts";
import { legalTargets, refLabel, refOption, sameRef, specWithX } from "../targets/targets.ts";
import { newObject } from "../zones/zones.ts";
import { castSpecs } from "./stackInfo.ts";

export function copySpellEffect(g: Ctx, r: Resolving, e: Effect & { e: "copySpell" }): void {
  const s = g.s;
  if (e.what !== undefined) {
    // "Copy target instant or sorcery spell" (Twincast): the spell as it is on the stack now.
    if (!inGame(s, r.controller)) return;
    for (const spell of objectsOf(g, r, e.what)) {
      if (spell.zone !== "stack" || spell.stack === undefined) continue;
      const def = defOf(g, spell.card);
      const specs = castSpecs(def, spell.stack);
      const t = e.newTargets
        ? newTargets(g, r.controller, def, specs, spell.stack, 0, 1)
        : spell.stack.targets;
      makeCopy(g, r.controller, spell.card, spell.stack, t);
    }
    return;
  }
  const found = r.source === null ? null : castRecordOf(s, r.source);
  if (found === null || !inGame(s, r.controller)) return;
  const live = s.objects[found.rec.object];
  const original: StackInfo =
    live?.zone === "stack" && live.stack !== undefined ? live.stack : found.rec.stack;
  const n = amountOf(g, r, e.times);
  const def = defOf(g, found.rec.card);
  const specs = castSpecs(def, original);
  const targets: (readonly (readonly Ref[])[])[] = [];
  for (let k = 0; k < n; k++)
    targets.push(e.newTargets ? newTargets(g, r.controller, def, specs, original, k, n) : original.targets);
  for (const t of targets) makeCopy(g, r.controller, found.rec.card, original, t);
}

/**
 * 707.10c: the targets of copy k of n, each spec's kept or chosen anew — by a filter reading the X the copy
 * copied (707.10: "with power X or less", Gang Up).
 */
function newTargets(
  g: Ctx,
  p: PlayerId,
  def: CardDef,
  specs: readonly TargetSpec[],
  original: StackInfo,
  k: number,
  n: number,
): Ref[][] {
  return original.targets.map((refs, i) => {
    const spec = specs[i];
    // Targets tied to a player (per opponent) or picked by an opponent, or related to another target,
    // keep their original choice.
    if (
      refs.length === 0 ||
      spec === undefined ||
      spec.perOpponent ||
      spec.chooser ||
      "sharesTypeWith" in spec
    )
      return [...refs];
    const legal = legalTargets(g, specWithX(spec, original.x ?? 0), p, null);
    const options = [...refs.filter((a) => !legal.some((b) => sameRef(a, b))), ...legal];
    if (options.length <= refs.length) return [...refs];
    const m = refs.length;
    const prompt = `${def.name}: choose ${m} target${m === 1 ? "" : "s"} for copy ${k + 1} of ${n}`;
    const picked = askChoose(
      g,
      p,
      "targets",
      prompt,
      options.map((ref) => refOption(g, ref)),
      m,
      m,
      { intent: spec.intent },
    );
    return picked.map((j) => options[j]);
  });
}

function makeCopy(
  g: Ctx,
  p: PlayerId,
  card: string,
  original: StackInfo,
  targets: readonly (readonly Ref[])[],
): void {
  const s = g.s;
  const c = newObject(s, card, p, "stack");
  c.token = true;
  const info: StackInfo = copyJson(original);
  c.stack = { ...info, kind: "spell", targets };
  s.stack.push(c.id);
  emit(g, {
    type: "copy",
    player: p,
    object: c.id,
    card: defOf(g, card).name,
    targets: targets.flat().map((ref) => refLabel(g, ref)),
  });
}

/** The effect table's entries for 707.10 copying spells (effectTable.ts). */
export const copyEffects: EffectHandlers = { copySpell: copySpellEffect };
