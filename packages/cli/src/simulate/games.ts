/**
 * One simulated game by its seed, as a plain outcome: what `roundtable simulate` adds up, the same whether
 * the game was played here, in a worker thread or by a `simulate-worker` on another machine (outcomes are
 * JSON and are added up in seed order, so the report never depends on where the games ran).
 */
import { playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord, type VariantConfig } from "@roundtable/engine";
import {
  botsFor,
  buildSetup,
  bySeat,
  defaultDecisionCap,
  listedBySeat,
  type TableOptions,
  tableConfig,
  turnsPlayed,
} from "../table.ts";

/** What every game of a simulate run is played with; game i of the run uses seed (seed + i). */
export interface GameOptions extends TableOptions {
  /** The run's first seed: an integer, game i playing seed + i. */
  seed: number;
  /** A bot name for every seat, or a comma-separated name per seat. */
  bot: string;
  /** Decision cap per game (default: defaultDecisionCap, which grows with big tables). */
  maxDecisions?: number;
  /** Before each decision, the chance that a random player concedes (to exercise leaving the game). */
  concedeChance?: number;
  /** Keep the game record of a failing game (an error, or unfinished) in its outcome (--save-failures). */
  records: boolean;
}

export interface GameOutcome {
  seed: number;
  /** The game's figures; null when a bot or the engine threw (`error`). */
  played: {
    turns: number;
    decisions: number;
    finished: boolean;
    /** The winning seat, listed player (807.3) or team (102.3); null for a draw or an unfinished game. */
    side: number | null;
  } | null;
  /** The message of what was thrown, or null. */
  error: string | null;
  /** 809.2: in an Emperor game, how many players of each role won; else null. */
  roleWins: { emperor: number; general: number } | null;
  /** 902: in a Vanguard game, each player's vanguard card and whether they won with it. */
  vanguards: { name: string; won: boolean }[];
  /** A failing game's record, when `records` is asked for; else null. */
  record: GameRecord | null;
}

/** Plays the games of `seeds` in order, handing each outcome to `each` as it ends. */
export function playSeeds(opts: GameOptions, seeds: readonly number[], each: (o: GameOutcome) => void): void {
  const cfg = tableConfig(opts);
  for (const seed of seeds) each(playSeed(opts, cfg, seed));
}

function playSeed(opts: GameOptions, cfg: VariantConfig, seed: number): GameOutcome {
  const { setup } = buildSetup({ ...opts, seed });
  const game = Game.create(cardDb, setup, { events: false });
  // 807.3: with seats drawn at random, each listed player takes their bot to their seat.
  const bots = bySeat(game.state, setup, botsFor(opts.bot, setup.players.length));
  let played: GameOutcome["played"] = null;
  let error: string | null = null;
  try {
    const r = playGame(game, bots, {
      seed,
      maxDecisions: opts.maxDecisions ?? defaultDecisionCap(opts.players),
      concedeChance: opts.concedeChance,
    });
    const side = r.finished ? winningSide(cfg, r.winners, listedBySeat(game.state, setup)) : null;
    played = { turns: turnsPlayed(game.state), decisions: r.decisions, finished: r.finished, side };
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const roles = cfg.roles;
  let roleWins: GameOutcome["roleWins"] = null;
  if (roles !== null) {
    roleWins = { emperor: 0, general: 0 };
    for (const [seat, p] of game.state.players.entries()) if (p.result === "won") roleWins[roles[seat]]++;
  }
  const failing = error !== null || played?.finished === false;
  return {
    seed,
    played,
    error,
    roleWins,
    vanguards: cfg.vanguard === true ? vanguards(game) : [],
    record: failing && opts.records ? game.record() : null,
  };
}

/**
 * The seat (the listed player when seats are drawn at random), or the team with teams, that the winners
 * are; null for a draw (no winner, or winners of several). `listed`: the listed player in each seat.
 */
function winningSide(cfg: VariantConfig, winners: number[], listed: readonly number[]): number | null {
  const sides = new Set(winners.map((w) => (cfg.teams === null ? listed[w] : cfg.teams[w])));
  return sides.size === 1 ? [...sides][0] : null;
}

/** 902: each player's vanguard card in this game, and whether they won with it. */
function vanguards(game: Game): GameOutcome["vanguards"] {
  return game.state.players.flatMap((p) =>
    p.vanguard === undefined
      ? []
      : [{ name: cardDb.get(p.vanguard)?.name ?? p.vanguard, won: p.result === "won" }],
  );
}
