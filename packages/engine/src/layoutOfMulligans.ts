/**
 * What a saved position (layoutOf.ts) writes of a game in its starting sequence (103.5: the mulligans under
 * way, before the first turn): `TableLayout.mulligans` — the mulligans each player has taken, who has kept,
 * the declarations of the round under way and who has put their cards on the bottom — which a loaded layout
 * goes on from (engine/game/mulliganSetup.ts). What a layout can't hold of it is refused.
 */
import type { CardDb } from "./cards/types.ts";
import { makeCtx } from "./engine/context/ctx.ts";
import { declaring, mulliganTaskOf } from "./engine/game/mulligan.ts";
import { openingHandTaskOf } from "./engine/game/openingHand.ts";
import { inGame } from "./engine/players/players.ts";
import type { LayoutMulligans } from "./setup.ts";
import type { GameState } from "./state.ts";

/**
 * 103.5: what a layout can't hold of the starting sequence — the 2011 Commander mulligan's cards exiled by
 * mulliganing, a starting player who has left the game (800.4k: a layout's starting player is in it), and the
 * step after the mulligans (103.6).
 */
export function startingProblems(s: GameState): string[] {
  // 103.6: after the mulligans, the cards put onto the battlefield from opening hands — a layout holds no such step.
  if (openingHandTaskOf(s) !== undefined)
    return [
      "the mulligans are over and the players are putting cards from their opening hands onto the battlefield (103.6a): a layout holds the mulligans or a turn, not this step",
    ];
  const out: string[] = [];
  if (s.config.mulligan === "commander")
    out.push(
      "the 2011 Commander mulligan (2011 CR 103.4d) is under way: a layout doesn't say which cards each player exiled by mulliganing",
    );
  // 103.5b: a player who used a card as they would declare after taking mulligans put their cards on the
  // bottom then (mulligan.ts); a layout puts them there only once everyone has kept.
  const task = mulliganTaskOf(s);
  if (task?.phase === "decide" && task.bottomDone.some(Boolean))
    out.push(
      "a player has put cards on the bottom of their library before using a card any time they could mulligan (103.5b): a layout puts them there only once every player has kept",
    );
  const start = task?.start ?? s.turn.active;
  if (!inGame(s, start))
    out.push(
      `${s.players[start].name}, the starting player, has left the game during the mulligans: a saved position's starting player is in the game (800.4k)`,
    );
  return out;
}

/** 103.5, 103.5c: the starting sequence under way, as `TableLayout.mulligans` (empty fields left out). */
export function writeMulligans(db: CardDb, s: GameState): LayoutMulligans {
  const t = mulliganTaskOf(s);
  const out: LayoutMulligans = {};
  if (t === undefined) return out;
  const seats = s.players.flatMap((_, seat) => (inGame(s, seat) ? [seat] : []));
  const taken = s.players.map((p, seat) => (inGame(s, seat) ? p.mulligans : 0));
  if (taken.some((n) => n > 0)) out.taken = taken;
  const kept = seats.filter((seat) => t.kept[seat]);
  if (kept.length > 0) out.kept = kept;
  // The round's declarations: those made before a player used a card as they would declare (103.5b), then
  // the answers the task has collected, one per player asked, in turn order (a card not used is no
  // declaration: a loaded layout asks about it again).
  if (t.phase === "decide") {
    const { asked } = declaring(makeCtx(db, s, null), t);
    const since = t.answers.filter(
      (a): a is { keep: boolean } => typeof a === "object" && a !== null && "keep" in a,
    );
    const declared = [...(t.declared ?? []), ...since.map((a, i) => ({ player: asked[i], keep: a.keep }))];
    if (declared.length > 0) out.declared = declared;
  }
  const bottomed = t.phase === "bottom" ? seats.filter((seat) => t.bottomDone[seat]) : [];
  if (bottomed.length > 0) out.bottomed = bottomed;
  return out;
}
