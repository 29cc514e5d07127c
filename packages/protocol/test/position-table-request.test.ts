import { describe, expect, it } from "vitest";
import { isPositionBody, parsePositionTable, RequestError } from "../src/index.ts";

/** The issues a body is refused with (a RequestError). */
function issues(body: {
  position: unknown;
  [field: string]: unknown;
}): readonly { path: string; message: string }[] {
  let refused: unknown = null;
  try {
    parsePositionTable(body);
  } catch (e) {
    refused = e;
  }
  expect(refused).toBeInstanceOf(RequestError);
  return (refused as RequestError).issues;
}

describe("PositionTableRequest: a table from a saved position", () => {
  it("takes a file (any JSON object: the server checks it), the seats and the settings with their defaults", () => {
    expect(isPositionBody({ position: {} })).toBe(true);
    expect(isPositionBody({ variant: "duel", players: 2 })).toBe(false);
    expect(parsePositionTable({ position: { format: 1 }, seats: [{ kind: "bot" }] })).toEqual({
      position: { format: 1 },
      seats: [{ kind: "bot", bot: "heuristic" }],
      settings: {
        botDelayMs: 600,
        onDrop: { mode: "wait" },
        spectators: true,
        spectatorsSeeHands: false,
        spectatorsChat: false,
      },
    });
    // A position's table has the settings' checks too: spectators who see the hands may not talk.
    const seeing = { position: {}, settings: { spectatorsSeeHands: true, spectatorsChat: true } };
    expect(issues(seeing).map((i) => i.path)).toEqual(["settings.spectatorsChat"]);
  });

  it("refuses the fields the file gives, each by its name, and a position that is not an object", () => {
    const both = issues({ position: {}, variant: "duel", decks: [], options: {} });
    expect(both.map((i) => i.path)).toEqual(["variant", "options", "decks"]);
    expect(both[0].message).toMatch(/^variant: a table from a position plays the file's variant/);
    expect(issues({ position: [] }).map((i) => i.path)).toEqual(["position"]);
    expect(issues({ position: {}, seats: [{ kind: "robot" }] })[0].path).toBe("seats[0].kind");
    expect(issues({ position: {}, colour: 1 })[0].path).toBe("");
  });
});
