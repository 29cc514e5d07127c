/**
 * Answers from people, bots and the network can be anything. Every illegal, stale, misdirected or
 * malformed input must get an EngineError with a code and a readable message, and leave the state
 * exactly as it was (same hash, same input log, same open decision).
 */
import { botRng, makeBot } from "@roundtable/bots";
import type { Answer, Decision, ErrorCode, Game, PlayerId } from "@roundtable/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CODES, DUEL, ffa, newGame, type Table } from "./support.ts";

/**
 * Random bots play `game` until `pred` holds for the open decision (checked before each answer), or
 * throws after `max` decisions.
 */
function advanceUntil(
  game: Game,
  seed: number,
  pred: (d: Decision, g: Game) => boolean,
  max = 3000,
): Decision {
  const bot = makeBot("random");
  const rngs = game.state.players.map((_, seat) => botRng(seed, seat));
  for (let i = 0; i < max; i++) {
    const d = game.pending();
    if (d === null) break;
    if (pred(d, game)) return d;
    const r = game.submit(
      d.player,
      d.id,
      bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] }),
    );
    if (!r.ok) throw new Error(`bot answer rejected: ${r.message}`);
  }
  throw new Error("the wanted decision never came");
}

/** Finds, over a few seeds, a game whose open decision satisfies `pred`. */
function gameAt(
  t: Table,
  pred: (d: Decision, g: Game) => boolean,
  firstSeed = 1,
): { game: Game; d: Decision } {
  for (let seed = firstSeed; seed < firstSeed + 30; seed++) {
    const { game } = newGame(t, seed, true);
    try {
      return { game, d: advanceUntil(game, seed, pred, 1500) };
    } catch {
      // try the next seed
    }
  }
  throw new Error("no seed reached the wanted decision");
}

/** Submits `answer` as `player` and expects a rejection with `code` that changes nothing. */
function expectRejected(
  game: Game,
  player: unknown,
  decisionId: unknown,
  answer: unknown,
  code: ErrorCode | ErrorCode[],
): string {
  const hash = game.hash();
  const inputs = game.inputs.length;
  const pending = structuredClone(game.pending());
  const r = game.submit(player as PlayerId, decisionId as number, answer as Answer);
  expect(r.ok, `answer ${JSON.stringify(answer)} by ${JSON.stringify(player)} was accepted`).toBe(false);
  if (r.ok) return "";
  expect(Array.isArray(code) ? code : [code]).toContain(r.code);
  expectReadable(r.message);
  expect(game.hash()).toBe(hash);
  expect(game.inputs.length).toBe(inputs);
  expect(game.pending()).toStrictEqual(pending);
  return r.message;
}

function expectReadable(message: unknown): void {
  expect(typeof message).toBe("string");
  const m = message as string;
  expect(m.length).toBeGreaterThan(8);
  // It may quote the bad input back ("there is no seat undefined"), but not as an unprinted object.
  expect(m).not.toMatch(/\[object Object\]/);
}

describe("illegal answers are rejected with a code and a readable message, and change nothing", () => {
  it("a priority choice out of range, negative, fractional or not a number", () => {
    const { game, d } = gameAt(DUEL, (d) => d.kind === "priority");
    if (d.kind !== "priority") throw new Error("unreachable");
    const n = d.actions.length;
    expect(expectRejected(game, d.player, d.id, { choice: n }, "illegal")).toContain(String(n));
    expectRejected(game, d.player, d.id, { choice: n + 100 }, "illegal");
    expectRejected(game, d.player, d.id, { choice: -1 }, "illegal");
    expectRejected(game, d.player, d.id, { choice: 0.5 }, "bad-answer");
    expectRejected(game, d.player, d.id, { choice: "0" }, "bad-answer");
    expectRejected(game, d.player, d.id, { choice: Number.NaN }, "bad-answer");
    expectRejected(game, d.player, d.id, { choice: Number.POSITIVE_INFINITY }, "bad-answer");
    expectRejected(game, d.player, d.id, { choice: null }, "bad-answer");
    // The right answer is still accepted afterwards.
    expect(game.submit(d.player, d.id, { choice: 0 }).ok).toBe(true);
  });

  it("attacking with a creature that can't attack, or attacking someone it can't", () => {
    // A declare-attackers decision with a permanent on the battlefield that is not a candidate.
    const { game, d } = gameAt(
      DUEL,
      (d, g) =>
        d.kind === "attackers" &&
        g.state.battlefield.some((id) => !d.candidates.some((c) => c.attacker === id)) &&
        d.candidates.length > 0,
    );
    if (d.kind !== "attackers") throw new Error("unreachable");
    const ok = d.candidates[0];
    const notCandidate = game.state.battlefield.find((id) => !d.candidates.some((c) => c.attacker === id))!;
    const opponent = (ok.defenders.find((x) => "player" in x) as { player: number }).player;
    const msg = expectRejected(
      game,
      d.player,
      d.id,
      { attacks: [{ attacker: notCandidate, defender: { player: opponent } }] },
      "illegal",
    );
    expect(msg).toMatch(/can't attack/);
    // An object that doesn't exist at all.
    expectRejected(
      game,
      d.player,
      d.id,
      { attacks: [{ attacker: 999_999, defender: { player: opponent } }] },
      "illegal",
    );
    // Attacking yourself (506.1, 508.1b).
    expectRejected(
      game,
      d.player,
      d.id,
      { attacks: [{ attacker: ok.attacker, defender: { player: d.player } }] },
      "illegal",
    );
    // A seat that doesn't exist, or a planeswalker that isn't one.
    expectRejected(
      game,
      d.player,
      d.id,
      { attacks: [{ attacker: ok.attacker, defender: { player: 7 } }] },
      "illegal",
    );
    expectRejected(
      game,
      d.player,
      d.id,
      { attacks: [{ attacker: ok.attacker, defender: { planeswalker: notCandidate } }] },
      "illegal",
    );
    // The same creature twice.
    const twice = { attacker: ok.attacker, defender: ok.defenders[0] };
    expectRejected(game, d.player, d.id, { attacks: [twice, twice] }, "illegal");
    // Malformed attacks.
    expectRejected(game, d.player, d.id, { attacks: [{ attacker: ok.attacker }] }, "bad-answer");
    expectRejected(
      game,
      d.player,
      d.id,
      { attacks: [{ attacker: String(ok.attacker), defender: ok.defenders[0] }] },
      "bad-answer",
    );
    expectRejected(
      game,
      d.player,
      d.id,
      { attacks: [{ attacker: ok.attacker, defender: null }] },
      "bad-answer",
    );
    expectRejected(game, d.player, d.id, { attacks: {} }, "bad-answer");
    expectRejected(game, d.player, d.id, { attacks: [null] }, "bad-answer");
    expectRejected(game, d.player, d.id, { blocks: [] }, "bad-answer");
    expect(game.submit(d.player, d.id, { attacks: [] }).ok).toBe(true);
  });

  it("attack left / right: attacking the wrong neighbour (803.1)", () => {
    const { game, d } = gameAt(ffa(4, "left"), (d) => d.kind === "attackers" && d.candidates.length > 0);
    if (d.kind !== "attackers") throw new Error("unreachable");
    const c = d.candidates[0];
    const allowed = c.defenders.filter((x) => "player" in x).map((x) => (x as { player: number }).player);
    expect(allowed.length).toBe(1);
    const others = [0, 1, 2, 3].filter(
      (p) => p !== d.player && !allowed.includes(p) && !game.state.players[p].left,
    );
    expect(others.length).toBeGreaterThan(0);
    for (const p of others)
      expect(
        expectRejected(
          game,
          d.player,
          d.id,
          { attacks: [{ attacker: c.attacker, defender: { player: p } }] },
          "illegal",
        ),
      ).toMatch(/can't attack/);
  });

  it("blocking with a creature that can't block, or blocking what it can't", () => {
    const { game, d } = gameAt(DUEL, (d) => d.kind === "blockers" && d.candidates.length > 0);
    if (d.kind !== "blockers") throw new Error("unreachable");
    const c = d.candidates[0];
    const attacker = c.attackers[0];
    // The attacker itself can't block, nor can an object that doesn't exist.
    expectRejected(game, d.player, d.id, { blocks: [{ blocker: attacker, attacker }] }, "illegal");
    expectRejected(game, d.player, d.id, { blocks: [{ blocker: 123_456, attacker }] }, "illegal");
    // A creature that isn't attacking can't be blocked.
    expectRejected(
      game,
      d.player,
      d.id,
      { blocks: [{ blocker: c.blocker, attacker: c.blocker }] },
      "illegal",
    );
    // One blocker, two attackers (509.1a).
    expectRejected(
      game,
      d.player,
      d.id,
      {
        blocks: [
          { blocker: c.blocker, attacker },
          { blocker: c.blocker, attacker },
        ],
      },
      "illegal",
    );
    expectRejected(game, d.player, d.id, { blocks: [{ blocker: c.blocker }] }, "bad-answer");
    expectRejected(game, d.player, d.id, { blocks: "none" }, "bad-answer");
    expect(game.submit(d.player, d.id, { blocks: [] }).ok).toBe(true);
  });

  it("a stale decision id: an earlier one, a later one, or not a number", () => {
    const { game } = newGame(DUEL, 3, true);
    const first = advanceUntil(game, 3, (d) => d.kind === "priority");
    const answered = first.id;
    expect(game.submit(first.player, first.id, { choice: 0 }).ok).toBe(true);
    const d = game.pending()!;
    expect(d.id).not.toBe(answered);
    const answer = d.kind === "priority" ? { choice: 0 } : { keep: true };
    expect(expectRejected(game, d.player, answered, answer, "stale-decision")).toMatch(String(d.id));
    expectRejected(game, d.player, d.id + 1, answer, "stale-decision");
    expectRejected(game, d.player, -1, answer, "stale-decision");
    expectRejected(game, d.player, String(d.id), answer, "stale-decision");
    expectRejected(game, d.player, null, answer, "stale-decision");
  });

  it("the wrong player, or a seat that doesn't exist", () => {
    const { game, d } = gameAt(ffa(3), (d) => d.kind === "priority");
    if (d.kind !== "priority") throw new Error("unreachable");
    const other = (d.player + 1) % 3;
    expect(expectRejected(game, other, d.id, { choice: 0 }, "wrong-player")).toMatch(
      game.state.players[d.player].name,
    );
    for (const seat of [3, 99, -1, 0.5, "0", null, undefined])
      expectRejected(game, seat, d.id, { choice: 0 }, "wrong-player");
  });

  it("malformed answer objects, for each kind of decision reached", () => {
    const junk: unknown[] = [
      null,
      undefined,
      0,
      42,
      "pass",
      true,
      [],
      [0],
      {},
      { choice: [0] },
      { choices: "0" },
      { choices: [0.5] },
      { keep: "yes" },
      { value: "1" },
      { order: [0, 0] },
      { amounts: [Number.NaN] },
      { attacks: "all" },
      { blocks: [{}] },
    ];
    // Mulligans come first (the game is "starting").
    const { game } = newGame(ffa(4), 5, true);
    const kinds = new Set<string>();
    const bot = makeBot("random");
    const rngs = game.state.players.map((_, seat) => botRng(5, seat));
    for (let i = 0; i < 400 && !game.isOver(); i++) {
      const d = game.pending()!;
      if (!kinds.has(d.kind) || i % 25 === 0) {
        kinds.add(d.kind);
        for (const j of junk) {
          const hash = game.hash();
          const r = game.submit(d.player, d.id, j as Answer);
          if (r.ok) throw new Error(`${d.kind}: ${JSON.stringify(j)} was accepted`);
          expect(["bad-answer", "illegal"]).toContain(r.code);
          expectReadable(r.message);
          expect(game.hash()).toBe(hash);
        }
      }
      const r = game.submit(
        d.player,
        d.id,
        bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] }),
      );
      expect(r.ok).toBe(true);
    }
    expect(kinds.has("mulligan")).toBe(true);
    expect(kinds.has("priority")).toBe(true);
    expect(kinds.has("attackers")).toBe(true);
  });

  it("a choose answer: duplicates, out of range, too many or too few", () => {
    const { game, d } = gameAt(ffa(4), (d) => d.kind === "choose" && d.options.length >= 2, 1);
    if (d.kind !== "choose") throw new Error("unreachable");
    expectRejected(game, d.player, d.id, { choices: [0, 0] }, "illegal");
    expectRejected(game, d.player, d.id, { choices: [d.options.length] }, "illegal");
    expectRejected(game, d.player, d.id, { choices: [-1] }, "illegal");
    expectRejected(
      game,
      d.player,
      d.id,
      { choices: d.options.map((_, i) => i).concat(d.options.length) },
      "illegal",
    );
    if (d.max < d.options.length)
      expectRejected(
        game,
        d.player,
        d.id,
        { choices: d.options.slice(0, d.max + 1).map((_, i) => i) },
        "illegal",
      );
    if (d.min > 0) expectRejected(game, d.player, d.id, { choices: [] }, "illegal");
  });

  it("a player who has left the game (800.4)", () => {
    const { game, d } = gameAt(ffa(3), (d) => d.kind === "priority");
    const gone = (d.player + 1) % 3;
    expect(game.concede(gone).ok).toBe(true);
    expect(game.state.players[gone].left).toBe(true);
    const now = game.pending()!;
    const answer = now.kind === "priority" ? { choice: 0 } : { choices: [] };
    expect(expectRejected(game, gone, now.id, answer, "not-in-game")).toMatch(game.state.players[gone].name);
    // Conceding twice is rejected too, and changes nothing.
    const hash = game.hash();
    const again = game.concede(gone);
    expect(again.ok).toBe(false);
    if (!again.ok) {
      expect(again.code).toBe("not-in-game");
      expectReadable(again.message);
    }
    expect(game.hash()).toBe(hash);
  });

  it("after the game is over, nothing is pending", () => {
    const { game } = newGame(DUEL, 7, true);
    const d = game.pending()!;
    expect(game.concede(0).ok).toBe(true);
    expect(game.isOver()).toBe(true);
    expect(game.pending()).toBe(null);
    expectRejected(game, 1, d.id, { keep: true }, ["not-pending", "stale-decision"]);
    expectRejected(game, 1, d.id + 1, { choice: 0 }, ["not-pending", "stale-decision"]);
    const hash = game.hash();
    const r = game.concede(1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(["not-pending", "not-in-game"]).toContain(r.code);
    expect(game.hash()).toBe(hash);
  });

  it("extra keys in a defender don't sneak in: {player, planeswalker} is a bad answer at its path", () => {
    const { game, d } = gameAt(DUEL, (d) => d.kind === "attackers" && d.candidates.length > 0);
    if (d.kind !== "attackers") throw new Error("unreachable");
    const c = d.candidates[0];
    const opponent = 1 - d.player;
    const fake = { player: opponent, planeswalker: c.attacker };
    const msg = expectRejected(
      game,
      d.player,
      d.id,
      { attacks: [{ attacker: c.attacker, defender: fake }] },
      "bad-answer",
    );
    expect(msg).toMatch(/^answer\.attacks\[0\]\.defender: expected exactly one of "player", "planeswalker"/);
  });
});

describe("property: arbitrary answers never throw, and a rejection never changes the state", () => {
  it("fast-check: anything at all, as any seat, with any decision id", () => {
    const { game } = newGame(ffa(3), 8, true);
    const bot = makeBot("random");
    const rngs = game.state.players.map((_, seat) => botRng(8, seat));
    let checkedKinds = 0;
    for (let step = 0; step < 120 && !game.isOver(); step++) {
      const d = game.pending()!;
      if (step % 6 === 0) {
        checkedKinds++;
        fc.assert(
          fc.property(
            fc.oneof(
              fc.anything(),
              fc.record({ choice: fc.oneof(fc.integer(), fc.double(), fc.string()) }),
              fc.record({ choices: fc.array(fc.integer({ min: -3, max: 20 })) }),
              fc.record({ keep: fc.anything() }),
              fc.record({ order: fc.array(fc.integer({ min: -1, max: 5 })) }),
              fc.record({ amounts: fc.array(fc.integer({ min: -5, max: 10 })) }),
              fc.record({
                attacks: fc.array(
                  fc.record({ attacker: fc.integer({ min: 0, max: 400 }), defender: fc.anything() }),
                ),
              }),
              fc.record({
                blocks: fc.array(
                  fc.record({
                    blocker: fc.integer({ min: 0, max: 400 }),
                    attacker: fc.integer({ min: 0, max: 400 }),
                  }),
                ),
              }),
            ),
            fc.oneof(fc.constant(d.player), fc.integer({ min: -1, max: 4 })),
            fc.oneof(fc.constant(d.id), fc.integer({ min: -1, max: d.id + 2 })),
            (answer, player, id) => {
              // Try it on a fork, so an accepted answer doesn't move the game under test.
              const f = game.fork();
              const hash = f.hash();
              const r = f.submit(player, id, answer as Answer);
              if (!r.ok) {
                expect(CODES).toContain(r.code);
                expectReadable(r.message);
                expect(f.hash()).toBe(hash);
              }
            },
          ),
          { numRuns: 60, seed: 42 + step },
        );
      }
      expect(
        game.submit(d.player, d.id, bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] }))
          .ok,
      ).toBe(true);
    }
    expect(checkedKinds).toBeGreaterThan(5);
  });
});
