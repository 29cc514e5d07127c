/**
 * Who sits where, as the players see it: the seating in turn order (to the left, 101.4), the teams
 * (102.3) with the Emperor roles (809.2), and each player's range of influence (801). All of it is public information, taken from the
 * game's configuration and from the players in range the engine fixed as the turn began (801.2c).
 */
import {
  type GameState,
  type PlayerId,
  type PlayerView,
  turnRanges,
  type VariantConfig,
  variantTitle,
} from "@roundtable/engine";
import { editionWords } from "./editions.ts";

export interface SeatingInfo {
  /** 801.2a: each seat's range of influence in seats, or null when unlimited. */
  range: number[] | null;
  /** 801.2c: the players within each seat's range this turn; null before the first turn or when unlimited. */
  inRange: PlayerId[][] | null;
  /** 102.3: each seat's team (an index into the teams), or null when everyone plays alone. */
  teams: number[] | null;
  /** 809.2: each seat's role in an Emperor game ("emperor" or "general"), or null in other variants. */
  roles: ("emperor" | "general")[] | null;
  /**
   * 810.4, 810.10: each team has one life total and one count of poison counters (Two-Headed Giant),
   * which every player of the team carries; absent or false when each player has their own.
   */
  sharedLife?: boolean;
  /**
   * The classic Emperor's territories: each permanent stands in a player's territory (its controller's
   * unless it marched or jumped), and the board lists it there; absent or false in other games.
   */
  territories?: boolean;
  /**
   * Grand Melee (807.4): several turn markers take turns at the same time; the board shows them and only
   * the seats near the viewer. Absent or false in other games.
   */
  turnMarkers?: boolean;
}

export function seatingInfo(s: GameState): SeatingInfo {
  return rulesSeating(s.config, turnRanges(s));
}

/** The seating as a player's view shows it: the rules in force and the players in range this turn (801.2c). */
export function viewSeating(view: Pick<PlayerView, "config" | "players">): SeatingInfo {
  const inRange = view.players.map((p) => p.inRange);
  return rulesSeating(view.config, inRange.every((r) => r !== null) ? inRange : null);
}

function rulesSeating(cfg: VariantConfig, inRange: PlayerId[][] | null): SeatingInfo {
  return {
    range: cfg.range ?? null,
    inRange,
    teams: cfg.teams ?? null,
    roles: cfg.roles ?? null,
    sharedLife: cfg.sharedLife === true,
    territories: cfg.territories === true,
    turnMarkers: cfg.turnMarkers === true,
  };
}

interface Seat {
  seat: PlayerId;
  name: string;
  left: boolean;
}

function seatsOf(s: GameState): Seat[] {
  return s.players.map((p, seat) => ({ seat, name: p.name, left: p.left }));
}

/** "team 2", or "team 2, emperor" in an Emperor game (809.2); null in a game without teams. */
export function teamLabel(info: SeatingInfo, seat: PlayerId): string | null {
  if (info.teams === null) return null;
  const role = info.roles?.[seat];
  return `team ${info.teams[seat] + 1}${role ? `, ${role}` : ""}`;
}

/**
 * "Seating, to the left: Alice (you) → Bob → Carol → back to Alice": the players still in the game in
 * turn order, from the viewer (or the first seat) round to them again.
 */
export function seatingLine(players: readonly Seat[], you: PlayerId | null): string {
  const n = players.length;
  const start = you ?? 0;
  const order: Seat[] = [];
  for (let k = 0; k < n; k++) {
    const p = players[(start + k) % n];
    if (!p.left) order.push(p);
  }
  const label = (p: Seat): string => (p.seat === you ? `${p.name} (you)` : p.name);
  const round = order.length > 1 ? ` → back to ${order[0].name}` : "";
  return `Seating, to the left: ${order.map(label).join(" → ")}${round}`;
}

/**
 * A player's range of influence and the other players within it this turn; null when the range is
 * unlimited, before the first turn (nobody is in range of anything yet) or once the player has left.
 */
function rangeOf(
  info: SeatingInfo,
  players: readonly Seat[],
  seat: PlayerId,
): { range: number; others: string } | null {
  const within = info.inRange?.[seat];
  if (info.range === null || within === undefined || players[seat]?.left) return null;
  const names = within.filter((q) => q !== seat).map((q) => players[q]?.name ?? `seat ${q + 1}`);
  return { range: info.range[seat], others: names.length > 0 ? names.join(", ") : "no one else" };
}

/** "range 1: Bob, Dave" (801.2c); null when unlimited, before the first turn or once the player has left. */
export function rangeText(info: SeatingInfo, players: readonly Seat[], seat: PlayerId): string | null {
  const r = rangeOf(info, players, seat);
  return r === null ? null : `range ${r.range}: ${r.others}`;
}

/**
 * "attack left, range 1, 2 teams, deploy creatures": the variant's multiplayer options, for headers; a
 * Two-Headed Giant game adds "shared team turns, shared life 30, lose at 15 poison" (810.2, 810.4,
 * 810.8d), a classic Emperor game "territories".
 */
export function optionWords(cfg: VariantConfig): string[] {
  const out: string[] = [];
  // 2004 draft 307.1: no attack option — one defending player chosen as each combat begins.
  if (cfg.attack === "chosenDefender") out.push("defending player chosen each combat");
  else if (cfg.attack !== "single") out.push(`attack ${cfg.attack}`);
  if (cfg.range) {
    const same = cfg.range.every((r) => r === cfg.range?.[0]);
    out.push(same ? `range ${cfg.range[0]}` : `ranges ${cfg.range.join("/")}`);
  }
  if (cfg.teams) out.push(`${new Set(cfg.teams).size} teams`);
  if (cfg.sharedTurns) out.push("shared team turns");
  if (cfg.sharedLife) out.push(`shared life ${cfg.startingLife}, lose at ${cfg.poisonToLose} poison`);
  if (cfg.deploy) out.push("deploy creatures");
  if (cfg.territories) out.push("territories");
  if (cfg.mulligan === "paris") out.push("Paris mulligan");
  if (cfg.mulligan === "commander") out.push("2011 Commander mulligan");
  return out;
}

/**
 * "Two-Headed Giant, 2004 edition (2004 draft 600–611), 4 players, attack multiple, …": the table as the
 * demo, simulate, play and connect headers name it — the variant by its name in the rules (not its id,
 * "two-headed-giant"), the edition when an older one is in force, the player count and the options.
 */
export function tableWords(cfg: VariantConfig, players: number): string[] {
  return [variantTitle(cfg.name), ...editionWords(cfg), `${players} players`, ...optionWords(cfg)];
}

/**
 * The header's seat list, "  1. Alice (you, team 1) plays Red Deck Wins" for each seat (in an Emperor
 * game "(team 1, emperor)"), then the seating line when there are more than two players.
 */
export function seatLines(s: GameState, deckNames: readonly string[], you: PlayerId | null): string[] {
  const info = seatingInfo(s);
  const players = seatsOf(s);
  const out = players.map((p) => {
    const marks = [p.seat === you ? "you" : null, teamLabel(info, p.seat)].filter(Boolean);
    return `  ${p.seat + 1}. ${p.name}${marks.length > 0 ? ` (${marks.join(", ")})` : ""} plays ${deckNames[p.seat]}`;
  });
  if (players.length > 2) out.push(seatingLine(players, you));
  return out;
}

/** "Ranges of influence (801):" then "  Alice (range 1): Bob, Eve" for each player still in the game. */
export function rangeLines(s: GameState): string[] {
  const info = seatingInfo(s);
  if (info.range === null) return [];
  const players = seatsOf(s);
  const lines = players.flatMap((p) => {
    const r = rangeOf(info, players, p.seat);
    return r === null ? [] : [`  ${p.name} (range ${r.range}): ${r.others}`];
  });
  return ["Ranges of influence (801):", ...lines];
}
