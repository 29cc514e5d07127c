/**
 * An update's JSON text made by concatenation, so that the table patch every recipient group shares is
 * serialised once per batch, not once per group: the same text as `JSON.stringify` of the message
 * `{ type: "update", seq, events, table, seat }` (keys in that order).
 */
import type { GameEvent } from "@roundtable/engine";
import type { Operation } from "fast-json-patch";

/** What one recipient group is sent for a batch. */
export interface Delivery {
  events: GameEvent[];
  seat: Operation[];
}

export function updateJson(seq: number, tableJson: string, delivery: Delivery): string {
  const events = JSON.stringify(delivery.events);
  const seat = JSON.stringify(delivery.seat);
  return `{"type":"update","seq":${seq},"events":${events},"table":${tableJson},"seat":${seat}}`;
}
