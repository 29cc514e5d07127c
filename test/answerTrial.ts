/**
 * Positions of every kind of decision, reached early in real games played by random bots, and a harness
 * that answers one of them again and again (issue 14: `answer-shape.test.ts`,
 * `answer-shape-properties.test.ts`).
 */
import { botRng, makeBot } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type Answer, type Decision, type DecisionKind, type ErrorCode, Game } from "@roundtable/engine";
import { expect } from "vitest";
import { CODES, DUEL, newGame, pool, type Table } from "./support.ts";

export const KINDS: DecisionKind[] = [
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
export const KEY: Record<DecisionKind, string> = {
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

export interface Position {
  game: Game;
  d: Decision;
  /** The bot's answer there: a legal one. */
  legal: Answer;
}

/**
 * Where each kind of decision comes early (so that a replay is quick): the first of its kind in this
 * duel of random bots, with the ready decks or with random decks from the whole pool. The games depend on the
 * pool and the ready decks: when those change and a seed's game no longer reaches its kind in 200 decisions, the
 * next seeds are tried (`reach`), so the test needn't be edited — a seed written here is where the search starts.
 */
const SOURCES: Record<DecisionKind, [Table, number]> = {
  mulligan: [DUEL, 1],
  choose: [DUEL, 1],
  priority: [DUEL, 1],
  blockers: [DUEL, 2],
  attackers: [pool(DUEL), 1],
  damage: [DUEL, 5],
  number: [DUEL, 5],
  divide: [pool(DUEL), 62],
  order: [DUEL, 11],
};

/** The first position of `kind` in the games from the kind's seed on (at most SEEDS_TRIED of them). */
function reach(kind: DecisionKind): Position | undefined {
  const [t, first] = SOURCES[kind];
  for (let seed = first; seed < first + SEEDS_TRIED; seed++) {
    const found = reachIn(t, seed, kind);
    if (found !== undefined) return found;
  }
  return undefined;
}

const SEEDS_TRIED = 200;

/** The first decision of `kind` in the first 200 decisions of the game of `seed`, with the bot's legal answer. */
function reachIn(t: Table, seed: number, kind: DecisionKind): Position | undefined {
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

const reached = new Map<DecisionKind, Position | undefined>();

/** The position of `kind` (reached once per test file, then shared: answer it through a Trial). */
export function at(kind: DecisionKind): Position {
  if (!reached.has(kind)) reached.set(kind, reach(kind));
  const p = reached.get(kind);
  if (p === undefined) throw new Error(`no ${kind} decision was reached`);
  return p;
}

/**
 * Answers one position again and again: each answer is checked (`Game.check`) and submitted. A rejection
 * must be typed, the same from both, and change nothing; an acceptance must store the answer as its JSON
 * and leave a record that replays to the same state (then the next answer goes to a fresh copy).
 */
export class Trial {
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
export function expectBadAt(r: ReturnType<Trial["answer"]>, path: string, what?: RegExp): void {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.code).toBe("bad-answer");
  expect(r.message.startsWith(`${path}: `), r.message).toBe(true);
  if (what) expect(r.message).toMatch(what);
}

/** A Proxy handler every trap of which throws. */
export const trapsThrow = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("a trap that throws");
    },
  },
);
