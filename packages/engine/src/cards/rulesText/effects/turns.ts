/** Turns and steps: extra turns (500.7) and skipped steps (500.11). */
import { imperativeClause, playerClause } from "../phrasing/clause.ts";
import type { EffectTexts } from "./family.ts";

export const turnTexts = {
  // 701.31 (901.8: the planeswalking ability)
  planeswalk: () => imperativeClause("planeswalk"),
  extraTurn: (ctx, e) =>
    playerClause(ctx, e.who, "takes an extra turn after this one", "take an extra turn after this one", true),
  skipStep: (ctx, e) =>
    playerClause(ctx, e.who, "skips their next draw step", "skip their next draw step", false),
} satisfies Partial<EffectTexts>;
