/**
 * "For each creature, its controller sacrifices it unless they pay X life." (Killing Wave): each player in
 * APNAP order chooses the creatures they pay for (knowing the earlier choices); then all the life is paid
 * and the rest sacrificed at the same time (101.4). 119.4: a player pays no more life than they have; 810.9b:
 * with a shared life total, the players of a team together pay no more than the team's total; 119.8,
 * 810.9h: a player whose life total can't change can pay only 0.
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId, PlayerId } from "../../state.ts";
import { cantLoseLife, loseLife } from "../actions/damage.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { teamLifeRestricted } from "../players/lifeShare.ts";
import { teammates } from "../players/players.ts";
import { simultaneously } from "../records/lookBack.ts";
import { permanentsMatching, refOption } from "../targets/targets.ts";
import { amountOf } from "./amounts.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";

export function payLifeOrSacrificeEffect(
  g: Ctx,
  r: Resolving,
  e: Effect & { e: "sacrificeUnlessPayLife" },
): void {
  const s = g.s;
  const x = amountOf(g, r, e.amount);
  const name = defOf(g, r.object).name;
  const paid = new Map<PlayerId, number>();
  const sacrificed: ObjId[] = [];
  for (const p of playersOf(g, r, "each")) {
    const mine = permanentsMatching(g, e.filter, r.controller).filter((o) => o.controller === p);
    if (mine.length === 0) continue;
    // 810.9b: what the team can still pay, after the choices of its players asked before.
    const committed = teamLifeRestricted(s) ? teammates(s, p).reduce((n, q) => n + (paid.get(q) ?? 0), 0) : 0;
    const budget = cantLoseLife(g, p) ? 0 : Math.max(0, s.players[p].life - committed);
    const most = x === 0 ? mine.length : Math.min(mine.length, Math.floor(budget / x));
    const options = mine.map((o) => refOption(g, { object: o.id }));
    const prompt = `${name}: choose the creatures you keep, paying ${x} life for each (at most ${most})`;
    const keep = most === 0 ? [] : askChoose(g, p, "keep", prompt, options, 0, most);
    paid.set(p, keep.length * x);
    mine.forEach((o, i) => {
      if (!keep.includes(i)) sacrificed.push(o.id);
    });
  }
  for (const [p, n] of paid) loseLife(g, p, n); // 119.4: paying life is losing it
  simultaneously(g, () => {
    for (const id of sacrificed) if (s.objects[id]?.zone === "battlefield") moveObject(g, id, "graveyard");
  });
}

/** The effect table's entries for Killing Wave: "sacrifice unless that player pays life" (effectTable.ts). */
export const payLifeOrSacrificeEffects: EffectHandlers = { sacrificeUnlessPayLife: payLifeOrSacrificeEffect };
