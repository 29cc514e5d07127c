/** Winning, losing and drawing the game (104). */
import { imperativeClause, playerClause } from "../phrasing/clause.ts";
import type { EffectTexts } from "./family.ts";

export const gameTexts = {
  // 104.3
  loseGame: (ctx, e) => playerClause(ctx, e.who, "loses the game", "lose the game", false),
  // 104.2b
  win: (ctx, e) => playerClause(ctx, e.who, "wins the game", "win the game", false),
  // 104.4c
  drawGame: () => imperativeClause("the game is a draw"),
  // 701.33: a scheme's "abandon this scheme" (314.7: "this scheme" is the scheme itself)
  abandon: () => imperativeClause("abandon this scheme"),
} satisfies Partial<EffectTexts>;
