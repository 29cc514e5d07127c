/**
 * `roundtable connect` at a game's end, at a concession and as the person leaves: the person stays for the
 * table's chat after the game (the others' "gg", and their own — a pipe's last line too, waited for as the
 * input ends), concedes whenever they type it (104.3a), not only when asked, and keeps their seat when they
 * leave before the game begins. A pipe's transcript prints what comes after its input's end on lines of
 * its own.
 */
import { simpleAnswer } from "@roundtable/bots";
import { ClientState, STOP_PRESETS, type ViewMessage } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { api } from "../../server/test/support/server.ts";
import { createTable, joinSeat } from "../../server/test/support/tables.ts";
import { TestClient, until } from "../../server/test/support/wsClient.ts";
import { connectCommand } from "../src/commands/connect.ts";
import { connectProcess } from "./connectProcess.ts";
import { useTableServer } from "./tableServer.ts";
import { chatLines, terminal } from "./terminal.ts";

const DUEL = { variant: "duel", players: 2, seats: [{ kind: "open" }, { kind: "open" }] };

/** Bob at the table over a plain connection, his view followed with the protocol's ClientState. */
async function bobAt(ws: string, http: string, table: string) {
  const client = await TestClient.open(ws);
  const state = new ClientState();
  client.socket.on("message", (data) => {
    const m = JSON.parse(data.toString()) as ViewMessage;
    if (m.type !== "error" && m.type !== "pong") state.receive(m);
  });
  const { seat, token } = await joinSeat(http, table, "Bob");
  client.send({ type: "hello", protocol: 1, table, token });
  await client.nextOf("welcome");
  return { client, state, seat };
}

/**
 * Bob keeps his opening hand when asked (103.5), and answers nothing else: a game whose first mulligan
 * decision is his (he starts, by the table's seed) doesn't wait on him for ever.
 */
function keepsHand(bob: Awaited<ReturnType<typeof bobAt>>): void {
  const answered = new Set<number>();
  const keep = () => {
    for (const d of bob.state.decisions())
      if (d.kind === "mulligan" && d.player === bob.seat && !answered.has(d.id)) {
        answered.add(d.id);
        bob.client.send({ type: "answer", decision: d.id, answer: { keep: true } });
      }
  };
  bob.client.socket.on("message", keep);
  keep();
}

describe("roundtable connect: the game's end and conceding", () => {
  const server = useTableServer("roundtable-connect-end-");

  it("after a game ended by concession, the others' chat is printed and the person's /say gg reaches them; /quit leaves", async () => {
    const t = await createTable(server.http, DUEL);
    const ann = terminal(async () => undefined, { listens: true, stays: true });
    const anns = connectCommand({ url: `${server.http}/tables/${t.id}`, name: "Ann" }, ann);
    await ann.seen(/^Waiting for 1 more player/);
    const bob = await bobAt(server.ws, server.http, t.id);
    // Bob concedes (104.3a): the game is over, Ann wins.
    bob.client.send({ type: "concede" });
    await ann.seen(/^Game over after \d+ turns?\.$/);
    await ann.seen(
      "The game is over: /say TEXT talks to the table; /rematch plays again; /quit (or the end of input, Ctrl-D) leaves.",
    );
    // Ann is still at the table: Bob's line is printed as it comes, and hers reaches him.
    bob.client.send({ type: "say", text: "gg" });
    await ann.seen("[chat] Bob: gg");
    ann.type("/say gg, well played");
    const heard = await bob.client.next(
      (m) => m.type === "chat" && (m.line as { text: string }).text === "gg, well played",
    );
    expect(heard.line).toMatchObject({ from: { role: "player", seat: 1 - bob.seat, name: "Ann" } });
    await ann.seen("[chat] Ann (you): gg, well played");
    // Anything else is answered with what may be typed; /quit leaves.
    ann.type("concede");
    ann.type("/quit");
    expect(await anns).toBe(0);
    await bob.client.close();

    expect(ann.out.filter((l) => /^Ann wins\b/.test(l))).toHaveLength(1);
    const over = ann.out.findIndex((l) => /^Game over after/.test(l));
    expect(chatLines(ann.out.slice(over))).toEqual(["[chat] Bob: gg", "[chat] Ann (you): gg, well played"]);
    expect(ann.out.filter((l) => l.startsWith("The game is over: "))).toHaveLength(2);
    expect(ann.out.join("\n")).not.toMatch(/That is not allowed|The server says|not sent|Unknown command/i);
  }, 120_000);

  it("after the game, the end of input (Ctrl-D) leaves", async () => {
    const t = await createTable(server.http, DUEL);
    const ann = terminal(async () => undefined, { listens: true, stays: true });
    const anns = connectCommand({ url: `${server.http}/tables/${t.id}`, name: "Ann" }, ann);
    await ann.seen(/^Waiting for 1 more player/);
    const bob = await bobAt(server.ws, server.http, t.id);
    bob.client.send({ type: "concede" });
    await ann.seen(/^The game is over: /);
    ann.end();
    expect(await anns).toBe(0);
    await bob.client.close();
  }, 120_000);

  it("piped input: a /say just before the input ends is sent, and its line printed before the client leaves", async () => {
    const t = await createTable(server.http, DUEL);
    // As `printf 'concede\n/say gg\n' | roundtable connect …`: a pipe's lines answer the prompts, then the
    // chat after the game, and the input ends at once after the last.
    const piped = ["concede", "/say gg"];
    const ann = terminal(async () => piped.shift() ?? null, { stays: true });
    const anns = connectCommand({ url: `${server.http}/tables/${t.id}`, name: "Ann" }, ann);
    await until(() => ann.out.some((l) => l.startsWith("Waiting for 1 more player")), "Ann's seat");
    const bob = await bobAt(server.ws, server.http, t.id);
    keepsHand(bob);
    const started = Date.now();
    expect(await anns).toBe(0);
    const heard = await bob.client.next((m) => m.type === "chat");
    expect(heard.line).toMatchObject({ from: { name: "Ann" }, text: "gg" });
    await bob.client.close();
    // Printed as the others read it, once the server sent it back; no wait near the bound (3 s).
    expect(chatLines(ann.out)).toEqual(["[chat] Ann (you): gg"]);
    expect(ann.out.at(-1)).toBe("[chat] Ann (you): gg");
    expect(Date.now() - started).toBeLessThan(2500);
  }, 120_000);

  it("piped input, at the real command: the lines printed after the input's end start on lines of their own, not after a prompt", async () => {
    const t = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
    });
    // As `printf '/say gg\n' | roundtable connect …`: the line answers the first prompt, and the input ends
    // at the next, which concedes; the line comes back from the server after that.
    const cli = connectProcess([`${server.http}/tables/${t.id}`, "--name", "Ann"]);
    cli.stdin.end("/say gg\n");
    expect(await cli.exit()).toEqual({ code: 0, stderr: "" });
    const stdout = cli.out();
    const lines = stdout.split("\n");
    expect(lines).toContain("End of input: you concede.");
    expect(lines).toContain("[chat] Ann (you): gg");
    expect(lines).toContainEqual(expect.stringMatching(/^Game over after \d+ turns?\.$/));
    // A prompt is followed by the line it was answered with, or by the end of its line: nothing printed
    // later (the concession, the chat's line, the result) follows it.
    expect(lines.filter((l) => l.startsWith("> ") || l.endsWith("> "))).toEqual(["> /say gg"]);
    expect(stdout.endsWith("\n")).toBe(true);
  }, 120_000);

  it("the end of input (Ctrl-D) while the table waits for players leaves; the seat stays taken, and its token rejoins it", async () => {
    const t = await createTable(server.http, DUEL);
    const url = `${server.http}/tables/${t.id}`;
    const ann = terminal(async () => undefined, { listens: true });
    const anns = connectCommand({ url, name: "Ann" }, ann);
    await ann.seen(/^Waiting for 1 more player/);
    await until(() => ann.listening(), "Ann's terminal to listen");
    ann.end();
    expect(await anns).toBe(0);
    expect(ann.out).toContain(
      "You leave before the game has begun: seat 1 stays yours, and its token rejoins it.",
    );
    const info = await api<{ status: string; seats: { kind: string; name: string }[] }>(
      server.http,
      "GET",
      `/api/tables/${t.id}`,
    );
    expect(info.body.status).toBe("waiting");
    expect(info.body.seats[0]).toMatchObject({ kind: "human", name: "Ann" });
    // The token printed as she sat down takes her back to her seat.
    const token = /--token (\S+)$/.exec(ann.out.find((l) => l.startsWith("To rejoin")) ?? "")?.[1];
    const again = terminal(async () => undefined, { listens: true });
    const agains = connectCommand({ url, token }, again);
    await again.seen("Waiting for 1 more player — 1. Ann (you), 2. open");
    await until(() => again.listening(), "Ann's terminal to listen");
    again.end();
    expect(await agains).toBe(0);
  }, 120_000);

  it("104.3a: concede typed while another player has priority concedes at once, and the other player sees it", async () => {
    const t = await createTable(server.http, DUEL);
    const ann = terminal(async () => undefined, { listens: true });
    const anns = connectCommand({ url: `${server.http}/tables/${t.id}`, name: "Ann" }, ann);
    await ann.seen(/^Waiting for 1 more player/);
    const bob = await bobAt(server.ws, server.http, t.id);
    // Bob is asked at every priority and keeps his hand; at his first priority he thinks, and thinks.
    bob.client.send({ type: "stops", settings: STOP_PRESETS.all });
    const bobs = () => bob.state.decisions();
    const answered = new Set<number>();
    await until(() => {
      for (const d of bobs())
        if (d.kind !== "priority" && !answered.has(d.id)) {
          answered.add(d.id);
          bob.client.send({ type: "answer", decision: d.id, answer: simpleAnswer(d) });
        }
      return bobs().some((d) => d.kind === "priority") && ann.listening();
    }, "Bob's priority, with nothing asked of Ann");
    expect(bob.state.view()?.decisions.every((d) => d.player === bob.seat)).toBe(true);

    // /quit doesn't leave a game Ann still plays; concede does (no prompt needed).
    ann.type("/quit");
    await ann.seen(
      'You play on: "concede" concedes the game (104.3a); /quit leaves once it is over for you.',
    );
    ann.type("concede");
    // The game ends for Ann at once (a duel: for both); Bob's view says why.
    await ann.seen(/^Game over after/);
    expect(await anns).toBe(0);
    await until(() => bob.state.over(), "Bob to see the game end");
    const view = bob.state.view();
    expect(view?.winners).toEqual([bob.seat]);
    expect(view?.players[1 - bob.seat]).toMatchObject({
      name: "Ann",
      result: "lost",
      reason: expect.stringMatching(/^conceded/),
    });
    await bob.client.close();

    expect(ann.out.filter((l) => l === "You concede.")).toHaveLength(1);
    expect(ann.out).toContainEqual(expect.stringMatching(/^Bob wins\b/));
    expect(ann.out.join("\n")).not.toMatch(/That is not allowed|The server says|Nothing is asked of you/);
  }, 120_000);
});
