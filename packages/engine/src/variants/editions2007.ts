/**
 * The 2007 Comprehensive Rules' multiplayer variants (606–609), as presets of an edition (editions.ts);
 * docs/editions.md, "2007 Comprehensive Rules (606–609)", lists each difference.
 */
import type { VariantConfig } from "./config.ts";

/** 2007 CR 606: Two-Headed Giant. */
export function twoHeadedGiant2007(cfg: VariantConfig, players: number): void {
  cfg.startingLife = 20 * (players / 2); // 606.4a: 40; 606.10: 20 times the team's players
  cfg.sharedPoison = false; // 606.5: only the life total is shared
  cfg.poisonToLose = 10; // so each player loses at ten poison counters (704.5c), and their team (606.8b)
  cfg.lifeShare = true; // 606.9a, 606.9c: an individual player's life total is their share
  cfg.teamLifeSetEach = "sum"; // 606.9b
  cfg.firstTurnDraw = "secondaryDraws"; // 606.6b
  cfg.mulligan = "paris"; // 606.6a: a hand of one fewer card each time, the first to seven
  cfg.teamLifeRestrictions = false; // 606.9: none of 810.9b, 810.9e–h
  cfg.attackTheTeam = true; // 606.7a–b
  cfg.otherOptions = false; // 606.2
}

/**
 * 2007 CR 607: Emperor — the same as 809 for teams of three (ranges 2 and 1, deploy, adjacent attacks, a
 * random emperor first); 607.6 leaves bigger teams' ranges "adjusted", which 809.6a's are.
 */
export function emperor2007(_cfg: VariantConfig): void {}

/**
 * 2007 CR 608: Grand Melee — 608.4e speaks only of a player whose turn it isn't (807.4j): 807.4i's clause for
 * a marker on the holder's right isn't there; 608.4d removes a different marker for each departure, the
 * lowest-numbered first (as the 2004 draft's 607.7c).
 */
export function grandMelee2007(cfg: VariantConfig): void {
  cfg.extraTurnYieldsToMarkerOnRight = false;
  cfg.markerRemoval = "eachLowestFirst";
}

/**
 * 2007 CR 609: "Teams" — today's Alternating Teams (811, renamed in 2010), the same rules; 808's Team vs.
 * Team didn't exist yet.
 */
export function teams2007(_cfg: VariantConfig): void {}
