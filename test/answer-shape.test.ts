/**
 * Issue 14: an answer is read as the JSON it would become (`engine/answerShape.ts`). Each hostile kind
 * of answer — inherited properties, holes, functions, symbols, getters that throw, nesting deeper than the
 * decision could need, keys the decision does not define — is a `bad-answer` naming the path of the
 * problem, and changes nothing; `Game.check` says the same and never throws. What is stored and recorded
 * is a fresh, plain copy of an accepted answer.
 */
import { describe, expect, it } from "vitest";
import { at, expectBadAt, Trial, trapsThrow } from "./answerTrial.ts";

describe("hostile answers, one by one (issue 14): a bad-answer at the path of the problem", () => {
  const priority = () => new Trial(at("priority"));

  it("inherited properties: a prototype holding the answer, or an object of a class", () => {
    expectBadAt(priority().answer(Object.create({ choice: 0 })), "answer.choice", /inherited/);
    class Choice {
      choice = 0;
    }
    expectBadAt(priority().answer(new Choice()), "answer", /not a plain object/);
  });

  it("holes in lists, however long the list claims to be", () => {
    const t = new Trial(at("choose"));
    expectBadAt(t.answer({ choices: holeAt([0, 9, 1], 1) }), "answer.choices[1]", /a hole/);
    expectBadAt(t.answer({ choices: new Array(2 ** 32 - 1) }), "answer.choices[0]", /a hole/);
    expectBadAt(
      t.answer({ choices: Object.assign([0], { extra: 1 }) }),
      "answer.choices.extra",
      /only its entries/,
    );
  });

  it("functions, as the answer or as a value in it", () => {
    expectBadAt(
      priority().answer(() => ({ choice: 0 })),
      "answer",
      /expected an object, got a function/,
    );
    expectBadAt(
      priority().answer({ choice: () => 0 }),
      "answer.choice",
      /expected an integer, got a function/,
    );
  });

  it("symbols, as a value or as a key", () => {
    expectBadAt(priority().answer({ choice: Symbol("0") }), "answer.choice", /got a symbol/);
    expectBadAt(priority().answer({ choice: 0, [Symbol("x")]: 1 }), "answer[Symbol(x)]", /symbol key/);
  });

  it("getters that throw are never called, and Game.check refuses them without throwing", () => {
    let calls = 0;
    const answer = {
      get choice(): number {
        calls++;
        throw new Error("boom");
      },
    };
    expectBadAt(priority().answer(answer), "answer.choice", /getter/);
    const { attacker, defenders } = firstCandidate();
    const attack = Object.defineProperty({ attacker }, "defender", {
      get: () => {
        calls++;
        return defenders[0];
      },
      enumerable: true,
    });
    expectBadAt(
      new Trial(at("attackers")).answer({ attacks: [attack] }),
      "answer.attacks[0].defender",
      /getter/,
    );
    expect(calls).toBe(0);
  });

  it("proxies whose traps throw, or that were revoked", () => {
    const throwing = new Proxy({ choice: 0 }, trapsThrow);
    expectBadAt(priority().answer(throwing), "answer", /could not be read/);
    const { proxy, revoke } = Proxy.revocable([0], {});
    revoke();
    expectBadAt(new Trial(at("choose")).answer({ choices: proxy }), "answer.choices", /could not be read/);
  });

  it("nesting deeper than the decision could need, even very deep", () => {
    expectBadAt(
      new Trial(at("choose")).answer({ choices: [[0]] }),
      "answer.choices[0]",
      /expected an integer, got a list/,
    );
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = { choice: deep };
    expectBadAt(priority().answer(deep), "answer.choice", /expected an integer, got an object/);
    const { attacker } = firstCandidate();
    expectBadAt(
      new Trial(at("attackers")).answer({ attacks: [{ attacker, defender: { player: { player: 1 } } }] }),
      "answer.attacks[0].defender.player",
      /expected an integer, got an object/,
    );
  });

  it("keys the decision does not define: a megabyte of text beside a legal choice is refused, not stored", () => {
    const t = priority();
    const r = t.answer({ choice: 0, note: "x".repeat(1 << 20) });
    expectBadAt(r, "answer.note", /not part of the answer/);
    if (!r.ok) expect(r.message.length).toBeLessThan(300);
    const { attacker } = firstCandidate();
    expectBadAt(
      new Trial(at("attackers")).answer({
        attacks: [{ attacker, defender: { player: 1, planeswalker: attacker } }],
      }),
      "answer.attacks[0].defender",
      /exactly one of "player", "planeswalker", got "player" and "planeswalker"/,
    );
    expectBadAt(t.answer({}), "answer.choice", /missing/);
  });

  it("what is stored and recorded is a fresh plain copy of the accepted answer", () => {
    const { game, d } = at("priority");
    const g = game.fork();
    const given = Object.assign(Object.create(null), { choice: -0 });
    expect(g.submit(d.player, d.id, given).ok).toBe(true);
    const stored = g.inputs[g.inputs.length - 1];
    if (!("answer" in stored)) throw new Error("unreachable");
    expect(stored.answer).toStrictEqual({ choice: 0 });
    expect(Object.is((stored.answer as { choice: number }).choice, 0)).toBe(true);
    expect(Object.getPrototypeOf(stored.answer)).toBe(Object.prototype);
    given.choice = 5;
    expect(g.record().inputs.at(-1)).toStrictEqual({
      player: d.player,
      decision: d.id,
      answer: { choice: 0 },
    });
    for (const task of g.state.work)
      expect(task.answers).toStrictEqual(JSON.parse(JSON.stringify(task.answers)));
    // A record is the caller's copy: changing it changes neither the game nor its next record.
    const hash = g.hash();
    const rec = g.record();
    const last = rec.inputs.at(-1);
    if (last !== undefined && "answer" in last) (last.answer as { choice: number }).choice = 9;
    const start = JSON.stringify(g.record().start);
    for (const part of Object.values(rec.start)) (part as { seed: number }).seed = -1; // setup or layout
    expect(g.hash()).toBe(hash);
    expect(g.record().inputs.at(-1)).toStrictEqual({
      player: d.player,
      decision: d.id,
      answer: { choice: 0 },
    });
    expect(JSON.stringify(g.record().start)).toBe(start);
  });

  it("hostile seats and decision ids are typed errors too, from submit and check", () => {
    const { game, d } = at("priority");
    const g = game.fork();
    const hash = g.hash();
    const throwsOnString = {
      toString(): string {
        throw new Error("no");
      },
    };
    for (const seat of [Symbol("seat"), throwsOnString, 10n]) {
      for (const r of [
        g.submit(seat as never, d.id, { choice: 0 }),
        g.check(seat as never, d.id, { choice: 0 }),
      ]) {
        expect(r && !r.ok ? r.code : r).toBe("wrong-player");
      }
    }
    for (const id of [Symbol("id"), throwsOnString]) {
      const r = g.submit(d.player, id as never, { choice: 0 });
      expect(!r.ok && r.code).toBe("stale-decision");
      expect(g.check(d.player, id as never, { choice: 0 })?.code).toBe("stale-decision");
    }
    expect(g.hash()).toBe(hash);
  });

  it("104.4b, 801.16: a declared loop's list of players is read the same way", () => {
    const { game } = at("priority");
    const g = game.fork();
    const hash = g.hash();
    const inputs = g.inputs.length;
    const cases: [unknown, RegExp][] = [
      [holeAt([0, 1, 2], 1), /players\[1\]: a hole/],
      [Object.defineProperty([0], "1", { get: () => 1, enumerable: true }), /players\[1\]: a getter/],
      [new Proxy([0], trapsThrow), /players: could not be read/],
      [["0"], /players\[0\]: expected an integer/],
    ];
    for (const [players, message] of cases) {
      const r = g.declareLoop(players as number[]);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.code).toBe("bad-answer");
        expect(r.message).toMatch(message);
      }
    }
    expect(g.hash()).toBe(hash);
    expect(g.inputs.length).toBe(inputs);
  });
});

/** The first possible attacker of the attackers decision reached, and whom it may attack. */
function firstCandidate(): { attacker: number; defenders: unknown[] } {
  const { d } = at("attackers");
  if (d.kind !== "attackers" || d.candidates.length === 0) throw new Error("no possible attacker");
  return d.candidates[0];
}

/** `list` without its entry `i`: a hole. */
function holeAt(list: unknown[], i: number): unknown[] {
  delete list[i];
  return list;
}
