/**
 * Draws counted by the cards discarded before them (701.9, 121.1), the discards being the discard effect's own
 * (effects.ts: each player chooses in APNAP order, then all discard at once, 101.4), among the players within the
 * controller's range (801.10); the draws are the next step of the resolution (stepwise.ts):
 *
 * - Windfall: "Each player discards their hand, then draws cards equal to the greatest number of cards a player
 *   discarded this way." — each of them draws that many;
 * - Syphon Mind: "Each other player discards a card. You draw a card for each card discarded this way."
 */
import type { Effect, PlayerRef } from "../../cards/types.ts";
import type { PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { runEffect } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
import { followUp } from "./stepwise.ts";

/** Carries out `discard` and gives the number of cards each of the players `who` names discarded. */
function discardedBy(g: Ctx, r: Resolving, who: PlayerRef, discard: Effect): number[] {
  const players: PlayerId[] = playersOf(g, r, who);
  const before = players.map((p) => g.s.players[p].hand.length);
  runEffect(g, r, discard);
  return players.map((p, i) => before[i] - g.s.players[p].hand.length);
}

export function wheelGreatestDiscardedEffect(
  g: Ctx,
  r: Resolving,
  _e: Effect & { e: "wheelGreatestDiscarded" },
): void {
  const discarded = discardedBy(g, r, "each", { e: "discardHand", who: "each" });
  followUp(r, { e: "draw", who: "each", amount: Math.max(0, ...discarded) });
}

export function discardThenYouDrawEffect(
  g: Ctx,
  r: Resolving,
  e: Effect & { e: "discardThenYouDraw" },
): void {
  const discarded = discardedBy(g, r, e.who, { e: "discard", who: e.who, amount: e.amount });
  followUp(r, { e: "draw", who: "you", amount: discarded.reduce((a, b) => a + b, 0) });
}

/** The effect table's entries for draws counted by discards (effectTable.ts). */
export const discardedThisWayEffects: EffectHandlers = {
  wheelGreatestDiscarded: wheelGreatestDiscardedEffect,
  discardThenYouDraw: discardThenYouDrawEffect,
};
