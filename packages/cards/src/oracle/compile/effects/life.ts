/**
 * Life (119), poison counters (122.1f) and the game (104): "You gain 3 life.", "Each opponent loses 1 life.", "Each
 * player gets a poison counter.", "you win the game", "you gain 2 life for each time it was kicked" (702.33c–e),
 * "you gain life equal to the sacrificed creature's toughness" (608.2h).
 */
import { withoutKickCount } from "../phrases/kicks.ts";
import { refuse } from "../phrases/refusal.ts";
import { sacrificedAmountOf } from "../phrases/sacrificed.ts";
import { actor, type ClauseReader, countOf, digitsOf, splitAtVerb } from "./clause.ts";

const life: ClauseReader = (scope, clause) => {
  const s = splitAtVerb(clause, ["gains", "gain", "loses", "lose"]);
  if (!s) return undefined;
  const e = s.verb.startsWith("gain") ? "gainLife" : "loseLife";
  // 608.2h: "you gain life equal to the sacrificed creature's toughness" (Diamond Valley).
  const equal = s.rest.match(/^life equal to (.+)$/);
  if (equal) {
    const amount =
      sacrificedAmountOf(scope, equal[1]) ?? refuse(equal[1], "an amount the compiler does not read");
    return [{ e, who: actor(scope, s.subject), amount }];
  }
  // 702.33c–e: "you gain 2 life for each time it was kicked" (Lightkeeper of Emeria).
  const perKick = withoutKickCount(scope, s.rest);
  const m = (perKick ?? s.rest).match(/^(\d+|X) life$/);
  if (!m) return undefined;
  if (perKick === undefined) return [{ e, who: actor(scope, s.subject), amount: digitsOf(m[1]) }];
  if (m[1] === "X") refuse(perKick, "not a number of life for each time it was kicked");
  return [{ e, who: actor(scope, s.subject), amount: { perKick: Number(m[1]) } }];
};

const game: ClauseReader = (scope, clause) => {
  // 104.4c
  if (clause === "the game is a draw") return [{ e: "drawGame" }];
  const s = splitAtVerb(clause, ["wins", "win", "loses", "lose"]);
  if (s?.rest !== "the game" || s.subject === null) return undefined;
  return [{ e: s.verb.startsWith("win") ? "win" : "loseGame", who: actor(scope, s.subject) }];
};

/** 500.7: "Take an extra turn after this one." */
const extraTurn: ClauseReader = (scope, clause) => {
  const s = splitAtVerb(clause, ["takes", "take"]);
  if (s?.rest !== "an extra turn after this one") return undefined;
  return [{ e: "extraTurn", who: actor(scope, s.subject) }];
};

/** 122.1f: "each player gets a poison counter", "target opponent gets two poison counters". */
const poison: ClauseReader = (scope, clause) => {
  const s = splitAtVerb(clause, ["gets", "get"]);
  if (!s || !/ poison counters?( for each time it was kicked)?$/.test(s.rest)) return undefined;
  return [{ e: "poison", who: actor(scope, s.subject), amount: countOf(scope, s.rest, "poison counter") }];
};

export const lifeReaders: readonly ClauseReader[] = [life, game, extraTurn, poison];
