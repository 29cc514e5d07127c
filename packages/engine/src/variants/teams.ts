/**
 * The team variants' seating rules and what follows from the seats (808–811): which seatings each variant
 * allows, the Emperor roles and ranges (809.2, 809.3a, 809.6a), and helpers that produce a legal seating
 * for a list of team sizes (for callers that build a table, such as the command line).
 */

import { flatMapOf } from "../arrays.ts";
import { ConfigError, type TeamSeating } from "./config.ts";

/** The circular distance between two seats at a table of n. */
function distance(a: number, b: number, n: number): number {
  const d = Math.abs(a - b) % n;
  return Math.min(d, n - d);
}

/** The seats of each team, in seat order: the `teams` option for a team index per seat. */
export function teamLists(team: readonly number[]): number[][] {
  const out: number[][] = [];
  team.forEach((t, seat) => {
    out[t] ??= [];
    out[t].push(seat);
  });
  return out;
}

/**
 * The seats of a team sit together if, going round the table, they form one run (808.2, 809.2). Returns
 * the team's seats in order from the first of the run, or null if they don't sit together.
 */
function run(seats: readonly number[], n: number): number[] | null {
  const set = new Set(seats);
  const start = seats.find((s) => !set.has((s - 1 + n) % n)) ?? seats[0];
  const out: number[] = [];
  for (let k = 0; k < seats.length; k++) {
    const s = (start + k) % n;
    if (!set.has(s)) return null;
    out.push(s);
  }
  return out;
}

/**
 * The seats of `seat`'s team in turn order from the first of its run — the team's rightmost seat (805.2) —
 * for a team seated together (808.2, 809.2, 810.3); in seat order otherwise.
 */
export function teamRun(team: readonly number[], seat: number): number[] {
  const members = flatMapOf(team, (t, q) => (t === team[seat] ? [q] : []));
  return run(members, team.length) ?? members;
}

/** 809.2, E25: the emperor's place in a team's run of seats — the middle one (for teams of 4, the second). */
export function emperorIndex(size: number): number {
  return Math.ceil(size / 2) - 1;
}

/**
 * Checks that the seats follow the variant's rule (808.2: teammates sit together; 811.3: teams alternate,
 * A1 B1 C1 A2 …; 809.1–809.2: equal teams of three or more, each seated together) and returns the Emperor
 * roles (null for the other variants). Throws ConfigError naming the problem.
 */
export function checkSeating(
  variant: string,
  rule: TeamSeating,
  team: readonly number[],
): ("emperor" | "general")[] | null {
  const n = team.length;
  const teams = teamLists(team);
  const sizes = teams.map((t) => t.length);
  if (rule === "alternating") {
    // 811.1, 811.3: equal teams, seated A1, B1, C1, A2, B2, C2, …
    if (sizes.some((k) => k !== sizes[0]))
      throw new ConfigError(
        `variant "${variant}" needs teams of equal size (811.1), got ${sizes.join(", ")}`,
      );
    for (let seat = 0; seat < n; seat++)
      if (team[seat] !== team[seat % teams.length] || team[seat] === team[(seat + 1) % n])
        throw new ConfigError(
          `variant "${variant}" seats the teams in turn, A1, B1, C1, A2, … (811.3): seat ${seat} breaks it`,
        );
    return null;
  }
  const runs = teams.map((t, i) => {
    const r = run(t, n);
    if (r === null) throw new ConfigError(`the players of team ${i + 1} must sit together (808.2, 809.2)`);
    return r;
  });
  if (rule === "together") return null;
  // 809.1, 809.6: teams of equal size, three or more.
  if (sizes.some((k) => k !== sizes[0]) || sizes[0] < 3)
    throw new ConfigError(
      `variant "${variant}" needs teams of equal size, three players or more (809.1, 809.6), got ${sizes.join(", ")}`,
    );
  const roles: ("emperor" | "general")[] = team.map(() => "general");
  for (const r of runs) roles[r[emperorIndex(r.length)]] = "emperor";
  return roles;
}

/**
 * The teams a variant's edition allows beyond its seating rule (2004 draft 610.1: two teams of three or
 * five players). Throws ConfigError citing the rule.
 */
export function checkTeamShape(
  variant: string,
  shape: { teams: number; sizes: readonly number[]; rule: string },
  team: readonly number[],
): void {
  const sizes = teamLists(team).map((t) => t.length);
  if (sizes.length !== shape.teams || sizes.some((k) => !shape.sizes.includes(k)))
    throw new ConfigError(
      `variant "${variant}" is played by ${shape.teams} teams of ${shape.sizes.join(" or ")} players each (${shape.rule}), got teams of ${sizes.join(", ")}`,
    );
}

/**
 * 809.3a, 809.6a: Emperor ranges — a general's range is the least that reaches an opposing general, an
 * emperor's the least that reaches two opposing generals (2 and 1 for teams of three; for teams of four,
 * E25: emperors 3, the generals beside the next team 1, the one between emperor and teammate 2). No
 * emperor may be within another emperor's range (809.6a).
 */
export function emperorRanges(team: readonly number[], roles: readonly ("emperor" | "general")[]): number[] {
  const n = team.length;
  const generals = (seat: number): number[] =>
    roles
      .map((r, q) => (r === "general" && team[q] !== team[seat] ? distance(seat, q, n) : Infinity))
      .filter((d) => d !== Infinity)
      .sort((a, b) => a - b);
  const range = roles.map((r, seat) => {
    const d = generals(seat);
    return r === "emperor" ? (d[1] ?? d[0]) : d[0];
  });
  roles.forEach((r, seat) => {
    if (r !== "emperor") return;
    roles.forEach((r2, q) => {
      if (q !== seat && r2 === "emperor" && distance(seat, q, n) <= range[seat])
        throw new ConfigError(
          `emperors in seats ${seat} and ${q} would start within each other's range (809.6a): the teams are too small for the table`,
        );
    });
  });
  return range;
}

/** Seats for teams of the given sizes under a seating rule: the team of each seat (team 0 first). */
export function seatTeams(rule: TeamSeating, sizes: readonly number[]): number[] {
  if (rule === "alternating") {
    const out: number[] = [];
    for (let k = 0; k < Math.max(...sizes); k++)
      sizes.forEach((size, t) => {
        if (k < size) out.push(t);
      });
    return out;
  }
  return flatMapOf(sizes, (size, t) => Array.from({ length: size }, () => t));
}
