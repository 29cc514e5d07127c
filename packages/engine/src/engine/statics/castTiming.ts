/**
 * 601.3: a player can begin to cast a spell only if no rule or effect prohibits it. A spell may say when
 * it can be cast: "Cast this spell only during an opponent's turn, before attackers are declared."
 * (Siren's Call) — in the turn of one of the caster's opponents, before that turn's declare attackers
 * step has begun (its turn-based action declares the attackers, 508.1): the beginning phase, the
 * precombat main phase, or the beginning of combat step.
 */
import type { CardDef } from "../../cards/types.ts";
import { type PlayerId, STEPS } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { isActivePlayer, isOpponent } from "../players/players.ts";

export function castOnlyAllows(g: Ctx, def: CardDef, p: PlayerId): boolean {
  const only = def.spell?.castOnly;
  if (only === undefined) return true;
  const t = g.s.turn;
  if (only.turn === "opponents" && !isOpponent(g.s, p, t.active)) return false;
  if (only.before === "attackers" && STEPS.indexOf(t.step) >= STEPS.indexOf("declare-attackers"))
    return false;
  return true;
}

/** 505.1 / 307.1: a main phase of the player's own turn with an empty stack. */
export function sorceryTiming(g: Ctx, p: PlayerId): boolean {
  const t = g.s.turn;
  // 805.4a, 805.4c: with shared team turns, each player of the active team.
  return isActivePlayer(g.s, p) && (t.step === "main1" || t.step === "main2") && g.s.stack.length === 0;
}
