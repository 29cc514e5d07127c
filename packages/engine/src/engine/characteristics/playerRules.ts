/**
 * Rules that resolved effects make true of players for a time (611.2a), as a continuous effect's `players` and
 * their `{ m: PlayerRule }` modifications: "your life total can't change" (119.7–119.8) and "you gain protection
 * from everything" (702.16j), Teferi's Protection's. The rules that care ask here: gaining and losing life
 * (actions/damage.ts), targets (targets/targets.ts), Auras (zones/attachRules.ts), damage (replacement/).
 */
import type { PlayerRule } from "../../cards/types.ts";
import type { GameState, PlayerId } from "../../state.ts";
import { effectApplies } from "./continuous.ts";

/** Every player rule, in the order views list them. */
export const PLAYER_RULES: readonly PlayerRule[] = ["lifeCantChange", "protectionFromEverything"];

/** Whether a resolved effect makes `rule` true of player p now. */
export function playerRule(s: GameState, p: PlayerId, rule: PlayerRule): boolean {
  for (const e of s.effects)
    if (e.players?.includes(p) === true && e.mods.some((m) => m.m === rule) && effectApplies(s, e))
      return true;
  return false;
}
