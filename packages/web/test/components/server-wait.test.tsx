// @vitest-environment happy-dom
/**
 * The page's notice while a request waits for a table's process that isn't answering (api.ts sends it
 * again after the 503's Retry-After; serverWait.ts counts the waiting requests): shown while one waits,
 * gone when none does — on the table page too, while its connection asks for the table's info
 * (connection.ts), with stand-ins for `fetch` and `WebSocket`.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, ServerWaitNotice } from "../../src/components/App.tsx";
import { useServerWait, waitingFor } from "../../src/serverWait.ts";
import { FakeSocket, ownerUnreachable, reply } from "../fakes.ts";

afterEach(() => {
  cleanup();
  useServerWait.setState({ waiting: 0, why: null });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the notice of a request waiting for the table's process", () => {
  it("says the process is not answering while a request waits, and nothing otherwise", () => {
    render(<ServerWaitNotice />);
    expect(screen.queryByRole("status")).toBeNull();
    act(() => useServerWait.setState({ waiting: 1 }));
    expect(screen.getByRole("status").textContent).toMatch(/not answering\. Trying again/);
    act(() => useServerWait.setState({ waiting: 0 }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says why it waits: a busy replay thread, or a table that can't be loaded just now", async () => {
    render(<ServerWaitNotice />);
    let done = () => {};
    const held = waitingFor("busy", () => new Promise<void>((r) => (done = r)));
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toMatch(/busy with other replays/);
    act(() => done());
    await act(() => held);
    expect(screen.queryByRole("status")).toBeNull();
    const load = waitingFor("unavailable", () => new Promise<void>((r) => (done = r)));
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toMatch(/can't be loaded just now/);
    act(() => done());
    await act(() => load);
    expect(useServerWait.getState()).toEqual({ waiting: 0, why: null });
  });

  it("shows on the table page while its table's info is a 503 owner-unreachable, until the info comes", async () => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    const replies = [ownerUnreachable(), reply(200, { owner: "http://b.example:8703" })];
    vi.stubGlobal("fetch", async () => replies.shift());
    vi.stubGlobal("WebSocket", FakeSocket);
    history.pushState(null, "", "/table/T");
    render(<App />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText("reconnecting…")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/not answering\. Trying again/);
    expect(FakeSocket.made).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole("status")).toBeNull();
    expect(FakeSocket.made.map((s) => s.url)).toEqual(["ws://b.example:8703/ws"]);
    act(() => FakeSocket.made[0].accept());
    expect(screen.getByText("connected")).toBeTruthy();
  });
});
