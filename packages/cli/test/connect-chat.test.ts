import { createServer, type Socket, connect as tcpConnect } from "node:net";
import { ClientState } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { createTable, joinSeat } from "../../server/test/support/tables.ts";
import { TestClient } from "../../server/test/support/wsClient.ts";
import { connectCommand } from "../src/commands/connect.ts";
import { TableChat } from "../src/remote/chat.ts";
import { useTableServer } from "./tableServer.ts";
import { chatLines, terminal } from "./terminal.ts";

/** A TCP relay in front of the server whose connections `cut` ends: the client's connection is lost. */
async function relayTo(http: string) {
  const port = Number(new URL(http).port);
  const open = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = tcpConnect(port, "127.0.0.1");
    open.add(client);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end);
    upstream.on("error", end);
    client.on("close", end);
    upstream.on("close", end);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const address = relay.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`,
    cut: () => {
      for (const s of open) s.destroy();
    },
    close: () => relay.close(),
  };
}

describe("roundtable connect: the table's chat", () => {
  const server = useTableServer("roundtable-connect-chat-");

  it("810.5 Two-Headed Giant: a /team line is printed at the teammate's terminal only, a /say line at every one, as they arrive", async () => {
    const t = await createTable(server.http, {
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "open" }, { kind: "bot" }],
    });
    const url = `${server.http}/tables/${t.id}`;
    const team = "hold your flyer back, I hold Fog";
    // Ann says a line to her team and one to the table at her first prompt; once she has heard her own
    // table line she types something else, then concedes: her team loses together (810.8a), the game ends.
    const script = [`/team ${team}`, "/say   good luck, all ", "what?", "concede"];
    const ann = terminal(async (_prompt, me) => {
      if (script.length === 2) await me.seen("[chat] Ann (you): good luck, all");
      return script.shift() ?? "concede";
    });
    const ben = terminal();
    const cat = terminal();
    // Seats in order: Ann and Ben are a team (seats 1 and 2), Cat plays beside the bot.
    const anns = connectCommand({ url, name: "Ann" }, ann);
    await ann.seen(/^Waiting for 2 more players/);
    const bens = connectCommand({ url, name: "Ben" }, ben);
    await ben.seen(/^Waiting for 1 more player/);
    const cats = connectCommand({ url, name: "Cat" }, cat);
    expect(await Promise.all([anns, bens, cats])).toEqual([0, 0, 0]);

    expect(chatLines(ann.out)).toEqual([`[team] Ann (you): ${team}`, "[chat] Ann (you): good luck, all"]);
    expect(chatLines(ben.out)).toEqual([`[team] Ann: ${team}`, "[chat] Ann: good luck, all"]);
    expect(chatLines(cat.out)).toEqual(["[chat] Ann: good luck, all"]);
    for (const who of [ann, ben, cat]) {
      const text = who.out.join("\n");
      expect(text).not.toMatch(/doesn't understand|That is not allowed|The server says|not sent/);
      expect(who.out).toContainEqual(
        expect.stringMatching(/^Chat: \/say TEXT talks to the table, \/team TEXT to your team\b/),
      );
    }
    expect(cat.out.join("\n")).not.toContain("I hold Fog");
    // Ann and Ben sat down before the game began, Cat as it began: each is told they have a team, Ann and
    // Ben from the table's seats (their teams are known in the lobby), Cat from the game's view.
    for (const who of [ann, ben, cat])
      expect(who.out).toContain("Chat: /say TEXT talks to the table, /team TEXT to your team.");
    // The prompts' help names the chat's commands, /team too in a game with teams.
    expect(ann.out).toContainEqual(
      expect.stringMatching(/\(or "concede"; \/say TEXT talks to the table, \/team TEXT to your team\)\.$/),
    );
  }, 120_000);

  it("/say at a prompt is said; a refusal is printed while the prompt waits; a spectator's /say is told why not", async () => {
    const t = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
    });
    const url = `${server.http}/tables/${t.id}`;
    // A spectator, in first: the table waits for Ann. It types while nothing is asked.
    const watcher = terminal(async () => undefined, { listens: true });
    const watching = connectCommand({ url, spectate: true }, watcher);
    await watcher.seen(/^Waiting for 1 more player/);
    watcher.type("/say Ann has a Fog");
    await watcher.seen(/^Spectators read the table's chat but don't write in it/);

    let step = 0;
    const ann = terminal(async (_prompt, me) => {
      switch (step++) {
        case 0:
          return "/say gl hf";
        case 1:
          return "/team psst"; // a duel has no teams: the server refuses it
        case 2:
          // The refusal is printed while this prompt waits, not after the answer.
          await me.seen(/^Your line "psst" was not sent: .* \(no-team\)\.$/);
          return "/say";
        case 3:
          return "/shout hey";
        case 4:
          return `/say ${"x".repeat(501)}`;
        case 5:
          return "what?";
        default:
          return "concede";
      }
    });
    expect(await connectCommand({ url, name: "Ann" }, ann)).toBe(0);
    expect(await watching).toBe(0);

    const lines = ann.out.filter((l) => /^\[chat\]|not sent|Not sent|Unknown command/i.test(l));
    expect(lines).toEqual([
      "[chat] Ann (you): gl hf",
      expect.stringMatching(/^Your line "psst" was not sent: this table has no teams.* \(no-team\)\.$/),
      "Not sent: type your line after /say.",
      'Unknown command "/shout": /say TEXT talks to the table; /mute NAME hides someone\'s lines for this session, /unmute NAME shows them again.',
      "Not sent: a line has at most 500 characters.",
    ]);
    expect(ann.out).toContain("Chat: /say TEXT talks to the table.");
    // Asked once more after conceding: no. The prompts' help names /say, and not /team: a duel has no teams.
    expect(ann.out.filter((l) => l === "You concede.")).toHaveLength(1);
    expect(ann.out).toContainEqual(
      expect.stringMatching(/\(or "concede"; \/say TEXT talks to the table\)\.$/),
    );
    // The spectator read Ann's line and said nothing.
    expect(chatLines(watcher.out)).toEqual(["[chat] Ann: gl hf"]);
  }, 120_000);

  it("where the table lets spectators talk, a spectator's /say is said under their name; /mute hides a player's lines for the session, never the judge's, and /unmute prints those hidden", async () => {
    const t = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
      settings: { spectatorsChat: true },
    });
    const url = `${server.http}/tables/${t.id}`;
    const sam = terminal(async () => undefined, { listens: true });
    const watching = connectCommand({ url, spectate: true, name: "Sam" }, sam);
    await sam.seen(/^Waiting for 1 more player/);
    await sam.seen("Chat: /say TEXT talks to the table, as Sam (a spectator).");
    sam.type("/say gl both");
    await sam.seen("[chat] Sam (spectator, you): gl both");
    sam.type("/team psst");
    await sam.seen("Spectators have no team: /say TEXT talks to the table.");

    // Ann sits down (the game begins) and talks; the judge too.
    const ann = await TestClient.open(server.ws);
    ann.send({
      type: "hello",
      protocol: 1,
      table: t.id,
      token: (await joinSeat(server.http, t.id, "Ann")).token,
    });
    // Sam's line, in Ann's welcome: a spectator's, to the table.
    expect(((await ann.nextOf("welcome")) as { chat: unknown[] }).chat).toMatchObject([
      { from: { role: "spectator", spectator: 1, name: "Sam" }, to: "table", text: "gl both" },
    ]);
    const judge = await TestClient.open(server.ws);
    judge.send({ type: "hello", protocol: 1, table: t.id, token: t.judgeToken });
    await judge.nextOf("welcome");
    const says = async (c: TestClient, text: string) => {
      c.send({ type: "say", text });
      await c.next((m) => m.type === "chat" && (m.line as { text: string }).text === text);
    };
    await says(ann, "thanks Sam");
    await sam.seen("[chat] Ann: thanks Sam");

    sam.type("/mute ann");
    await sam.seen("ann is muted: their lines are hidden for this session (/unmute ann shows them).");
    sam.type("/mute Judge");
    await sam.seen("The judge's lines can't be muted.");
    await says(ann, "you can't hear this");
    await says(judge, "the judge is heard");
    await sam.seen("[chat] Judge: the judge is heard");
    expect(sam.out).not.toContain("[chat] Ann: you can't hear this");
    sam.type("/unmute Ann");
    await sam.seen("Ann is unmuted: the 1 line hidden:");
    await sam.seen("[chat] Ann: you can't hear this");
    await says(ann, "back again");
    await sam.seen("[chat] Ann: back again");

    ann.send({ type: "concede" });
    expect(await watching).toBe(0);
    await Promise.all([ann.close(), judge.close()]);
    expect(chatLines(sam.out)).toEqual([
      "[chat] Sam (spectator, you): gl both",
      "[chat] Ann: thanks Sam",
      "[chat] Judge: the judge is heard",
      "[chat] Ann: you can't hear this",
      "[chat] Ann: back again",
    ]);
  }, 120_000);

  it("a reconnection's welcome prints only the lines said while the client was away: none twice", async () => {
    const t = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "open" }],
    });
    const judge = await TestClient.open(server.ws);
    judge.send({ type: "hello", protocol: 1, table: t.id, token: t.judgeToken });
    await judge.nextOf("welcome");
    const judgeSays = async (text: string) => {
      judge.send({ type: "say", text });
      await judge.next((m) => m.type === "chat" && (m.line as { text: string }).text === text);
    };
    await judgeSays("welcome to the table");

    const relay = await relayTo(server.http);
    const ann = terminal(async () => "concede", { listens: true });
    const anns = connectCommand({ url: relay.url, table: t.id, name: "Ann", retryMs: 200 }, ann);
    // The welcome's line; then Ann's own, typed while she waits for a second player; then the judge's.
    await ann.seen("[chat] Judge: welcome to the table");
    ann.type("/say anyone?");
    await ann.seen("[chat] Ann (you): anyone?");
    await judgeSays("Bob is on his way");
    await ann.seen("[chat] Judge: Bob is on his way");
    // The connection is lost; the judge talks meanwhile; the client comes back with all four lines.
    relay.cut();
    await ann.seen(/^The connection was lost/);
    await judgeSays("while you were away");
    await ann.seen("[chat] Judge: while you were away");
    // Bob sits down: the game begins, and ends as he concedes (or Ann does, at her first prompt).
    const bob = await TestClient.open(server.ws);
    bob.send({
      type: "hello",
      protocol: 1,
      table: t.id,
      token: (await joinSeat(server.http, t.id, "Bob")).token,
    });
    await bob.nextOf("welcome");
    bob.send({ type: "concede" });
    expect(await anns).toBe(0);
    relay.close();
    await Promise.all([judge.close(), bob.close()]);

    expect(ann.out.filter((l) => l.startsWith("Reconnecting in"))).toHaveLength(1);
    expect(chatLines(ann.out)).toEqual([
      "[chat] Judge: welcome to the table",
      "[chat] Ann (you): anyone?",
      "[chat] Judge: Bob is on his way",
      "[chat] Judge: while you were away",
    ]);
    // The line said away came with the welcome, after the reconnection.
    const back = ann.out.findIndex((l) => l.startsWith("Reconnecting in"));
    expect(ann.out.indexOf("[chat] Judge: while you were away")).toBeGreaterThan(back);
  }, 120_000);
});

describe("the chat's wait for the person's last lines, as the terminal leaves", () => {
  it("never hangs: a line the server doesn't answer is given up after the bound; refusals answer lines as their echoes do", async () => {
    const out: string[] = [];
    const chat = new TableChat({ ask: async () => null, write: (l) => out.push(l) }, new ClientState());
    await chat.settled(5000); // nothing said: nothing to wait for
    expect(chat.typed("/say anyone there?", () => true)).toBe(true);
    let start = Date.now();
    await chat.settled(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(190);
    expect(Date.now() - start).toBeLessThan(2000);
    // The server refuses both lines: the wait ends as the last is answered, long before its bound.
    chat.typed("/say again", () => true);
    start = Date.now();
    const waited = chat.settled(60_000);
    chat.tap({ type: "error", ref: "say-2", code: "rate-limited", message: "too many lines" });
    chat.tap({ type: "error", ref: "say-1", code: "rate-limited", message: "too many lines" });
    await waited;
    expect(Date.now() - start).toBeLessThan(2000);
    expect(out).toEqual([
      'Your line "again" was not sent: too many lines (rate-limited).',
      'Your line "anyone there?" was not sent: too many lines (rate-limited).',
    ]);
  });
});
