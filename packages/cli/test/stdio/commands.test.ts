/** The stdio driver's commands, through its pure object (docs/protocol.md, "The stdio driver"). */
import { cardDb, decks } from "@roundtable/cards";
import { Game, onlyPassOrMana, type SeatView } from "@roundtable/engine";
import { passAnswer } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { recordProblem } from "../../src/commands/replay.ts";
import { type OutputMessage, STDIO_PROTOCOL } from "../../src/stdio/messages.ts";
import { buildSetup } from "../../src/table.ts";
import { driver, hashOf, linesOf, reply, startedFfa } from "./helpers.ts";

describe("hello", () => {
  it("names the protocol's version, the variants, the ready decks and the bots", () => {
    const hello = driver().d.hello();
    expect(hello).toMatchObject({ type: "hello", protocol: STDIO_PROTOCOL, name: "roundtable" });
    if (hello.type !== "hello") throw new Error("not a hello");
    expect(hello.variants).toContain("free-for-all");
    expect(hello.decks).toEqual(decks.map((d) => d.name));
    expect(hello.bots).toEqual(["random", "heuristic", "search"]);
  });
});

describe("start", () => {
  it("starts a game: each seat's events, the open decisions, then started with the seats and its ref", () => {
    const { lines, started } = startedFfa();
    expect(started).toMatchObject({ ref: "s", game: "g1", seed: 7, variant: "free-for-all", seq: 0 });
    expect(started.seats.map((s) => s.name)).toEqual(["Alice", "Bob", "Carol", "Dave"]);
    expect(started.seats.every((s) => s.bot === null && decks.some((d) => d.name === s.deck))).toBe(true);
    // 103.5: the opening hands' mulligans are asked.
    const decisions = linesOf(lines, "decision");
    expect(decisions.length).toBeGreaterThan(0);
    expect(decisions.map((l) => l.decision.id)).toEqual(started.open.map((o) => o.id));
    expect(decisions.every((l) => l.decision.kind === "mulligan" && l.player === l.decision.player)).toBe(
      true,
    );
    // By default every seat gets its events, before the decisions.
    expect(linesOf(lines, "events").map((l) => l.to)).toEqual([0, 1, 2, 3].map((seat) => ({ seat })));
    const types = lines.map((l) => l.type);
    expect(types.indexOf("decision")).toBeGreaterThan(types.lastIndexOf("events"));
  });

  it("is the game the command line and the table server set up with the same options and seed", () => {
    const { send } = startedFfa();
    const record = reply(send({ type: "record", game: "g1" }), "record").record;
    const cli = buildSetup({ variant: "free-for-all", players: 4, seed: 7 });
    expect(record.start).toEqual({ setup: cli.setup });
  });

  it("takes each player's name, deck (a ready deck by name, or card ids) and bot", () => {
    const { send } = driver();
    const lands = Array.from({ length: 40 }, () => "mountain");
    const lines = send({
      type: "start",
      game: "mine",
      variant: "duel",
      seed: 3,
      players: [
        { name: "Ann", deck: "white weenie" },
        { name: "Ben", deck: lands, bot: "random" },
      ],
    });
    const started = reply(lines, "started");
    expect(started.game).toBe("mine");
    expect(started.seats).toEqual([
      { seat: 0, name: "Ann", deck: "White Weenie", bot: null },
      { seat: 1, name: "Ben", deck: "custom", bot: "random" },
    ]);
    // The bot's seat is never the client's: every open decision is Ann's.
    expect(started.open.every((o) => o.player === 0)).toBe(true);
    const record = reply(send({ type: "record", game: "mine" }), "record").record;
    if (!("setup" in record.start)) throw new Error("no setup");
    expect(record.start.setup.players[1].deck).toEqual(lands);
  });

  it("plays a game of bots to its end inside the start: the end line, then started with nothing open", () => {
    const { send } = driver();
    const lines = send({
      type: "start",
      variant: "duel",
      seed: 5,
      players: [{ bot: "heuristic" }, { bot: "heuristic" }],
      events: "none",
    });
    const end = linesOf(lines, "end");
    expect(end).toHaveLength(1);
    expect(end[0].winners.length).toBeLessThanOrEqual(1);
    expect(end[0].players.map((p) => p.result).sort()).toEqual(
      end[0].winners.length === 1 ? ["lost", "won"] : ["draw", "draw"],
    );
    expect(linesOf(lines, "events")).toEqual([]);
    expect(reply(lines, "started").open).toEqual([]);
  });

  it("807.3: in Grand Melee the players are seated at random, and each keeps their deck and bot", () => {
    const { send } = driver();
    const players = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, deck: decks[i].name }));
    const started = reply(
      send({ type: "start", variant: "grand-melee", seed: 11, players, events: "none" }),
      "started",
    );
    expect(started.seats.map((s) => s.name).sort()).toEqual(players.map((p) => p.name).sort());
    expect(started.seats.map((s) => s.name)).not.toEqual(players.map((p) => p.name));
    for (const s of started.seats) expect(s.deck).toBe(players.find((p) => p.name === s.name)?.deck);
  });

  it("807.4: in Grand Melee each turn marker's decision is open at once, announced once, answered in any order", () => {
    const { send } = driver();
    let last = reply(
      send({ type: "start", variant: "grand-melee", players: 10, seed: 3, events: "none" }),
      "started",
    ).open;
    for (let n = 0; last.length < 2 && n < 100; n++) {
      const o = last[0];
      last = reply(send({ type: "bot", game: "g1", player: o.player, decision: o.id }), "answered").open;
    }
    expect(last.length).toBeGreaterThan(1);
    // The later marker's decision first: the earlier one stays open, and is not announced again.
    const [first, second] = last;
    const lines = send({ type: "bot", game: "g1", player: second.player, decision: second.id });
    const open = reply(lines, "answered").open;
    expect(open.map((o) => o.id)).toContain(first.id);
    expect(open).toHaveLength(2);
    const announced = linesOf(lines, "decision").map((l) => l.decision.id);
    expect(announced).toEqual(open.filter((o) => o.id !== first.id).map((o) => o.id));
  });

  it("gives the next free id, g1, g2, …, to games started without one", () => {
    const { send } = driver();
    const ids = [1, 2, 3].map(
      () => reply(send({ type: "start", variant: "duel", events: "none" }), "started").game,
    );
    expect(ids).toEqual(["g1", "g2", "g3"]);
  });
});

describe("answer", () => {
  it("answers with the engine's answer shapes: events, the new decisions, then answered with the open ones", () => {
    const { send, started } = startedFfa();
    const first = started.open[0];
    const lines = send({
      type: "answer",
      ref: "a",
      game: "g1",
      player: first.player,
      decision: first.id,
      answer: { keep: true },
    });
    const answered = reply(lines, "answered");
    expect(answered).toMatchObject({
      ref: "a",
      game: "g1",
      player: first.player,
      decision: first.id,
      seq: 1,
    });
    expect(answered.open.some((o) => o.id === first.id)).toBe(false);
    // Only decisions not announced before get a line.
    const announced = new Set(started.open.map((o) => o.id));
    for (const l of linesOf(lines, "decision")) expect(announced.has(l.decision.id)).toBe(false);
  });
});

/** Keeps every opening hand: the first priority decision of the game. */
function toFirstPriority(send: (m: object) => ReturnType<ReturnType<typeof driver>["send"]>, game = "g1") {
  for (let i = 0; i < 20; i++) {
    const open = reply(send({ type: "decisions", game }), "decisions").decisions;
    const d = open[0];
    if (d.kind !== "mulligan") return d;
    send({ type: "answer", game, player: d.player, decision: d.id, answer: { keep: true } });
  }
  throw new Error("no priority decision");
}

describe("bot", () => {
  it("the driver's bot answers a seat's open decision, and the reply says what it answered", () => {
    const { send, started } = startedFfa();
    const d = started.open[0];
    const answered = reply(send({ type: "bot", game: "g1", player: d.player }), "answered");
    expect(answered).toMatchObject({ decision: d.id, bot: "heuristic", seq: 1 });
    expect(answered.answer).toHaveProperty("keep");
  });
});

describe("concede", () => {
  it("104.3a: a player concedes at any time and leaves the game; in a duel the other wins: the end line", () => {
    const { send } = driver();
    send({ type: "start", variant: "duel", seed: 2, events: "none" });
    const lines = send({ type: "concede", ref: "c", game: "g1", player: 1 });
    const end = linesOf(lines, "end")[0];
    expect(end.winners).toEqual([0]);
    expect(end.players[1].result).toBe("lost");
    expect(reply(lines, "conceded")).toMatchObject({ ref: "c", player: 1, open: [] });
  });
});

describe("fullControl", () => {
  /**
   * Plays `steps` decisions of a game, the first open one each time: priority passed, anything else the
   * bot's; how many of the priority decisions asked offered nothing but passing (or making mana).
   */
  const onlyPassAsked = (send: (m: object) => OutputMessage[], game: string, steps: number): number => {
    let asked = 0;
    for (let i = 0; i < steps; i++) {
      const open = reply(send({ type: "decisions", game }), "decisions").decisions;
      if (open.length === 0) break;
      const d = open[0];
      if (d.kind === "priority" && onlyPassOrMana(d.actions)) asked++;
      if (d.kind === "priority")
        send({ type: "answer", game, player: d.player, decision: d.id, answer: passAnswer(d) });
      else send({ type: "bot", game, player: d.player, decision: d.id });
    }
    return asked;
  };

  it("principle 4: with it on, the player is asked even where they can only pass; the fork without it never is", () => {
    const { send } = driver();
    const started = reply(send({ type: "start", variant: "duel", seed: 2, events: "none" }), "started");
    send({ type: "fork", game: "g1", as: "plain" });
    const lines = send({ type: "fullControl", ref: "f", game: "g1", player: 0, on: true });
    // An input of the game; nothing open is asked again: no decision line, the same open decisions.
    expect(lines).toHaveLength(1);
    const r = reply(lines, "fullControl");
    expect(r).toMatchObject({ ref: "f", game: "g1", player: 0, on: true, seq: 1 });
    expect(r.open).toEqual(started.open);
    const seat = (game: string, n: number) =>
      (reply(send({ type: "view", game, for: { seat: n }, parts: true }), "view").view as { seat: SeatView })
        .seat;
    expect(seat("g1", 0).fullControl).toBe(true);
    expect(seat("g1", 1).fullControl).toBeUndefined();
    expect(seat("plain", 0).fullControl).toBeUndefined();
    expect(onlyPassAsked(send, "g1", 150)).toBeGreaterThan(0);
    expect(onlyPassAsked(send, "plain", 150)).toBe(0);
    const record = reply(send({ type: "record", game: "g1" }), "record").record;
    expect(record.inputs[0]).toEqual({ player: 0, fullControl: true });
    // Off again: the record has it too.
    expect(reply(send({ type: "fullControl", game: "g1", player: 0, on: false }), "fullControl").on).toBe(
      false,
    );
    expect(seat("g1", 0).fullControl).toBeUndefined();
  });

  it("is refused for a seat the game doesn't have, an on that isn't true or false, a player who has left (104.3a)", () => {
    const { send } = startedFfa({ events: "none" });
    const before = hashOf(send, "g1");
    const refused = (m: object) => reply(send({ type: "fullControl", game: "g1", ...m }), "error");
    expect(refused({ player: 5, on: true })).toMatchObject({ code: "wrong-player", path: "player" });
    const maybe = refused({ player: 0, on: "maybe" });
    expect(maybe).toMatchObject({ code: "bad-message", path: "on" });
    expect(maybe.message).toMatch(/^on: .*boolean/);
    expect(refused({ player: 0 })).toMatchObject({ code: "bad-message", path: "on" });
    expect(hashOf(send, "g1")).toBe(before);
    // 800.4a: the others play on without the player who conceded; it is not theirs to set any more.
    send({ type: "concede", game: "g1", player: 0 });
    expect(refused({ player: 0, on: true }).code).toBe("not-in-game");
  });
});

describe("view, decisions", () => {
  it("a view for a seat is the engine's PlayerView; with parts, the table view and the seat view", () => {
    const { send } = startedFfa();
    const v = reply(send({ type: "view", game: "g1", for: { seat: 2 } }), "view");
    expect(v.view).toMatchObject({ viewer: 2, variant: "free-for-all" });
    const parts = reply(send({ type: "view", game: "g1", for: { judge: true }, parts: true }), "view").view;
    expect(parts).toHaveProperty("table.battlefield");
    expect(parts).toHaveProperty("seat.libraries");
  });

  it("decisions lists the open decisions in full, all or one player's", () => {
    const { send, started } = startedFfa();
    const all = reply(send({ type: "decisions", game: "g1" }), "decisions").decisions;
    expect(all.map((d) => d.id)).toEqual(started.open.map((o) => o.id));
    const p = all[0].player;
    const mine = reply(send({ type: "decisions", game: "g1", player: p }), "decisions").decisions;
    expect(mine.every((d) => d.player === p)).toBe(true);
  });
});

describe("fork", () => {
  it("copies a game under a new id: the same hash and open decisions, then each goes its own way", () => {
    const { send } = startedFfa();
    const d = toFirstPriority(send);
    const before = hashOf(send, "g1");
    const lines = send({ type: "fork", ref: "f", game: "g1" });
    const forked = reply(lines, "forked");
    expect(forked).toMatchObject({ ref: "f", game: "g2", from: "g1" });
    expect(linesOf(lines, "decision").map((l) => [l.game, l.decision.id])).toEqual([["g2", d.id]]);
    expect(hashOf(send, "g2")).toBe(before);
    send({ type: "answer", game: "g2", player: d.player, decision: d.id, answer: { choice: 0 } });
    expect(hashOf(send, "g2")).not.toBe(before);
    expect(hashOf(send, "g1")).toBe(before);
    // The original's decision is still open, and the fork's record holds one input more.
    expect(reply(send({ type: "decisions", game: "g1" }), "decisions").decisions[0].id).toBe(d.id);
    const n = (g: string) => reply(send({ type: "record", game: g }), "record").record.inputs.length;
    expect(n("g2")).toBe(n("g1") + 1);
  });

  it("takes the new id asked for with as", () => {
    const { send } = startedFfa();
    expect(reply(send({ type: "fork", game: "g1", as: "what-if" }), "forked").game).toBe("what-if");
  });
});

describe("record, hash, close, ping", () => {
  it("record is the game record that replay accepts, with the game's hash", () => {
    const { send } = startedFfa();
    toFirstPriority(send);
    const record = reply(send({ type: "record", game: "g1" }), "record").record;
    expect(recordProblem(record)).toBeNull();
    expect(record.hash).toBe(hashOf(send, "g1"));
    expect(Game.replay(cardDb, record).hash()).toBe(record.hash);
  });

  it("hash gives the state hash and the inputs recorded", () => {
    const { send } = startedFfa();
    expect(reply(send({ type: "hash", game: "g1" }), "hash")).toMatchObject({
      seq: 0,
      hash: expect.stringMatching(/^[0-9a-f]+$/),
    });
  });

  it("close ends a game: its id is free again", () => {
    const { send } = startedFfa();
    expect(reply(send({ type: "close", ref: "x", game: "g1" }), "closed")).toEqual({
      type: "closed",
      ref: "x",
      game: "g1",
    });
    expect(reply(send({ type: "hash", game: "g1" }), "error").code).toBe("not-found");
    expect(reply(send({ type: "start", variant: "duel", events: "none" }), "started").game).toBe("g1");
  });

  it("ping is answered by pong with its ref", () => {
    expect(driver().send({ type: "ping", ref: "p" })).toEqual([{ type: "pong", ref: "p" }]);
  });

  it("a blank line is ignored", () => {
    expect(driver().send("   ")).toEqual([]);
  });
});
