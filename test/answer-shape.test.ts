/**
 * Issue 14: an answer is read as the JSON it would become (`engine/answerShape.ts`). Anything that isn't
 * exactly the plain JSON answer of its decision's kind — an inherited, unknown or symbol key, a hole, a
 * function, a symbol, a getter, nesting deeper than the answer has — is a `bad-answer` naming the path of
 * the problem, and changes nothing; `Game.check` says the same and never throws. An accepted answer is
 * stored normalised, and the game's record replays to the same state. Every kind of decision is reached
 * in real games played by random bots.
 */
import { botRng, makeBot } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type Answer, type Decision, type DecisionKind, type ErrorCode, Game } from "@roundtable/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CODES, DUEL, newGame, pool, type Table } from "./support.ts";

const KINDS: DecisionKind[] = [
  "priority",
  "choose",
  "number",
  "mulligan",
  "order",
  "divide",
  "damage",
  "attackers",
  "blockers",
];

/** The key of each kind's answer. */
const KEY: Record<DecisionKind, string> = {
  priority: "choice",
  choose: "choices",
  number: "value",
  mulligan: "keep",
  order: "order",
  divide: "amounts",
  damage: "amounts",
  attackers: "attacks",
  blockers: "blocks",
};

interface Position {
  game: Game;
  d: Decision;
  /** The bot's answer there: a legal one. */
  legal: Answer;
}

/**
 * Where each kind of decision comes early (so that a replay is quick): the first of its kind in this
 * duel of random bots, with the ready decks or with random decks from the whole pool.
 */
const SOURCES: Record<DecisionKind, [Table, number]> = {
  mulligan: [DUEL, 1],
  choose: [DUEL, 1],
  priority: [DUEL, 3],
  blockers: [DUEL, 17],
  attackers: [pool(DUEL), 9],
  damage: [pool(DUEL), 2],
  number: [pool(DUEL), 17],
  divide: [pool(DUEL), 8],
  order: [pool(DUEL), 3],
};

function reach(kind: DecisionKind): Position | undefined {
  const [t, seed] = SOURCES[kind];
  const { game } = newGame(t, seed, false);
  const bot = makeBot("random");
  const rngs = game.state.players.map((_, seat) => botRng(seed, seat));
  for (let i = 0; i < 200 && !game.isOver(); i++) {
    const d = game.pending()!;
    const legal = bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] });
    if (d.kind === kind) return { game, d, legal };
    const r = game.submit(d.player, d.id, legal);
    if (!r.ok) throw new Error(`bot answer rejected: ${r.message}`);
  }
  return undefined;
}

const POSITIONS = new Map(
  KINDS.flatMap((k) => {
    const p = reach(k);
    return p ? [[k, p] as const] : [];
  }),
);

function at(kind: DecisionKind): Position {
  const p = POSITIONS.get(kind);
  if (p === undefined) throw new Error(`no ${kind} decision was reached`);
  return p;
}

/**
 * Answers one position again and again: each answer is checked (`Game.check`) and submitted. A rejection
 * must be typed, the same from both, and change nothing; an acceptance must store the answer as its JSON
 * and leave a record that replays to the same state (then the next answer goes to a fresh copy).
 */
class Trial {
  private game: Game;
  private hash: string;
  constructor(private readonly pos: Position) {
    this.game = pos.game.fork();
    this.hash = this.game.hash();
  }

  /** Answers as the decision's player, or as `seat`, quoting the decision's id, or `id`. */
  answer(
    answer: unknown,
    seat: unknown = this.pos.d.player,
    id: unknown = this.pos.d.id,
  ): { ok: true } | { ok: false; code: ErrorCode; message: string } {
    const { game } = this;
    const inputs = game.inputs.length;
    const checked = game.check(seat as number, id as number, answer as Answer);
    const r = game.submit(seat as number, id as number, answer as Answer);
    if (!r.ok) {
      expect(CODES).toContain(r.code);
      expect(typeof r.message).toBe("string");
      expect(checked).toStrictEqual(r);
      expect(game.hash()).toBe(this.hash);
      expect(game.inputs.length).toBe(inputs);
      return r;
    }
    expect(checked).toBe(null);
    const stored = game.inputs[game.inputs.length - 1];
    expect(stored).toStrictEqual({
      player: seat,
      decision: id,
      answer: JSON.parse(JSON.stringify(answer)),
    });
    expect(Game.replay(cardDb, game.record(), { events: false }).hash()).toBe(game.hash());
    this.game = this.pos.game.fork();
    this.hash = this.game.hash();
    return { ok: true };
  }
}

/** A bad-answer whose message names `path` first. */
function expectBadAt(r: ReturnType<Trial["answer"]>, path: string, what?: RegExp): void {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.code).toBe("bad-answer");
  expect(r.message.startsWith(`${path}: `), r.message).toBe(true);
  if (what) expect(r.message).toMatch(what);
}

/** Answers of the right shape with values near the legal ones: some legal, some illegal. */
function nearlyRight(d: Decision): fc.Arbitrary<unknown> {
  const index = (n: number) => fc.integer({ min: -1, max: n });
  switch (d.kind) {
    case "priority":
      return fc.record({ choice: index(d.actions.length) });
    case "choose":
      return fc.record({ choices: fc.array(index(d.options.length), { maxLength: d.options.length + 1 }) });
    case "number":
      return fc.record({ value: fc.integer({ min: d.min - 1, max: d.max + 1 }) });
    case "mulligan":
      return fc.record({ keep: fc.boolean() });
    case "order": {
      const n = d.items.length;
      const all = Array.from({ length: n }, (_, i) => i);
      return fc.record({
        order: fc.oneof(
          fc.shuffledSubarray(all, { minLength: n, maxLength: n }),
          fc.array(index(n), { maxLength: n + 1 }),
        ),
      });
    }
    case "divide":
    case "damage": {
      const n = d.recipients.length;
      return fc.record({
        amounts: fc.array(fc.integer({ min: -1, max: d.amount }), {
          minLength: Math.max(0, n - 1),
          maxLength: n + 1,
        }),
      });
    }
    case "attackers": {
      const attacker = fc.constantFrom(999_999, ...d.candidates.map((c) => c.attacker));
      const defender = fc.constantFrom({ player: 99 }, ...d.candidates.flatMap((c) => c.defenders));
      return fc.record({
        attacks: fc.array(fc.record({ attacker, defender: defender.map((x) => ({ ...x })) }), {
          maxLength: d.candidates.length + 1,
        }),
      });
    }
    case "blockers": {
      const blocker = fc.constantFrom(999_999, ...d.candidates.map((c) => c.blocker));
      const attacker = fc.constantFrom(999_999, ...d.candidates.flatMap((c) => c.attackers));
      return fc.record({
        blocks: fc.array(fc.record({ blocker, attacker }), { maxLength: d.candidates.length + 1 }),
      });
    }
  }
}

/** Every value in a plain JSON answer with its path, the answer itself first. */
function nodesOf(value: unknown, path = "answer"): { path: string; value: unknown }[] {
  const out = [{ path, value }];
  if (Array.isArray(value)) for (const [i, v] of value.entries()) out.push(...nodesOf(v, `${path}[${i}]`));
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) out.push(...nodesOf(v, `${path}.${k}`));
  return out;
}

/** `value` with the value at `target` replaced by `by` (the containers on the way are copied). */
function replaceAt(value: unknown, target: string, by: unknown, path = "answer"): unknown {
  if (path === target) return by;
  if (Array.isArray(value)) return value.map((v, i) => replaceAt(v, target, by, `${path}[${i}]`));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, replaceAt(v, target, by, `${path}.${k}`)]),
    );
  return value;
}

/** Counts calls of the getters the tricks plant: reading an answer must never call one. */
let getterCalls = 0;
const throwingGetter = {
  get(): never {
    getterCalls++;
    throw new Error("a getter that throws");
  },
  enumerable: true,
  configurable: true,
};
/** A Proxy handler every trap of which throws. */
const trapsThrow = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("a trap that throws");
    },
  },
);
class NotPlain {}
class NotPlainList extends Array {}

type Trick = (value: unknown, path: string) => { value: unknown; path: string } | null;
const onObject =
  (f: (o: Record<string, unknown>, path: string, first: string) => { value: unknown; path: string }): Trick =>
  (v, path) =>
    typeof v === "object" && v !== null && !Array.isArray(v) ? f({ ...v }, path, Object.keys(v)[0]) : null;
const onList =
  (f: (l: unknown[], path: string) => { value: unknown; path: string }): Trick =>
  (v, path) =>
    Array.isArray(v) ? f([...v], path) : null;

/** Ways to spoil one value of an answer, and the path the refusal must name. */
const TRICKS: Record<string, Trick> = {
  function: (v, path) => ({ value: () => v, path }),
  symbol: (_, path) => ({ value: Symbol("s"), path }),
  bigint: (_, path) => ({ value: 1n, path }),
  "boxed number": (_, path) => ({ value: new Number(1), path }),
  "nested deeper": (v, path) => {
    let deep: unknown = v;
    for (let i = 0; i < 30; i++) deep = [deep];
    return { value: deep, path: Array.isArray(v) ? `${path}[0]` : path };
  },
  "throwing proxy": (v, path) => ({ value: new Proxy(Array.isArray(v) ? [] : {}, trapsThrow), path }),
  "revoked proxy": (v, path) => {
    const { proxy, revoke } = Proxy.revocable(Array.isArray(v) ? [] : {}, {});
    revoke();
    return { value: proxy, path };
  },
  "unknown key": onObject((o, path) => ({ value: { ...o, note: "x".repeat(1000) }, path: `${path}.note` })),
  "symbol key": onObject((o, path) => ({ value: { ...o, [Symbol("k")]: 1 }, path: `${path}[Symbol(k)]` })),
  getter: onObject((o, path, k) => ({
    value: Object.defineProperty(o, k, throwingGetter),
    path: `${path}.${k}`,
  })),
  inherited: onObject((o, path, k) => ({ value: Object.create(o), path: `${path}.${k}` })),
  "class instance": onObject((o, path) => ({ value: Object.assign(new NotPlain(), o), path })),
  "not enumerable": onObject((o, path, k) => ({
    value: Object.defineProperty(o, k, { value: o[k], enumerable: false }),
    path: `${path}.${k}`,
  })),
  hole: onList((l, path) => {
    if (l.length === 0) l.length = 1;
    else delete l[0];
    return { value: l, path: `${path}[0]` };
  }),
  "huge sparse list": onList((l, path) => {
    const n = l.length;
    l.length = 2 ** 32 - 1;
    return { value: l, path: `${path}[${n}]` };
  }),
  "named property on a list": onList((l, path) => ({
    value: Object.assign(l, { foo: 1 }),
    path: `${path}.foo`,
  })),
  "symbol key on a list": onList((l, path) => ({
    value: Object.assign(l, { [Symbol("k")]: 1 }),
    path: `${path}[Symbol(k)]`,
  })),
  "getter in a list": onList((l, path) => ({
    value: Object.defineProperty(l, 0, throwingGetter),
    path: `${path}[0]`,
  })),
  "list subclass": onList((l, path) => ({ value: NotPlainList.from(l), path })),
};

describe("every kind of decision, reached in real games", () => {
  it("the bots' duels reach all nine kinds early", () => {
    expect(KINDS.filter((k) => !POSITIONS.has(k))).toStrictEqual([]);
  });
});

describe("property: any answer is refused with a typed error and changes nothing, or is stored as its JSON and replays", () => {
  KINDS.forEach((kind, k) => {
    it(`${kind}: arbitrary JSON`, () => {
      const trial = new Trial(at(kind));
      fc.assert(
        fc.property(
          fc.oneof(
            fc.jsonValue({ maxDepth: 4 }),
            fc.dictionary(fc.constantFrom(KEY[kind], "x"), fc.jsonValue({ maxDepth: 3 })),
          ),
          (answer) => {
            const r = trial.answer(answer);
            if (!r.ok && r.code === "bad-answer") expect(r.message).toMatch(/^answer\b/);
          },
        ),
        { seed: 1400 + k, numRuns: 60 },
      );
    });

    it(`${kind}: arbitrary JS values (boxed, Maps, Sets, null prototypes, bigints, dates, typed and sparse arrays), as any seat, quoting any id`, () => {
      const { d } = at(kind);
      const trial = new Trial(at(kind));
      const anything = fc.anything({
        maxDepth: 3,
        maxKeys: 4,
        withBoxedValues: true,
        withMap: true,
        withSet: true,
        withObjectString: true,
        withNullPrototype: true,
        withBigInt: true,
        withDate: true,
        withTypedArray: true,
        withSparseArray: true,
      });
      fc.assert(
        fc.property(
          anything,
          fc.oneof(fc.constant(d.player), fc.integer({ min: -1, max: 2 }), anything),
          fc.oneof(fc.constant(d.id), fc.integer({ min: d.id - 1, max: d.id + 1 }), anything),
          (answer, seat, id) => {
            trial.answer(answer, seat, id);
          },
        ),
        { seed: 1500 + k, numRuns: 60 },
      );
    });

    it(`${kind}: answers of the right shape are accepted (and replay) or refused as illegal`, () => {
      const { d, legal } = at(kind);
      const trial = new Trial(at(kind));
      let accepted = 0;
      fc.assert(
        fc.property(fc.oneof(nearlyRight(d), fc.constant(legal)), (answer) => {
          const r = trial.answer(structuredClone(answer));
          if (r.ok) accepted++;
          else expect(r.code).toBe("illegal");
        }),
        { seed: 1600 + k, numRuns: 30 },
      );
      expect(accepted).toBeGreaterThan(0);
    });

    it(`${kind}: one value spoilt (functions, symbols, getters, holes, prototypes, proxies, nesting) is refused at its path`, () => {
      const { d } = at(kind);
      const trial = new Trial(at(kind));
      const names = Object.keys(TRICKS);
      fc.assert(
        fc.property(nearlyRight(d), fc.nat(), fc.nat(), (answer, nodePick, trickPick) => {
          const nodes = nodesOf(answer);
          const node = nodes[nodePick % nodes.length];
          const spoilt = names.map((n) => TRICKS[n](node.value, node.path)).filter((x) => x !== null);
          const trick = spoilt[trickPick % spoilt.length]!;
          getterCalls = 0;
          expectBadAt(trial.answer(replaceAt(answer, node.path, trick.value)), trick.path);
          expect(getterCalls).toBe(0);
        }),
        { seed: 1700 + k, numRuns: 80 },
      );
    });
  });
});

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
