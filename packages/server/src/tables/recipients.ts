/**
 * Who a message is for. All connections of one seat share a recipient key (and so one view and one patch
 * per batch); spectators share one, judges share one.
 */
import type { Recipient } from "@roundtable/engine";

export { eventsFor } from "@roundtable/protocol";
export type { Recipient };
export type RecipientKey = string;

export function recipientKey(r: Recipient): RecipientKey {
  return "seat" in r ? `seat:${r.seat}` : "judge" in r ? "judge" : "spectator";
}
