/**
 * `roundtable connect` and "play again" (docs/server.md, `POST /api/tables/:id/rematch`): after the game,
 * `/rematch` makes the finished table's rematch or joins it, and the terminal moves to the new table with
 * the person's seat there; the others are told when one is made, spectators go to watch it, and a refusal
 * leaves the person where they were.
 */
import { describe, expect, it } from "vitest";
import { AutoPlayer } from "../../server/test/support/autoPlayer.ts";
import { api } from "../../server/test/support/server.ts";
import { createTable, joinSeat } from "../../server/test/support/tables.ts";
import { TestClient, until } from "../../server/test/support/wsClient.ts";
import { connectCommand } from "../src/commands/connect.ts";
import { useTableServer } from "./tableServer.ts";
import { type Terminal, terminal } from "./terminal.ts";

const DUEL = { variant: "duel", players: 2, seats: [{ kind: "open" }, { kind: "open" }] };

/** The line that ends a game at `connect`'s terminal (remote/screen.ts). */
const GAME_OVER = /^Game over after \d+ turns?\.$/;

/** How many lines written at `t` match `what`. */
const count = (t: Terminal, what: RegExp) => t.out.filter((l) => what.test(l)).length;

describe("roundtable connect: /rematch after the game", () => {
  const server = useTableServer("roundtable-connect-rematch-");

  it("Ann's /rematch makes it and moves her there; Ben is told, and his /rematch seats him: the rematch is played at both terminals", async () => {
    const t = await createTable(server.http, DUEL);
    const url = `${server.http}/tables/${t.id}`;
    // Ann concedes whenever she is asked (104.3a): each game ends at her first prompt.
    const ann = terminal(async () => "concede", { listens: true, stays: true });
    const ben = terminal(async () => undefined, { listens: true, stays: true });
    const anns = connectCommand({ url, name: "Ann" }, ann);
    await ann.seen(/^Waiting for 1 more player/);
    const bens = connectCommand({ url, name: "Ben" }, ben);
    await ben.seen(GAME_OVER);
    await ann.seen(
      "The game is over: /say TEXT talks to the table; /rematch plays again; /quit (or the end of input, Ctrl-D) leaves.",
    );

    ann.type("/rematch");
    await ann.seen(/^You made the rematch: /);
    const made = ann.out.find((l) => l.startsWith("You made the rematch: ")) ?? "";
    const id = /^You made the rematch: table (\S+), where you took seat 1 as Ann\.$/.exec(made)?.[1];
    expect(id).toBeDefined();
    expect(id).not.toBe(t.id);
    const at = ann.out.indexOf(made);
    // Ben's seat is open for him there: Ann plays among people, the judge's view waits for the game's end.
    expect(ann.out[at + 1]).toMatch(
      /^Its judge token is yours, as its maker \(the judge sees every hand, here once the game is over: you play among people until then\): \S+$/,
    );
    expect(ann.out[at + 2]).toMatch(
      new RegExp(
        `^To rejoin this seat later: roundtable connect ${url.replace(t.id, id ?? "")} --token \\S+$`,
      ),
    );
    // Ann is at the new table, waiting for Ben; Ben, still at the finished one, is told how to join.
    await ann.seen("Waiting for 1 more player — 1. Ann (you), 2. open");
    await ben.seen(`A rematch was made: table ${id}. Type /rematch to take your seat there.`);
    ben.type("/rematch");
    await ben.seen(`You joined the rematch: table ${id}, where you took seat 2 as Ben.`);
    // The rematch begins: both terminals show its game, and Ann concedes it at her first prompt.
    for (const who of [ann, ben]) {
      await who.seen(`Roundtable — Duel, 2 players, table ${id}`);
      await until(() => count(who, GAME_OVER) === 2, "the rematch's end");
    }
    ann.type("/quit");
    ben.type("/quit");
    expect(await Promise.all([anns, bens])).toEqual([0, 0]);

    // The rematch's game was Ann's and Ben's at their old seats.
    const info = await api<{ status: string; seats: { name: string; kind: string }[] }>(
      server.http,
      "GET",
      `/api/tables/${id}`,
    );
    expect(info.body.status).toBe("over");
    expect(info.body.seats.map((s) => [s.name, s.kind])).toEqual([
      ["Ann", "human"],
      ["Ben", "human"],
    ]);
    expect(ben.out.filter((l) => l.startsWith("Its judge token"))).toEqual([]);
    for (const who of [ann, ben])
      expect(who.out.join("\n")).not.toMatch(
        /No rematch|That is not allowed|The server says|Unknown command/,
      );
  }, 120_000);

  it("before the end /rematch waits for it; a spectator is told of the rematch and goes to watch it; a seat taken there refuses Ann, who stays", async () => {
    const t = await createTable(server.http, DUEL);
    const url = `${server.http}/tables/${t.id}`;
    // At her first prompt Ann asks for a rematch too soon, then concedes.
    const ann = terminal(
      async (_prompt, me) => (me.out.some((l) => l.startsWith("A rematch is made")) ? "concede" : "/rematch"),
      {
        listens: true,
        stays: true,
      },
    );
    const sam = terminal(async () => undefined, { listens: true, stays: true });
    const anns = connectCommand({ url, name: "Ann" }, ann);
    await ann.seen(/^Waiting for 1 more player/);
    const sams = connectCommand({ url, spectate: true, name: "Sam" }, sam);
    await sam.seen(/^Waiting for 1 more player/);
    const bob = await joinSeat(server.http, t.id, "Bob");
    const bobs = await TestClient.open(server.ws);
    new AutoPlayer(bobs, bob.seat); // Bob plays on (keeps, passes): Ann's first prompt comes whoever starts
    bobs.send({ type: "hello", protocol: 1, table: t.id, token: bob.token });
    await ann.seen(GAME_OVER);
    expect(ann.out).toContain("A rematch is made once the game is over: /rematch then.");
    await sam.seen(
      "The game is over: spectators read the table's chat and don't write in it; /rematch watches the rematch once a player makes it; /quit (or the end of input, Ctrl-D) leaves.",
    );
    sam.type("/rematch");
    await sam.seen(/^There is no rematch yet: /);

    // Bob asks for the rematch (the web table's Play again): every connection of the finished table hears of it.
    const asked = await api<{ id: string }>(
      server.http,
      "POST",
      `/api/tables/${t.id}/rematch`,
      {},
      bob.token,
    );
    expect(asked.status).toBe(201);
    const id = asked.body.id;
    const heard = await bobs.next(
      (m) => m.type === "lobby" && (m.table as { rematch?: string }).rematch === id,
    );
    expect(heard.type).toBe("lobby");
    await ann.seen(`A rematch was made: table ${id}. Type /rematch to take your seat there.`);
    await sam.seen(
      `A rematch was made: table ${id}. Type /rematch to watch it (or: roundtable connect ${server.http}/tables/${id} --spectate).`,
    );
    sam.type("/rematch");
    await sam.seen(`You go to watch the rematch: table ${id}.`);
    await sam.seen("Waiting for 1 more player — 1. open, 2. Bob");

    // Carol takes Ann's seat there: the rematch begins without Ann, whose /rematch is refused.
    await joinSeat(server.http, id, "Carol");
    await sam.seen(`Roundtable — Duel, 2 players, table ${id}`);
    await sam.seen("You are watching as a spectator.");
    ann.type("/rematch");
    await ann.seen(/^No rematch: the server refused \(POST \/rematch\): .+ \(not-waiting\)\.$/);
    ann.type("/quit");
    sam.type("/quit");
    expect(await Promise.all([anns, sams])).toEqual([0, 0]);
    await bobs.close();
    expect(count(ann, /^You (made|joined) the rematch/)).toBe(0);
    expect(count(ann, /^A rematch was made/)).toBe(1);
  }, 120_000);
});
