/**
 * The lobby's requests while a table's owner isn't answering (api.ts): a 503 `owner-unreachable` is sent
 * again after its `Retry-After` — a read always, a join or a create only when the server says it never
 * reached the owner (`sent: false`), so that a seat the owner may have given is not taken twice — until
 * about 20 s have passed; then, or for any other error, the server's message is the error. A 503 `busy`
 * (the replays' thread has too many jobs waiting, nothing done) is sent again likewise, and so is a 503
 * `unavailable` (a table whose load failed, or that is moving: nothing done), its Retry-After waited 5 s at most.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../src/api.ts";
import { useServerWait } from "../src/serverWait.ts";
import { reply, ownerUnreachable as unreachable } from "./fakes.ts";

let replies: ReturnType<typeof reply>[] = [];

/** The server's 503 for a table whose load failed (LoadFailed): Retry-After, the seconds until it tries again. */
const unavailable = (seconds: string) =>
  reply(
    503,
    {
      error: {
        code: "unavailable",
        message: `the table "T" could not be loaded: try again in ${seconds} s`,
      },
    },
    seconds,
  );
const asked: { method: string; path: string }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  replies = [];
  asked.length = 0;
  vi.stubGlobal("fetch", async (path: string, init: { method: string }) => {
    asked.push({ method: init.method, path });
    return replies.length > 1 ? replies.shift()! : replies[0];
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("requests about a table whose owner isn't answering", () => {
  it("a join the owner never received is sent again after Retry-After, until it is answered", async () => {
    replies = [unreachable(false), unreachable(false), reply(200, { seat: 2, token: "t" })];
    const joined = api.join("T", "Ann");
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    expect(useServerWait.getState().waiting).toBe(1); // the page says it waits (App.tsx)
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(joined).resolves.toEqual({ seat: 2, token: "t" });
    expect(useServerWait.getState().waiting).toBe(0);
    expect(asked).toEqual(Array(3).fill({ method: "POST", path: "/api/tables/T/seats" }));
  });

  it("a join the owner may have received (no `sent: false`) is not sent twice: the message is the error", async () => {
    replies = [unreachable()];
    await expect(api.join("T", "Ann")).rejects.toThrow(/is not answering/);
    expect(asked).toHaveLength(1);
  });

  it("a read is sent again whether or not it reached the owner", async () => {
    replies = [unreachable(), reply(200, { games: [] })];
    const games = api.games();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(games).resolves.toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it("gives up after about 20 s with the server's message", async () => {
    replies = [unreachable(false)];
    const joined = api.join("T", "Ann");
    const failed = expect(joined).rejects.toThrow(/is not answering/);
    await vi.advanceTimersByTimeAsync(25_000);
    await failed;
    expect(useServerWait.getState().waiting).toBe(0);
    expect(asked.length).toBeGreaterThanOrEqual(19);
    expect(asked.length).toBeLessThanOrEqual(21);
  });

  it("a replay's step or position refused as busy (503, the replay thread's queue full) is asked again after Retry-After", async () => {
    const busy = reply(
      503,
      { error: { code: "busy", message: "the server has 8 replays waiting already" } },
      "2",
    );
    replies = [busy, reply(200, { filename: "g-step-3.json" })];
    const saved = api.gamePosition("g", 3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(saved).resolves.toEqual({ filename: "g-step-3.json" });
    expect(asked).toEqual(Array(2).fill({ method: "GET", path: "/api/games/g/position?step=3" }));
  });

  it("a table whose load failed (503 unavailable) is asked again after Retry-After — a join too: the server did nothing with it", async () => {
    replies = [unavailable("2"), reply(200, { seat: 1, token: "t" })];
    const joined = api.join("T", "Ann");
    await vi.advanceTimersByTimeAsync(1999);
    expect(asked).toHaveLength(1);
    expect(useServerWait.getState().waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(joined).resolves.toEqual({ seat: 1, token: "t" });
    expect(useServerWait.getState().waiting).toBe(0);
    expect(asked).toEqual(Array(2).fill({ method: "POST", path: "/api/tables/T/seats" }));
  });

  it("a long Retry-After (a load failed again and again waits up to a minute) is waited 5 s at most; after about 20 s the server's message is the error", async () => {
    replies = [unavailable("60")];
    const info = api.table("T");
    const failed = expect(info).rejects.toThrow('the table "T" could not be loaded: try again in 60 s');
    await vi.advanceTimersByTimeAsync(4999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    await failed;
    expect(asked).toHaveLength(4); // at 0, 5, 10 and 15 s: the next wait would end after the 20 s
    expect(useServerWait.getState().waiting).toBe(0);
  });

  it("other errors are not sent again", async () => {
    replies = [reply(409, { error: { code: "seat-taken", message: "seat 3 is taken" } })];
    await expect(api.join("T", "Ann", 2)).rejects.toThrow("seat 3 is taken");
    expect(asked).toHaveLength(1);
  });
});
