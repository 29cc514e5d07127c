/**
 * Where `roundtable connect` finds a table: a table's URL, or the server's URL with --table; the server
 * alone for `roundtable tables` and `connect --create`.
 */
import { describe, expect, it } from "vitest";
import { readAddress, tableAddress } from "../src/remote/address.ts";

describe("roundtable connect's URL", () => {
  it("takes the table from a URL ending in /tables/ID, with the HTTP API and the WebSocket on its port", () => {
    expect(tableAddress("http://127.0.0.1:8686/tables/k3Jx9vQm2LpA")).toEqual({
      http: "http://127.0.0.1:8686",
      ws: "ws://127.0.0.1:8686/ws",
      table: "k3Jx9vQm2LpA",
    });
    expect(tableAddress("https://example.org/tables/abc/")).toEqual({
      http: "https://example.org",
      ws: "wss://example.org/ws",
      table: "abc",
    });
  });

  it("takes the table from --table with the server's URL (ws:// or http://)", () => {
    expect(tableAddress("ws://127.0.0.1:9000/ws", "T1")).toEqual({
      http: "http://127.0.0.1:9000",
      ws: "ws://127.0.0.1:9000/ws",
      table: "T1",
    });
    expect(tableAddress("wss://example.org", "T2").http).toBe("https://example.org");
  });

  it("says what is wrong: not a URL, another scheme, no table", () => {
    expect(() => tableAddress("localhost:8686/tables/x")).toThrow(
      /must start with http:\/\/, https:\/\/, ws:\/\/ or wss:\/\//,
    );
    expect(() => tableAddress("not a url")).toThrow(/not a URL: "not a url"/);
    expect(() => tableAddress("ftp://example.org/tables/x")).toThrow(/must start with http/);
    expect(() => tableAddress("http://127.0.0.1:8686")).toThrow(/which table\? .*--table ID/);
  });

  it("given the server alone, names the commands that list its tables and make one", () => {
    expect(() => tableAddress("ws://127.0.0.1:8686/ws")).toThrow(
      "roundtable tables http://127.0.0.1:8686 lists the server's tables; roundtable connect http://127.0.0.1:8686 --create makes one",
    );
  });

  it("reads the server of any of its URLs, and the table a URL names, if any", () => {
    const server = { http: "https://example.org", ws: "wss://example.org/ws" };
    expect(readAddress("wss://example.org/ws")).toEqual({ server });
    expect(readAddress("https://example.org/tables/T%203")).toEqual({ server, table: "T 3" });
  });

  it("refuses a table id with a control character: it would be printed to the terminal as it is", () => {
    expect(() => tableAddress("http://127.0.0.1:8686/tables/%1B%5B2Jx")).toThrow(
      'a table\'s id has no control characters, got "\\u001b[2Jx"',
    );
    expect(() => tableAddress("ws://127.0.0.1:8686", "a\nb")).toThrow(/no control characters, got "a\\nb"/);
  });
});
