/**
 * Who a connection is at its table, as the server tells it (docs/server-protocol.md § welcome): messages.ts
 * and chat.ts both name it, so it stands apart from either.
 */

export type Role = "player" | "spectator" | "judge";

/**
 * Who a connection is at its table (the welcome's and `started`'s `you`, a replay chat's): its role, and its
 * seat (null unless a player). A spectator whose token names them (the spectate request's answer) has its
 * number at the table and its name too, as its chat lines' `from` says them; one without a token has neither.
 */
export interface You {
  role: Role;
  seat: number | null;
  spectator?: number;
  name?: string;
}
