/**
 * The stdio driver's errors: each refused line gets one typed error line naming what is wrong and where,
 * changes nothing (the same hash), and the driver goes on.
 */
import { Game } from "@roundtable/engine";
import { describe, expect, it, vi } from "vitest";
import { MAX_LINE } from "../../src/stdio/messages.ts";
import { driver, hashOf, reply, startedFfa } from "./helpers.ts";

/** Sends a line to a started game and checks the error it gets and that the game is unchanged. */
function refused(line: object | string) {
  const { send, started } = startedFfa();
  const before = hashOf(send, "g1");
  const lines = send(line);
  expect(lines).toHaveLength(1);
  const error = reply(lines, "error");
  expect(hashOf(send, "g1")).toBe(before);
  // The driver goes on: the game is played on as before.
  const d = started.open[0];
  expect(
    reply(
      send({ type: "answer", game: "g1", player: d.player, decision: d.id, answer: { keep: true } }),
      "answered",
    ).seq,
  ).toBe(1);
  return error;
}

/** An answer to the first open decision of the started game (seed 7: the same game refused() starts), refused. */
function refusedAnswer(answer: object) {
  const d = startedFfa().started.open[0];
  return refused({ type: "answer", game: "g1", player: d.player, decision: d.id, answer });
}

describe("malformed lines: bad-message, too-big", () => {
  it("a line that is not JSON, with the line's number", () => {
    const e = refused("{ nope");
    expect(e).toMatchObject({ code: "bad-message", ref: null, line: 3, path: "" });
    expect(e.message).toMatch(/^not JSON: /);
  });

  it("JSON that is not an object", () => {
    expect(refused("[1, 2]")).toMatchObject({
      code: "bad-message",
      message: 'a line must hold a JSON object with a "type"',
    });
  });

  it("a missing or unknown type, listing the types", () => {
    expect(refused({ ref: "r" })).toMatchObject({ code: "bad-message", ref: "r", path: "type" });
    const e = refused({ type: "move", ref: "r" });
    expect(e.message).toBe(
      'type: unknown message type "move" (one of start, answer, bot, concede, fullControl, view, decisions, fork, record, hash, close, ping)',
    );
  });

  it("a field of the wrong type, or a field no message has, named by its path", () => {
    const e = refused({
      type: "answer",
      ref: "r",
      game: "g1",
      player: 0,
      decision: "2",
      answer: { keep: true },
    });
    expect(e).toMatchObject({ code: "bad-message", ref: "r", path: "decision", game: "g1" });
    expect(e.message).toMatch(/^decision: /);
    expect(refused({ type: "hash", game: "g1", extra: 1 })).toMatchObject({ code: "bad-message", path: "" });
    const nested = refused({ type: "view", game: "g1", for: { seat: -1 } });
    expect(nested).toMatchObject({ code: "bad-message" });
    expect(nested.message).toMatch(/for/);
  });

  it("a line over 1 MiB is too big", () => {
    expect(refused(`{"type":"ping","pad":"${"x".repeat(MAX_LINE)}"}`)).toMatchObject({ code: "too-big" });
  });
});

describe("games: not-found, game-exists", () => {
  it("an unknown game, listing the running ones", () => {
    expect(refused({ type: "hash", game: "g9" })).toMatchObject({
      code: "not-found",
      path: "game",
      message: 'no game "g9" (running: g1)',
    });
  });

  it("a start or a fork under the id of a running game", () => {
    expect(refused({ type: "start", game: "g1" })).toMatchObject({ code: "game-exists", path: "game" });
    expect(refused({ type: "fork", game: "g1", as: "g1" })).toMatchObject({
      code: "game-exists",
      path: "as",
    });
  });
});

describe("start: bad-setup, named by the line's fields", () => {
  const setup = (m: object) => {
    const { send } = driver();
    const e = reply(send({ type: "start", ...m }), "error");
    // Nothing started: the first game started afterwards is g1.
    expect(reply(send({ type: "start", variant: "duel", events: "none" }), "started").game).toBe("g1");
    return e;
  };

  it("an unknown variant, a player count the variant doesn't take", () => {
    expect(setup({ variant: "chess" })).toMatchObject({ code: "bad-setup", path: "variant" });
    expect(setup({ variant: "duel", players: 3 })).toMatchObject({ code: "bad-setup", path: "players" });
  });

  it("options the variant refuses, as the table server names them", () => {
    const e = setup({ variant: "free-for-all", players: 4, options: { teams: 3 } });
    expect(e).toMatchObject({ code: "bad-setup", path: "options.teams" });
    expect(e.message).toMatch(/^options\.teams \(3\): /);
  });

  it("an unknown deck, an unknown card id, two players of one name", () => {
    const deck = setup({ variant: "duel", players: [{}, { deck: "Goblins" }] });
    expect(deck).toMatchObject({ code: "bad-setup" });
    expect(deck.message).toMatch(/^players\[1\]\.deck: unknown deck "Goblins"/);
    const card = setup({ variant: "duel", players: [{ deck: ["mountain", "no-such-card"] }, {}] });
    expect(card).toMatchObject({ code: "bad-setup", path: "players[0].deck[1]" });
    const names = setup({ variant: "duel", players: [{ name: "Ann" }, { name: "Ann" }] });
    expect(names).toMatchObject({ code: "bad-setup", path: "players[1].name" });
  });

  it("events for a seat the game doesn't have", () => {
    expect(setup({ variant: "duel", events: [{ seat: 2 }] })).toMatchObject({
      code: "bad-setup",
      path: "events[0].seat",
    });
  });
});

describe("answers: the engine's refusals, kept as the engine gives them", () => {
  it("stale-decision: a decision that is not open", () => {
    const e = refused({
      type: "answer",
      ref: "a",
      game: "g1",
      player: 0,
      decision: 999,
      answer: { keep: true },
    });
    expect(e).toMatchObject({ code: "stale-decision", ref: "a", game: "g1" });
    expect(e.message).toMatch(/^decision 999 is not open/);
  });

  it("wrong-player: another player's decision, or no such seat", () => {
    const { started } = startedFfa();
    const d = started.open[0];
    const other = (d.player + 1) % 4;
    expect(
      refused({ type: "answer", game: "g1", player: other, decision: d.id, answer: { keep: true } }).code,
    ).toBe("wrong-player");
    expect(refused({ type: "view", game: "g1", for: { seat: 4 } })).toMatchObject({
      code: "wrong-player",
      path: "for.seat",
    });
  });

  it("bad-answer: the path of the problem and the answer expected", () => {
    const e = refusedAnswer({ keep: "yes" });
    expect(e.code).toBe("bad-answer");
    expect(e.message).toMatch(/^answer\.keep: expected true or false/);
  });

  it("illegal: well formed but against the rules (601.2, 602.2: going back only while casting)", () => {
    const e = refusedAnswer({ back: true });
    expect(e.code).toBe("illegal");
    expect(e.message).toMatch(/601\.2, 602\.2/);
  });
});

describe("bot: no-decision, stale-decision, wrong-player, not-pending", () => {
  it("a seat with no open decision, a decision not open, another seat's decision", () => {
    const { started } = startedFfa();
    const open = new Set(started.open.map((o) => o.player));
    const idle = [0, 1, 2, 3].find((s) => !open.has(s));
    expect(idle).toBeDefined();
    expect(refused({ type: "bot", game: "g1", player: idle as number })).toMatchObject({
      code: "no-decision",
      path: "player",
    });
    expect(refused({ type: "bot", game: "g1", player: 0, decision: 999 })).toMatchObject({
      code: "stale-decision",
      path: "decision",
    });
    const d = started.open[0];
    expect(refused({ type: "bot", game: "g1", player: (d.player + 1) % 4, decision: d.id }).code).toBe(
      "wrong-player",
    );
  });

  it("a game that is over", () => {
    const { send } = driver();
    send({ type: "start", variant: "duel", events: "none" });
    send({ type: "concede", game: "g1", player: 0 });
    expect(reply(send({ type: "bot", game: "g1", player: 1 }), "error").code).toBe("not-pending");
    expect(
      reply(send({ type: "answer", game: "g1", player: 1, decision: 1, answer: { keep: true } }), "error")
        .code,
    ).toBe("not-pending");
    expect(reply(send({ type: "concede", game: "g1", player: 0 }), "error").code).toBe("not-in-game");
  });
});

describe("internal", () => {
  it("an engine failure is an internal error line naming it, and the driver reads on", () => {
    const { send } = startedFfa();
    const hash = vi.spyOn(Game.prototype, "hash").mockImplementationOnce(() => {
      throw new Error("internal engine error (the game state was restored): boom");
    });
    try {
      expect(reply(send({ type: "hash", ref: "h", game: "g1" }), "error")).toMatchObject({
        code: "internal",
        ref: "h",
        game: "g1",
        message: "internal engine error (the game state was restored): boom",
      });
    } finally {
      hash.mockRestore();
    }
    expect(reply(send({ type: "hash", game: "g1" }), "hash").seq).toBe(0);
  });
});
