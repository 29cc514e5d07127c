/**
 * One place for "who" (DEVELOPERS.md principle 6): who is in the game, who are a player's opponents,
 * turn order to the left (101.4, 102.1), APNAP order around the table. Later issues add teams and range
 * here; every rule asks this module.
 */
import type { GameState, PlayerId } from "../state.ts";

export function inGame(s: GameState, p: PlayerId): boolean {
  const pl = s.players[p];
  return pl !== undefined && !pl.left;
}

export function playersInGame(s: GameState): PlayerId[] {
  const out: PlayerId[] = [];
  for (let i = 0; i < s.players.length; i++) if (!s.players[i].left) out.push(i);
  return out;
}

/** 102.2–102.3: in a game without teams, every other player still in the game is an opponent. */
export function opponents(s: GameState, p: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (const q of turnOrderFrom(s, p)) if (q !== p) out.push(q);
  return out;
}

export function isOpponent(s: GameState, p: PlayerId, q: PlayerId): boolean {
  return p !== q && inGame(s, q);
}

/** The next player in turn order (to the left) after seat p who is still in the game (800.4k), or null. */
export function nextInGame(s: GameState, p: PlayerId): PlayerId | null {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const q = (p + k) % n;
    if (!s.players[q].left) return q;
  }
  return null;
}

/** The nearest player still in the game seated to the right of p (previous in turn order), or null. */
export function prevInGame(s: GameState, p: PlayerId): PlayerId | null {
  const n = s.players.length;
  for (let k = 1; k <= n; k++) {
    const q = (p - k + n) % n;
    if (!s.players[q].left) return q;
  }
  return null;
}

/** Players still in the game in turn order starting with p (p first if still in the game). */
export function turnOrderFrom(s: GameState, p: PlayerId): PlayerId[] {
  const n = s.players.length;
  const out: PlayerId[] = [];
  for (let k = 0; k < n; k++) {
    const q = (p + k) % n;
    if (!s.players[q].left) out.push(q);
  }
  return out;
}

/**
 * 101.4: APNAP order — the active player first, then the others in turn order. If the active player
 * has left (800.4j), the order starts with the next player in turn order.
 */
export function apnap(s: GameState): PlayerId[] {
  return turnOrderFrom(s, s.turn.active);
}

/** Sorts players into APNAP order. */
export function inApnapOrder(s: GameState, ps: Iterable<PlayerId>): PlayerId[] {
  const set = new Set(ps);
  return apnap(s).filter((p) => set.has(p));
}

/** Who receives priority when the active player would (800.4j: the next player if they left). */
export function activeOrNext(s: GameState): PlayerId | null {
  return inGame(s, s.turn.active) ? s.turn.active : nextInGame(s, s.turn.active);
}
