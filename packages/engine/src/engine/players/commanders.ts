/**
 * 903.3: which objects are commanders. The designation is an attribute of the card itself, kept in every
 * zone (not a characteristic): an object is its owner's commander when its card is the one their deck
 * designated. A token copying a commander is no commander (903.3's example); neither is another card that
 * copies one, since its card is another.
 */
import type { GameObject, GameState, PlayerState } from "../../state.ts";

/** Whether `o` is a commander (903.3). */
export function isCommander(s: GameState, o: GameObject): boolean {
  if (o.token) return false;
  return s.players[o.owner].commanders?.includes(o.card) ?? false;
}

/** The key a commander's combat damage is counted under (903.10a): its owner's seat and its card. */
export function commanderKey(o: Pick<GameObject, "owner" | "card">): string {
  return `${o.owner}:${o.card}`;
}

/** The owner and card a commander key names (commanderKey's inverse). */
export function commanderOfKey(key: string): { owner: number; card: string } {
  const at = key.indexOf(":");
  return { owner: Number(key.slice(0, at)), card: key.slice(at + 1) };
}

/** 903.10a, 704.6c: the combat damage from one commander that makes a player lose. */
export const COMMANDER_DAMAGE_TO_LOSE = 21;

/** The commander (its key) that has dealt `pl` 21 or more combat damage, if one has and it counts (704.6c, 903.12h). */
export function lethalCommander(s: GameState, pl: PlayerState): string | undefined {
  const dealt = pl.commanderDamage;
  if (dealt === undefined || s.config.commanderDamageLoses === false) return undefined;
  return Object.keys(dealt).find((k) => dealt[k] >= COMMANDER_DAMAGE_TO_LOSE);
}

/** 903.8: the commander tax: {2} for each time `pl` has cast the commander `card` from the command zone. */
export function commanderTax(pl: PlayerState, card: string): number {
  return 2 * (pl.commanderCasts?.[card] ?? 0);
}
