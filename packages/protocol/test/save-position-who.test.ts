/**
 * Who may save a table's position now (`maySavePosition`, the server's answer to `GET
 * /api/tables/:id/position` and the web table's "Save this position" button alike): the judge at any time;
 * a player once the game is over, or at a practice table (every other seat a bot); never a spectator.
 */
import { describe, expect, it } from "vitest";
import { maySavePosition } from "../src/index.ts";

describe("who may save the position (maySavePosition)", () => {
  const seats = [
    { seat: 0, kind: "human" },
    { seat: 1, kind: "bot" },
  ];
  it("the judge always; a player once over, or at a practice table (every other seat a bot); never a spectator", () => {
    expect(maySavePosition({ role: "judge", seat: null }, "playing", seats)).toBe(true);
    expect(maySavePosition({ role: "player", seat: 0 }, "playing", seats)).toBe(true);
    const two = [...seats, { seat: 2, kind: "human" }];
    expect(maySavePosition({ role: "player", seat: 0 }, "playing", two)).toBe(false);
    expect(maySavePosition({ role: "player", seat: 0 }, "over", two)).toBe(true);
    expect(maySavePosition({ role: "spectator", seat: null }, "over", two)).toBe(false);
    expect(maySavePosition(null, "over", two)).toBe(false);
  });
});
