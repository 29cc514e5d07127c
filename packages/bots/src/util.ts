/**
 * Small helpers shared by the bots: answer validation through the engine, probability draws from a
 * bot's own PRNG state, mana values from cost strings, and combat arithmetic on public permanents.
 */
import {
  type Answer,
  type CardDb,
  type CardDef,
  type Decision,
  type EngineError,
  type Game,
  nextU32,
  type PermanentView,
  type PlayerId,
  type PlayerView,
  type RngState,
  randInt,
} from "@roundtable/engine";

/** What a bot is given for one decision. */
export interface BotInput {
  game: Game;
  player: PlayerId;
  decision: Decision;
  /** The bot's own PRNG state for this seat; advanced in place. */
  rng: RngState;
}

export interface Bot {
  name: string;
  decide(input: BotInput): Answer;
}

/** Validates an answer against the open decision without applying it (null when it would be accepted). */
export function checkAnswer(
  game: Game,
  player: PlayerId,
  decisionId: number,
  answer: Answer,
): EngineError | null {
  return game.check(player, decisionId, answer);
}

/** The first of the answers the engine accepts, or the last one if none is accepted. */
export function firstAccepted(game: Game, player: PlayerId, decisionId: number, answers: Answer[]): Answer {
  for (const a of answers) if (checkAnswer(game, player, decisionId, a) === null) return a;
  return answers[answers.length - 1];
}

/** True with probability p (0..1), drawn from the bot's PRNG. */
export function chance(rng: RngState, p: number): boolean {
  if (p <= 0) return false;
  if (p >= 1) return true;
  return nextU32(rng) / 0x100000000 < p;
}

/** Uniform integer in [min, max]. */
export function randBetween(rng: RngState, min: number, max: number): number {
  if (max <= min) return min;
  return min + randInt(rng, max - min + 1);
}

/** A uniform random permutation of 0..n-1. */
export function randomPermutation(rng: RngState, n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** `k` distinct indices out of 0..n-1, chosen uniformly, in increasing order. */
export function randomSubset(rng: RngState, n: number, k: number): number[] {
  return randomPermutation(rng, n)
    .slice(0, k)
    .sort((a, b) => a - b);
}

/** Up to `limit` k-element subsets of 0..n-1, in lexicographic order. */
export function combinations(n: number, k: number, limit: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, acc: number[]): void => {
    if (out.length >= limit) return;
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < n; i++) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return out.length > 0 ? out : [[]];
}

/** Mana value of a mana cost string such as "{2}{R}{R}" (202.3). X counts as 0; hybrid {2/W} as 2. */
export function manaValue(cost: string | undefined): number {
  if (!cost) return 0;
  let total = 0;
  for (const m of cost.matchAll(/\{([^}]*)\}/g)) {
    const sym = m[1].toUpperCase();
    if (sym === "X" || sym === "Y" || sym === "Z") continue;
    if (/^\d+$/.test(sym)) {
      total += Number(sym);
      continue;
    }
    const parts = sym.split("/");
    total += Math.max(1, ...parts.map((p) => (/^\d+$/.test(p) ? Number(p) : 1)));
  }
  return total;
}

export function isLand(def: CardDef | undefined): boolean {
  return def?.types.includes("Land") ?? false;
}

/** The number of lands among the viewer's own hand (from the view: only what the player may know). */
export function landsInHand(db: CardDb, view: PlayerView, player: PlayerId): number {
  const hand = view.players[player]?.hand ?? [];
  return hand.filter((c) => isLand(db.get(c.card))).length;
}

export function isCreature(p: PermanentView): boolean {
  return p.types.includes("Creature");
}

export function has(p: PermanentView, keyword: string): boolean {
  return p.keywords.includes(keyword);
}

export const power = (p: PermanentView): number => Math.max(0, p.power ?? 0);
/** Toughness left after damage already marked this turn. */
export const toughnessLeft = (p: PermanentView): number => (p.toughness ?? 0) - p.damage;

function strikesFirst(p: PermanentView): boolean {
  return has(p, "first strike") || has(p, "double strike");
}

function deals(p: PermanentView, toughness: number): boolean {
  if (power(p) <= 0) return false;
  if (has(p, "deathtouch")) return true;
  const dmg = has(p, "double strike") ? 2 * power(p) : power(p);
  return dmg >= toughness;
}

/** Outcome of `a` and `b` fighting in combat one-on-one: does each die? (first strike and deathtouch aware) */
export function duel(a: PermanentView, b: PermanentView): { aDies: boolean; bDies: boolean } {
  const aKills = deals(a, toughnessLeft(b)) && !has(b, "indestructible");
  const bKills = deals(b, toughnessLeft(a)) && !has(a, "indestructible");
  const aFirst = strikesFirst(a) && !strikesFirst(b);
  const bFirst = strikesFirst(b) && !strikesFirst(a);
  if (aFirst && aKills) return { aDies: false, bDies: true };
  if (bFirst && bKills) return { aDies: true, bDies: false };
  return { aDies: bKills, bDies: aKills };
}

/** A permanent's rough value, for picking "the biggest". */
export function creatureValue(p: PermanentView): number {
  return power(p) * 2 + (p.toughness ?? 0) + p.keywords.length;
}
