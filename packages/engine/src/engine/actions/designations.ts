/**
 * The monarch (725) and the initiative (726): designations a player can have, one player at a time,
 * absent from the game until an effect gives one to a player. Becoming the monarch or taking the
 * initiative is recorded (`monarch`, `initiative`) for the inherent triggered abilities
 * (triggers/designations.ts) and the cards that watch it. When the player who has one leaves the game,
 * it passes on at once (725.4, 726.4): a watcher of the players leaving (game/watchers.ts).
 */
import type { PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import type { Happening } from "../context/record.ts";
import { emit } from "../context/record.ts";
import { activePlayers, inGame, nextInGame } from "../players/players.ts";

/**
 * 725.3: `p` becomes the monarch; whoever was ceases to be. Not a player who has left. The monarch told to
 * become the monarch doesn't become it again: "whenever you become the monarch" doesn't trigger (Custodi
 * Lich's ruling; unlike the initiative, 726.5).
 */
export function becomeMonarch(g: Ctx, p: PlayerId): void {
  if (!inGame(g.s, p) || g.s.monarch === p) return;
  g.s.monarch = p;
  emit(g, { type: "monarch", player: p });
}

/**
 * 726.3: `p` takes the initiative; whoever had it ceases to. 726.5: a player who has it and takes it
 * again gets no second designation, but "whenever a player takes the initiative" triggers all the same.
 */
export function takeInitiative(g: Ctx, p: PlayerId): void {
  if (!inGame(g.s, p)) return;
  g.s.initiative = p;
  emit(g, { type: "initiative", player: p });
}

/**
 * 725.4, 726.4: who gets the designation of a player who has left — the active player; if they are
 * leaving or there is none, the next player in turn order. With shared team turns (805.4a) the active
 * team's players are active players: its primary player (805.2) takes it, or the next of the team still
 * in the game (805.9 reads "the active player" as one of them).
 */
function successor(g: Ctx): PlayerId | null {
  const s = g.s;
  const active = activePlayers(s);
  if (active.length > 0) return active[0];
  return nextInGame(s, s.turn.active);
}

/** 725.4, 726.4: as players leave the game, the designations they had pass on at the same time. */
export function designationsOnLeaving(g: Ctx, h: Happening): void {
  if (h.type !== "playersLeft") return;
  const s = g.s;
  if (s.monarch !== undefined && !inGame(s, s.monarch)) {
    delete s.monarch;
    const next = successor(g);
    if (next !== null) becomeMonarch(g, next); // "If no player … can become the monarch": no monarch
  }
  if (s.initiative !== undefined && !inGame(s, s.initiative)) {
    delete s.initiative;
    const next = successor(g);
    if (next !== null) takeInitiative(g, next);
  }
}
