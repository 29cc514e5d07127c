/**
 * The table's WebSocket (connection.ts) with several server processes: it connects to the owner the
 * table's info names; an owner's address that can't be opened is not tried again (this page's host
 * relays), but after the table moves, its new owner's address is. While the owner isn't answering (the
 * info a 503 `owner-unreachable`), the info is asked again after Retry-After and the page says it waits.
 * Globals are stand-ins: `location`, `fetch` (the table's info) and `WebSocket` (sockets the test opens or
 * closes).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connect } from "../src/connection.ts";
import { useServerWait } from "../src/serverWait.ts";
import { FakeSocket, ownerUnreachable, reply } from "./fakes.ts";

let owner: string | undefined;
/** Answers to the table's info before the owner's (each taken once). */
let before: ReturnType<typeof reply>[] = [];
const asked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  before = [];
  asked.length = 0;
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("location", { protocol: "http:", host: "page.example:8702" });
  vi.stubGlobal("fetch", async (path: string) => {
    asked.push(path);
    return before.shift() ?? reply(200, owner === undefined ? {} : { owner });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets the connection's pending fetch resolve and its retry timer (at most 4 s) fire. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(4100);
}

describe("the table's WebSocket with several processes", () => {
  it("connects to the named owner; an owner not reached is relayed through the page's host; a new owner is tried", async () => {
    owner = "http://a.example:8701";
    const statuses: boolean[] = [];
    const c = connect(
      "T",
      "token",
      () => null,
      () => {},
      (open) => statuses.push(open),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.made.map((s) => s.url)).toEqual(["ws://a.example:8701/ws"]);
    FakeSocket.made[0].close(); // never opened: a.example isn't reachable from here
    await settle();
    expect(FakeSocket.made.map((s) => s.url).at(-1)).toBe("ws://page.example:8702/ws");
    FakeSocket.made.at(-1)!.accept();
    expect(JSON.parse(FakeSocket.made.at(-1)!.sent[0])).toMatchObject({ type: "hello", table: "T" });
    // Closed (the table moved): a.example is still named, and still not tried; then a new owner is.
    FakeSocket.made.at(-1)!.close();
    await settle();
    expect(FakeSocket.made.map((s) => s.url).at(-1)).toBe("ws://page.example:8702/ws");
    owner = "http://b.example:8703";
    FakeSocket.made.at(-1)!.close();
    await settle();
    expect(FakeSocket.made.map((s) => s.url).at(-1)).toBe("ws://b.example:8703/ws");
    expect(statuses).toEqual([false, true, false, false]);
    c.close();
  });

  it("with one process (no owner named) connects to the page's host", async () => {
    owner = undefined;
    const c = connect(
      "T",
      null,
      () => 7,
      () => {},
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.made.map((s) => s.url)).toEqual(["ws://page.example:8702/ws"]);
    FakeSocket.made[0].accept();
    expect(JSON.parse(FakeSocket.made[0].sent[0])).toEqual({
      type: "hello",
      protocol: 1,
      table: "T",
      lastSeq: 7,
    });
    c.close();
  });

  /**
   * A connection to owner A that is welcomed; then A dies: its socket closes, and until another process
   * takes the table over (owner B), the table's info is a 503 twice. Half a second later the info is asked.
   */
  async function ownerDies(): Promise<ReturnType<typeof connect>> {
    owner = "http://a.example:8701";
    const c = connect(
      "T",
      "token",
      () => 7,
      () => {},
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.made[0].accept();
    FakeSocket.made[0].onmessage?.({ data: JSON.stringify({ type: "welcome" }) });
    before = [ownerUnreachable(), ownerUnreachable()];
    owner = "http://b.example:8703";
    asked.length = 0;
    FakeSocket.made[0].close();
    await vi.advanceTimersByTimeAsync(500);
    return c;
  }

  it("its owner dead, asks the table's info again after Retry-After while it is a 503, saying it waits; then connects to the new owner", async () => {
    const c = await ownerDies();
    expect(asked).toEqual(["/api/tables/T"]);
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    expect(FakeSocket.made).toHaveLength(1); // no socket while the info waits, not even to the page's host
    expect(useServerWait.getState().waiting).toBe(1); // the page's notice (App.tsx)
    await vi.advanceTimersByTimeAsync(1001);
    expect(asked).toHaveLength(3);
    expect(useServerWait.getState().waiting).toBe(0);
    expect(FakeSocket.made.map((s) => s.url)).toEqual(["ws://a.example:8701/ws", "ws://b.example:8703/ws"]);
    FakeSocket.made[1].accept();
    expect(JSON.parse(FakeSocket.made[1].sent[0])).toMatchObject({ type: "hello", table: "T", lastSeq: 7 });
    c.close();
  });

  it("closed while the table's info waits after a 503 (the page left the table), stops waiting: no notice, no request, no socket", async () => {
    const c = await ownerDies();
    expect(useServerWait.getState().waiting).toBe(1);
    c.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(useServerWait.getState().waiting).toBe(0); // the notice goes with the page
    await vi.advanceTimersByTimeAsync(25_000);
    expect(asked).toEqual(["/api/tables/T"]);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("tries again after 0.5 s, then twice as long after each try the server didn't answer, up to 4 s; an answer sets the wait back", async () => {
    owner = undefined;
    const c = connect(
      "T",
      null,
      () => null,
      () => {},
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    /** Closes the newest socket (`answer`: after the server's first message) and says when the next opens. */
    const retryTime = async (answer: boolean): Promise<number> => {
      const made = FakeSocket.made.length;
      const socket = FakeSocket.made[made - 1];
      socket.accept();
      if (answer) socket.onmessage?.({ data: JSON.stringify({ type: "welcome" }) });
      socket.close();
      for (let ms = 0; ms <= 5000; ms += 100) {
        if (FakeSocket.made.length > made) return ms;
        await vi.advanceTimersByTimeAsync(100);
      }
      throw new Error("no new socket within 5 s");
    };
    const waits: number[] = [];
    for (const answer of [false, false, false, false, false, true, false])
      waits.push(await retryTime(answer));
    expect(waits).toEqual([500, 1000, 2000, 4000, 4000, 500, 500]);
    c.close();
  });
});
