/** A refused answer read against the view: answered already elsewhere (a second tab) is not an error. */
import { describe, expect, it } from "vitest";
import { answeredElsewhere, answerRef } from "../src/answerRef.ts";

describe("a stale answer", () => {
  const open = [{ id: 12 }];
  it("is answered elsewhere when its decision is no longer open (another tab answered it first)", () => {
    expect(answeredElsewhere({ code: "stale-decision", ref: answerRef(11) }, open)).toBe(true);
  });
  it("is shown when its decision is still open, when it is another error, or has no answer's ref", () => {
    expect(answeredElsewhere({ code: "stale-decision", ref: answerRef(12) }, open)).toBe(false);
    expect(answeredElsewhere({ code: "illegal", ref: answerRef(11) }, open)).toBe(false);
    expect(answeredElsewhere({ code: "stale-decision" }, open)).toBe(false);
    expect(answeredElsewhere({ code: "stale-decision", ref: "p1" }, open)).toBe(false);
  });
});
