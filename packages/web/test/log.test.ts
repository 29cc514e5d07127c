/** The game log's entries (kind, players named) and its filters. */
import type { GameEvent } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { filterLog, type LogEntry, logEntry, NO_FILTER } from "../src/logLines.ts";
import { maySave } from "../src/maySave.ts";

const names = ["Ann", "Ben", "Cat"];
const events: GameEvent[] = [
  { type: "turn", number: 3, player: 1 },
  { type: "cast", player: 1, object: 50, card: "Lightning Bolt", targets: ["Ann"] },
  { type: "cast", player: 2, object: 51, card: "Giant Growth", targets: ["Grizzly Bears (Cat)"] },
  { type: "attack", attacker: 60, card: "Grizzly Bears", defender: { player: 0 } },
  {
    type: "damage",
    source: 60,
    card: "Grizzly Bears",
    controller: 2,
    to: { player: 0 },
    amount: 2,
    combat: true,
  },
  { type: "life", player: 0, delta: -3, life: 17 },
  { type: "dies", object: 61, card: "Savannah Lions" },
  { type: "step", step: "upkeep" },
];
const lines: LogEntry[] = events.flatMap((e, n) => {
  const entry = logEntry(e, names);
  return entry === null ? [] : [{ n, ...entry }];
});
const texts = (l: LogEntry[]) => l.map((x) => x.text);

describe("the game log's filters", () => {
  it("each line has a kind and the players it names (actor, target by name or by controller, defender, damaged)", () => {
    expect(lines.map((l) => [l.kind, l.players])).toEqual([
      ["game", [1]],
      ["spells", [0, 1]],
      ["spells", [2]],
      ["combat", [0]],
      ["combat", [0, 2]],
      ["life", [0]],
      ["zones", []],
    ]);
    expect(lines[1].text).toBe("Ben casts Lightning Bolt targeting Ann.");
  });

  it("by kind (several at once), by player, and only what touches me", () => {
    expect(filterLog(lines, NO_FILTER, 0)).toHaveLength(7);
    expect(texts(filterLog(lines, { ...NO_FILTER, kinds: ["combat"] }, 0))).toEqual([
      "Grizzly Bears attacks Ann.",
      "Grizzly Bears deals 2 damage to Ann.",
    ]);
    expect(filterLog(lines, { ...NO_FILTER, kinds: ["spells", "life"] }, 0)).toHaveLength(3);
    expect(texts(filterLog(lines, { ...NO_FILTER, player: 2 }, 0))).toEqual([
      "Cat casts Giant Growth targeting Grizzly Bears (Cat).",
      "Grizzly Bears deals 2 damage to Ann.",
    ]);
    expect(filterLog(lines, { ...NO_FILTER, mine: true }, 0).map((l) => l.n)).toEqual([1, 3, 4, 5]);
    expect(filterLog(lines, { ...NO_FILTER, mine: true }, null)).toEqual([]); // a spectator is no one
  });
});

describe("who may save the position (SavePosition.maySave)", () => {
  const seats = [
    { seat: 0, kind: "human" },
    { seat: 1, kind: "bot" },
  ];
  it("the judge always; a player once over, or at a practice table (every other seat a bot); never a spectator", () => {
    expect(maySave({ role: "judge", seat: null }, "playing", seats)).toBe(true);
    expect(maySave({ role: "player", seat: 0 }, "playing", seats)).toBe(true);
    const two = [...seats, { seat: 2, kind: "human" }];
    expect(maySave({ role: "player", seat: 0 }, "playing", two)).toBe(false);
    expect(maySave({ role: "player", seat: 0 }, "over", two)).toBe(true);
    expect(maySave({ role: "spectator", seat: null }, "over", two)).toBe(false);
    expect(maySave(null, "over", two)).toBe(false);
  });
});
