/**
 * The Emperor format of the 2004 draft multiplayer rules (610), as the fields of the `emperor` variant's
 * configuration that differ from today's 809 (docs/editions.md, "Emperor (610)"). What the
 * draft shares with 809 stays as the current preset has it: each team seated together with its emperor in
 * the middle (610.1–610.2, 809.2), the team losing with its emperor (610.5a, 809.5b), the game a draw when
 * all the remaining teams lose at once (610.5c, 104.4a).
 */
import type { VariantConfig } from "./config.ts";

export function emperor2004(cfg: VariantConfig, players: number): void {
  // 610.1: two equally-sized teams of three or five players (809.1, 809.6: two or more teams of three or more).
  cfg.teamShape = { teams: 2, sizes: [3, 5], rule: "2004 draft 610.1" };
  // 610.4: range 2 for every player (809.3a: 2 for emperors, 1 for generals).
  cfg.range = Array.from({ length: players }, () => 2);
  // No 809.3c: 2004 draft 601.2, a player's creatures attack any opponent within that player's range.
  cfg.attackAdjacentOnly = false;
  // 610.6: the moving creatures rules, always — 603.2's ability is today's deploy (804.2).
  cfg.deploy = true;
  cfg.deployAlways = "2004 draft 610.6";
  // 610 names no attack option: the draft's default, the active player chooses one opponent to attack as
  // combat begins (306.3, 307.1).
  cfg.attack = "chosenDefender";
  // 610.3: the emperor of a random team starts — with two teams, a random emperor (809.4).
  cfg.starting = "randomEmperor";
  // 610.5b, 102.2a: the team wins for its players still in the game; a flanker who lost stays lost.
  cfg.departedTeammatesWin = false;
}
