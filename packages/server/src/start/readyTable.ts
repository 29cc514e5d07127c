/** The table `npm start` sets: a 4-player Free-for-All, seat 1 open for the person, three heuristic bots. */
import type { CreateTableInput } from "@roundtable/protocol";

/** The bots' pace: a second between their moves, which a person can follow. */
export const READY_BOT_DELAY_MS = 1000;

export function readyTable(botDelayMs = READY_BOT_DELAY_MS): CreateTableInput {
  return {
    variant: "free-for-all",
    players: 4,
    seats: [
      { kind: "open" },
      { kind: "bot", bot: "heuristic" },
      { kind: "bot", bot: "heuristic" },
      { kind: "bot", bot: "heuristic" },
    ],
    settings: { name: "Free-for-All against three bots", botDelayMs },
  };
}
