/**
 * Who a message is for. All connections of one seat share a recipient key (and so one view and one patch
 * per batch); spectators share one, judges share one.
 */
import { eventFor, type GameEvent, type Recipient } from "@roundtable/engine";

export type { Recipient };
export type RecipientKey = string;

export function recipientKey(r: Recipient): RecipientKey {
  return "seat" in r ? `seat:${r.seat}` : "judge" in r ? "judge" : "spectator";
}

/** The events this recipient may know (principle 4): a judge sees every secret, a spectator none. */
export function eventsFor(events: GameEvent[], r: Recipient): GameEvent[] {
  if ("judge" in r) return events;
  const viewer = "seat" in r ? r.seat : null;
  return events.map((e) => eventFor(e, viewer));
}
