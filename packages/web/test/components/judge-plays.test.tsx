// @vitest-environment happy-dom
/**
 * The table's maker at the table (principle 4; docs/web.md, "Judge's view"): taking a seat from the table
 * page sends the judge token this browser holds for the table (the server marks the seat the judge's), and
 * the table page's "Judge view" link is offered only where the server gives the judge's view — not while
 * the judge plays at a table with other people (TableInfo's `judgeSeat`) and the game isn't over; a practice
 * table against bots keeps it, and so does a finished game.
 */
import type { SeatInfo, TableInfo } from "@roundtable/protocol";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SitDown } from "../../src/components/SitDown.tsx";
import { TableLinks } from "../../src/components/TableLinks.tsx";
import { savedToken, saveJudgeToken } from "../../src/seatTokens.ts";
import { useTable } from "../../src/store.ts";

const seat = (n: number, kind: SeatInfo["kind"]): SeatInfo => ({
  seat: n,
  kind,
  name: `Seat ${n + 1}`,
  connected: true,
});
const info = (status: TableInfo["status"], seats: SeatInfo[], judgeSeat?: number): TableInfo => ({
  id: "T",
  name: "Friday",
  variant: "duel",
  edition: "current",
  players: seats.length,
  status,
  seats,
  settings: {},
  seq: 3,
  hash: null,
  hashSeq: null,
  ...(judgeSeat === undefined ? {} : { judgeSeat }),
});
const judgeLink = () => screen.queryByRole("link", { name: "Judge view" });

beforeEach(() => {
  localStorage.clear();
  useTable.setState({ info: null, you: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Judge view" for the table\'s maker', () => {
  it("not while the judge plays at a table with another person, or a seat open for one, and the game isn't over", () => {
    saveJudgeToken("T", "judge-token");
    for (const table of [
      info("playing", [seat(0, "human"), seat(1, "human")], 0),
      info("waiting", [seat(0, "human"), seat(1, "open")], 0),
      info("playing", [seat(0, "bot"), seat(1, "human"), seat(2, "human")], 1),
    ]) {
      useTable.setState({ info: table });
      render(<TableLinks table="T" judge={false} />);
      expect(judgeLink()).toBeNull();
      cleanup();
    }
  });

  it("once the game is over; at a practice table (every other seat a bot); where the judge plays no seat", () => {
    saveJudgeToken("T", "judge-token");
    for (const table of [
      info("over", [seat(0, "human"), seat(1, "human")], 0),
      info("playing", [seat(0, "human"), seat(1, "bot"), seat(2, "bot")], 0),
      info("playing", [seat(0, "human"), seat(1, "human")]),
    ]) {
      useTable.setState({ info: table });
      render(<TableLinks table="T" judge={false} />);
      expect(judgeLink()?.getAttribute("href")).toBe("/table/T/judge");
      cleanup();
    }
  });

  it("not before the server's info says which (the welcome's)", () => {
    saveJudgeToken("T", "judge-token");
    render(<TableLinks table="T" judge={false} />);
    expect(judgeLink()).toBeNull();
  });

  it("never without the judge token", () => {
    useTable.setState({ info: info("over", [seat(0, "human"), seat(1, "human")], 0) });
    render(<TableLinks table="T" judge={false} />);
    expect(judgeLink()).toBeNull();
  });
});

describe("taking a seat", () => {
  const calls: { url: string; auth: string | null; body: unknown }[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get("authorization");
      calls.push({ url, auth, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ seat: 0, token: "seat-token" }), { status: 201 });
    });
    // The seat taken, the page connects again as its player: not in this test.
    useTable.setState({ open: () => {} });
  });

  it("with the judge token this browser holds for the table: its maker sits down as its judge", async () => {
    saveJudgeToken("T", "judge-token");
    render(<SitDown table="T" seat={0} variant="duel" drawn={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Take seat 1" }));
    await waitFor(() => expect(savedToken("T")).toBe("seat-token"));
    expect(calls).toEqual([
      { url: "/api/tables/T/seats", auth: "Bearer judge-token", body: { name: "Player", seat: 0 } },
    ]);
  });

  it("with no token where this browser holds none", async () => {
    render(<SitDown table="T" seat={1} variant="duel" drawn={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Take seat 2" }));
    await waitFor(() => expect(savedToken("T")).toBe("seat-token"));
    expect(calls).toEqual([{ url: "/api/tables/T/seats", auth: null, body: { name: "Player", seat: 1 } }]);
  });
});
