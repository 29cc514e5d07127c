// @vitest-environment happy-dom
/**
 * The lobby's lists (Lobby.tsx) name each game by its variant's name in the rules, and by its edition of
 * the multiplayer rules when an older one is in force (TableInfo's and ReplayInfo's `edition`).
 */
import type { ReplayInfo, TableInfo } from "@roundtable/protocol";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Lobby } from "../../src/components/Lobby.tsx";

const table = (t: Pick<TableInfo, "id" | "name" | "variant" | "edition" | "status">): TableInfo => ({
  ...t,
  players: 4,
  seats: [0, 1, 2, 3].map((seat) =>
    seat === 1
      ? { seat, kind: "open", name: "", connected: false }
      : { seat, kind: "bot", name: `Bot ${seat}`, connected: true },
  ),
  settings: {},
  seq: 0,
  hash: null,
  hashSeq: null,
});

const waiting = [
  table({ id: "A", name: "Ours", variant: "two-headed-giant", edition: "2007", status: "waiting" }),
];
const playing = [
  table({ id: "B", name: "Theirs", variant: "free-for-all", edition: "current", status: "playing" }),
];
const games: ReplayInfo[] = [
  {
    id: "C",
    name: "Big",
    variant: "grand-melee",
    edition: "2004",
    players: 2,
    created: 0,
    seats: [
      { seat: 0, kind: "human", name: "Ann" },
      { seat: 1, kind: "bot", name: "Bob" },
    ],
  },
];

beforeEach(() => {
  vi.stubGlobal("fetch", async (url: string) => {
    const answers: Record<string, unknown> = {
      "/api/tables": { waiting, playing },
      "/api/games": { games },
      "/api/variants": { variants: [] },
      "/api/decks": { decks: [] },
    };
    if (!(url in answers)) throw new Error(`unexpected ${url}`);
    return new Response(JSON.stringify(answers[url]), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The lines of the list under the heading `heading`. */
const lines = (heading: string) =>
  [...screen.getByRole("region", { name: heading }).querySelectorAll("li > span")].map((s) =>
    s.textContent?.replace(/\s+/g, " ").trim(),
  );

describe("the lobby's lists", () => {
  it("name each game by its variant's title, with the edition when older", async () => {
    render(<Lobby />);
    await waitFor(() => expect(lines("Open tables")).toHaveLength(1));
    expect(lines("Open tables")).toEqual([
      "Ours — Two-Headed Giant, 2007 Comprehensive Rules (606–609), 4 players (1 open)",
    ]);
    expect(lines("Games in play")).toEqual(["Theirs — Free-for-All, 4 players (1 open)"]);
    await waitFor(() => expect(lines("Replays")).toHaveLength(1));
    expect(lines("Replays")[0]).toMatch(/^Big — Grand Melee, 2004 draft rules \(600–611\): Ann, Bob \(/);
  });
});
