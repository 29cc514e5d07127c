/**
 * The 2004 draft multiplayer rules' Free-for-All (605) and Grand Melee (607), as presets of an edition
 * (editions.ts); docs/editions.md, "Combat, Free-for-All (605), Grand Melee (607)", lists each difference.
 */
import type { VariantConfig } from "./config.ts";

/**
 * 2004 draft 605: three to six players (605.1), seated at random (605.2), a random starting player (605.3,
 * as today), no range of influence (605.4: the range option is refused), the usual winning and losing
 * (605.5). 605 names no attack option, so the draft's general rules apply (306.3, 307.1): as combat begins
 * the active player chooses the opponent who is the defending player; 602 (attack multiple players) and
 * 604 (attack left or right, "used in free-for-all, melee and grand melee") may be asked for instead.
 */
export function freeForAll2004(cfg: VariantConfig): void {
  cfg.maxPlayers = 6;
  cfg.randomSeating = true;
  cfg.rangeRefusedBy = "2004 draft 605.4";
  cfg.attack = "chosenDefender";
}

/**
 * 2004 draft 607: eleven or more players (607.1; ten or fewer play Free-for-All), seated at random (607.2),
 * range 1 (607.4) and attack left (607.6) as today; turn markers as today's 807.4a–d (607.7a–b), but a
 * departure removes the markers immediately to the departed players' right, the lowest-numbered first
 * (607.7c), and only the extra turns of a player whose turn it isn't wait for that player's next turn
 * (607.7d): a holder keeps the marker for an extra turn whatever is on their right.
 */
export function grandMelee2004(cfg: VariantConfig): void {
  cfg.minPlayers = 11;
  cfg.defaultPlayers = 12;
  cfg.markerRemoval = "eachLowestFirst";
  cfg.extraTurnYieldsToMarkerOnRight = false;
}
