/**
 * A saved position's commanders (layoutOf.ts): each player's commanders, the times each was cast from the
 * command zone (903.3, 903.8), and the combat damage each commander has dealt them (903.10a) — counted per
 * commander, by its owner and card as the state keeps it, and written by card alone where that names one
 * commander (commanderDamageSetup.ts reads both forms back).
 */
import { commanderOwners } from "./engine/game/commanderDamageSetup.ts";
import { commanderOfKey } from "./engine/players/commanders.ts";
import { inGame } from "./engine/players/players.ts";
import type { LayoutPlayer } from "./setup.ts";
import type { GameState, PlayerId } from "./state.ts";

/**
 * 903.10a: the combat damage each commander has dealt `seat` (a player in the game), by its key (owner's
 * seat and card, players/commanders.ts commanderKey) — of the commanders of players in the game: one whose
 * owner has left is gone with them and deals no more (800.4a). What a layout keeps; none is 0.
 */
export function commanderDamageOf(s: GameState, seat: PlayerId): Record<string, number> {
  if (!inGame(s, seat)) return {};
  const dealt = Object.entries(s.players[seat].commanderDamage ?? {});
  return Object.fromEntries(dealt.filter(([key, n]) => n > 0 && inGame(s, commanderOfKey(key).owner)));
}

/**
 * 903.3, 903.8, 903.10a: a player's commanders (start.ts layoutCommanders), the times each was cast from the
 * command zone, and the combat damage each commander has dealt them: by the commander's card id when only
 * one player in the game has that commander, else by its owner's seat and card id (`"1:griselbrand"`: in a
 * Commander game with pool decks two players may have the same commander, and each one's damage counts apart).
 */
export function writeCommanders(s: GameState, seat: PlayerId, lp: LayoutPlayer): void {
  const pl = s.players[seat];
  const [commander, partner] = pl.commanders ?? [];
  if (commander !== undefined) lp.commander = commander;
  if (partner !== undefined) lp.partner = partner;
  if (pl.commanderCasts !== undefined && Object.keys(pl.commanderCasts).length > 0)
    lp.commanderCasts = { ...pl.commanderCasts };
  const dealt = Object.entries(commanderDamageOf(s, seat)).map(([key, n]) => {
    const { card } = commanderOfKey(key);
    return [commanderOwners(s, card).length > 1 ? key : card, n] as const;
  });
  if (dealt.length > 0) lp.commanderDamage = Object.fromEntries(dealt);
}
