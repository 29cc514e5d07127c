/**
 * Cards: drawing (121), discarding (701.9) and milling (701.17) — "Draw two cards.", "Target player mills five
 * cards.", "target opponent discards a card for each time it was kicked" (702.33c–e).
 */
import type { Effect } from "@roundtable/engine";
import { actor, type ClauseReader, countOf, splitAtVerb } from "./clause.ts";

const draw: ClauseReader = (scope, clause) => {
  const s = splitAtVerb(clause, ["draws", "draw"]);
  if (!s) return undefined;
  const who = actor(scope, s.subject);
  // Howling Mine: "that player draws an additional card" (a draw-step trigger).
  if (s.rest === "an additional card" && scope.drawStep && who === "triggering")
    return [{ e: "draw", who, amount: 1 }];
  return [{ e: "draw", who, amount: countOf(scope, s.rest, "card") }];
};

const discard: ClauseReader = (scope, clause) => {
  const s = splitAtVerb(clause, ["discards", "discard"]);
  if (!s) return undefined;
  const random = s.rest.endsWith(" at random");
  const amount = countOf(scope, random ? s.rest.slice(0, -" at random".length) : s.rest, "card");
  const who = actor(scope, s.subject);
  if (s.rest === "their hand" || s.rest === "your hand") return [{ e: "discardHand", who }];
  return [{ e: "discard", who, amount, ...(random ? { random: true } : {}) } satisfies Effect];
};

const mill: ClauseReader = (scope, clause) => {
  const s = splitAtVerb(clause, ["mills", "mill"]);
  if (!s) return undefined;
  return [{ e: "mill", who: actor(scope, s.subject), amount: countOf(scope, s.rest, "card") }];
};

export const cardReaders: readonly ClauseReader[] = [draw, discard, mill];
