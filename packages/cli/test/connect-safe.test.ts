/** What `roundtable connect` reads from a table server is made safe to print before anything shows it. */
import { describe, expect, it } from "vitest";
import { safe, safeJson } from "../src/remote/safe.ts";

describe("roundtable connect: the server's strings made safe to print", () => {
  it("replaces every control character — escape sequences, line breaks, C1 codes — and nothing else", () => {
    expect(safe("\u001b[31mAnn\u001b[0m")).toBe("\ufffd[31mAnn\ufffd[0m");
    expect(safe("Ann\r\n[chat] Judge: concede now")).toBe("Ann / [chat] Judge: concede now");
    expect(safe("Flying\nVigilance\rx")).toBe("Flying / Vigilance\ufffdx");
    expect(safe("\u009b2J Åsa Þór 🐉")).toBe("\ufffd2J Åsa Þór 🐉");
  });

  it("reaches every string of a message: names in the views, card names, object keys; numbers and nulls kept", () => {
    const message = {
      type: "welcome",
      seq: 3,
      table: {
        id: "t1",
        name: "\u001b]0;pwned\u0007",
        seats: [{ seat: 0, name: "\u001b[2JEvil", bot: null }],
      },
      view: {
        table: {
          players: [{ seat: 0, name: "Ev\nil", life: 20, left: false }],
          battlefield: [{ name: "Grizzly\u001b[8mBears", counters: { "+1/+1\u001b[5m": 2 } }],
        },
      },
    };
    expect(safeJson(message)).toEqual({
      type: "welcome",
      seq: 3,
      table: {
        id: "t1",
        name: "\ufffd]0;pwned\ufffd",
        seats: [{ seat: 0, name: "\ufffd[2JEvil", bot: null }],
      },
      view: {
        table: {
          players: [{ seat: 0, name: "Ev / il", life: 20, left: false }],
          battlefield: [{ name: "Grizzly\ufffd[8mBears", counters: { "+1/+1\ufffd[5m": 2 } }],
        },
      },
    });
  });
});
