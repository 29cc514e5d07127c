// @vitest-environment happy-dom
/**
 * The lobby's lists (Lobby.tsx) name each game by its variant's name in the rules, and by its edition of
 * the multiplayer rules when an older one is in force (TableInfo's and ReplayInfo's `edition`); at a game
 * with teams (102.3: public) they say which seat is on which team (the seats' `team`), and which seat is an
 * emperor's (809.2) or the archenemy's (904.2a: the seats' `role`) — at a Supervillain Rumble, without
 * teams, every seat (904.12b).
 */
import type { ReplayInfo, SeatInfo, SeatRole, TableInfo } from "@roundtable/protocol";
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

/** What the server lists: the tables above unless a test lists others. */
let listed = { waiting, playing, games };

beforeEach(() => {
  listed = { waiting, playing, games };
  vi.stubGlobal("fetch", async (url: string) => {
    const answers: Record<string, unknown> = {
      "/api/tables": { waiting: listed.waiting, playing: listed.playing },
      "/api/games": { games: listed.games },
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

describe("the lobby's lists at games with teams (102.3) or roles (809.2, 904.2a, 904.12b)", () => {
  /**
   * Seats of `kind`s named `names`, each on team `teams[i]` (null: no teams) with role `roles[i]` (as the
   * server says them).
   */
  const seats = (
    names: (string | null)[],
    teams: number[] | null,
    roles: (SeatRole | undefined)[] = [],
  ): SeatInfo[] =>
    names.map((name, seat) => ({
      seat,
      kind: name === null ? "open" : name.startsWith("Bot") ? "bot" : "human",
      name: name ?? `Seat ${seat + 1}`,
      ...(teams === null ? {} : { team: teams[seat] }),
      ...(roles[seat] === undefined ? {} : { role: roles[seat] }),
      connected: name !== null,
    }));
  const EMPERORS: (SeatRole | undefined)[] = [
    undefined,
    "emperor",
    undefined,
    undefined,
    "emperor",
    undefined,
  ];

  it("810.1, 809.2: an open table says which open seat is on which team and which is an emperor's, a bot's seat as a bot's", async () => {
    listed.waiting = [
      {
        ...table({
          id: "G",
          name: "Giants",
          variant: "two-headed-giant",
          edition: "current",
          status: "waiting",
        }),
        seats: seats(["Ann", null, "Ben", null], [0, 0, 1, 1]),
      },
      {
        ...table({ id: "E", name: "Empire", variant: "emperor", edition: "current", status: "waiting" }),
        players: 6,
        seats: seats([null, null, "Bot 3", null, "Bot 5", "Bot 6"], [0, 0, 0, 1, 1, 1], EMPERORS),
      },
      {
        ...table({ id: "H", name: "Villain", variant: "archenemy", edition: "current", status: "waiting" }),
        seats: seats([null, "Ben", null, "Bot 4"], [0, 1, 1, 1], ["archenemy"]),
      },
    ];
    render(<Lobby />);
    await waitFor(() => expect(lines("Open tables")).toHaveLength(3));
    expect(lines("Open tables")).toEqual([
      "Giants — Two-Headed Giant, 4 players (2 open) Team A: Ann, open · Team B: Ben, open",
      "Empire — Emperor, 6 players (3 open) Team A: open, open (emperor), Bot 3 (bot) · Team B: open, Bot 5 (bot, emperor), Bot 6 (bot)",
      "Villain — Archenemy, 4 players (2 open) Team A: open (archenemy) · Team B: Ben, open, Bot 4 (bot)",
    ]);
  });

  it("904.12b: a Supervillain Rumble's table, without teams, names every seat an archenemy's; a Free-for-All's says only how many seats are open", async () => {
    const ARCHENEMIES: SeatRole[] = ["archenemy", "archenemy", "archenemy", "archenemy"];
    listed.waiting = [
      {
        ...table({
          id: "R",
          name: "Rumble",
          variant: "supervillain-rumble",
          edition: "current",
          status: "waiting",
        }),
        seats: seats([null, "Ben", null, "Bot 4"], null, ARCHENEMIES),
      },
      {
        ...table({ id: "F", name: "All", variant: "free-for-all", edition: "current", status: "waiting" }),
        seats: seats([null, "Ben", null, "Bot 4"], null),
      },
    ];
    listed.playing = [
      {
        ...table({
          id: "P",
          name: "Villains",
          variant: "supervillain-rumble",
          edition: "current",
          status: "playing",
        }),
        seats: seats(["Ann", "Ben", "Bot 3", "Bot 4"], null, ARCHENEMIES),
      },
    ];
    render(<Lobby />);
    await waitFor(() => expect(lines("Open tables")).toHaveLength(2));
    expect(lines("Open tables")).toEqual([
      "Rumble — Supervillain Rumble, 4 players (2 open) open (archenemy), Ben (archenemy), open (archenemy), Bot 4 (bot, archenemy)",
      "All — Free-for-All, 4 players (2 open)",
    ]);
    expect(lines("Games in play")).toEqual([
      "Villains — Supervillain Rumble, 4 players (0 open) Ann (archenemy), Ben (archenemy), Bot 3 (bot, archenemy), Bot 4 (bot, archenemy)",
    ]);
  });

  it("810.1, 904.2a: a finished game's replay names its players team by team, with their roles; a game without teams, one by one", async () => {
    const finished = (
      id: string,
      variant: string,
      teams: number[] | null,
      roles: (SeatRole | undefined)[] = [],
    ): ReplayInfo => ({
      id,
      name: id,
      variant,
      edition: "current",
      players: 4,
      created: 0,
      seats: ["Ann", "Ben", "Cat", "Dan"].map((name, seat) => ({
        seat,
        kind: "human",
        name,
        ...(teams === null ? {} : { team: teams[seat] }),
        ...(roles[seat] === undefined ? {} : { role: roles[seat] }),
      })),
    });
    listed.games = [
      finished("Giants", "two-headed-giant", [0, 0, 1, 1]),
      finished("All", "free-for-all", null),
      finished("Villain", "archenemy", [0, 1, 1, 1], ["archenemy"]),
    ];
    render(<Lobby />);
    await waitFor(() => expect(lines("Replays")).toHaveLength(3));
    expect(lines("Replays")[0]).toMatch(/^Giants — Two-Headed Giant: Team A: Ann, Ben · Team B: Cat, Dan \(/);
    expect(lines("Replays")[1]).toMatch(/^All — Free-for-All: Ann, Ben, Cat, Dan \(/);
    // 904.2a: the archenemy's seat says so.
    expect(lines("Replays")[2]).toMatch(
      /^Villain — Archenemy: Team A: Ann \(archenemy\) · Team B: Ben, Cat, Dan \(/,
    );
  });
});
