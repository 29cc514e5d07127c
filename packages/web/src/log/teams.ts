/**
 * What a log line says of a team (from the view's variant config and teams). With a shared life total (810.4,
 * Two-Headed Giant) a player's life — and poison, where shared (810.10) — is the team's: "Team A (Ann and
 * Bob) loses 4 life (20 → 16)." rather than "Ann loses …", which read as Ann's own. A turn's active players
 * (805.4a) are the engine's, in its `turn` event; a team's name heads them: "Turn 10: Team A (Ann and Bob)".
 */
import type { GameEvent, PlayerId, PlayerView } from "@roundtable/engine";
import { teamLetter } from "../table/palette.ts";

/**
 * Each gives the team's seats in seat order, or null when the player's own (no team, nothing shared);
 * `name`, the team's name as the seats show it ("Team A", by its letter).
 */
export interface LogTeams {
  life(p: PlayerId): PlayerId[] | null;
  poison(p: PlayerId): PlayerId[] | null;
  name(p: PlayerId): string | null;
}

export const NO_TEAMS: LogTeams = {
  life: () => null,
  poison: () => null,
  name: () => null,
};

export function logTeams(view: Pick<PlayerView, "config" | "players">): LogTeams {
  const { config, players } = view;
  const team = (p: PlayerId): PlayerId[] | null => {
    const t = players[p]?.team ?? null;
    if (t === null) return null;
    const seats = players.filter((q) => q.team === t).map((q) => q.seat);
    return seats.length > 1 ? seats : null;
  };
  const life = config.sharedLife && config.teams !== null;
  return {
    life: (p) => (life ? team(p) : null),
    poison: (p) => (life && config.sharedPoison ? team(p) : null),
    name: (p) => {
      const t = players[p]?.team ?? null;
      return t === null ? null : `Team ${teamLetter(t)}`;
    },
  };
}

/** The seats a line of a shared total is about (the team's), or none. */
export function teamOf(e: GameEvent, teams: LogTeams): PlayerId[] {
  if (e.type === "life") return teams.life(e.player) ?? [];
  if (e.type === "poison") return teams.poison(e.player) ?? [];
  return [];
}
