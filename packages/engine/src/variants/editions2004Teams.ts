/**
 * The 2004 draft multiplayer rules' Teams (608) and Two-Headed Giant (609) formats, as presets of an
 * edition (editions.ts): each sets the fields of today's preset that the draft's rules make different.
 * docs/editions.md, "Teams (608) and Two-Headed Giant (609)", lists each difference.
 */
import type { VariantConfig } from "./config.ts";

/**
 * 2004 draft 608, Teams — today's Alternating Teams (811; the 2005 rules' "Teams", renamed in 2010):
 * equally-sized teams seated alternately (608.1–608.2, = 811.3), a random player starts (608.3), range 2
 * (608.4, = 811.2a: set with the seats), the teams way of winning (608.5: a team loses when all its players
 * have lost, 2004 draft 102.7), only an opponent seated directly next to the player can be attacked (608.6,
 * = 811.4). Every player draws on their first turn (2004 draft 101.5).
 */
export function teams2004(cfg: VariantConfig): void {
  // 608 names no attack option: the draft's default, the active player chooses one opponent (608.6: one
  // seated next to them) to attack as combat begins (306.3, 307.1). The draft's range rules (601) and private
  // hands are every 2004 edition's (editions.ts).
  cfg.attack = "chosenDefender";
}

/**
 * 2004 draft 609, Two-Headed Giant: two equally-sized teams of two or more (609.1), each seated in a row
 * (609.2: A1, A2, B1, B2); the second player of a random team starts (609.3); players take their own turns
 * — the draft has no team turns — and every player draws on their first turn (2004 draft 101.5); no range
 * (609.4); a shared life total of 20 per player (609.5a), damage and life loss applied to it (609.5c); the
 * players of a team lose when it reaches 0, and a player's other losses are theirs alone (609.5, 609.5b,
 * 102.7: the team loses when all its players have); an effect that would keep a player from losing keeps
 * the whole team (609.5b, Transcendence); setting several of a team's players' life totals gives the team
 * the sum (609.5d, Biorhythm), setting one player's gives the team that number (609.5e: today's 810.9c
 * ends there too, the player's life total being the team's); a player attacks only the opponent seated
 * directly across (609.6). Only life is shared: a player loses at ten poison counters (2004 draft 102.3c).
 */
export function twoHeadedGiant2004(cfg: VariantConfig, players: number): void {
  cfg.startingLife = 20 * Math.max(2, Math.floor(players / 2)); // 609.5a: 40, 60 for three heads
  cfg.poisonToLose = 10; // 2004 draft 102.3c
  cfg.sharedPoison = false; // 609.5: only the life total is shared
  cfg.firstTurnDraw = "allDraw"; // 2004 draft 101.5
  cfg.sharedTurns = false;
  cfg.teamLosesTogether = false; // 609.5, 102.7
  cfg.teamCantLose = true; // 609.5b
  cfg.teamLifeSetEach = "sum"; // 609.5d
  cfg.attackAcrossOnly = true; // 609.6
  cfg.starting = "secondOfTeam"; // 609.3
}
