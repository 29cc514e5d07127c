// @vitest-environment happy-dom
/**
 * The waiting table's seat choice (TablePage.tsx: Waiting; SitDown.tsx; SeatsDrawn.tsx) where the server's
 * TableInfo says the game seats its players at random as it begins (`randomSeating`: 807.3 Grand Melee; the
 * 2004 draft's Free-for-All, 605.2, and Grand Melee, 607.2): a line beside the seats says they are drawn as
 * the game begins, citing the rule of the table's edition, and each seat is taken "until the draw" — not
 * offered as the person's seat in the game. A table whose players sit as listed says neither.
 */
import type { Edition } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Waiting } from "../../src/components/TablePage.tsx";
import { useTable } from "../../src/store.ts";

/** A waiting table of four open seats; `randomSeating` as the server says it. */
function waiting(variant: string, edition: Edition, randomSeating: boolean): TableInfo {
  return {
    id: "T",
    name: "Friday",
    variant,
    edition,
    players: 4,
    status: "waiting",
    seats: [0, 1, 2, 3].map((seat) => ({
      seat,
      kind: "open",
      name: `Seat ${seat + 1}`,
      connected: false,
    })),
    settings: {},
    seq: 0,
    hash: null,
    hashSeq: null,
    ...(randomSeating ? { randomSeating: true } : {}),
  };
}

const section = () => screen.getByRole("region", { name: "Waiting" });
const drawnLine = () => within(section()).queryByText(/Seats are drawn at random/);

const initial = useTable.getState();
afterEach(() => {
  cleanup();
  useTable.setState(initial, true);
});

describe("the seat choice where the game draws the seats (807.3; 2004 draft 605.2, 606.2, 607.2, 611.2)", () => {
  it("807.3 Grand Melee: the line says the seats are drawn as the game begins, and a seat is taken until the draw", () => {
    useTable.setState({ info: waiting("grand-melee", "current", true), you: null });
    render(<Waiting />);
    expect(drawnLine()?.textContent).toBe(
      "Seats are drawn at random as the game begins (807.3): a seat taken here holds its player's place until then, not their seat in the game.",
    );
    expect(within(section()).getByRole("button", { name: "Take seat 1 until the draw" })).toBeTruthy();
    expect(within(section()).queryByRole("button", { name: "Take seat 1" })).toBeNull();
  });

  it("the 2004 draft's Free-for-All cites its own rule (605.2), its Grand Melee 607.2", () => {
    useTable.setState({ info: waiting("free-for-all", "2004", true), you: null });
    const { unmount } = render(<Waiting />);
    expect(drawnLine()?.textContent).toMatch(
      /^Seats are drawn at random as the game begins \(2004 draft 605\.2\):/,
    );
    unmount();
    useTable.setState({ info: waiting("grand-melee", "2004", true) });
    render(<Waiting />);
    expect(drawnLine()?.textContent).toMatch(/\(2004 draft 607\.2\):/);
  });

  it("Melee and Pentagon, which only the 2004 draft defines, cite 606.2 and 611.2 at a table of any edition", () => {
    useTable.setState({ info: waiting("melee", "current", true), you: null });
    const { unmount } = render(<Waiting />);
    expect(drawnLine()?.textContent).toMatch(/\(2004 draft 606\.2\):/);
    unmount();
    useTable.setState({ info: waiting("pentagon", "current", true) });
    render(<Waiting />);
    expect(drawnLine()?.textContent).toMatch(/\(2004 draft 611\.2\):/);
  });

  it("a seated player waiting is told too; the line goes by the server's field, not the variant", () => {
    useTable.setState({ info: waiting("grand-melee", "current", true), you: { role: "player", seat: 2 } });
    const { unmount } = render(<Waiting />);
    expect(drawnLine()).not.toBeNull();
    unmount();
    // A server older than the field says nothing: no line, and the seats are offered as before.
    useTable.setState({ info: waiting("grand-melee", "current", false), you: null });
    render(<Waiting />);
    expect(drawnLine()).toBeNull();
  });

  it("today's Free-for-All seats its players as listed: no line, and 'Take seat 1'", () => {
    useTable.setState({ info: waiting("free-for-all", "current", false), you: null });
    render(<Waiting />);
    expect(drawnLine()).toBeNull();
    expect(within(section()).getByRole("button", { name: "Take seat 1" })).toBeTruthy();
  });
});
