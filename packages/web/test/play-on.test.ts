/**
 * "Play on from here" (playOn.ts): the new table's seats — the person's own open for them (the seat they
 * hold, else the first player still in the game), the other people's open, the bots' the same bots (the
 * table's info names each bot seat's), a departed player's a bot (800.4: it can't be open) — and the
 * settings carried over, the name marked.
 */
import { parsePositionTable } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { playOnSeats, playOnSettings, seatsOf } from "../src/playOn.ts";

const file = {
  format: 1,
  variant: "free-for-all",
  players: [{ name: "Ann", left: true }, { name: "Ben" }, { name: "Cal" }, { name: "Dee" }],
};
const seats = [
  { seat: 0, kind: "human" },
  { seat: 1, kind: "bot" },
  { seat: 2, kind: "human" },
  { seat: 3, kind: "bot" },
];

describe("Play on from here's request", () => {
  it("a player's own seat open, the other people's open, bots bots, the departed a bot", () => {
    expect(playOnSeats(file, seats, 2)).toEqual(["heuristic", "heuristic", "open", "heuristic"]);
    const three = { ...file, players: file.players.slice(1) };
    const table = [
      { seat: 0, kind: "bot" },
      { seat: 1, kind: "human" },
      { seat: 2, kind: "open" },
    ];
    expect(playOnSeats(three, table, 1)).toEqual(["heuristic", "open", "open"]);
  });

  it("each bot seat keeps its bot (random, heuristic, search), as TableInfo and a replay's seats name it", () => {
    const four = { ...file, players: file.players.map((p) => ({ name: p.name })) };
    const named = [
      { seat: 0, kind: "bot", bot: "search" },
      { seat: 1, kind: "bot", bot: "random" },
      { seat: 2, kind: "human" },
      { seat: 3, kind: "bot", bot: "heuristic" },
    ];
    expect(playOnSeats(four, named, 2)).toEqual(["search", "random", "open", "heuristic"]);
    // A judge or a replay: the first player still in the game open for the person, even a bot's.
    expect(playOnSeats(four, named, null)).toEqual(["open", "random", "open", "heuristic"]);
    // A departed player's bot stays the bot it was; a departed person's seat is a heuristic bot.
    expect(playOnSeats(file, named, 2)).toEqual(["search", "random", "open", "heuristic"]);
    expect(playOnSeats(file, seats, 2)[0]).toBe("heuristic");
    // An older server's info names no bot (and an unknown name is none): the heuristic bot.
    const unnamed = [
      { seat: 0, kind: "human" },
      { seat: 1, kind: "bot" },
      { seat: 2, kind: "human" },
      { seat: 3, kind: "bot", bot: "someday" },
    ];
    expect(playOnSeats(file, unnamed, 2)).toEqual(["heuristic", "heuristic", "open", "heuristic"]);
    const body = { position: four, seats: seatsOf(playOnSeats(four, named, 2)) };
    expect(parsePositionTable(body).seats).toEqual([
      { kind: "bot", bot: "search" },
      { kind: "bot", bot: "random" },
      { kind: "open" },
      { kind: "bot", bot: "heuristic" },
    ]);
  });

  it("a judge or a replay: the first player still in the game open for the person, even a bot's", () => {
    expect(playOnSeats(file, seats, null)).toEqual(["heuristic", "open", "open", "heuristic"]);
    // A seat whose player has left can't be the person's: the first player still in the game instead.
    expect(playOnSeats(file, seats, 0)).toEqual(["heuristic", "open", "open", "heuristic"]);
  });

  it("the settings the server takes, the creator's name marked; a request the protocol accepts", () => {
    const settings = playOnSettings({
      botDelayMs: 0,
      onDrop: { mode: "bot", afterSeconds: 30 },
      spectators: false,
      spectatorsSeeHands: true,
      name: "Friday night",
    });
    expect(settings).toEqual({
      botDelayMs: 0,
      onDrop: { mode: "bot", afterSeconds: 30 },
      spectators: false,
      spectatorsSeeHands: true,
      name: "Friday night (from a position)",
    });
    expect(playOnSettings({ botDelayMs: 600, name: "x".repeat(60) }).name).toHaveLength(60);
    expect(playOnSettings({ botDelayMs: 600 })).toEqual({ botDelayMs: 600 });
    const body = { position: file, seats: seatsOf(playOnSeats(file, seats, 2)), settings };
    expect(parsePositionTable(body).seats).toEqual([
      { kind: "bot", bot: "heuristic" },
      { kind: "bot", bot: "heuristic" },
      { kind: "open" },
      { kind: "bot", bot: "heuristic" },
    ]);
  });
});
