/**
 * Answers come from people, bots and the network: until this module has read one, it is an unknown value.
 * It is read as the JSON it would become, and must be exactly the plain JSON answer its decision's kind
 * defines (`AnswerByKind`): plain objects (prototype `Object.prototype` or none) with exactly the keys
 * defined, each its own enumerable data property; lists that are plain arrays holding only their entries,
 * with no holes; integers and booleans. Anything else — an inherited, unknown or symbol key, a hole, a
 * getter (never called), a function, a value nested where the answer has a number, a Proxy whose traps
 * throw — is a `bad-answer` naming the path of the first problem ("answer.choices[2]: expected an
 * integer, got a string"). Nothing here throws.
 *
 * What comes out is a fresh copy: the only form of the answer that `validate.ts` checks against the rules
 * and that the engine stores in the state and the game's record.
 */
import type { AnswerByKind, BackAnswer, Decision, DecisionKind, ErrorCode } from "../../decisions.ts";

export interface Problem {
  code: ErrorCode;
  message: string;
}

/** An integer, a boolean, a list, an object with exactly these keys, or one with exactly one of them. */
type Shape =
  | "integer"
  | "boolean"
  | { list: Shape }
  | { keys: Record<string, Shape>; names: string[] }
  | { oneKeyOf: Record<string, Shape>; names: string[] };

const list = (of: Shape): Shape => ({ list: of });
const keys = (fields: Record<string, Shape>): Shape => ({ keys: fields, names: Object.keys(fields) });
const oneKeyOf = (fields: Record<string, Shape>): Shape => ({ oneKeyOf: fields, names: Object.keys(fields) });
const defender = oneKeyOf({ player: "integer", planeswalker: "integer" });

/** Each kind's answer, and how a message spells it out. */
const ANSWERS: Record<DecisionKind, { shape: Shape; form: string }> = {
  priority: { shape: keys({ choice: "integer" }), form: '{"choice": <index of an action>}' },
  choose: { shape: keys({ choices: list("integer") }), form: '{"choices": [<option indices>]}' },
  number: { shape: keys({ value: "integer" }), form: '{"value": <integer>}' },
  mulligan: { shape: keys({ keep: "boolean" }), form: '{"keep": true|false}' },
  order: { shape: keys({ order: list("integer") }), form: '{"order": [<item indices>]}' },
  divide: { shape: keys({ amounts: list("integer") }), form: '{"amounts": [<one per recipient>]}' },
  damage: { shape: keys({ amounts: list("integer") }), form: '{"amounts": [<one per recipient>]}' },
  attackers: {
    shape: keys({ attacks: list(keys({ attacker: "integer", defender })) }),
    form: '{"attacks": [{"attacker": <object id>, "defender": {"player": <seat>} or {"planeswalker": <object id>}}]}',
  },
  blockers: {
    shape: keys({ blocks: list(keys({ blocker: "integer", attacker: "integer" })) }),
    form: '{"blocks": [{"blocker": <object id>, "attacker": <object id>}]}',
  },
};

/** "Go back" within a cast (decisions.ts: `back`), an answer to any kind of decision that offers it. */
const BACK: Shape = keys({ back: "boolean" });

/** A decision with its answer, normalised: `kind` says which (`back`: going back within a cast). */
export type Answered =
  | {
      [K in DecisionKind]: { kind: K; d: Extract<Decision, { kind: K }>; a: AnswerByKind[K] };
    }[DecisionKind]
  | { kind: "back"; d: Decision; a: BackAnswer };

/** Reads `answer` as the answer to `d`: the normalised answer, or a `bad-answer` naming where it is wrong. */
export function readAnswer(d: Decision, answer: unknown): Answered | Problem {
  const { shape, form } = ANSWERS[d.kind];
  // The kind's own answer first: it is read without a Refusal thrown, and most answers are one.
  const read = readAt(answer, shape, "answer");
  if (read instanceof Refusal) {
    const back = readAt(answer, BACK, "answer");
    if (!(back instanceof Refusal)) {
      if ((back as { back: boolean }).back !== true)
        return { code: "bad-answer", message: 'answer.back: only true; going back is {"back": true}' };
      return { kind: "back", d, a: { back: true } };
    }
    return {
      code: "bad-answer",
      message: `${read.path}: ${read.what}; ${/^[aeiou]/.test(d.kind) ? "an" : "a"} ${d.kind} answer is ${form}`,
    };
  }
  return { kind: d.kind, d, a: read } as Answered;
}

/** 104.4b, 801.16: the players named in a declared loop, as a plain list of integers, or why not. */
export function readSeats(players: unknown): number[] | Problem {
  const read = readAt(players, list("integer"), "players");
  if (read instanceof Refusal) return { code: "bad-answer", message: `${read.path}: ${read.what}` };
  return read as number[];
}

class Refusal {
  constructor(
    readonly path: string,
    readonly what: string,
  ) {}
}

/**
 * Where a value is in the answer ("answer.attacks[0].defender"), spelled out only for a message: a read
 * that succeeds builds no text (reading an answer is on every decision's way) — a path is the root's name,
 * or a key or an index within another path.
 */
type Path = string | { within: Path; key: string | symbol } | { within: Path; index: number };

function pathText(path: Path): string {
  if (typeof path === "string") return path;
  return pathText(path.within) + ("index" in path ? `[${path.index}]` : step(path.key));
}

function readAt(x: unknown, shape: Shape, path: Path): unknown {
  try {
    return read(x, shape, path);
  } catch (e) {
    if (e instanceof Refusal) return e;
    throw e;
  }
}

/** Reads `x` at `path` as `shape`, or throws a Refusal. */
function read(x: unknown, shape: Shape, path: Path): unknown {
  if (shape === "integer") {
    if (typeof x === "number" && Number.isSafeInteger(x)) return x === 0 ? 0 : x; // -0 is 0 in JSON
    throw new Refusal(pathText(path), `expected an integer, got ${describeValue(x)}`);
  }
  if (shape === "boolean") {
    if (typeof x === "boolean") return x;
    throw new Refusal(pathText(path), `expected true or false, got ${describeValue(x)}`);
  }
  if ("list" in shape) return readList(x, shape.list, path);
  return readObject(x, shape, path);
}

/**
 * The reads of a foreign value that may throw (a Proxy's trap): whatever they throw is refused at `path`.
 * Each catches on its own, so that a read that succeeds makes no function.
 */
function threw(path: Path): Refusal {
  return new Refusal(pathText(path), "could not be read (reading it threw an exception)");
}

function isList(x: unknown, path: Path): boolean {
  try {
    return Array.isArray(x);
  } catch {
    throw threw(path);
  }
}

function protoOf(x: object, path: Path): object | null {
  try {
    return Reflect.getPrototypeOf(x);
  } catch {
    throw threw(path);
  }
}

function keysOf(x: object, path: Path): (string | symbol)[] {
  try {
    return Reflect.ownKeys(x);
  } catch {
    throw threw(path);
  }
}

function descriptor(x: object, key: string, path: Path): PropertyDescriptor | undefined {
  try {
    return Reflect.getOwnPropertyDescriptor(x, key);
  } catch {
    throw threw(path);
  }
}

function inherits(proto: object, key: string, path: Path): boolean {
  try {
    return key in proto;
  } catch {
    throw threw(path);
  }
}

const ENTRY = /^(0|[1-9]\d*)$/;

function readList(x: unknown, of: Shape, path: Path): unknown[] {
  if (!isList(x, path)) throw new Refusal(pathText(path), `expected a list, got ${describeValue(x)}`);
  const arr = x as unknown[];
  if (protoOf(arr, path) !== Array.prototype)
    throw new Refusal(pathText(path), "not a plain array (inherited properties are not part of an answer)");
  const length: unknown = descriptor(arr, "length", path)?.value;
  if (typeof length !== "number" || !Number.isSafeInteger(length) || length < 0)
    throw new Refusal(pathText(path), "a list without a length");
  const own = keysOf(arr, path);
  // A list without holes or other keys has its entries' keys in order, then "length": the usual answer.
  let plain = own.length === length + 1 && own[length] === "length";
  for (let i = 0; plain && i < length; i++) plain = own[i] === String(i);
  const present = new Set<string>();
  if (!plain) {
    for (const k of own) {
      if (k === "length") continue;
      if (typeof k === "string" && ENTRY.test(k) && Number(k) < length) present.add(k);
      else
        throw new Refusal(
          pathText({ within: path, key: k }),
          "not part of the answer (a list holds only its entries)",
        );
    }
  }
  const out: unknown[] = [];
  // Stops at the first hole, so this reads no more entries than the list really holds.
  for (let i = 0; i < length; i++) {
    const at: Path = { within: path, index: i };
    if (!plain && !present.has(String(i)))
      throw new Refusal(pathText(at), "a hole: every entry of a list must be given");
    out.push(read(ownData(arr, String(i), at), of, at));
  }
  return out;
}

function readObject(
  x: unknown,
  shape: Exclude<Shape, string | { list: Shape }>,
  path: Path,
): Record<string, unknown> {
  if (typeof x !== "object" || x === null || isList(x, path))
    throw new Refusal(pathText(path), `expected an object, got ${describeValue(x)}`);
  const proto = protoOf(x, path);
  const own = keysOf(x, path);
  const fields = "keys" in shape ? shape.keys : shape.oneKeyOf;
  const names = shape.names;
  for (const k of names)
    if (!own.includes(k) && proto !== null && inherits(proto, k, { within: path, key: k }))
      throw new Refusal(pathText({ within: path, key: k }), "inherited, not the answer's own property");
  if (proto !== Object.prototype && proto !== null)
    throw new Refusal(pathText(path), "not a plain object (inherited properties are not part of an answer)");
  for (const k of own)
    if (typeof k !== "string" || !Object.hasOwn(fields, k))
      throw new Refusal(
        pathText({ within: path, key: k }),
        typeof k === "symbol" ? "a symbol key is not part of the answer" : "not part of the answer",
      );
  // Every own key is a field (just checked): the fields given are the own keys, in the fields' order.
  const given = own.length === names.length ? names : names.filter((k) => own.includes(k));
  if ("oneKeyOf" in shape && given.length !== 1)
    throw new Refusal(
      pathText(path),
      `expected exactly one of ${names.map((k) => `"${k}"`).join(", ")}, got ${given.length === 0 ? "none" : given.map((k) => `"${k}"`).join(" and ")}`,
    );
  if ("keys" in shape && given.length < names.length) {
    const missing = names.find((k) => !own.includes(k)) as string;
    throw new Refusal(pathText({ within: path, key: missing }), "missing");
  }
  const out: Record<string, unknown> = {};
  for (const k of given) {
    const at: Path = { within: path, key: k };
    out[k] = read(ownData(x, k, at), fields[k], at);
  }
  return out;
}

/** The value of an own property, which must be plain data: a getter is refused, never called. */
function ownData(o: object, key: string, path: Path): unknown {
  const desc = descriptor(o, key, path);
  if (desc === undefined) throw new Refusal(pathText(path), "missing");
  if (!("value" in desc))
    throw new Refusal(
      pathText(path),
      "a getter or setter, not a value (answers are plain data; it was not called)",
    );
  if (!desc.enumerable) throw new Refusal(pathText(path), "not enumerable (JSON would leave it out)");
  return desc.value;
}

/** `.key`, or `["key"]` when it isn't a name, shortened if long; a symbol as `[Symbol(…)]`. */
function step(k: string | symbol): string {
  if (typeof k === "symbol") return `[${shorten(String(k))}]`;
  return /^[A-Za-z_$][\w$]*$/.test(k) && k.length <= 40 ? `.${k}` : `[${JSON.stringify(shorten(k))}]`;
}

function shorten(text: string): string {
  return text.length <= 40 ? text : `${text.slice(0, 40)}… (${text.length} characters)`;
}

/** What a value is, for a message; never calls anything on it, and never quotes much of it. */
export function describeValue(x: unknown): string {
  switch (typeof x) {
    case "number":
      return Number.isInteger(x) && !Number.isSafeInteger(x) ? `${x}, beyond the safe integers` : String(x);
    case "string":
      return x.length <= 20 ? `a string (${JSON.stringify(x)})` : `a string of ${x.length} characters`;
    case "boolean":
    case "undefined":
      return String(x);
    case "bigint":
      return "a bigint";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      if (x === null) return "null";
      try {
        return Array.isArray(x) ? "a list" : "an object";
      } catch {
        return "an object";
      }
  }
}
