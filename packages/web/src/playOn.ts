/**
 * A table from a saved position (docs/server.md § A table from a position): what the page reads of a
 * scenario file — its variant and players, read as they are, unchecked (the server checks the file) — and
 * the seats and settings "Play on from here" asks for: the person's own seat open for them, the other
 * people's seats open, the bots' seats bots again.
 */
import { BOT_NAMES, type BotName, gameTitle, type PositionTableInput } from "@roundtable/protocol";

/** A seat's plan at a table from a position: open for a person, or the bot that plays it. */
export type SeatChoice = "open" | BotName;

/** A player of a scenario file as the form shows it: the name, and whether they have left the game (800.4). */
export interface FilePlayer {
  name: string;
  left: boolean;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/** A scenario file's players, in its order (unnamed ones by their place); none when it lists none. */
export function filePlayers(file: Record<string, unknown>): FilePlayer[] {
  const players = Array.isArray(file.players) ? file.players : [];
  return players.map((p, i) => ({
    name: isObject(p) && typeof p.name === "string" ? p.name : `player ${i + 1}`,
    left: isObject(p) && p.left !== undefined && p.left !== false,
  }));
}

/** A scenario file's game as a title ("Free-for-All"; with an older edition, its label), or null without one. */
export function fileTitle(file: Record<string, unknown>): string | null {
  if (typeof file.variant !== "string") return null;
  const edition = isObject(file.options) ? file.options.edition : undefined;
  return gameTitle(file.variant, typeof edition === "string" ? edition : undefined);
}

/** The first player still in the game (the server's default open seat), or 0. */
export function firstPlaying(players: readonly FilePlayer[]): number {
  return Math.max(
    0,
    players.findIndex((p) => !p.left),
  );
}

/**
 * A file's seats as the create form first offers them, as the server's default: the first player still in
 * the game open, the others heuristic bots (a departed player's seat can't be open).
 */
export function defaultSeats(players: readonly FilePlayer[]): SeatChoice[] {
  const open = firstPlaying(players);
  return players.map((_, i) => (i === open ? "open" : "heuristic"));
}

/** The request's seats for the form's choices. */
export function seatsOf(choices: readonly SeatChoice[]): NonNullable<PositionTableInput["seats"]> {
  return choices.map((c) => (c === "open" ? { kind: "open" } : { kind: "bot", bot: c }));
}

/** A table's seat as "Play on from here" reads it (TableInfo's, or a replay's): a bot seat names its bot. */
interface TableSeat {
  seat: number;
  kind: string;
  bot?: string;
}

/** The bot that played a seat, as the table says; the heuristic bot where it doesn't (an older server). */
function botOf(seat: TableSeat | undefined): BotName {
  return BOT_NAMES.find((b) => b === seat?.bot) ?? "heuristic";
}

/**
 * "Play on from here": the seats of the new table — `mine` (the seat the person holds, or null for a judge
 * or a replay: the first player still in the game) open for them, the other people's seats open, the bots'
 * seats the same bots (random, heuristic or search: TableInfo's `bot`), and a departed player's seat a bot
 * (800.4: nobody plays it, and it can't be open; the one it had, else the heuristic bot).
 */
export function playOnSeats(
  file: Record<string, unknown>,
  seats: readonly TableSeat[],
  mine: number | null,
): SeatChoice[] {
  const players = filePlayers(file);
  const own = mine !== null && players[mine]?.left === false ? mine : firstPlaying(players);
  return players.map((p, i) => {
    const seat = seats.find((s) => s.seat === i);
    if (p.left) return seat?.kind === "bot" ? botOf(seat) : "heuristic";
    if (i === own) return "open";
    return seat?.kind === "bot" ? botOf(seat) : "open";
  });
}

type Settings = NonNullable<PositionTableInput["settings"]>;

/** Longest table name the server takes (TableSettings.name). */
const NAME_MAX = 60;

/**
 * The settings carried over to a table from a position: the bots' pace, what happens when a player drops,
 * spectators; a name the creator gave is kept with "(from a position)" (else the server names it so).
 */
export function playOnSettings(settings: unknown): Settings {
  if (!isObject(settings)) return {};
  const kept: Settings = Object.fromEntries(
    ["botDelayMs", "onDrop", "spectators", "spectatorsSeeHands", "spectatorsChat"]
      .filter((k) => settings[k] !== undefined)
      .map((k) => [k, settings[k]]),
  );
  const name = typeof settings.name === "string" ? settings.name : undefined;
  if (name === undefined) return kept;
  const suffix = " (from a position)";
  return {
    ...kept,
    name: name.endsWith(suffix) ? name : `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`,
  };
}
