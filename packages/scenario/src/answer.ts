/**
 * Turning what a scenario file says ("B:Grizzly Bears", ["Mountain", "Forest"], {"A": 3}) into an answer
 * to one engine decision. Every function here either finds exactly what was meant or throws a
 * ScenarioRunError that says why: nothing is ever guessed.
 */
import type { Answer, CardDb, ChoiceOption, Decision, GameState, Ref } from "@roundtable/engine";
import { resolveRef, stateCandidates } from "./resolve.ts";
import type { ChoiceEntry } from "./schema.ts";

/** A scenario that cannot go on; the message says where and why. */
export class ScenarioRunError extends Error {
  override name = "ScenarioRunError";
}

export function players(s: GameState): string[] {
  return s.players.map((p) => p.name);
}

/** Resolves a card reference in the current state to an object id. */
export function objectOf(db: CardDb, s: GameState, text: string, what: string): number {
  const r = resolveRef(text, stateCandidates(db, s), players(s));
  if (!r.ok) throw new ScenarioRunError(`${what}: ${r.message}`);
  return r.id;
}

/** Resolves a player name or card reference. */
export function refOf(db: CardDb, s: GameState, text: string, what: string): Ref {
  const seat = players(s).indexOf(text);
  return seat >= 0 ? { player: seat } : { object: objectOf(db, s, text, what) };
}

export function listOptions(options: readonly ChoiceOption[]): string {
  return options.map((o) => JSON.stringify(o.label)).join(", ");
}

const HIDDEN = new Set(["hand", "library"]);

/** Options that stand for cards nobody could tell apart (same card, same hidden zone, same owner). */
function interchangeable(s: GameState, options: readonly ChoiceOption[]): boolean {
  const objs = options.map((o) => (o.ref && "object" in o.ref ? s.objects[o.ref.object] : undefined));
  const first = objs[0];
  return objs.every(
    (o) =>
      o !== undefined &&
      first !== undefined &&
      HIDDEN.has(o.zone) &&
      o.zone === first.zone &&
      o.card === first.card &&
      o.owner === first.owner,
  );
}

/**
 * The index of the option `text` names, skipping `taken`. A player name picks that player; a text equal to
 * exactly one option's label picks it (several labels only if they are interchangeable cards, or with
 * `sameLabel` "first", the first of them: triggers to order whose text is the same); anything else is a card
 * reference.
 */
export function pickOption(
  db: CardDb,
  s: GameState,
  text: string,
  options: readonly ChoiceOption[],
  taken: readonly number[],
  what: string,
  sameLabel: "interchangeable" | "first" = "interchangeable",
): number {
  const free = (i: number) => !taken.includes(i);
  const none = () =>
    new ScenarioRunError(`${what}: "${text}" is not among the options: ${listOptions(options)}`);
  const seat = players(s).indexOf(text);
  if (seat >= 0) {
    const i = options.findIndex(
      (o, k) => free(k) && o.ref !== undefined && "player" in o.ref && o.ref.player === seat,
    );
    if (i < 0) throw none();
    return i;
  }
  const labelled = options.flatMap((o, k) => (o.label === text && free(k) ? [k] : []));
  const same = options.filter((o) => o.label === text);
  if (labelled.length === 1 || (labelled.length > 1 && (sameLabel === "first" || interchangeable(s, same))))
    return labelled[0];
  const id = objectOf(db, s, text, what);
  const i = options.findIndex(
    (o, k) => free(k) && o.ref !== undefined && "object" in o.ref && o.ref.object === id,
  );
  if (i < 0) throw none();
  return i;
}

export function pickOptions(
  db: CardDb,
  s: GameState,
  texts: readonly string[],
  options: readonly ChoiceOption[],
  what: string,
  sameLabel: "interchangeable" | "first" = "interchangeable",
): number[] {
  const out: number[] = [];
  for (const t of texts) out.push(pickOption(db, s, t, options, out, what, sameLabel));
  return out;
}

function checkCount(n: number, min: number, max: number, what: string): void {
  if (n < min || n > max) {
    const want = min === max ? `${min}` : `${min} to ${max}`;
    throw new ScenarioRunError(`${what}: the decision needs ${want} choice${max === 1 ? "" : "s"}, got ${n}`);
  }
}

/** Amounts for a divide or damage decision: a list (in recipient order) or an object recipient -> amount. */
function amounts(
  db: CardDb,
  s: GameState,
  entry: ChoiceEntry,
  recipients: readonly ChoiceOption[],
  what: string,
): number[] | null {
  if (Array.isArray(entry) && entry.every((n) => typeof n === "number")) return entry as number[];
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return null;
  const out = recipients.map(() => 0);
  const seen: number[] = [];
  for (const [key, n] of Object.entries(entry)) {
    const i = pickOption(db, s, key, recipients, seen, what);
    seen.push(i);
    out[i] = n;
  }
  return out;
}

function kindOf(d: Decision): string {
  return "purpose" in d ? `${d.kind} (${d.purpose})` : d.kind;
}

/** The answer that a `choices` entry gives to decision `d`. */
export function answerFromChoice(
  db: CardDb,
  s: GameState,
  entry: ChoiceEntry,
  d: Decision,
  what: string,
): Answer {
  const wrong = (want: string) =>
    new ScenarioRunError(`${what}: a ${kindOf(d)} decision needs ${want}, got ${JSON.stringify(entry)}`);
  switch (d.kind) {
    case "choose": {
      if (typeof entry === "boolean") {
        const i = d.options.findIndex((o) => o.label.toLowerCase() === (entry ? "yes" : "no"));
        if (i < 0) throw wrong(`one of ${listOptions(d.options)}`);
        return { choices: [i] };
      }
      const texts = typeof entry === "string" ? [entry] : entry;
      if (!Array.isArray(texts) || !texts.every((t) => typeof t === "string"))
        throw wrong("a name or a list of names");
      const picked = pickOptions(db, s, texts as string[], d.options, what);
      checkCount(picked.length, d.min, d.max, what);
      return { choices: picked };
    }
    case "number":
      if (typeof entry !== "number") throw wrong("a number");
      return { value: entry };
    case "mulligan":
      if (typeof entry !== "boolean") throw wrong("true (keep) or false (mulligan)");
      return { keep: entry };
    case "order": {
      if (!Array.isArray(entry) || !entry.every((t) => typeof t === "string"))
        throw wrong("a list of names or labels");
      // 603.3b: triggers of one text (Midnight Reaper's, for two creatures that died) are ordered as listed.
      const order = pickOptions(db, s, entry as string[], d.items, what, "first");
      if (order.length !== d.items.length)
        throw new ScenarioRunError(
          `${what}: list all ${d.items.length} items in order: ${listOptions(d.items)}`,
        );
      return { order };
    }
    case "divide":
    case "damage": {
      const a = amounts(db, s, entry, d.recipients, what);
      if (a === null) throw wrong("a list of amounts or an object recipient -> amount");
      return { amounts: a };
    }
    default:
      throw wrong("an action in `actions`, not a choice");
  }
}
