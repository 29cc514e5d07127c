/** What each recipient of a game's events may know of them (principle 4: hidden information is filtered at the source). */
import { eventFor, type GameEvent, type Recipient } from "@roundtable/engine";

/** The events this recipient may know: a judge sees every secret, a seat those told to it, a spectator none. */
export function eventsFor(events: GameEvent[], r: Recipient): GameEvent[] {
  if ("judge" in r) return events;
  const viewer = "seat" in r ? r.seat : null;
  return events.map((e) => eventFor(e, viewer));
}
