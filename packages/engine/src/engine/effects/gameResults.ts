import type { Effect } from "../../cards/types.ts";
import { gameIsADraw, playersLose } from "../actions/leave.ts";
import { playersWin } from "../actions/win.ts";
import { controlsStatic } from "../characteristics/characteristics.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
/** Winning, losing and drawing the game by an effect (104.2b, 104.3, 104.4c): the effect table's entries. */
/** The effect "[player] wins the game". */
export function winEffect(g: Ctx, r: Resolving, e: Effect & { e: "win" }): void {
  const reason = `${defOf(g, r.object).name} says so (104.2b)`;
  playersWin(
    g,
    playersOf(g, r, e.who).map((player) => ({ player, reason })),
  );
}

/** The effect table's entries for winning, losing and drawing by an effect (104.2b, 104.3, 104.4c). */
export const gameResultEffects: EffectHandlers = {
  win: winEffect,
  loseGame: (g, r, e) =>
    // Platinum Angel: "You can't lose the game" stops this too.
    playersLose(
      g,
      playersOf(g, r, e.who)
        .filter((p) => !controlsStatic(g.db, g.s, p, "cantLose"))
        .map((player) => ({ player, reason: `${defOf(g, r.object).name} says so (104.3)` })),
    ),
  drawGame: (g, r) =>
    gameIsADraw(g, [r.controller], `${defOf(g, r.object).name} says the game is a draw (104.4c)`),
};
