/**
 * 705: "Flip a coin. If you lose the flip, [effects]." (Mana Crypt). The controller of the effect flips the coin
 * and calls it; they win the flip if the call matches the result, and only they win or lose it (705.2). A fair
 * coin (705.1) is won half the time whatever its flipper calls, and no card in the pool reads the call or fixes
 * a result (705.3), so the engine doesn't ask for the call: it draws the flip's outcome from the game's random
 * numbers (prng.ts), which keeps games replayable. What losing the flip does happens next, each effect its own
 * step of the resolution (stepwise.ts), so that one may ask a question without the coin being flipped again.
 */
import type { Effect } from "../../cards/types.ts";
import { randInt } from "../../prng.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";
import { followUp } from "./stepwise.ts";

export function flipCoinEffect(g: Ctx, r: Resolving, e: Effect & { e: "flipCoin" }): void {
  const won = randInt(g.s.rng, 2) === 0;
  emit(g, { type: "coinFlip", player: r.controller, card: defOf(g, r.object).name, won });
  if (!won) followUp(r, ...e.effects);
}

/** The effect table's entry for flipping a coin (effectTable.ts). */
export const coinFlipEffects: EffectHandlers = { flipCoin: flipCoinEffect };
