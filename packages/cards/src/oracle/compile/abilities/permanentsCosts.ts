/**
 * Costs that sacrifice (701.21a) or tap (701.26a) permanents other than the source, 118.3: "Sacrifice a creature",
 * "sacrifice another creature", "Sacrifice two Goblins", "sacrifice an artifact or creature", "Tap an untapped
 * creature you control", "Tap two other untapped creatures you control" — the engine's `PermanentsCost`, as
 * activated abilities (602.1a), additional costs (601.2b) and flashback costs (702.34a) name them. A number the
 * engine's cost cannot hold ("Sacrifice X lands", "sacrifice all creatures you control", "one or more") and
 * permanents of two kinds ("Sacrifice a creature and a land") are refused, saying why.
 */
import type { PermanentsCost } from "@roundtable/engine";
import { filterOf } from "../phrases/nouns.ts";
import { refuse } from "../phrases/refusal.ts";
import { numberOf } from "../phrases/text.ts";

/**
 * The permanents after the verb: "another creature" (one, not this permanent), "a creature", "two creatures",
 * "two other creatures"; `untapped`: "an untapped creature you control", as the generator writes a tap cost.
 */
function permanentsAfter(
  part: string,
  phrase: string,
  verb: string,
  rule: string,
  untapped: boolean,
): PermanentsCost {
  if (/ and (?:an?|another|\w+ other) .+$/.test(phrase))
    refuse(part, `permanents of two kinds to ${verb} (${rule}): the engine's cost ${verb}s one kind`);
  if (/^(?:X|all|each|any number of|one or more|that many)\b/.test(phrase))
    refuse(
      part,
      `a number of permanents to ${verb} other than a fixed one (107.3, ${rule}): the engine's cost ${verb}s as many as it names`,
    );
  const counted = phrase.match(/^(?:(another)|(\w+)( other)?) (.+)$/);
  const n = counted?.[1] ? 1 : numberOf(counted?.[2] ?? "");
  const noun = untapped ? counted?.[4].match(/^untapped (.+) you control$/)?.[1] : counted?.[4];
  if (!counted || n === undefined || noun === undefined)
    return refuse(part, "a cost the compiler does not know");
  const other = counted[1] !== undefined || counted[3] !== undefined;
  return { filter: filterOf(noun, n > 1), ...(n > 1 ? { n } : {}), ...(other ? { other: true } : {}) };
}

/** 701.21a: the permanents a part of a cost sacrifices, or undefined if the part sacrifices nothing. */
export function sacrificeOf(part: string): PermanentsCost | undefined {
  const m = part.match(/^[Ss]acrifice (.+)$/);
  return m ? permanentsAfter(part, m[1], "sacrifice", "701.21a", false) : undefined;
}

/** 701.26a: the untapped permanents a part of a cost taps, or undefined if the part taps none. */
export function tapUntappedOf(part: string): PermanentsCost | undefined {
  const m = part.match(/^[Tt]ap (.+)$/);
  return m ? permanentsAfter(part, m[1], "tap", "701.26a", true) : undefined;
}

/** Whether a cost sacrifices exactly one permanent: the one "the sacrificed creature" names (608.2h). */
export function sacrificesOne(c: PermanentsCost | undefined): boolean {
  return c !== undefined && (c.n ?? 1) === 1;
}
