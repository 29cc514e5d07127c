/**
 * A table's seats as stored (the store's `seats` column): who sits where, their hashed tokens, stops
 * settings; and, once the game is over, where its players play again (kept in memory here, stored in a
 * column of its own: `rematch` below). The spectators' hashed tokens are rows of their own
 * (Store.addSpectator), not kept here: older rows have them here too (`spectators`), copied out by schema
 * version 5.
 */
import type { BotName } from "@roundtable/bots";
import { playerName, type SeatInfo, type SeatKind, type StopSettings } from "@roundtable/protocol";
import type { SeatPlan } from "./seatTeams.ts";

export interface SeatRecord {
  seat: number;
  kind: SeatKind;
  name: string;
  /** Sha-256 of the seat token of the person sitting here (human seats). */
  tokenHash: string | null;
  bot: BotName | null;
  /** The person's stop settings; null: DEFAULT_STOPS. */
  stops: StopSettings | null;
  /** The deck list the person pasted as they took the seat, played instead of the table's deck for it. */
  deck?: string | null;
  /**
   * At a rematch (tables/rematch.ts): the seat its person had at the finished table, when they took this one
   * through `POST /api/tables/:old/rematch` — asking again gives them this seat again (a new token).
   */
  from?: number | null;
  /**
   * True: taken with the table's judge token (Seating.take), its judge plays this seat — whose judge role is
   * refused while it plays with other people (Seating.judgeRefusal). Absent on every other seat, and on
   * rows older than it (their judge played no seat).
   */
  judge?: true;
}

export interface SeatsDoc {
  seats: SeatRecord[];
  /**
   * A finished table's rematch, once one of its players asked for it: the new table's id. Stored apart from
   * the seats, in the table's `rematch` column, written once (Store.setRematch); older rows have it here.
   */
  rematch?: string;
}

export function openSeat(seat: number): SeatRecord {
  return { seat, kind: "open", name: `Seat ${seat + 1}`, tokenHash: null, bot: null, stops: null };
}

/** A bot's seat; its name is the game's as the game begins (tableSetup). */
export function botSeat(seat: number, bot: BotName): SeatRecord {
  return { seat, kind: "bot", name: playerName(seat), tokenHash: null, bot, stops: null };
}

/**
 * What anyone may know of a seat (TableInfo's seats, the replays' list): a bot seat says which bot plays it,
 * a seat of a team its team (102.3: public), and an emperor's or an archenemy's seat its role (809.2,
 * 904.2a) — `plan` the table's (seatTeams.ts).
 */
export function publicSeat(s: SeatRecord, plan: SeatPlan): Omit<SeatInfo, "connected"> {
  const team = plan.teams?.[s.seat] ?? null;
  const role = plan.roles?.[s.seat] ?? null;
  return {
    seat: s.seat,
    kind: s.kind,
    name: s.name,
    ...(s.kind === "bot" && s.bot !== null ? { bot: s.bot } : {}),
    ...(team === null ? {} : { team }),
    ...(role === null ? {} : { role }),
  };
}

/**
 * The seats as the store's `seats` column keeps them: the rematch's link is a column of its own
 * (Store.setRematch), and the spectators' tokens rows of their own (Store.addSpectator).
 */
export function storedSeats(doc: SeatsDoc): Pick<SeatsDoc, "seats"> {
  return { seats: doc.seats };
}
