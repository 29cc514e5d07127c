/**
 * One random-bot game of this tree's engine, as `bench/run.ts` plays them (events off, decks by the seed).
 * `interleaved.ts` imports this file from two trees at once — this one, and the older commit `--against`
 * checked out, into which the bench files are copied — so that each game is played on both engines in turn.
 */
import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { buildSetup } from "@roundtable/cli";
import { Game } from "@roundtable/engine";

export type Variant =
  | "duel"
  | "free-for-all"
  | "emperor"
  | "two-headed-giant"
  | "emperor-classic"
  | "grand-melee"
  | "commander";

/** Plays seed `seed` of `variant` with random bots in every seat; its answered decisions. */
export function playSeed(variant: Variant, players: number, seed: number): number {
  const { setup } = buildSetup({ variant, players, seed, decks: "preset" });
  const game = Game.create(cardDb, setup, { events: false });
  const bots = Array.from({ length: players }, () => makeBot("random"));
  return playGame(game, bots, { seed, maxDecisions: 20000 }).decisions;
}

/** The process's CPU time (user and system), ms: less moved by other processes than wall time. */
export function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
