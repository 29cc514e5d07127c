/**
 * Edicts (701.21a): "[players] sacrifice(s) N [permanents] of their choice" — Diabolic Edict, Innocent
 * Blood, Fleshbag Marauder, Grave Pact. Each affected player, in APNAP order (101.4), chooses the
 * permanents they sacrifice among those they control; a player who controls fewer sacrifices all of
 * them. Then all are sacrificed at once (701.21a), so no player's choice can see another's sacrifice.
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { permanentsMatching, refOption } from "../targets/targets.ts";
import { amountOf } from "./amounts.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";

export function sacrificeChosenEffect(g: Ctx, r: Resolving, e: Effect & { e: "sacrificeChosen" }): void {
  const s = g.s;
  const n = amountOf(g, r, e.amount ?? 1);
  if (n <= 0) return;
  const name = defOf(g, r.object).name;
  const chosen: ObjId[] = [];
  for (const p of playersOf(g, r, e.who)) {
    const theirs = permanentsMatching(g, e.filter, p).filter((o) => o.controller === p);
    if (theirs.length <= n) {
      chosen.push(...theirs.map((o) => o.id));
      continue;
    }
    const prompt = `${name}: choose ${n === 1 ? "the permanent" : `${n} permanents`} ${s.players[p].name} sacrifices`;
    const options = theirs.map((o) => refOption(g, { object: o.id }));
    for (const k of askChoose(g, p, "sacrifice", prompt, options, n, n)) chosen.push(theirs[k].id);
  }
  for (const id of chosen) if (s.objects[id]?.zone === "battlefield") moveObject(g, id, "graveyard");
}

/** The effect table's entries for 701.21a edicts (effectTable.ts). */
export const edictEffects: EffectHandlers = { sacrificeChosen: sacrificeChosenEffect };
