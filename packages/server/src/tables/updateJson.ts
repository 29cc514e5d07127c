/**
 * An update's JSON text made by concatenation, so that the table patch every recipient group shares is
 * serialised once per batch, not once per group: the same text as `JSON.stringify` of the message
 * `{ type: "update", seq, events, table, seat }` (keys in that order).
 */
import type { Delivery } from "./core.ts";

export function updateJson(seq: number, tableJson: string, delivery: Delivery): string {
  const events = JSON.stringify(delivery.events);
  const seat = JSON.stringify(delivery.seat);
  return `{"type":"update","seq":${seq},"events":${events},"table":${tableJson},"seat":${seat}}`;
}
