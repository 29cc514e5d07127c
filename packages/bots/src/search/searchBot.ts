/**
 * The search bot: Monte Carlo search over determinised hidden information (determinise.ts) at each of
 * its main decisions (candidates.ts). The root's candidates are compared by sequential halving: in each
 * phase every remaining candidate is played out (playout.ts) in the same freshly determinised worlds and
 * scored (evaluate.ts); the weaker half of the challengers is dropped, the heuristic answer never. The worlds
 * are shared so that candidates are compared on the same cards (common random numbers); the playouts are
 * the heuristic bot's, so a world decides a candidate's score. This is one level of information-set Monte
 * Carlo tree search: below the root, the heuristic bot plays.
 *
 * Its randomness comes only from the `rng` it is given, so with a playout budget (the default) it is
 * deterministic. A time budget (`timeMs`) stops it earlier: the only clock it reads, never the engine.
 */
import type { Answer } from "@roundtable/engine";
import { heuristicBot } from "../heuristic.ts";
import type { Bot, BotInput } from "../util.ts";
import { candidates } from "./candidates.ts";
import { determinise } from "./determinise.ts";
import { evaluate } from "./evaluate.ts";
import { type PlayoutLimits, playout, turnCount } from "./playout.ts";

export interface SearchOptions {
  /** Playouts per decision, over all candidates (default 24). */
  playouts?: number;
  /** Stop searching after this many milliseconds of wall time (default: no limit; not reproducible). */
  timeMs?: number;
  /** How many turns from the decision's a playout looks ahead before the position is evaluated (default 3). */
  turns?: number;
  /** A playout's cap on decisions (default 150). */
  maxDecisions?: number;
  /** At most this many candidates are compared (default 8). */
  maxCandidates?: number;
  /** How much better than the heuristic answer's mean value another answer must score (default 0.02). */
  margin?: number;
}

export const SEARCH_DEFAULTS: Required<Omit<SearchOptions, "timeMs">> = {
  playouts: 24,
  turns: 3,
  maxDecisions: 150,
  maxCandidates: 8,
  margin: 0.02,
};

/** A search bot with these options. */
export function makeSearchBot(options: SearchOptions = {}): Bot {
  const o = { ...SEARCH_DEFAULTS, ...options };
  const limits: PlayoutLimits = { turns: o.turns, maxDecisions: o.maxDecisions };
  return {
    name: "search",
    decide(input: BotInput): Answer {
      const heuristic = heuristicBot.decide(input);
      const { game, player, decision } = input;
      const options = candidates(game, player, decision, heuristic, o.maxCandidates);
      if (options.length < 2) return heuristic;
      const deadline = o.timeMs === undefined ? Infinity : performance.now() + o.timeMs;
      return halving(input, options, { budget: o.playouts, margin: o.margin, limits, deadline });
    },
  };
}

/**
 * Sequential halving over `options` with `budget` playouts. The heuristic answer (the first option) is
 * never dropped, and another option is chosen only if it scored better than it by `margin` in the same
 * worlds: a few playouts are noisy, and the heuristic answer is a sound default.
 */
function halving(
  input: BotInput,
  options: Answer[],
  o: { budget: number; margin: number; limits: PlayoutLimits; deadline: number },
): Answer {
  const { game, player, decision, rng } = input;
  const total = options.map(() => 0);
  const count = options.map(() => 0);
  let alive = options.map((_, i) => i);
  const phases = Math.ceil(Math.log2(options.length));
  const mean = (i: number) => (count[i] === 0 ? 0 : total[i] / count[i]);
  const from = turnCount(game);
  const choice = (): Answer => {
    const best = alive.reduce((b, i) => (mean(i) > mean(b) ? i : b), 0);
    return options[mean(best) > mean(0) + o.margin ? best : 0];
  };
  for (let phase = 0; phase < phases && alive.length > 1; phase++) {
    const worlds = Math.max(1, Math.floor(o.budget / (phases * alive.length)));
    for (let w = 0; w < worlds; w++) {
      const world = determinise(game, player, rng);
      for (const i of alive) {
        const g = world.fork();
        if (g.submit(player, decision.id, options[i]).ok) playout(g, from, o.limits, rng);
        total[i] += evaluate(g, player);
        count[i]++;
      }
      if (o.deadline !== Infinity && performance.now() > o.deadline) return choice();
    }
    const ranked = alive.filter((i) => i !== 0).sort((a, b) => mean(b) - mean(a) || a - b);
    alive = [0, ...ranked.slice(0, Math.max(1, Math.ceil(alive.length / 2) - 1))].sort((a, b) => a - b);
  }
  return choice();
}

/** The search bot with the default budget. */
export const searchBot: Bot = makeSearchBot();
