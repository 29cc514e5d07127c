/**
 * Continuous effects from resolved spells and abilities (611.2) and their durations: created with a
 * timestamp (613.7a) and a locked set of objects (611.2c); they end at the end of the turn (514.2), as
 * "your" next turn begins, at the end of that turn, when the source leaves the battlefield or its
 * controller changes ("for as long as"), or never. 800.4m: when a player has left, durations tied to
 * their next turn end when that turn would have begun. An effect keeps applying after the player who
 * created it leaves (800.4a only ends control given to them).
 */
import type { Duration, Modification } from "../../cards/types.ts";
import type { ContinuousEffect, GameState, ObjId, PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { invalidateLayers } from "../context/layerCache.ts";

/**
 * 400.7, 611.2c: `id` leaves the battlefield and becomes a new object, so an effect locked to objects that
 * are all gone now applies to nothing, ever: it is dropped (deployed and stolen creatures would otherwise
 * pile up effects that every control and layer computation walks through).
 */
export function forgetEffectsOn(s: GameState, id: ObjId): void {
  if (!namedByEffect(s, id)) return;
  const alive = (o: ObjId): boolean => o !== id && s.objects[o] !== undefined;
  s.effects = s.effects.filter((e) => !e.objects.includes(id) || e.objects.some(alive));
}

/** Whether a continuous effect's locked set names object `id` (611.2c: a spell on the stack, Thoughtlace). */
export function namedByEffect(s: GameState, id: ObjId): boolean {
  return s.effects.some((e) => e.objects.includes(id));
}

/** Creates a continuous effect; returns it (or null when it would apply to nothing). */
export function addEffect(
  g: Ctx,
  e: {
    controller: PlayerId;
    source: ObjId | null;
    objects: ObjId[];
    /** The players its rules apply to (`{ m: PlayerRule }`). */
    players?: PlayerId[];
    mods: Modification[];
    duration: Duration;
  },
): ContinuousEffect | null {
  const s = g.s;
  if (e.objects.length === 0 && (e.players ?? []).length === 0) return null;
  const effect: ContinuousEffect = {
    id: s.nextTimestamp,
    timestamp: s.nextTimestamp++,
    controller: e.controller,
    source: e.source,
    objects: e.objects,
    ...(e.players !== undefined && e.players.length > 0 ? { players: e.players } : {}),
    mods: e.mods,
    duration: e.duration,
    started: false,
  };
  if (s.melee !== undefined) effect.turn = s.turn.number; // its "end of turn" is this turn's (807.4)
  s.effects.push(effect);
  invalidateLayers(s);
  return effect;
}

/** Whether an effect's "as long as" duration still holds (611.2b). */
export function effectApplies(s: GameState, e: ContinuousEffect): boolean {
  if (e.duration !== "whileSourceOnBattlefield" && e.duration !== "whileYouControlSource") return true;
  const src = e.source === null ? undefined : s.objects[e.source];
  if (src === undefined || src.zone !== "battlefield") return false;
  return e.duration === "whileSourceOnBattlefield" || src.controller === e.controller;
}

/** Removes the effects for which `ends` is true. */
export function endEffects(g: Ctx, ends: (e: ContinuousEffect) => boolean): void {
  const s = g.s;
  const kept = s.effects.filter((e) => !ends(e));
  if (kept.length === s.effects.length) return;
  s.effects = kept;
  invalidateLayers(s);
}

/** 611.2b: effects whose "as long as" condition no longer holds end (checked after every task). */
export function endLapsedEffects(g: Ctx): void {
  if (g.s.effects.some((e) => !effectApplies(g.s, e))) endEffects(g, (e) => !effectApplies(g.s, e));
}

/** 514.2: "until end of turn" effects end in the cleanup step, and "until the end of your next turn" ones
 * if that turn is this one. */
export function endOfTurnEffects(g: Ctx): void {
  const s = g.s;
  // Grand Melee: other turns are going on (807.4); what belongs to them ends with them.
  const mine = (turn: number | undefined): boolean => s.melee === undefined || turn === s.turn.number;
  s.shields = s.melee === undefined ? [] : s.shields.filter((sh) => !mine(sh.turn)); // 615.3, 701.19a
  endEffects(
    g,
    (e) =>
      (e.duration === "endOfTurn" && mine(e.turn)) ||
      (e.duration === "endOfYourNextTurn" &&
        e.started &&
        (s.melee === undefined || e.controller === s.turn.active)),
  );
}

/**
 * Player p's turn begins (or, for a departed player, would have begun: 800.4m). "Until your next turn"
 * effects of p end; "until the end of your next turn" ones start counting down (or end with it, if p
 * has left and the turn never begins).
 */
export function turnOfBegins(g: Ctx, p: PlayerId, departed: boolean): void {
  const s = g.s;
  endEffects(
    g,
    (e) =>
      e.controller === p &&
      (e.duration === "untilYourNextTurn" || (departed && e.duration === "endOfYourNextTurn")),
  );
  for (const e of s.effects)
    if (e.controller === p && e.duration === "endOfYourNextTurn" && !e.started) e.started = true;
}
