/**
 * `roundtable connect` leaving before the start. From a pipe, the commands (`/say`, `/leave`) are read and
 * done while the table waits for its players, as a terminal's are, and its other lines still answer the
 * prompts; its end there leaves as Ctrl-D does. `/leave` typed just as the last seat is taken is refused by
 * the server (`POST /api/tables/:id/leave` with `concede: false`): the terminal says the game has begun and
 * the person plays on, with their seat (104.3a: conceding is theirs to say).
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { AutoPlayer } from "../../server/test/support/autoPlayer.ts";
import { api } from "../../server/test/support/server.ts";
import { createTable, joinSeat } from "../../server/test/support/tables.ts";
import { TestClient, until } from "../../server/test/support/wsClient.ts";
import { connectCommand } from "../src/commands/connect.ts";
import { connectProcess } from "./connectProcess.ts";
import { useTableServer } from "./tableServer.ts";
import { terminal } from "./terminal.ts";

const DUEL = { variant: "duel", players: 2, seats: [{ kind: "open" }, { kind: "open" }] };

/** The table's info, as anyone may read it. */
async function infoOf(http: string, table: string): Promise<TableInfo> {
  return (await api<TableInfo>(http, "GET", `/api/tables/${table}`)).body;
}

/** Bob plays seat `seat` with `token` by himself (keeps, passes): the game never waits on him. */
async function autoBob(ws: string, table: string, { seat, token }: { seat: number; token: string }) {
  const client = await TestClient.open(ws);
  new AutoPlayer(client, seat);
  client.send({ type: "hello", protocol: 1, table, token });
  onTestFinished(() => client.close());
  return client;
}

describe("roundtable connect: leaving before the start", () => {
  const server = useTableServer("roundtable-connect-leave-");

  it("piped input: /say and /leave are read while the table waits; the line is said, then the seat given up (open again in the table's info)", async () => {
    const t = await createTable(server.http, DUEL);
    // As `printf '/say bye\n/leave\n' | roundtable connect …`, the pipe left open: /leave alone leaves.
    const cli = connectProcess([`${server.http}/tables/${t.id}`, "--name", "Ann"]);
    cli.stdin.write("/say bye\n/leave\n");
    expect(await cli.exit()).toEqual({ code: 0, stderr: "" });
    const lines = cli.out().split("\n");
    const at = (l: string) => lines.indexOf(l);
    const gaveUp = `You gave up seat 1 at table ${t.id}: it is open for someone else, and its token is no longer the table's.`;
    expect(at("Waiting for 1 more player — 1. Ann (you), 2. open")).toBeGreaterThan(-1);
    // Each command is shown as it is read; the line comes back from the server before the seat is given up.
    const [say, leave, said, left] = ["/say bye", "/leave", "[chat] Ann (you): bye", gaveUp].map(at);
    expect(say).toBeGreaterThan(-1);
    expect(leave).toBeGreaterThan(say);
    expect(said).toBeGreaterThan(say);
    expect(left).toBeGreaterThan(Math.max(leave, said));
    const info = await infoOf(server.http, t.id);
    expect(info.status).toBe("waiting");
    expect(info.seats.map((s) => s.kind)).toEqual(["open", "open"]);
  }, 120_000);

  it("piped input: a line that is not a command stays for the first prompt (concede, 104.3a) while /say before it is said in the lobby", async () => {
    const t = await createTable(server.http, DUEL);
    // As `printf '/say gl\nconcede\n' | roundtable connect …`: the line is said while Ann waits; "concede"
    // answers her first prompt once the game has begun, and the input's end after the game leaves.
    const cli = connectProcess([`${server.http}/tables/${t.id}`, "--name", "Ann"]);
    cli.stdin.end("/say gl\nconcede\n");
    await until(() => cli.out().includes("[chat] Ann (you): gl\n"), "Ann's line, said before the start");
    expect((await infoOf(server.http, t.id)).status).toBe("waiting");
    await autoBob(server.ws, t.id, await joinSeat(server.http, t.id, "Bob"));
    expect(await cli.exit()).toEqual({ code: 0, stderr: "" });
    const lines = cli.out().split("\n");
    // Asked once, and answered with the pipe's "concede", echoed after the prompt.
    expect(lines.filter((l) => l.endsWith("> concede"))).toHaveLength(1);
    expect(lines).toContain("You concede.");
    expect(lines).toContainEqual(expect.stringMatching(/^Bob wins\b/));
    expect(lines.join("\n")).not.toMatch(/Nothing is asked of you|End of input/);
    const info = await infoOf(server.http, t.id);
    expect(info.status).toBe("over");
    expect(info.seats.map((s) => [s.kind, s.name])).toEqual([
      ["human", "Ann"],
      ["human", "Bob"],
    ]);
  }, 120_000);

  it("piped input: its end while the table waits leaves, as Ctrl-D does; the seat stays the person's", async () => {
    const t = await createTable(server.http, DUEL);
    const cli = connectProcess([`${server.http}/tables/${t.id}`, "--name", "Ann"]);
    cli.stdin.end("/say back soon\n");
    expect(await cli.exit()).toEqual({ code: 0, stderr: "" });
    const lines = cli.out().split("\n");
    expect(lines).toContain("[chat] Ann (you): back soon");
    expect(lines).toContain(
      "You leave before the game has begun: seat 1 stays yours, and its token rejoins it.",
    );
    const info = await infoOf(server.http, t.id);
    expect(info.status).toBe("waiting");
    expect(info.seats[0]).toMatchObject({ kind: "human", name: "Ann" });
  }, 120_000);

  it("104.3a: /leave sent just as the last seat is taken is refused: the terminal says the game has begun, and the person plays on with their seat", async () => {
    const t = await createTable(server.http, DUEL);
    const url = `${server.http}/tables/${t.id}`;
    // The race, made certain: Bob takes the last seat (the game begins with it, 103) as Ann's terminal asks
    // for the leave — after her /leave was taken while the table waited, before its request is sent.
    const realFetch = globalThis.fetch;
    let bob: { seat: number; token: string } | undefined;
    const fetches = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (String(input).endsWith(`/api/tables/${t.id}/leave`) && bob === undefined)
        bob = await joinSeat(server.http, t.id, "Bob");
      return realFetch(input, init);
    });
    onTestFinished(() => fetches.mockRestore());
    // Ann concedes at her first prompt: she is asked, so she plays — once the test has read the table's info
    // (her prompt may come before it does: conceding at once would end the game first).
    const asked: string[] = [];
    let infoRead = () => {};
    const read = new Promise<void>((resolve) => {
      infoRead = resolve;
    });
    const ann = terminal(
      async (prompt) => {
        asked.push(prompt);
        await read;
        return "concede";
      },
      { listens: true },
    );
    const anns = connectCommand({ url, name: "Ann" }, ann);
    await ann.seen("Waiting for 1 more player — 1. Ann (you), 2. open");
    await until(() => ann.listening(), "Ann's terminal to listen");
    ann.type("/leave");
    await ann.seen(
      'Your seat was not given up: the game has begun, its last seat taken as you left. You play on: "concede" concedes it (104.3a).',
    );
    expect(bob).toBeDefined();
    // Nothing was conceded: the game goes on, Ann in her seat.
    const info = await infoOf(server.http, t.id);
    expect(info.status).toBe("playing");
    expect(info.seats.map((s) => [s.kind, s.name])).toEqual([
      ["human", "Ann"],
      ["human", "Bob"],
    ]);
    infoRead();
    await autoBob(server.ws, t.id, bob as { seat: number; token: string });
    expect(await anns).toBe(0);
    expect(asked.length).toBe(1);
    expect(ann.out).toContain("You concede.");
    expect(ann.out).toContainEqual(expect.stringMatching(/^Bob wins\b/));
    expect(ann.out.join("\n")).not.toMatch(/You gave up|You leave before the game has begun/);
  }, 120_000);
});
