/**
 * 508.1d: attack requirements created by resolved spells — "Creatures the active player controls attack
 * this combat if able" (Siren's Call) — and what a turn remembers about attacking: which creatures were
 * declared as attackers ("… creatures that player controls that didn't attack this turn").
 *
 * A requirement for "this combat" applies to the turn's next declare attackers step (cast in the
 * beginning phase or the precombat main phase, to that turn's combat) to every creature the player then
 * controls, including creatures that came under their control after it was created (it doesn't change
 * characteristics, so no set of objects is locked in, 611.2c). Declaring attackers uses it up.
 */

import { flatMapOf } from "../../arrays.ts";
import { writable } from "../../forkState.ts";
import type { GameObject, GameState, PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { playersOf } from "../effects/resolving.ts";

/** "Creatures [player] controls attack this combat if able", for each of these players. */
export function addAttackRequirements(g: Ctx, players: readonly PlayerId[], by: PlayerId): void {
  const s = g.s;
  if (players.length === 0) return;
  const list = s.attackRequirements ?? [];
  for (const player of players) list.push({ player, turn: s.turn.number, by });
  s.attackRequirements = list;
}

/** Whether a requirement says the creatures `p` controls attack this combat if able. */
export function mustAttackThisCombat(s: GameState, p: PlayerId): boolean {
  return s.attackRequirements?.some((r) => r.player === p && r.turn === s.turn.number) ?? false;
}

/** The requirements for this turn's combat, with the player whose effect created each. */
export function attackRequirementsNow(s: GameState): { player: PlayerId; by: PlayerId }[] {
  return flatMapOf(s.attackRequirements ?? [], (r) =>
    r.turn === s.turn.number ? [{ player: r.player, by: r.by ?? r.player }] : [],
  );
}

/**
 * 508.1: attackers were declared. They attacked this turn (508.1 "attacking creature"; remembered on the
 * object, so a creature that leaves and returns is a new object that didn't, 400.7), and the
 * requirements for this combat are used up.
 */
export function attackersDeclared(s: GameState, attackers: readonly GameObject[]): void {
  for (const o of attackers) writable(s, o.id).attackedTurn = s.turn.number;
  delete s.attackRequirements;
}

/** The effect table's entry for "creatures … attack this combat if able" (508.1d). */
export const attackRequirementEffects: EffectHandlers = {
  attackThisCombat: (g, r, e) => addAttackRequirements(g, playersOf(g, r, e.who), r.controller),
};
