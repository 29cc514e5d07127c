/**
 * Stops over the network: the server passes for a person where their stops don't ask them (inputs of
 * their seat like any other), "pass until …" begins and ends with a `stops` message, and stop settings
 * from a client are validated.
 */
import { ALL_STOPS, DEFAULT_STOPS } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useServer } from "./support/inProcess.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

/** Asked at no step, and never while the stack isn't empty. */
const NEVER = {
  myTurn: [],
  othersTurns: [],
  attacked: [],
  endBeforeMyTurn: false,
  respond: "never",
  passUntil: null,
};

describe("stops", () => {
  const server = useServer(0);

  async function table(annPassUntil: "my-turn" | null = null) {
    const srv = await server.start();
    const t = await createTable(srv.http, FOUR_PLAYERS);
    const players: AutoPlayer[] = [];
    for (const [i, name] of ["Ann", "Ben"].entries()) {
      const { seat, token } = await joinSeat(srv.http, t.id, name);
      const c = server.keep(await TestClient.open(srv.ws));
      players.push(new AutoPlayer(c, seat, true, i === 0 ? annPassUntil : null));
      c.send({ type: "hello", protocol: 1, table: t.id, token });
    }
    return { srv, t, players };
  }
  it("the server passes for a person where their stops don't ask them; the passes are logged as theirs", async () => {
    const { srv, t, players } = await table();
    const ann = players[0];
    const welcome = (await ann.client.nextOf("welcome")) as Extract<Message, { type: "welcome" }>;
    expect(welcome.stops).toEqual(DEFAULT_STOPS);
    // Ann chooses, before the game begins, never to be asked at priority when she could only play a land.
    ann.client.send({ type: "stops", ref: "never", settings: NEVER });
    await ann.client.gameOver();
    const log = await srv.store.loadInputs(t.id);
    const annsPriority = log.filter(
      (l) =>
        "player" in l.input &&
        l.input.player === ann.seat &&
        "answer" in l.input &&
        "choice" in l.input.answer,
    );
    expect(annsPriority.length).toBeGreaterThan(0);
    expect(ann.sent.filter((k) => k === "priority")).toEqual([]);
    for (const p of players) expect(p.errors).toEqual([]);
  });

  it("pass until my turn: a stops message as it begins and as it ends", async () => {
    const { players } = await table("my-turn");
    const ann = players[0].client;
    const began = (await ann.nextOf("stops")) as Extract<Message, { type: "stops" }>;
    expect(began.settings.passUntil?.until).toBe("my-turn");
    const ended = (await ann.nextOf("stops")) as Extract<Message, { type: "stops" }>;
    expect(ended.settings.passUntil).toBeNull();
    await ann.gameOver();
    expect(players[0].errors).toEqual([]);
  });

  it("stop settings from a client are validated", async () => {
    const { players } = await table();
    const ann = players[1].client;
    await ann.nextOf("welcome");
    ann.send({ type: "stops", ref: "bad", settings: { ...ALL_STOPS, myTurn: ["lunch"] } });
    const bad = await ann.next((m) => m.type === "error" && m.ref === "bad");
    expect(bad).toMatchObject({
      code: "bad-message",
      message: expect.stringMatching(/^message\.settings\.myTurn\.0: /),
    });
    ann.send({ type: "stops", ref: "all", settings: ALL_STOPS });
    ann.send({ type: "ping", ref: "after" });
    await ann.next((m) => m.type === "pong" && m.ref === "after");
    expect(ann.messages.some((m) => m.type === "error" && m.ref === "all")).toBe(false);
  });

  it("pass until … needs an open priority decision of the seat", async () => {
    const srv = await server.start();
    const t = await createTable(srv.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "open" }],
    });
    await joinSeat(srv.http, t.id, "Ann");
    const ben = await joinSeat(srv.http, t.id, "Ben");
    const c = server.keep(await TestClient.open(srv.ws));
    c.send({ type: "hello", protocol: 1, table: t.id, token: ben.token });
    await c.nextOf("welcome");
    // The open decisions are mulligans (103.5): nothing to pass.
    c.send({ type: "pass", ref: "p", until: "end-of-turn" });
    expect(await c.next((m) => m.type === "error")).toMatchObject({ code: "no-decision", ref: "p" });
  });
});
