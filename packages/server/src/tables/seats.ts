/**
 * A table's seats as stored (the store's `seats` column): who sits where, their hashed tokens, stops
 * settings; and the spectators' hashed tokens.
 */
import type { BotName } from "@roundtable/bots";
import { playerName, type SeatKind, type StopSettings } from "@roundtable/protocol";

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
}

export interface SeatsDoc {
  seats: SeatRecord[];
  spectators: string[];
}

export function openSeat(seat: number): SeatRecord {
  return { seat, kind: "open", name: `Seat ${seat + 1}`, tokenHash: null, bot: null, stops: null };
}

/** A bot's seat; its name is the game's as the game begins (tableSetup). */
export function botSeat(seat: number, bot: BotName): SeatRecord {
  return { seat, kind: "bot", name: playerName(seat), tokenHash: null, bot, stops: null };
}
