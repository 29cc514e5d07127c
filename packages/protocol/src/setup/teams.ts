/**
 * The teams of a table (102.3): how many, and who sits where by the variant's seating rule (808.2, 809.2,
 * 811.3).
 */
import {
  type Edition,
  seatTeams as engineSeatTeams,
  type TeamSeating,
  teamLists,
  type VariantConfig,
} from "@roundtable/engine";
import { editionPreset } from "./editions.ts";
import { type Given, type OptionNames, refused, TableOptionError } from "./names.ts";

/**
 * The preset of a team variant — its seating rule (808.2, 809.2, 811.3) — or null for a variant whose
 * players sit as listed.
 */
export function teamPreset(
  variant: string,
  edition: Edition | undefined,
  players: number,
): VariantConfig | null {
  const cfg = editionPreset(variant, edition, players);
  // 904.2: Archenemy seats its own two teams (the archenemy alone, everyone else): no teams option.
  return cfg.seating === null || cfg.archenemies !== undefined ? null : cfg;
}

/**
 * 102.3: `n` teams of equal size, seated by the rule (808.2, 809.2: teammates together, team 1 in the first
 * seats; 811.3: in turn, A1 B1 C1 A2 …). A TableOptionError naming `by` (the teams option, or the variant
 * whose default it is) unless n is a whole number from 2 that divides the player count.
 */
export function seatTeams(
  players: number,
  n: number,
  rule: TeamSeating,
  names: OptionNames,
  by: Given = { option: "teams", value: n },
): number[][] {
  if (!Number.isInteger(n) || n < 2)
    throw new TableOptionError(`${names.given("teams")} must be a whole number ≥ 2, got ${n}`, ["teams"]);
  if (players % n !== 0)
    throw refused(names, [by], `${players} players can't be split into ${n} teams of equal size`);
  const sizes = Array.from({ length: n }, () => players / n);
  return teamLists(engineSeatTeams(rule, sizes));
}

/**
 * The number of teams a team variant is played with when the teams option isn't given: Emperor teams of
 * three (809.1), two teams in Team vs. Team, Alternating Teams and Two-Headed Giant (810.1, 810.11: two
 * teams of two, or of three or more in an N-headed giant). A TableOptionError naming the variant when the
 * players can't make them.
 */
export function defaultTeams(variant: string, players: number, names: OptionNames): number {
  const by: Given[] = [{ option: "variant", value: variant }];
  if (variant === "two-headed-giant") {
    if (players % 2 !== 0)
      throw refused(
        names,
        by,
        `${players} players can't be split into two teams of the same size (810.1, 810.11): play with an even number of players, 4 or more (6 players: three-headed giants)`,
      );
    return 2;
  }
  const teams = names.advise("teams", "n");
  if (variant === "emperor" || variant === "emperor-classic") {
    if (players % 3 !== 0)
      throw refused(
        names,
        by,
        `${players} players can't be split into teams of three; ${teams} for n teams of equal size (three or more players each)`,
      );
    return players / 3;
  }
  if (players % 2 !== 0)
    throw refused(
      names,
      by,
      `${players} players can't be split into 2 teams of equal size; ${teams} for n teams of equal size`,
    );
  return 2;
}
