/**
 * 614.1d: "[This] enters tapped unless you control …" — the check lands ("a Plains or an Island"), the fast
 * lands ("two or fewer other lands") and the slow lands ("two or more other lands"). The condition is
 * checked as the permanent would enter, among the permanents its controller controls then: the entering
 * permanent isn't on the battlefield yet, so it doesn't count itself ("other").
 */
import type { EntersUnless } from "../../cards/types.ts";
import type { GameObject } from "../../state.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import type { Ctx } from "../context/ctx.ts";
import { matchesFilter } from "../targets/targets.ts";

/** Whether the "unless" clause holds, so the permanent enters untapped (no clause: it never does). */
export function spared(g: Ctx, entering: GameObject, unless: EntersUnless | undefined): boolean {
  if (unless === undefined) return false;
  const you = entering.controller;
  let n = 0;
  for (const id of permanentsOf(g.s, you))
    if (id !== entering.id && matchesFilter(g, g.s.objects[id], unless.control, you)) n++;
  if (unless.atMost !== undefined) return n <= unless.atMost && n >= (unless.atLeast ?? 0);
  return n >= (unless.atLeast ?? 1);
}
