/**
 * Clauses: a subject (or none, for an imperative) and a predicate. Each template family is a list of readers; a
 * reader returns undefined when the clause is not its kind, and refuses (throws) when it is but a phrase inside is
 * not understood.
 */
import type { Amount, Effect, PlayerRef } from "@roundtable/engine";
import { withoutKickCount } from "../phrases/kicks.ts";
import { filterOf } from "../phrases/nouns.ts";
import { playerOf } from "../phrases/refs.ts";
import { refuse } from "../phrases/refusal.ts";
import { sacrificedAmountOf } from "../phrases/sacrificed.ts";
import type { Scope } from "../phrases/scope.ts";
import { amountOf, numberOf } from "../phrases/text.ts";

export type ClauseReader = (scope: Scope, clause: string) => Effect[] | undefined;

/** The clause as subject, verb and the rest, at the first of the verbs; the subject is null for an imperative. */
export function splitAtVerb(
  clause: string,
  verbs: readonly string[],
): { subject: string | null; verb: string; rest: string } | undefined {
  const m = clause.match(new RegExp(`^(?:(.+?) )?(${verbs.join("|")})(?: (.+))?$`));
  // A third-person verb needs its subject: "loses 1 life" alone is not "you lose 1 life".
  if (!m || (m[1] === undefined && m[2].endsWith("s"))) return undefined;
  return { subject: m[1] ?? null, verb: m[2], rest: m[3] ?? "" };
}

/** The player doing a player clause's action: "you" for an imperative ("Draw two cards."). */
export function actor(scope: Scope, subject: string | null): PlayerRef {
  return subject === null ? "you" : playerOf(scope, subject);
}

/** "a card", "two cards", "X cards" (`noun` "card"): the amount. */
export function countOf(scope: Scope, phrase: string, noun: string): Amount {
  // 702.33c–e: "a card for each time it was kicked".
  const perKick = withoutKickCount(scope, phrase);
  if (perKick !== undefined)
    return new RegExp(`^an? ${noun}$`).test(perKick)
      ? { perKick: 1 }
      : refuse(perKick, `not one ${noun} for each time it was kicked`);
  // 608.2h: "cards equal to the sacrificed creature's power" (Greater Good).
  const equal = phrase.match(new RegExp(`^${noun}s equal to (.+)$`));
  if (equal)
    return sacrificedAmountOf(scope, equal[1]) ?? refuse(equal[1], "an amount the compiler does not read");
  // "a card for each Forest you control" (the permanents counted as the effect applies, 608.2h).
  const each = phrase.match(new RegExp(`^an? ${noun} for each (.+)$`));
  if (each) return { count: filterOf(each[1], false) };
  const m = phrase.match(new RegExp(`^(\\w+) ${noun}s?$`));
  if (!m) return refuse(phrase, `not a number of ${noun}s`);
  if (m[1] === "X") return "X";
  return numberOf(m[1]) ?? refuse(m[1], "not a number");
}

/** "3", "X" (damage, life). */
export function digitsOf(word: string): Amount {
  return amountOf(word);
}
