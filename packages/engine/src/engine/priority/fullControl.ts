/**
 * Full control (principle 4): the engine passes priority by itself for a player who can only pass or make
 * mana (`autoPass`, priority.ts), and everyone sees at once that the player holds nothing they can use now.
 * A player who asks for full control is given every priority decision instead, with only "pass" offered
 * when that is all there is. The setting is an input of the game (Game.setFullControl), so a replay asks
 * the same decisions; it is kept in the state only while someone has it on.
 */
import type { GameState, PlayerId } from "../../state.ts";
import { decider } from "../players/playerControl.ts";

/** Whether player p asked to be given every priority decision, even when they can only pass. */
export function hasFullControl(s: GameState, p: PlayerId): boolean {
  return s.fullControl?.includes(p) === true;
}

/**
 * Whether p's priority is asked even when p can only pass or make mana: p has full control, or the player
 * who makes p's decisions does (723.5: a player controlling p, Mindslaver). Either setting counts: the
 * controller is the one answering, and what an at-once pass would give away is p's — p's hand and
 * permanents — which p asked to keep hidden (the controller sees p's hand anyway, 723.4, but the others
 * don't).
 */
export function askedAtEveryPriority(s: GameState, p: PlayerId): boolean {
  if (s.fullControl === undefined) return false; // nobody has it on: nothing else to look at
  return hasFullControl(s, p) || hasFullControl(s, decider(s, p));
}

/**
 * Turns p's full control on or off. Nothing is asked again: a decision open now stays as it is, and the
 * setting counts from the next priority check on.
 */
export function setFullControl(s: GameState, p: PlayerId, on: boolean): void {
  const rest = (s.fullControl ?? []).filter((q) => q !== p);
  const next = on ? [...rest, p].sort((a, b) => a - b) : rest;
  if (next.length > 0) s.fullControl = next;
  else delete s.fullControl;
}
