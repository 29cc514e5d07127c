/**
 * The keyword actions of 701 a card names by their keyword: "Scry 2." (701.22a), "Surveil 1." (701.25a),
 * "investigate" (701.16a), "Proliferate." (701.34a), "populate" (701.36a), "Bolster 2." (701.39a), "Adapt 1."
 * (701.46a), "it explores" (701.44a), "it connives" (701.50a). Each is done by the ability's controller: the verb
 * is an imperative, but explore's and connive's, whose subject is the creature. The reminder text after each is
 * the generator's (sentences.ts).
 */
import type { Effect } from "@roundtable/engine";
import { subjectOf } from "../phrases/refs.ts";
import { refuse } from "../phrases/refusal.ts";
import type { ClauseReader } from "./clause.ts";

/** The actions written "[action] N" (701.22a, 701.25a, 701.39a, 701.46a). */
const NUMBERED = ["scry", "surveil", "bolster", "adapt"] as const;
/** The actions written alone (701.16a, 701.34a, 701.36a). */
const ALONE = ["investigate", "proliferate", "populate"] as const;

const imperative: ClauseReader = (_scope, clause) => {
  const alone = ALONE.find((a) => a === clause);
  if (alone) return [{ e: alone }];
  const m = clause.match(new RegExp(`^(${NUMBERED.join("|")}) (\\S+)$`));
  if (!m) return undefined;
  // The engine's number is a fixed one: "Scry X" is refused.
  if (!/^\d+$/.test(m[2])) refuse(m[2], `not a fixed number to ${m[1]}`);
  return [{ e: m[1] as (typeof NUMBERED)[number], amount: Number(m[2]) }];
};

/** 701.44a, 701.50a: "it explores", "target creature you control explores", "it connives". */
const creatureAction: ClauseReader = (scope, clause) => {
  const m = clause.match(/^(.+) (explores|connives)$/);
  if (!m) return undefined;
  const what = subjectOf(scope, m[1]);
  if (what !== "self" && !(typeof what === "object" && "target" in what))
    refuse(m[1], "not one creature: the engine's explore and connive are this creature's or a target's");
  const e: Effect = { e: m[2] === "explores" ? "explore" : "connive", what };
  return [e];
};

export const keywordActionReaders: readonly ClauseReader[] = [imperative, creatureAction];
