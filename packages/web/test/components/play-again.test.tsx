// @vitest-environment happy-dom
/**
 * The game-over banner's "Play again" (PlayAgain.tsx): nothing before the server says the game is over; a
 * player's "Play again" makes the rematch with their seat token, keeps the new seat's token (and the judge
 * token of the table it made) and goes there; once a rematch exists it reads "Join the rematch", and a
 * browser seated there already just goes; spectators and the judge get a link to it.
 */
import type { TableInfo } from "@roundtable/protocol";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlayAgain } from "../../src/components/PlayAgain.tsx";
import { judgeToken, savedToken, saveToken } from "../../src/seatTokens.ts";
import { useTable } from "../../src/store.ts";

const info = (status: TableInfo["status"], rematch?: string): TableInfo => ({
  id: "OLD",
  name: "Friday",
  variant: "duel",
  edition: "current",
  players: 2,
  status,
  seats: [],
  settings: {},
  seq: 10,
  hash: null,
  hashSeq: null,
  ...(rematch === undefined ? {} : { rematch }),
});
const player = { role: "player" as const, seat: 1 };
const calls: { url: string; method: string; auth: string | null }[] = [];

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  history.replaceState(null, "", "/table/OLD");
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, method: init.method ?? "GET", auth: headers.get("authorization") });
    const body = {
      id: "NEW",
      judgeToken: "judge-of-new",
      table: info("waiting"),
      seat: 1,
      token: "seat-of-new",
    };
    return new Response(JSON.stringify(body), { status: 201 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Play again", () => {
  it("shows nothing until the server says the game is over", () => {
    useTable.setState({ info: info("playing"), you: player });
    const { container } = render(<PlayAgain table="OLD" />);
    expect(container.textContent).toBe("");
  });

  it("makes the rematch with the player's seat token, keeps the new tokens and goes there", async () => {
    saveToken("OLD", "seat-of-old");
    useTable.setState({ info: info("over"), you: player });
    render(<PlayAgain table="OLD" />);
    fireEvent.click(screen.getByRole("button", { name: "Play again" }));
    await waitFor(() => expect(location.pathname).toBe("/table/NEW"));
    expect(calls).toEqual([{ url: "/api/tables/OLD/rematch", method: "POST", auth: "Bearer seat-of-old" }]);
    expect(savedToken("NEW")).toBe("seat-of-new");
    expect(judgeToken("NEW")).toBe("judge-of-new");
  });

  it('reads "Join the rematch" once one exists; seated there already, it just goes', async () => {
    saveToken("OLD", "seat-of-old");
    useTable.setState({ info: info("over", "NEW"), you: player });
    render(<PlayAgain table="OLD" />);
    expect(screen.queryByRole("button", { name: "Play again" })).toBeNull();
    saveToken("NEW", "kept");
    fireEvent.click(screen.getByRole("button", { name: "Join the rematch" }));
    await waitFor(() => expect(location.pathname).toBe("/table/NEW"));
    expect(calls).toEqual([]);
    expect(savedToken("NEW")).toBe("kept");
  });

  it("shows the server's refusal", async () => {
    saveToken("OLD", "seat-of-old");
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(
          JSON.stringify({ error: { code: "not-waiting", message: "the game has already started" } }),
          {
            status: 409,
          },
        ),
    );
    useTable.setState({ info: info("over", "NEW"), you: player });
    render(<PlayAgain table="OLD" />);
    fireEvent.click(screen.getByRole("button", { name: "Join the rematch" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "the game has already started");
    expect(location.pathname).toBe("/table/OLD");
  });

  it("spectators and the judge get a link to the rematch, once there is one", () => {
    useTable.setState({ info: info("over"), you: { role: "spectator", seat: null } });
    const { container, rerender } = render(<PlayAgain table="OLD" />);
    expect(container.textContent).toBe("");
    useTable.setState({ info: info("over", "NEW"), you: { role: "judge", seat: null } });
    rerender(<PlayAgain table="OLD" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the rematch" }).getAttribute("href")).toBe("/table/NEW");
  });
});
