/**
 * Removal and the stack: destroying (701.8), exiling (406), returning to hand, countering (701.6), tapping and
 * untapping, regenerating (701.19), sacrificing (701.21) — "Destroy target creature.", "Return target creature to
 * its owner's hand.", "Counter target spell."
 */
import type { Effect } from "@roundtable/engine";
import { filterOf } from "../phrases/nouns.ts";
import { isSelf, objectOf, subjectOf } from "../phrases/refs.ts";
import { refuse } from "../phrases/refusal.ts";
import { objectTargets } from "../phrases/scope.ts";
import type { ClauseReader } from "./clause.ts";

/** "Verb [object]" for the verbs whose whole predicate is their object. */
const SIMPLE: Record<string, "destroy" | "exile" | "counter" | "tap" | "untap" | "regenerate"> = {
  destroy: "destroy",
  exile: "exile",
  counter: "counter",
  tap: "tap",
  untap: "untap",
  regenerate: "regenerate",
};

const simple: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(\w+) (.+)$/);
  const e = m ? SIMPLE[m[1]] : undefined;
  if (!m || e === undefined) return undefined;
  // 610.3: "exile … until [this] leaves the battlefield" (Banisher Priest).
  const until = e === "exile" ? m[2].match(/^(.+) until (.+) leaves the battlefield$/) : null;
  if (until) {
    if (!isSelf(scope, until[2])) refuse(until[2], "not this card");
    return [{ e: "exileLinked", what: objectOf(scope, until[1]), untilSourceLeaves: true }];
  }
  // 701.6: "counter it" — the spell a "Whenever a player casts a spell" trigger is about.
  if (e === "counter" && m[2] === "it" && scope.triggeringObject && objectTargets(scope).length === 0)
    return [{ e, what: "triggeringObject" }];
  const what = objectOf(scope, m[2]);
  if (
    e === "counter" &&
    !(typeof what === "object" && "target" in what && scope.targets[what.target].kind === "spell")
  )
    refuse(m[2], "not a spell");
  return [{ e, what } as Effect];
};

const bounce: ClauseReader = (scope, clause) => {
  const m = clause.match(/^return (.+) to (its owner's hand|their owners' hands)$/);
  if (!m) return undefined;
  return [{ e: "bounce", what: objectOf(scope, m[1]) }];
};

const sacrifice: ClauseReader = (scope, clause) => {
  const m = clause.match(/^sacrifice (.+)$/);
  if (!m) return undefined;
  // 701.21a: "sacrifice a land" — you choose which.
  const one = m[1].match(/^an? (.+)$/);
  if (one) return [{ e: "sacrificeOne", filter: filterOf(one[1], false) }];
  // "sacrifice it" where the text calls the card "it" (Skizzik's trigger, after an "if" clause naming it).
  const self = isSelf(scope, m[1]) || (m[1] === "it" && scope.selfIt && subjectOf(scope, m[1]) === "self");
  if (!self) refuse(m[1], "sacrificing something other than this card");
  return [{ e: "sacrifice", what: "self" }];
};

/** Layer 2: "gain control of target creature until end of turn" (613.1b). */
const control: ClauseReader = (scope, clause) => {
  const m = clause.match(
    /^gain control of (.+?)( until end of turn| for as long as (.+) remains on the battlefield)?$/,
  );
  if (!m) return undefined;
  if (m[3] !== undefined && !isSelf(scope, m[3])) refuse(m[3], "not this card");
  const duration =
    m[2] === undefined ? "indefinitely" : m[3] === undefined ? "endOfTurn" : "whileSourceOnBattlefield";
  return [{ e: "gainControl", what: objectOf(scope, m[1]), duration }];
};

/** 701.24: "Shuffle Beacon of Immortality into its owner's library." */
const shuffle: ClauseReader = (scope, clause) => {
  const m = clause.match(/^shuffle (.+) into its owner's library$/);
  return m ? [{ e: "shuffleIntoLibrary", what: objectOf(scope, m[1]) }] : undefined;
};

/** 502.3: "It doesn't untap during its controller's next untap step." */
const skipUntap: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(.+) (?:doesn't|don't) untap during its controller's next untap step$/);
  return m ? [{ e: "skipNextUntap", what: subjectOf(scope, m[1]) }] : undefined;
};

export const removalReaders: readonly ClauseReader[] = [
  simple,
  bounce,
  sacrifice,
  control,
  shuffle,
  skipUntap,
];
