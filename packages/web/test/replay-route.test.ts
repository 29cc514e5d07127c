/** The replay viewer's pure parts: its route (step and viewer in the query) and its step keys. */
import { describe, expect, it } from "vitest";
import { replayPath, routeOf } from "../src/paths.ts";
import { clampStep, stepForKey } from "../src/replay/stepKeys.ts";

describe("routes", () => {
  it("the lobby, a table, its judge's view, a replay's step and viewer", () => {
    expect(routeOf("/")).toEqual({ page: "lobby" });
    expect(routeOf("/table/abc_-9")).toEqual({ page: "table", id: "abc_-9", judge: false });
    expect(routeOf("/table/abc/judge")).toEqual({ page: "table", id: "abc", judge: true });
    expect(routeOf("/replay/g1?step=12&as=2")).toEqual({ page: "replay", id: "g1", step: 12, as: 2 });
    expect(routeOf("/replay/g1?step=3&as=judge")).toEqual({ page: "replay", id: "g1", step: 3, as: "judge" });
    // Missing or malformed: the start, as the judge.
    expect(routeOf("/replay/g1")).toEqual({ page: "replay", id: "g1", step: 0, as: "judge" });
    expect(routeOf("/replay/g1?step=-1&as=x")).toEqual({ page: "replay", id: "g1", step: 0, as: "judge" });
    expect(routeOf("/nowhere")).toEqual({ page: "lobby" });
  });

  it("a replay's path is its route again", () => {
    expect(routeOf(replayPath("g1", 7, 0))).toEqual({ page: "replay", id: "g1", step: 7, as: 0 });
    expect(routeOf(replayPath("g1", 0, "judge"))).toEqual({ page: "replay", id: "g1", step: 0, as: "judge" });
  });
});

describe("step keys", () => {
  it("← → one step within 0–steps, Home the start, End the last step; other keys none", () => {
    expect(stepForKey("ArrowRight", 4, 10)).toBe(5);
    expect(stepForKey("ArrowRight", 10, 10)).toBe(10);
    expect(stepForKey("ArrowLeft", 4, 10)).toBe(3);
    expect(stepForKey("ArrowLeft", 0, 10)).toBe(0);
    expect(stepForKey("Home", 4, 10)).toBe(0);
    expect(stepForKey("End", 4, 10)).toBe(10);
    expect(stepForKey("Enter", 4, 10)).toBeNull();
  });

  it("a typed step: a whole number, at most the last step", () => {
    expect(clampStep("3", 10)).toBe(3);
    expect(clampStep("30", 10)).toBe(10);
    expect(clampStep("-1", 10)).toBeNull();
    expect(clampStep("", 10)).toBeNull();
    expect(clampStep("2.5", 10)).toBeNull();
  });
});
