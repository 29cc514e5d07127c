/**
 * The keyword actions that put counters on permanents and players (701): proliferate (701.34), bolster
 * (701.39) and adapt (701.46); and `putCounters`, the one way the keyword actions put a counter on a permanent
 * (explore and connive too, keywordActions.ts). Each asks its question before it changes anything (ask.ts).
 */
import type { Effect } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { addCounters, countersOf } from "../../objectFields.ts";
import type { GameObject, PlayerId, Ref } from "../../state.ts";
import { givePoison } from "../actions/poison.ts";
import { askChoose, optionsByName } from "../ask/ask.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { marksChanged } from "../characteristics/layers.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { inGame, playersInRangeOf } from "../players/players.ts";
import { poisonOf, poisonSharers } from "../players/poisonCounts.ts";
import { mayPutCounters } from "../statics/counterRestrictions.ts";
import { permanentsMatching, refOption } from "../targets/targets.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { objectsOf, type Resolving } from "./resolving.ts";

type Of<K extends Effect["e"]> = Effect & { e: K };

/** Puts n `kind` counters on a permanent, unless something says it can't have them (122.6, Melira). */
export function putCounters(g: Ctx, o: GameObject, kind: string, n: number): void {
  if (o.zone !== "battlefield" || n <= 0 || !mayPutCounters(g, o, kind)) return;
  const w = writable(g.s, o.id);
  addCounters(w, kind, n);
  marksChanged(g.s, w);
}

/**
 * 701.34a: choose any number of permanents and/or players that have a counter, then give each another counter
 * of each kind it already has. Only those within the controller's range of influence are offered (801.10).
 * Players have poison counters (122.1f); 701.34b: with shared poison (810.10) a team gets one more poison
 * counter however many of its players are chosen (which of them gets it changes nothing: the count is the
 * team's).
 */
function proliferateEffect(g: Ctx, r: Resolving): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return;
  const hasCounters = (o: GameObject) => Object.values(o.counters ?? {}).some((n) => n > 0);
  const refs: Ref[] = [
    ...permanentsMatching(g, {}, you)
      .filter(hasCounters)
      .map((o) => ({ object: o.id })),
    ...playersInRangeOf(s, you)
      .filter((p) => poisonOf(s, p) > 0)
      .map((p) => ({ player: p })),
  ];
  if (refs.length === 0) return;
  const prompt = `${nameOf(g, r.object)}: proliferate — choose the permanents and players to give another counter of each kind they have`;
  const picked = askChoose(
    g,
    you,
    "proliferate",
    prompt,
    refs.map((ref) => refOption(g, ref)),
    0,
    refs.length,
  );
  const poisoned = new Set<PlayerId>();
  for (const ref of picked.map((i) => refs[i])) {
    if ("player" in ref) {
      if (poisonSharers(s, ref.player).some((q) => poisoned.has(q))) continue; // 701.34b
      poisoned.add(ref.player);
      givePoison(g, ref.player, 1);
      continue;
    }
    const o = s.objects[ref.object];
    for (const [kind, n] of Object.entries(o.counters ?? {})) if (n > 0) putCounters(g, o, kind, 1);
  }
}

/**
 * 701.39a: choose a creature you control with the least toughness or tied for least toughness among creatures
 * you control, and put N +1/+1 counters on it. Only a tie is asked about.
 */
function bolsterEffect(g: Ctx, r: Resolving, e: Of<"bolster">): void {
  const you = r.controller;
  if (!inGame(g.s, you)) return;
  const mine = permanentsMatching(g, { types: ["Creature"], controller: "you" }, you);
  const toughness = (o: GameObject) => characteristics(g.db, g.s, o).toughness ?? 0;
  const least = Math.min(...mine.map(toughness));
  const tied = mine.filter((o) => toughness(o) === least);
  if (tied.length === 0) return;
  let chosen = tied[0];
  if (tied.length > 1) {
    const prompt = `${nameOf(g, r.object)}: bolster ${e.amount} — choose the creature with the least toughness to get the counters`;
    const ids = tied.map((o) => o.id);
    chosen = tied[askChoose(g, you, "bolster", prompt, optionsByName(g, ids), 1, 1)[0]];
  }
  putCounters(g, chosen, "+1/+1", e.amount);
}

/** 701.46a: if this permanent has no +1/+1 counters on it, put N +1/+1 counters on it. */
function adaptEffect(g: Ctx, r: Resolving, e: Of<"adapt">): void {
  for (const o of objectsOf(g, r, "self"))
    if (countersOf(o, "+1/+1") === 0) putCounters(g, o, "+1/+1", e.amount);
}

/** The effect table's entries for the keyword actions that put counters (registered with keywordActions.ts). */
export const counterActionEffects: EffectHandlers = {
  proliferate: (g, r) => proliferateEffect(g, r),
  bolster: bolsterEffect,
  adapt: adaptEffect,
};
