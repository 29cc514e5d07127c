/** Small helpers for engine tests that drive a game through the decision protocol directly. */
import { cardDb } from "@roundtable/cards";
import { expect } from "vitest";
import {
  type Answer,
  type CardDb,
  type Decision,
  Game,
  type GameEvent,
  type LayoutMulligans,
  type LayoutPermanent,
  type LayoutPlayer,
  type PriorityAction,
  type Step,
  type TableLayout,
  type VariantOptions,
} from "../src/index.ts";

export function table(
  players: LayoutPlayer[],
  opts: { variant?: string; start?: number; attack?: "multiple" | "left" | "right"; autoPass?: boolean } = {},
): Game {
  const variant = opts.variant ?? (players.length === 2 ? "duel" : "free-for-all");
  return Game.fromLayout(cardDb, {
    variant,
    seed: 1,
    players,
    start: opts.start ?? 0,
    autoPass: opts.autoPass ?? true,
    ...(opts.attack ? { options: { attack: opts.attack } } : {}),
  });
}

/** A commander for the Commander tables of the tests (903.3d: "if you control a commander"). */
export const THALIA = "thalia-heretic-cathar";

/**
 * A Commander game, every priority asked: A (commander Thalia) with `a`, B (commander Thalia too, in the command
 * zone) with `b`.
 */
export function commanderGame(a: Omit<LayoutPlayer, "name">, b: Omit<LayoutPlayer, "name"> = {}): Game {
  return table(
    [
      { name: "A", commander: THALIA, ...a },
      { name: "B", commander: THALIA, command: [THALIA], ...b },
    ],
    { variant: "commander", autoPass: false },
  );
}

/**
 * Two-Headed Giant, seats 0 and 1 against 2 and 3 (810), seat 0 starting, from `players` laid out with `db`
 * (the pool by default); every priority asked unless `autoPass`.
 */
export function twoHeadedGiant(players: LayoutPlayer[], db: CardDb = cardDb, autoPass = false): Game {
  const teams = [
    [0, 1],
    [2, 3],
  ];
  return Game.fromLayout(db, {
    variant: "two-headed-giant",
    options: { teams },
    seed: 1,
    start: 0,
    autoPass,
    players,
  });
}

/**
 * Free-for-All from `players` laid out with `db` (the pool by default), seat 0 starting, every priority asked;
 * `range`: a limited range of influence (801).
 */
export function freeForAllLayout(players: LayoutPlayer[], db: CardDb = cardDb, range?: number): Game {
  return Game.fromLayout(db, {
    variant: "free-for-all",
    ...(range === undefined ? {} : { options: { range } }),
    seed: 1,
    start: 0,
    autoPass: false,
    players,
  });
}

/**
 * A game at its opening hands (103.5: a layout's `mulligans`, `{}` — none declared yet — unless given): seat i,
 * named P{i}, holds hands[i] over `library`; `left`: the seats who have left the game.
 */
export function atOpeningHands(
  variant: string,
  hands: string[][],
  start: number,
  more: { options?: VariantOptions; library?: string[]; left?: number[]; mulligans?: LayoutMulligans } = {},
): Game {
  return Game.fromLayout(cardDb, {
    variant,
    options: more.options ?? {},
    seed: 1,
    start,
    autoPass: false,
    players: hands.map((hand, i) => ({
      name: `P${i}`,
      hand,
      ...(more.library === undefined ? {} : { library: more.library }),
      ...(more.left?.includes(i) ? { left: true as const } : {}),
    })),
    mulligans: more.mulligans ?? {},
  });
}

/**
 * A game of `variant` laid out with players `names` (seat order), each with 20 Islands in their library and nothing
 * else, seat 0 starting, without automatic passing: for tests of who takes which turn.
 */
export function islandsGame(variant: string, names: string[], more: Partial<TableLayout> = {}): Game {
  return Game.fromLayout(cardDb, {
    variant,
    seed: 1,
    start: 0,
    autoPass: false,
    players: names.map((name) => ({ name, library: Array(20).fill("island") })),
    ...more,
  });
}

/** The message of the error loading `layout` throws (a SetupError names the path), or "no error". */
export function setupError(layout: TableLayout): string {
  try {
    Game.fromLayout(cardDb, layout);
  } catch (e) {
    return (e as Error).message;
  }
  return "no error";
}

/** Answers the open decision; the events it produced. */
export function submitEvents(game: Game, answer: Answer): GameEvent[] {
  const d = game.pending();
  if (d === null) throw new Error("no decision pending");
  const r = game.submit(d.player, d.id, answer);
  if (!r.ok) throw new Error(`${d.kind}: ${r.message}`);
  return r.events;
}

export function submitOk(game: Game, answer: Answer): void {
  const d = game.pending();
  if (d === null) throw new Error("no decision pending");
  const r = game.submit(d.player, d.id, answer);
  if (!r.ok) throw new Error(`${d.kind}: ${r.message}`);
}

/** Every player passes until the stack is empty (each pass is option 0): what is on it resolves. */
export function resolveStack(game: Game): void {
  while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
}

/** Passes (and declares no attackers/blockers) until the game reaches `step` of turn `turn`. */
export function advanceTo(game: Game, turn: number, step: Step): Decision {
  for (let guard = 0; guard < 10_000; guard++) {
    const d = game.pending();
    if (d === null) throw new Error("game over before the step was reached");
    const t = game.state.turn;
    if (t.number === turn && t.step === step) return d;
    if (t.number > turn) throw new Error(`passed turn ${turn} ${step}`);
    submitOk(game, passAnswer(d));
  }
  throw new Error("guard");
}

export function passAnswer(d: Decision): Answer {
  switch (d.kind) {
    case "priority":
      return { choice: 0 };
    case "attackers":
      return { attacks: [] };
    case "blockers":
      return { blocks: [] };
    default:
      throw new Error(`can't pass a ${d.kind} decision (${d.prompt})`);
  }
}

export function findAction(d: Decision, type: PriorityAction["type"], name?: string): number {
  if (d.kind !== "priority") throw new Error(`expected a priority decision, got ${d.kind}`);
  return d.actions.findIndex(
    (a) => a.type === type && (name === undefined || ("name" in a && a.name === name)),
  );
}

export function actionNames(d: Decision): string[] {
  if (d.kind !== "priority") return [];
  return d.actions.map((a) => (a.type === "pass" ? "pass" : `${a.type} ${a.name}`));
}

export function takeAction(game: Game, type: PriorityAction["type"], name: string): void {
  const d = game.pending()!;
  const i = findAction(d, type, name);
  expect(i, `${type} ${name} in ${actionNames(d).join(", ")}`).toBeGreaterThanOrEqual(0);
  submitOk(game, { choice: i });
}

/** Chooses options of an open `choose` decision by label prefix. */
export function chooseLabels(game: Game, ...labels: string[]): void {
  const d = game.pending()!;
  if (d.kind !== "choose") throw new Error(`expected choose, got ${d.kind}`);
  const idx = labels.map((l) => {
    const i = d.options.findIndex((o) => o.label.startsWith(l));
    if (i < 0) throw new Error(`no option "${l}" in ${d.options.map((o) => o.label).join(", ")}`);
    return i;
  });
  submitOk(game, { choices: idx });
}

/** Layout permanents from card ids. */
export const perms = (...cards: string[]): LayoutPermanent[] => cards.map((card) => ({ card }));

/** N layout permanents of one card ("lands('forest', 3)"). */
export const lands = (card: string, n: number): LayoutPermanent[] =>
  Array.from({ length: n }, () => ({ card }));

/** The open decision, which must be the `purpose` choice of `seat`. */
export function openChoice(game: Game, purpose: string, seat = 0): Decision & { kind: "choose" } {
  const d = game.pending()!;
  expect(d).toMatchObject({ kind: "choose", purpose, player: seat });
  return d as Decision & { kind: "choose" };
}

/** Goes back from the open decision (601.2: a cast's or activation's choices), which must accept it. */
export function goBack(game: Game): void {
  const d = game.pending()!;
  expect(game.submit(d.player, d.id, { back: true }).ok).toBe(true);
}

/** The permanents of this card that seat controls, in battlefield order. */
export function idsOf(game: Game, seat: number, card: string): number[] {
  return game.state.battlefield.filter(
    (id) => game.state.objects[id].card === card && game.state.objects[id].controller === seat,
  );
}

/** The object id of the only permanent with this card id controlled by `seat`. */
export function idOf(game: Game, seat: number, card: string): number {
  const ids = idsOf(game, seat, card);
  if (ids.length !== 1) throw new Error(`${ids.length} ${card} controlled by seat ${seat}`);
  return ids[0];
}

/** The answer is refused as `illegal` with a message matching `message`, and nothing changes. */
export function expectRefused(game: Game, answer: Answer, message: RegExp): void {
  const d = game.pending()!;
  const before = game.hash();
  const r = game.submit(d.player, d.id, answer);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.code).toBe("illegal");
    expect(r.message).toMatch(message);
  }
  expect(game.hash()).toBe(before);
  expect(game.pending()).toEqual(d);
}

/** A Free-for-All of empty seats A, B, C, … played in teams (102.3), A starting. */
export function teamGame(teams: number[][]): Game {
  const n = teams.flat().length;
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    players: Array.from({ length: n }, (_, i) => ({ name: "ABCDEFGH"[i] })),
    options: { teams },
    start: 0,
  });
}

/**
 * Answers mulligan decisions from a per-seat plan (number of mulligans to take), bottoming the first cards;
 * `drawn[seat]`, when given, records the size of each hand the seat was asked about.
 */
export function playMulligans(game: Game, plan: number[], drawn?: number[][]): void {
  const taken = plan.map(() => 0);
  for (
    let d = game.pending();
    d !== null && (d.kind === "mulligan" || (d.kind === "choose" && d.purpose === "bottom"));
    d = game.pending()
  ) {
    let a: Answer;
    if (d.kind === "mulligan") {
      if (drawn !== undefined)
        drawn[d.player] = [...(drawn[d.player] ?? []), game.state.players[d.player].hand.length];
      const keep = taken[d.player] >= plan[d.player];
      if (!keep) taken[d.player]++;
      a = { keep };
    } else if (d.kind === "choose") a = { choices: Array.from({ length: d.min }, (_, i) => i) };
    else throw new Error("unreachable");
    const r = game.submit(d.player, d.id, a);
    if (!r.ok) throw new Error(r.message);
  }
}
