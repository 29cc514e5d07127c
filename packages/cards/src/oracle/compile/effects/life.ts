/**
 * Life (119), poison counters (122.1f) and the game (104): "You gain 3 life.", "Each opponent loses 1 life.", "Each
 * player gets a poison counter.", "you win the game".
 */
import { actor, type ClauseReader, countOf, digitsOf, splitAtVerb } from "./clause.ts";

const life: ClauseReader = (scope, clause) => {
  const s = splitAtVerb(clause, ["gains", "gain", "loses", "lose"]);
  const m = s?.rest.match(/^(\d+|X) life$/);
  if (!s || !m) return undefined;
  const e = s.verb.startsWith("gain") ? "gainLife" : "loseLife";
  return [{ e, who: actor(scope, s.subject), amount: digitsOf(m[1]) }];
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
  if (!s || !/ poison counters?$/.test(s.rest)) return undefined;
  return [{ e: "poison", who: actor(scope, s.subject), amount: countOf(s.rest, "poison counter") }];
};

export const lifeReaders: readonly ClauseReader[] = [life, game, extraTurn, poison];
