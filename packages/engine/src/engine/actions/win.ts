import { flatMapOf } from "../../arrays.ts";
import type { PlayerId } from "../../state.ts";
import { controlsStatic } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { inGame, inRange, opponents, rangeLimitsGameResults, teammates } from "../players/players.ts";
import { endGame, playersLose } from "./leave.ts";

export interface Result {
  player: PlayerId;
  reason: string;
}

/**
 * 104.2b, 104.3f: these players win, and `losers` lose, simultaneously. 801.14, 104.3h: with a limited
 * range of influence, a player who would win makes the opponents within their range lose instead, and the
 * game may go on (not under the 2004 draft's range rules, which have no 801.14: the player wins).
 */
export function playersWin(g: Ctx, winners: readonly Result[], losers: readonly Result[] = []): void {
  const s = g.s;
  if (s.status === "over") return;
  const losing = new Set(losers.map((l) => l.player));
  // 810.8a: if a player can't win, neither can their team.
  const win = winners.filter(
    (w) =>
      inGame(s, w.player) &&
      !losing.has(w.player) &&
      ![w.player, ...teammates(s, w.player)].some((p) => opponentsPrevent(g, p)),
  );
  if (rangeLimitsGameResults(s)) {
    const beaten = new Map<PlayerId, Result>();
    for (const l of losers) beaten.set(l.player, l);
    for (const w of win)
      for (const q of opponents(s, w.player))
        if (inRange(s, w.player, q) && !beaten.has(q) && !controlsStatic(g.db, s, q, "cantLose"))
          beaten.set(q, {
            player: q,
            reason: `${s.players[w.player].name} would win the game (801.14): ${w.reason}`,
          });
    playersLose(g, [...beaten.values()]);
    return;
  }
  if (losers.length > 0) playersLose(g, [...losers]);
  if (gameOver(g) || win.length === 0) return;
  // 104.2c, 809.5a, 810.8a: a team game has one winning team — a player who wins takes their team with them.
  const team = s.config.teams === null ? [] : withTeamWinners(g, win);
  for (const w of [...win, ...team]) {
    s.players[w.player].result = "won";
    s.players[w.player].reason = w.reason;
  }
  const players = [...win, ...team].map((w) => w.player).sort((a, b) => a - b);
  emit(g, { type: "win", players });
  endGame(g, players); // 104.1: the game ends immediately
}

/**
 * Every other player on the winners' teams, even those who had lost (104.2c) — unless
 * `departedTeammatesWin` is off (2004 draft 102.2a): only those still in the game.
 */
function withTeamWinners(g: Ctx, win: readonly Result[]): Result[] {
  const s = g.s;
  const seats = new Set(win.map((w) => w.player));
  return flatMapOf(s.players, (_, p) =>
    !seats.has(p) &&
    (s.config.departedTeammatesWin || inGame(s, p)) &&
    win.some((w) => s.config.teams?.[p] === s.config.teams?.[w.player])
      ? [
          {
            player: p,
            reason: `their team won: ${s.players[win[0].player].name} won the game (104.2c, 810.8a)`,
          },
        ]
      : [],
  );
}

/** Read afresh: losing players may have ended the game (104.2a, 104.4a). */
function gameOver(g: Ctx): boolean {
  return g.s.status === "over";
}

/** Platinum Angel: an opponent of `p` controls "Your opponents can't win the game". */
function opponentsPrevent(g: Ctx, p: PlayerId): boolean {
  // 801.10: it stops only players within its controller's range.
  return opponents(g.s, p).some(
    (q) => inRange(g.s, q, p) && controlsStatic(g.db, g.s, q, "opponentsCantWin"),
  );
}
