/** An update's text, made by concatenation around the shared table patch, is JSON.stringify's. */
import type { ServerMessage } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { updateJson } from "../src/tables/updateJson.ts";

describe("updateJson", () => {
  it("is the JSON text of the update message, keys in the protocol's order", () => {
    const table = [{ op: "replace" as const, path: "/players/0/life", value: 17 }];
    const delivery = {
      events: [{ type: "lifeChanged", player: 0, amount: -3, note: 'quote " and \u00e9' }] as never[],
      seat: [{ op: "add" as const, path: "/hands/0/-", value: { name: "Llanowar Elves" } }],
    };
    const message: ServerMessage = {
      type: "update",
      seq: 42,
      events: delivery.events,
      table,
      seat: delivery.seat,
    };
    expect(updateJson(42, JSON.stringify(table), delivery)).toBe(JSON.stringify(message));
    expect(JSON.parse(updateJson(7, "[]", { events: [], seat: [] }))).toEqual({
      type: "update",
      seq: 7,
      events: [],
      table: [],
      seat: [],
    });
  });
});
