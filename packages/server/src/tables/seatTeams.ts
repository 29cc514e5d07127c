/** Who is on whose team at a table (102.3): what the table chat's team lines go by (chat.ts). */
import { type GameRecord, variantConfig } from "@roundtable/engine";

/**
 * The team of each seat of a game begun from `start` (808–811, 904: an index into its teams), or null when
 * everyone plays alone — the variant's configuration, as the engine makes it. A game's seats are the
 * setup's players in order but in Grand Melee (807.3), which has no teams.
 */
export function seatTeams(start: GameRecord["start"]): (number | null)[] | null {
  const { variant, options, players } = "setup" in start ? start.setup : start.layout;
  return variantConfig(variant, players.length, options).teams;
}
