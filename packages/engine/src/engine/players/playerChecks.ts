/**
 * The state-based actions that look at each player — a life total of 0 or less (704.5a, 704.6a), a draw
 * from an empty library (704.5b), poison counters (704.5c, 704.6b), commander damage (704.6c, 903.10a) and
 * a completed dungeon (704.5t) — read every seat at every check: at a 200-player Grand Melee, about three
 * checks a decision. A check that found every player far from all of them (no life total at 0 or less, no
 * draw from an empty library, no lethal poison or commander damage, no dungeon at all) stays true until one
 * of those changes, and every change goes through one of a few doors, which call {@link playersChanged}:
 * a life total (damage.ts `changeLife`), poison counters (poison.ts), commander damage (damage.ts), a draw
 * from an empty library (draw.ts), a dungeon entering a command zone (venture.ts), a state edited from
 * outside (`Game.edited`). Like the layer cache and the battlefield index, this is kept beside the state,
 * not in it: a new state, a fork or a state read from JSON starts unsettled, and is checked in full.
 */
import type { GameState, PlayerId } from "../../state.ts";
import { lethalCommander } from "./commanders.ts";
import { lethalPoison } from "./poisonCounts.ts";

const settled = new WeakSet<GameState>();

/** Whether the last check found no player near any of these state-based actions, with nothing changed since. */
export function playersSettled(s: GameState): boolean {
  return settled.has(s);
}

/** The check found no player near any of them. */
export function settlePlayers(s: GameState): void {
  settled.add(s);
}

/**
 * A life total, poison counters, commander damage, a draw from an empty library or a dungeon changed: check
 * every player again.
 */
export function playersChanged(s: GameState): void {
  settled.delete(s);
}

/**
 * Whether a player's totals call for a look at the next check (704.5a–c, 704.6a–c): a draw from an empty
 * library, a life total of 0 or less, lethal poison or commander damage. Most checks at a big table find
 * no player so.
 */
export function nearLosing(s: GameState, p: PlayerId): boolean {
  const pl = s.players[p];
  return pl.drewFromEmpty || pl.life <= 0 || lethalPoison(s, p) || lethalCommander(s, pl) !== undefined;
}

/**
 * For the invariants checked after every decision in the fuzz tests: what a settled state says that the
 * state itself contradicts — a door missed (a player's total changed without {@link playersChanged}).
 */
export function stalePlayerChecks(s: GameState): string[] {
  if (!settled.has(s) || s.status !== "playing") return [];
  const out: string[] = [];
  s.players.forEach((pl, seat) => {
    if (pl.left) return;
    const dungeon = pl.command.some((id) => s.objects[id]?.ventureRoom !== undefined);
    if (nearLosing(s, seat) || dungeon)
      out.push(
        `seat ${seat} is near a state-based action (704.5a–c, 704.5t, 704.6a–c) but the checks are settled: a change missed playersChanged (playerChecks.ts)`,
      );
  });
  return out;
}
