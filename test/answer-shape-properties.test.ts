/**
 * Issue 14, as properties: against every kind of decision, any answer — arbitrary JSON, arbitrary JS
 * values, answers of the right shape, answers with one value spoilt — is refused with a typed error and
 * changes nothing, or is accepted, stored as its JSON, and the game's record replays to the same state. A
 * spoilt value is a `bad-answer` at its path. Every property runs with a fixed seed.
 */
import type { Decision } from "@roundtable/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { at, expectBadAt, KEY, KINDS, Trial, trapsThrow } from "./answerTrial.ts";

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
    for (const kind of KINDS) expect(at(kind).d.kind).toBe(kind);
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
