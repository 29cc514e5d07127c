/**
 * How many poison counters a player has (122.1f), read by the Two-Headed Giant's team rule (810.10a, 810.10d):
 * with shared poison (`sharedPoison`) the counters are the team's, kept by every player of the team; otherwise
 * each player's own (2004 draft 609.5, 2007 CR 606.5). actions/poison.ts gives and removes them.
 */
import type { GameState, PlayerId } from "../../state.ts";
import { isOpponent, playersInRangeOf, teammates } from "./players.ts";

/** 810.10: the players who share p's poison counters — p's team with shared poison, otherwise p alone. */
export function poisonSharers(s: GameState, p: PlayerId): PlayerId[] {
  return s.config.sharedPoison ? [p, ...teammates(s, p)] : [p];
}

/** 122.1f, 810.10a: how many poison counters p has — with shared poison, their team's. */
export function poisonOf(s: GameState, p: PlayerId): number {
  return s.players[p].poison;
}

/** 122.1f, 810.10d: p is "poisoned" — they (with shared poison, their team) have one or more poison counters. */
export function isPoisoned(s: GameState, p: PlayerId): boolean {
  return poisonOf(s, p) > 0;
}

/**
 * "An opponent has N or more poison counters" (corrupted): 810.10a, an opponent's count is their team's.
 * 801.11: only opponents within range are seen.
 */
export function anOpponentPoisonAtLeast(s: GameState, p: PlayerId, n: number): boolean {
  return playersInRangeOf(s, p).some((q) => isOpponent(s, p, q) && poisonOf(s, q) >= n);
}

/** 704.5c, 704.6b: p (with shared poison, p's team) has the poison counters that lose the game. */
export function lethalPoison(s: GameState, p: PlayerId): boolean {
  return poisonOf(s, p) >= s.config.poisonToLose;
}
