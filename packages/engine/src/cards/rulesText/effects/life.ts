/** Life (119): gaining and losing it, setting, doubling, exchanging and redistributing life totals. */
import type { Amount } from "../../types.ts";
import { amountPhrase, forEachPhrase } from "../phrasing/amounts.ts";
import { imperativeClause, objectClause, playerClause } from "../phrasing/clause.ts";
import type { TextCtx } from "../phrasing/context.ts";
import { playerRef } from "../phrasing/references.ts";
import { possessive } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

/**
 * "3 life", "life equal to the number of creatures you control"; of the life a "whenever you lose life"
 * trigger remembers, "2 life for each 1 life you lost" (Transcendence); "2 life for each time it was kicked";
 * "2 life for each creature card in your graveyard" (Gnaw to the Bone).
 */
function lifeAmount(ctx: TextCtx, a: Amount): string {
  if (typeof a === "number" || a === "X") return `${a} life`;
  if (perLifeLost(ctx, a)) return `${a.times} life for each 1 life you lost`;
  // 702.33c–e: "you gain 2 life for each time it was kicked" (Lightkeeper of Emeria).
  if (typeof a === "object" && "perKick" in a) return `${a.perKick} life for each time it was kicked`;
  if (typeof a === "object" && "of" in a) {
    const each = forEachPhrase(a.of);
    if (each !== null) return `${a.times} life ${each}`;
  }
  return `life equal to ${amountPhrase(a)}`;
}

/** A multiple of the life a "whenever you lose life" trigger remembers (Transcendence). */
function perLifeLost(ctx: TextCtx, a: Amount): a is { triggered: true; times: number } {
  return ctx.lifeLost && typeof a === "object" && "triggered" in a && a.times !== undefined;
}

export const lifeTexts = {
  // 119.3. Transcendence's Oracle keeps the imperative: "Whenever you lose life, gain 2 life for each 1
  // life you lost."
  gainLife: (ctx, e) =>
    playerClause(
      ctx,
      e.who,
      `gains ${lifeAmount(ctx, e.amount)}`,
      `gain ${lifeAmount(ctx, e.amount)}`,
      perLifeLost(ctx, e.amount),
    ),
  loseLife: (ctx, e) =>
    playerClause(
      ctx,
      e.who,
      `loses ${lifeAmount(ctx, e.amount)}`,
      `lose ${lifeAmount(ctx, e.amount)}`,
      false,
    ),
  // 119.5: "[player]'s life total becomes N".
  setLife: (ctx, e) => {
    const n = amountPhrase(e.amount);
    return objectClause(`${possessive(playerRef(ctx, e.who))} life total`, `becomes ${n}`, `become ${n}`);
  },
  // 701.10d
  doubleLife: (ctx, e) => imperativeClause(`double ${possessive(playerRef(ctx, e.who))} life total`),
  // 701.12b
  exchangeLife: () =>
    objectClause("two target players", "exchanges life totals", "exchange life totals", true),
  // 119.7–119.8
  redistributeLife: () =>
    imperativeClause(
      "redistribute any number of players' life totals. (Each of those players gets one life total back.)",
    ),
  // 119.7
  cantGainLife: (ctx, e) => {
    const text = "can't gain life for the rest of the game";
    return playerClause(ctx, e.who, text, text, false);
  },
} satisfies Partial<EffectTexts>;
