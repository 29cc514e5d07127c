/** Who is on whose team at a table (102.3): what the table chat's team lines go by (chat.ts). */
import { ConfigError, type GameRecord, variantConfig } from "@roundtable/engine";
import { REQUEST_NAMES, TableOptionError, tableConfig, tableOptionsOf } from "@roundtable/protocol";
import { isPositionRequest, type TableRequest } from "./tableRequest.ts";

/** The team of each seat (an index into the game's teams), or null when everyone plays alone. */
export type SeatTeams = (number | null)[] | null;

/**
 * The team of each seat of a game begun from `start` (808–811, 904: an index into its teams), or null when
 * everyone plays alone — the variant's configuration, as the engine makes it. A game's seats are the
 * setup's players in order but where the variant seats them at random (807.3).
 */
export function seatTeams(start: GameRecord["start"]): SeatTeams {
  const { variant, options, players } = "setup" in start ? start.setup : start.layout;
  return variantConfig(variant, players.length, options).teams;
}

/**
 * The teams of a table's game before it begins, so that teammates talk from the lobby on (808.5, 809.7,
 * 810.5, 811.5: "at any time"): each seat's team as `seatTeams` will read it from the game's start, by the
 * same conversion — a new game's from its request's options as its setup takes them (protocol tableConfig:
 * variantOptions, then the engine's variantConfig; a seat is its setup's player of the same number), a
 * saved position's from the start its check kept. Teams go by seat, whoever sits there. Null where they
 * are not known until the start: everyone plays alone; the variant seats its players at random as the game
 * begins (807.3: the 2004 draft's Free-for-All may have teams), so a seat's team isn't its player's yet;
 * a position table stored before its start was kept (computing it runs the file's actions); a request the
 * engine no longer sets up (it can't begin either).
 */
export function plannedTeams(request: TableRequest): SeatTeams {
  if (isPositionRequest(request)) return request.start === undefined ? null : seatTeams(request.start);
  try {
    const config = tableConfig(tableOptionsOf(request), REQUEST_NAMES);
    return config.randomSeating ? null : config.teams;
  } catch (e) {
    if (e instanceof ConfigError || e instanceof TableOptionError) return null;
    throw e;
  }
}
