/**
 * Shared helpers of the root-level tests: tables set up exactly as `roundtable simulate` sets them up
 * (same decks for the same seed), so a failing seed can be replayed from the command line, and a fuzz
 * runner that checks the engine's invariants after every decision.
 */
import { type Bot, type BotName, makeBot, type PlayResult, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { buildSetup } from "@roundtable/cli";
import {
  ARCHENEMY_LIFE,
  type AttackRule,
  checkInvariants,
  type Edition,
  type ErrorCode,
  Game,
  type GameEvent,
  type GameSetup,
  staleCharacteristics,
  turnRanges,
} from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { RangeChecker } from "./rangeInvariant.ts";

export interface Table {
  /** A name of VARIANT_NAMES: duel, free-for-all, team-vs-team, emperor, two-headed-giant, grand-melee, … */
  variant: string;
  players: number;
  attack?: AttackRule;
  /** "pool": random decks from the whole card pool (`--decks pool`); default the ready decks. */
  decks?: "pool";
  /** 801: limited range of influence, the same number of seats for everyone (`--range N`). */
  range?: number;
  /** 804: deploy creatures (`--deploy`). */
  deploy?: boolean;
  /** 102.3: this many equal teams seated together: team 1 is seats 0…k−1, team 2 the next k, … (`--teams N`). */
  teams?: number;
  /** 805: shared team turns (`--shared-turns`). */
  sharedTurns?: boolean;
  /** Whose multiplayer rules (`--edition`, issue 15): one of the variant's editionsOf; default today's. */
  edition?: Edition;
  /** 901: Planechase added to the variant (`--planechase`). */
  planechase?: boolean;
}

/** Every EngineError code: a refusal has one of these. */
export const CODES: ErrorCode[] = [
  "not-pending",
  "stale-decision",
  "wrong-player",
  "bad-answer",
  "illegal",
  "not-in-game",
];

export const DUEL: Table = { variant: "duel", players: 2 };
export const ffa = (players: number, attack?: AttackRule): Table => ({
  variant: "free-for-all",
  players,
  attack,
});

/** The same table with random decks from the whole card pool. */
export const pool = (t: Table): Table => ({ ...t, decks: "pool" });

/** The setup `roundtable simulate` uses for this table and seed (decks chosen by the seed). */
export function setupFor(t: Table, seed: number): GameSetup {
  return buildSetup({
    variant: t.variant,
    players: t.players,
    seed,
    attack: t.attack,
    decks: t.decks,
    range: t.range,
    deploy: t.deploy,
    teams: t.teams,
    sharedTurns: t.sharedTurns,
    edition: t.edition,
    planechase: t.planechase,
  }).setup;
}

export function newGame(t: Table, seed: number, events = true): { game: Game; setup: GameSetup } {
  const setup = setupFor(t, seed);
  return { game: Game.create(cardDb, setup, { events }), setup };
}

export function randomBots(n: number, bot: BotName = "random"): Bot[] {
  return Array.from({ length: n }, () => makeBot(bot));
}

/** Number of cards the game starts with: every deck, scheme deck (904.3), planar deck (901.3) and vanguard (902.3). */
export function cardCount(setup: GameSetup): number {
  const planar = setup.planarDeck?.length ?? 0;
  return setup.players.reduce(
    (n, p) =>
      n +
      p.deck.length +
      (p.schemes?.length ?? 0) +
      (p.planarDeck?.length ?? 0) +
      (p.vanguard === undefined ? 0 : 1),
    planar,
  );
}

export function describeTable(t: Table): string {
  const parts = [
    t.variant,
    ...(t.edition !== undefined ? [`${t.edition} edition`] : []),
    `${t.players} players`,
  ];
  if (t.attack) parts.push(`attack ${t.attack}`);
  if (t.range !== undefined) parts.push(`range ${t.range}`);
  if (t.teams !== undefined) parts.push(`${t.teams} teams`);
  if (t.deploy) parts.push("deploy");
  if (t.sharedTurns) parts.push("shared team turns");
  if (t.planechase) parts.push("planechase");
  if (t.decks) parts.push(`${t.decks} decks`);
  return parts.join(", ");
}

/** The command line that plays the same game (same seed, decks and bots). */
export function reproCommand(t: Table, seed: number, bot: BotName = "random"): string {
  const attack = t.attack ? ` --attack ${t.attack}` : "";
  const range = t.range !== undefined ? ` --range ${t.range}` : "";
  const teams = t.teams !== undefined ? ` --teams ${t.teams}` : "";
  const deploy = `${t.deploy ? " --deploy" : ""}${t.sharedTurns ? " --shared-turns" : ""}${t.planechase ? " --planechase" : ""}`;
  const decks = t.decks ? ` --decks ${t.decks}` : "";
  const edition = t.edition !== undefined ? ` --edition ${t.edition}` : "";
  return `npx tsx packages/cli/src/main.ts simulate --variant ${t.variant}${edition} --players ${t.players}${attack}${range}${teams}${deploy}${decks} --games 1 --seed ${seed} --bot ${bot}`;
}

export interface FuzzOptions {
  maxDecisions: number;
  /** playGame's concession probability per decision (the CLI never concedes). */
  concedeChance?: number;
  /** Which bot plays every seat (the CLI's `--bot`); default "random". */
  bot?: BotName;
  /** Only for testing the harness itself: called after each decision, before the checks. */
  tamper?: (game: Game, decisions: number) => void;
}

export interface FuzzOutcome {
  /** Empty when the game ran cleanly. Otherwise a report naming the seed and how to reproduce it. */
  failure: string | null;
  result: PlayResult | null;
  /** How many range checks ran (rangeInvariant.ts), all zero without a range, teams or deploy. */
  rangeChecks: RangeChecker["counts"];
}

/**
 * Plays one game between bots (random unless `opts.bot` says otherwise) with events on, checking after every accepted decision (and after setup):
 * the state invariants (checkInvariants with the card count), that each player's life total equals
 * the starting life plus the sum of the `life` events' deltas, and — in games with a range of influence,
 * teams or deploy — that no target, attack, damage or deploy reached a player or object out of range
 * (test/rangeInvariant.ts). Stops at the first problem.
 */
export function fuzzGame(t: Table, seed: number, opts: FuzzOptions): FuzzOutcome {
  const { game, setup } = newGame(t, seed, true);
  const cards = cardCount(setup);
  // 904.5: an archenemy starts at 40; 902.4: in a Vanguard game each player at 20 plus their vanguard
  // card's life modifier.
  const cfg0 = game.state.config;
  const startingOf = (seat: number): number => {
    if (cfg0.archenemies?.includes(seat) === true) return ARCHENEMY_LIFE;
    const vanguard = game.state.players[seat].vanguard;
    return cfg0.startingLife + (vanguard === undefined ? 0 : (game.db.get(vanguard)?.lifeModifier ?? 0));
  };
  const lifeDelta = game.state.players.map(() => 0);
  let decisions = 0;
  /** The last accepted decision, for the report. */
  let last = "";
  let problems: string[] = [];
  const ranges = new RangeChecker(game.state, game.db);

  const track = (events: GameEvent[]): void => {
    for (const e of events) if (e.type === "life") lifeDelta[e.player] += e.delta;
    ranges.observe(events);
  };
  const check = (): void => {
    const v = [
      ...checkInvariants(game.state, cards, game.db),
      ...staleCharacteristics(game.db, game.state),
      ...ranges.check(game.state),
    ];
    // 810.9: with a shared life total, each player's life is the team's: the sum of every teammate's changes.
    const cfg = game.state.config;
    const shared = (seat: number): number[] =>
      cfg.sharedLife && cfg.teams !== null
        ? cfg.teams.flatMap((t, q) => (t === cfg.teams![seat] ? [q] : []))
        : [seat];
    game.state.players.forEach((p, seat) => {
      // 2004 draft 609.5: a player who left alone keeps their last known life (800.4i); the team's goes on.
      if (p.left && shared(seat).length > 1) return;
      const delta = shared(seat).reduce((n, q) => n + lifeDelta[q], 0);
      const starting = startingOf(seat);
      if (p.life !== starting + delta)
        v.push(
          `seat ${seat}: life is ${p.life} but the life events of ${shared(seat).length > 1 ? "the team" : "the player"} add up to ${starting} + (${delta}) = ${starting + delta}`,
        );
    });
    if (v.length > 0) problems = v;
  };
  class Stop extends Error {}

  track(game.startEvents);
  check();
  let result: PlayResult | null = null;
  let exception: unknown = null;
  if (problems.length === 0) {
    try {
      result = playGame(game, randomBots(t.players, opts.bot), {
        seed,
        maxDecisions: opts.maxDecisions,
        concedeChance: opts.concedeChance ?? 0,
        onEvents: track,
        onDecision: (_g, d, answer) => {
          decisions++;
          last = `${d.kind} by seat ${d.player}, answer ${JSON.stringify(answer)}`;
          opts.tamper?.(game, decisions);
          check();
          if (problems.length > 0) throw new Stop();
        },
      });
      check(); // after a final concession
    } catch (err) {
      if (!(err instanceof Stop)) exception = err;
    }
  }
  if (problems.length === 0 && exception === null)
    return { failure: null, result, rangeChecks: ranges.counts };

  const where =
    decisions === 0
      ? problems.length > 0
        ? "after setup"
        : "at the first decision"
      : `after decision ${decisions} (${last})`;
  const what =
    exception !== null
      ? `exception: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`
          .split("\n")
          .slice(0, 8)
          .join("\n    ")
      : problems.map((p) => `- ${p}`).join("\n    ");
  const concede = opts.concedeChance
    ? `\n  (this game also had random concessions: playGame concedeChance ${opts.concedeChance}, which the CLI doesn't do;` +
      ` rerun it with fuzzGame(${JSON.stringify(t)}, ${seed}, ${JSON.stringify(opts)}) from test/support.ts)`
    : "";
  return {
    failure:
      `seed ${seed} (${describeTable(t)}), ${where}, turn ${game.state.turn.number} ${game.state.turn.step}:\n    ${what}\n` +
      `  reproduce: ${reproCommand(t, seed, opts.bot)}${concede}`,
    result,
    rangeChecks: ranges.counts,
  };
}

/** Seeds `from`, `from + 1`, … (the CLI's `--seed S --games N` plays seeds S … S+N-1). */
export function seeds(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from + i);
}

/**
 * Plays `seeds` on table `t` and returns the failures, grouped by kind (a violation with its numbers
 * blanked out), as one report: each kind with its count and up to three examples in full.
 */
export function fuzzMany(
  t: Table,
  seedList: number[],
  opts: FuzzOptions,
): { report: string; failed: number } {
  const byKind = new Map<string, string[]>();
  let failed = 0;
  for (const seed of seedList) {
    const { failure } = fuzzGame(t, seed, opts);
    if (failure === null) continue;
    failed++;
    const firstLine = failure.split("\n")[1] ?? failure;
    const kind = firstLine.replace(/-?\d+/g, "#").trim();
    const list = byKind.get(kind) ?? [];
    list.push(failure);
    byKind.set(kind, list);
  }
  if (failed === 0) return { report: "", failed };
  const parts = [`${failed} of ${seedList.length} games failed (${describeTable(t)}):`];
  for (const [kind, list] of byKind) {
    parts.push(`\n[${list.length}×] ${kind}`);
    for (const f of list.slice(0, 3)) parts.push(`  ${f.replace(/\n/g, "\n  ")}`);
    if (list.length > 3) parts.push(`  … and ${list.length - 3} more`);
  }
  return { report: parts.join("\n"), failed };
}

/** One vitest test per run of seeds: games between random bots, invariants checked after every decision. */
export function fuzzSuite(title: string, runs: { table: Table; seeds: number[]; opts: FuzzOptions }[]): void {
  describe(title, () => {
    for (const { table, seeds: list, opts } of runs) {
      const extra = `${opts.concedeChance ? `, concessions ${opts.concedeChance}` : ""}${opts.bot && opts.bot !== "random" ? `, ${opts.bot} bots` : ""}`;
      it(`${list.length} games: ${describeTable(table)}${extra} (seeds ${list[0]}–${list[list.length - 1]})`, () => {
        const { report, failed } = fuzzMany(table, list, opts);
        if (failed > 0) console.error(report);
        expect(failed, report).toBe(0);
      });
    }
  });
}

/** Plays random decisions until the first turn has begun (the ranges are fixed as a turn begins, 801.2c). */
export function firstTurn(t: Table, seed: number): Game {
  const { game } = newGame(t, seed, false);
  for (let i = 0; i < 50 && game.state.turn.number === 0; i++)
    playGame(game, randomBots(t.players), { seed: seed + i, maxDecisions: 1 });
  expect(turnRanges(game.state)).toBeTruthy();
  return game;
}
