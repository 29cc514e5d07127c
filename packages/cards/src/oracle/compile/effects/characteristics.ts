/**
 * Effects on characteristics for a while (611.2) and counters (122): "Target creature gets +3/+3 until end of turn.",
 * "… gets +2/+2 and gains lifelink until end of turn.", "Creatures you control gain indestructible until end of
 * turn.", "Put a +1/+1 counter on this creature."
 */
import type { Duration, Effect } from "@roundtable/engine";
import { keywordList } from "../phrases/keywords.ts";
import { objectOf, subjectOf } from "../phrases/refs.ts";
import { refuse } from "../phrases/refusal.ts";
import { numberOf } from "../phrases/text.ts";
import type { ClauseReader } from "./clause.ts";

const DURATIONS: Record<string, Duration> = {
  " until end of turn": "endOfTurn",
  " until your next turn": "untilYourNextTurn",
  " until the end of your next turn": "endOfYourNextTurn",
};

const DURATION_RE = "( until end of turn| until your next turn| until the end of your next turn)";

function pt(p: string, t: string): { power: number; toughness: number } {
  return { power: Number(p), toughness: Number(t) };
}

/** "gets +N/+N", optionally "and gains [keywords]", then a duration. */
const pump: ClauseReader = (scope, clause) => {
  const m = clause.match(
    new RegExp(`^(.+?) (gets|get) ([+-]\\d+)/([+-]\\d+)(?: and (?:gains|gain) (.+?))?${DURATION_RE}$`),
  );
  if (!m) return undefined;
  const what = subjectOf(scope, m[1]);
  const duration = DURATIONS[m[6]];
  const out: Effect[] = [{ e: "pump", what, ...pt(m[3], m[4]), duration }];
  if (m[5] !== undefined) out.push({ e: "grant", what, keywords: keywordList(m[5], "and"), duration });
  return out;
};

const grant: ClauseReader = (scope, clause) => {
  const m = clause.match(new RegExp(`^(.+?) (gains|gain) (.+?)${DURATION_RE}$`));
  if (!m) return undefined;
  return [
    {
      e: "grant",
      what: subjectOf(scope, m[1]),
      keywords: keywordList(m[3], "and"),
      duration: DURATIONS[m[4]],
    },
  ];
};

/** 122: "put a +1/+1 counter on [object]", "put two -1/-1 counters on each creature". */
const counters: ClauseReader = (scope, clause) => {
  const m = clause.match(/^put (\w+) ([+-]\d+\/[+-]\d+|[a-z]+) counters? on (.+)$/);
  if (!m) return undefined;
  const amount = m[1] === "X" ? "X" : (numberOf(m[1]) ?? refuse(m[1], "not a number"));
  return [{ e: "addCounters", what: objectOf(scope, m[3]), counter: m[2], amount }];
};

/** 122: "remove an intervention counter from this enchantment". */
const removeCounters: ClauseReader = (scope, clause) => {
  const m = clause.match(/^remove (\w+) (.+?) counters? from (.+)$/);
  if (!m) return undefined;
  const amount = m[1] === "X" ? "X" : (numberOf(m[1]) ?? refuse(m[1], "not a number"));
  return [{ e: "removeCounters", what: objectOf(scope, m[3]), counter: m[2], amount }];
};

export const characteristicReaders: readonly ClauseReader[] = [pump, grant, counters, removeCounters];
