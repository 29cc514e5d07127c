// @vitest-environment happy-dom
/**
 * The waiting table's seats (TablePage.tsx: Waiting) as the server's TableInfo gives them: at a table with
 * teams (102.3: public; 809.2, 810.1, 904), team by team, each named by its letter as the board names it once
 * the game runs — "Team A: seats 1 and 2" — so that friends sitting down see which seat is on which team, and
 * each seat with its role (809.2: the emperor; 904.2a: the archenemy) so that they see which seat is whose; a
 * table whose players all play alone lists its seats as they are numbered.
 */
import type { SeatInfo, SeatRole, TableInfo } from "@roundtable/protocol";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Waiting } from "../../src/components/TablePage.tsx";
import { useTable } from "../../src/store.ts";

/**
 * A waiting table: `names` its seats' people (null: open), `teams` each seat's team and `roles` its role
 * (none: undefined).
 */
function waiting(
  variant: string,
  names: (string | null)[],
  teams: (number | undefined)[],
  roles: (SeatRole | undefined)[] = [],
): TableInfo {
  const seats: SeatInfo[] = names.map((name, seat) => ({
    seat,
    kind: name === null ? "open" : "human",
    name: name ?? `Seat ${seat + 1}`,
    ...(teams[seat] === undefined ? {} : { team: teams[seat] }),
    ...(roles[seat] === undefined ? {} : { role: roles[seat] }),
    connected: name !== null,
  }));
  return {
    id: "T",
    name: "Friday",
    variant,
    edition: "current",
    players: names.length,
    status: "waiting",
    seats,
    settings: {},
    seq: 0,
    hash: null,
    hashSeq: null,
  };
}

const section = () => screen.getByRole("region", { name: "Waiting" });
const headings = () =>
  within(section())
    .queryAllByRole("heading")
    .map((h) => h.textContent);

const initial = useTable.getState();
afterEach(() => {
  cleanup();
  useTable.setState(initial, true);
});

describe("the waiting table's seats", () => {
  it("810.1 Two-Headed Giant: the seats team by team, 'Team A: seats 1 and 2', open seats too", () => {
    useTable.setState({
      info: waiting("two-headed-giant", ["Ann", null, "Cat", null], [0, 0, 1, 1]),
      you: { role: "player", seat: 0 },
    });
    render(<Waiting />);
    expect(headings()).toEqual(["Team A: seats 1 and 2", "Team B: seats 3 and 4"]);
    expect(within(section()).getByRole("list", { name: "Team A" }).textContent).toBe(
      "Seat 1: Ann (human)Seat 2: open",
    );
    expect(within(section()).getByRole("list", { name: "Team B" }).textContent).toBe(
      "Seat 3: Cat (human)Seat 4: open",
    );
  });

  it("each team's seats in seat order, A first, whatever their order at the table (811.3 alternating teams); a team of one is 'seat 1' (904 Archenemy)", () => {
    useTable.setState({
      info: waiting("alternating-teams", ["Ann", "Ben", null, null], [0, 1, 0, 1]),
      you: null,
    });
    render(<Waiting />);
    expect(headings()).toEqual(["Team A: seats 1 and 3", "Team B: seats 2 and 4"]);
    // Someone not seated yet has a way to sit down at each open seat, in its team's list.
    const teamA = within(within(section()).getByRole("list", { name: "Team A" }));
    expect(teamA.getByRole("button", { name: "Take seat 3" })).toBeTruthy();
    expect(teamA.queryByRole("button", { name: "Take seat 4" })).toBeNull();
    cleanup();

    useTable.setState({ info: waiting("archenemy", ["Ann", "Ben", "Cat", "Dan"], [0, 1, 1, 1]) });
    render(<Waiting />);
    expect(headings()).toEqual(["Team A: seat 1", "Team B: seats 2, 3 and 4"]);
  });

  it("809.2 Emperor: each team's emperor's seat says so, open or taken — 'Seat 2: open (emperor)'", () => {
    const emperors = [undefined, "emperor", undefined, undefined, "emperor", undefined] as const;
    useTable.setState({
      info: waiting("emperor", [null, null, null, null, "Eve", null], [0, 0, 0, 1, 1, 1], [...emperors]),
      you: { role: "player", seat: 4 },
    });
    render(<Waiting />);
    expect(headings()).toEqual(["Team A: seats 1, 2 and 3", "Team B: seats 4, 5 and 6"]);
    expect(within(section()).getByRole("list", { name: "Team A" }).textContent).toBe(
      "Seat 1: openSeat 2: open (emperor)Seat 3: open",
    );
    expect(within(section()).getByRole("list", { name: "Team B" }).textContent).toBe(
      "Seat 4: openSeat 5: Eve (human, emperor)Seat 6: open",
    );
  });

  it("904.2a Archenemy: the archenemy's seat says so; 904.12b Supervillain Rumble, without teams: every seat", () => {
    useTable.setState({
      info: waiting("archenemy", ["Ann", "Ben", "Cat", "Dan"], [0, 1, 1, 1], ["archenemy"]),
      you: { role: "player", seat: 0 },
    });
    render(<Waiting />);
    expect(within(section()).getByRole("list", { name: "Team A" }).textContent).toBe(
      "Seat 1: Ann (human, archenemy)",
    );
    expect(within(section()).getByRole("list", { name: "Team B" }).textContent).toBe(
      "Seat 2: Ben (human)Seat 3: Cat (human)Seat 4: Dan (human)",
    );
    cleanup();

    useTable.setState({
      info: waiting("supervillain-rumble", ["Ann", null, null], [], ["archenemy", "archenemy", "archenemy"]),
    });
    render(<Waiting />);
    expect(headings()).toEqual([]);
    expect(within(section()).getByRole("list").textContent).toBe(
      "Seat 1: Ann (human, archenemy)Seat 2: open (archenemy)Seat 3: open (archenemy)",
    );
  });

  it("806 Free-for-All: no teams, the seats in their order without a team's name", () => {
    useTable.setState({
      info: waiting("free-for-all", ["Ann", null, "Cat"], []),
      you: { role: "player", seat: 0 },
    });
    render(<Waiting />);
    expect(headings()).toEqual([]);
    expect(within(section()).getByRole("list").textContent).toBe(
      "Seat 1: Ann (human)Seat 2: openSeat 3: Cat (human)",
    );
    expect(section().textContent).not.toContain("Team");
  });
});
