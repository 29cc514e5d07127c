/**
 * Who is on whose team at a table (102.3), and which seat is an Emperor team's emperor (809.2) or an
 * archenemy (904.2a, 904.12b): what the table chat's team lines go by (chat.ts), and what TableInfo's
 * and ReplayInfo's seats say (seats.ts: publicSeat).
 */
import { ConfigError, type GameRecord, type VariantConfig, variantConfig } from "@roundtable/engine";
import {
  type CreateTableRequest,
  REQUEST_NAMES,
  type SeatRole,
  TableOptionError,
  tableConfig,
  tableOptionsOf,
} from "@roundtable/protocol";
import { isPositionRequest, type TableRequest } from "./tableRequest.ts";

/** The team of each seat (an index into the game's teams), or null when everyone plays alone. */
export type SeatTeams = (number | null)[] | null;

/** The role of each seat (null: none, a general or a player alone), or null when no seat has one. */
export type SeatRoles = (SeatRole | null)[] | null;

/** Each seat's team and role, by seat; both null where they aren't known (yet). */
export interface SeatPlan {
  teams: SeatTeams;
  roles: SeatRoles;
  /**
   * Before the start, why no seat's team or role is known yet where the game may give some as it begins
   * (the table chat's `no-team` says it); none where the seats have none, or they are known.
   */
  pending?: string;
}

/** Where a table's seats have no team and no role, or they are known only as its game begins. */
export const NO_PLAN: SeatPlan = { teams: null, roles: null };

/**
 * The teams and roles of a variant's configuration for `players` seats: 809.2 the emperor in the middle of
 * each team (the engine's `roles`, whose generals have none here), 904.2a the archenemy, 904.12b every
 * player of a Supervillain Rumble (the engine's `archenemies`).
 */
function planOf(config: VariantConfig, players: number): SeatPlan {
  const roles = Array.from({ length: players }, (_, seat): SeatRole | null => {
    if (config.roles?.[seat] === "emperor") return "emperor";
    return config.archenemies?.includes(seat) === true ? "archenemy" : null;
  });
  return { teams: config.teams, roles: roles.some((r) => r !== null) ? roles : null };
}

/**
 * The team and role of each seat of a game begun from `start` (808–811, 904: a team an index into its
 * teams), or null where there are none — the variant's configuration, as the engine makes it. A game's
 * seats are the setup's players in order but where the variant seats them at random (807.3).
 */
export function planOfStart(start: GameRecord["start"]): SeatPlan {
  const { variant, options, players } = "setup" in start ? start.setup : start.layout;
  return planOf(variantConfig(variant, players.length, options), players.length);
}

/**
 * The teams and roles of a table's game before it begins, so that teammates talk from the lobby on (808.5,
 * 809.7, 810.5, 811.5: "at any time") and a player choosing a seat knows which one is an emperor's or the
 * archenemy's: each seat's as `planOfStart` will read it from the game's start, by the same conversion — a
 * new game's from its request's options as its setup takes them (protocol tableConfig: variantOptions,
 * then the engine's variantConfig; a seat is its setup's player of the same number), a saved position's
 * from the start its check kept. Teams and roles go by seat, whoever sits there. Null where they are not
 * known until the start: no seat has one; the variant seats its players at random as the game begins
 * (807.3: the 2004 draft's Free-for-All may have teams), so a seat's team isn't its player's yet; a
 * position table stored before its start was kept (computing it runs the file's actions); a request the
 * engine no longer sets up (it can't begin either). The two that may have teams once the game begins say
 * so (`pending`).
 */
export function planOfRequest(request: TableRequest): SeatPlan {
  if (isPositionRequest(request))
    return request.start === undefined ? { ...NO_PLAN, pending: UNKEPT_START } : planOfStart(request.start);
  const made = configOfRequest(request);
  if (made === null) return NO_PLAN;
  const plan = planOf(made.config, made.players);
  if (!made.config.randomSeating) return plan;
  return plan.teams === null && plan.roles === null ? NO_PLAN : { ...NO_PLAN, pending: DRAWN_SEATS };
}

/** Why a table seating its players at random has no seat's team yet (2004 draft 605.2: of those, only its Free-for-All may have teams). */
const DRAWN_SEATS =
  "its players are seated at random as its game begins (2004 draft 605.2), each one's team drawn with their seat";

/** Why a table from a position, stored before its start was kept, has no seat's team yet. */
const UNKEPT_START =
  "its teams are read from its saved position as its game begins (it was stored without the position's start)";

/**
 * Whether a table's game seats its players at random as it begins (807.3 Grand Melee; the 2004 draft's
 * Free-for-All, Melee, Grand Melee and Pentagon, 605.2, 606.2, 607.2 and 611.2; 2007 CR 608.3): the seat a person takes before the start
 * holds their place, not their seat in the game (TableInfo's `randomSeating`). The engine's configuration
 * says it, as the game's start reads it; a table from a position never does (its game has begun: its seats
 * are the file's), nor a request the engine no longer sets up.
 */
export function seatsAtRandom(request: TableRequest): boolean {
  return !isPositionRequest(request) && configOfRequest(request)?.config.randomSeating === true;
}

/**
 * A new game's configuration as its setup will make it (protocol tableConfig: variantOptions, then the
 * engine's variantConfig) and its number of players; null for a request the engine no longer sets up.
 */
function configOfRequest(request: CreateTableRequest): { config: VariantConfig; players: number } | null {
  try {
    const options = tableOptionsOf(request);
    return { config: tableConfig(options, REQUEST_NAMES), players: options.players };
  } catch (e) {
    if (e instanceof ConfigError || e instanceof TableOptionError) return null;
    throw e;
  }
}
