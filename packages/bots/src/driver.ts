/**
 * The game loop for bots: pending() → bot → submit(), until the game is over or a decision cap is hit.
 * Each seat's bot gets its own PRNG seeded from (seed, seat), so a game is a function of its seed.
 */
import {
  type Answer,
  type Decision,
  deriveSeed,
  type Game,
  type GameEvent,
  type PlayerId,
  type RngState,
  type Seed,
  seedRng,
} from "@roundtable/engine";
import { heuristicBot } from "./heuristic.ts";
import { BOT_NAMES, type BotName } from "./names.ts";
import { randomBot } from "./random.ts";
import { searchBot } from "./search/searchBot.ts";
import { type Bot, chance, randBetween } from "./util.ts";

export { BOT_NAMES, type BotName };

export function makeBot(name: BotName): Bot {
  switch (name) {
    case "random":
      return randomBot;
    case "heuristic":
      return heuristicBot;
    case "search":
      return searchBot;
    default:
      throw new Error(`unknown bot "${name as string}" (known: ${BOT_NAMES.join(", ")})`);
  }
}

export interface PlayOptions {
  /** The game's seed: its bots' streams and the driver's are drawn from it (botRng, driverRng). */
  seed: Seed;
  /** Stop after this many decisions (default 20000); the result then has `finished: false`. */
  maxDecisions?: number;
  /** Called after each accepted answer. */
  onDecision?: (game: Game, decision: Decision, answer: Answer) => void;
  /** Called with the events of each accepted answer or concession (empty if the game collects none). */
  onEvents?: (events: GameEvent[]) => void;
  /** Before each decision, the probability that a random player still in the game concedes (default 0). */
  concedeChance?: number;
}

export interface PlayResult {
  decisions: number;
  /** The turns begun in the game (Grand Melee: every marker's, 807.4b numbers them together). */
  turns: number;
  winners: PlayerId[];
  finished: boolean;
}

/** The salt of the bots' stream drawn from a 128-bit seed (botRng). */
const BOTS_SALT = 0x2c1b3c6d;

/**
 * The PRNG of the bot in `seat` for a game with this seed. An integer seed's bots are seeded as they always
 * were; a 128-bit seed's get 128 bits each, a stream for the bots drawn from the game's seed and one for the
 * seat from that (deriveSeed), so that no bot's stream is the game's or another's.
 */
export function botRng(seed: Seed, seat: number): RngState {
  if (typeof seed === "string") return seedRng(deriveSeed(deriveSeed(seed, BOTS_SALT), seat));
  return seedRng((Math.imul(seed | 0, 0x2c1b3c6d) ^ Math.imul(seat + 1, 0x9e3779b9)) >>> 0);
}

/**
 * The PRNG of the game loop's own draws for a game with this seed: who concedes (`concedeChance`), and which
 * of the decisions open at once (Grand Melee, 807.4) is answered next.
 */
export function driverRng(seed: Seed): RngState {
  return seedRng(deriveSeed(seed, 0x5f3759df));
}

/** Thrown when a bot's answer is rejected by the engine: a bot bug or an engine bug. */
export class BotError extends Error {
  override name = "BotError";
}

export function playGame(game: Game, bots: Bot[], opts: PlayOptions): PlayResult {
  const max = opts.maxDecisions ?? 20000;
  const rngs: RngState[] = []; // each bot's, made when it first decides (a big table has many seats)
  const driver = driverRng(opts.seed);
  const concedeChance = opts.concedeChance ?? 0;
  let decisions = 0;
  while (!game.isOver() && decisions < max) {
    if (concedeChance > 0 && chance(driver, concedeChance)) {
      const inGame = game.state.players.map((p, seat) => ({ p, seat })).filter(({ p }) => !p.left);
      if (inGame.length > 0) {
        const who = inGame[randBetween(driver, 0, inGame.length - 1)].seat;
        const r = game.concede(who);
        if (!r.ok)
          throw new BotError(
            `seed ${opts.seed}: concede by seat ${who} was rejected (${r.code}): ${r.message}`,
          );
        opts.onEvents?.(r.events);
        continue;
      }
    }
    // Grand Melee: several decisions are open at once (807.4); they are answered in a random order.
    const open = game.decisions();
    if (open.length === 0) break;
    const decision = open.length === 1 ? open[0] : open[randBetween(driver, 0, open.length - 1)];
    const bot = bots[decision.player];
    if (!bot) throw new BotError(`seed ${opts.seed}: no bot for seat ${decision.player}`);
    rngs[decision.player] ??= botRng(opts.seed, decision.player);
    const answer = bot.decide({ game, player: decision.player, decision, rng: rngs[decision.player] });
    const r = game.submit(decision.player, decision.id, answer);
    if (!r.ok) {
      throw new BotError(
        `seed ${opts.seed}: bot "${bot.name}" (seat ${decision.player}) answer was rejected (${r.code}): ${r.message}\n` +
          `decision: ${JSON.stringify(decision)}\nanswer: ${JSON.stringify(answer)}`,
      );
    }
    decisions++;
    opts.onEvents?.(r.events);
    opts.onDecision?.(game, decision, answer);
  }
  return {
    decisions,
    turns: game.state.melee?.turns ?? game.state.turn.number,
    winners: [...game.state.winners],
    finished: game.isOver(),
  };
}
