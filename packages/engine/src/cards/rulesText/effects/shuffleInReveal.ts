/** Shuffling a permanent into its owner's library, then revealing the top card (701.24a, 701.20a): Chaos Warp. */
import { imperativeClause } from "../phrasing/clause.ts";
import { objectRef } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const shuffleInRevealTexts = {
  // "The owner of target permanent shuffles it into their library, then reveals the top card of their library. If
  // it's a permanent card, they put it onto the battlefield."
  shuffleInReveal: (ctx, e) =>
    imperativeClause(
      `the owner of ${objectRef(ctx, e.what, "all")} shuffles it into their library, then reveals the top card of their library. If it's a permanent card, they put it onto the battlefield`,
    ),
} satisfies Partial<EffectTexts>;
