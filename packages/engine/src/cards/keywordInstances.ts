/**
 * Keywords written with a number (toxic N, 702.164a; poisonous N, 702.70a) and the instances of a keyword. Most
 * keywords are redundant when a creature has them twice (702.2f, 702.9c, …): the layers keep them once. Of some
 * every instance counts — toxic's N values add up into the total toxic value (702.164b); each instance of
 * poisonous (702.70b), myriad (702.116b) and melee (702.121b) triggers separately — so the layers keep each
 * instance of those, printed or granted, as an entry of the list.
 */
import type { Keyword } from "./types.ts";

/** The keywords written "[name] N". */
export const NUMBERED_NAMES = ["toxic", "poisonous", "bushido", "rampage", "afflict", "frenzy"] as const;
export type NumberedKeyword = (typeof NUMBERED_NAMES)[number];

const NUMBERED = new RegExp(`^(${NUMBERED_NAMES.join("|")}) ([1-9]\\d*)$`);

/**
 * The keywords without a number of which each instance triggers separately (702.116b, 702.121b, 702.108b,
 * 702.83b, 702.25b, 702.91b).
 */
const EACH_TRIGGERS: readonly Keyword[] = ["myriad", "melee", "prowess", "exalted", "flanking", "battle cry"];

/** The N of keyword `k` if it is "[name] N" (`name` toxic or poisonous), else undefined. */
export function keywordValue(k: string, name: NumberedKeyword): number | undefined {
  const m = NUMBERED.exec(k);
  return m !== null && m[1] === name ? Number(m[2]) : undefined;
}

/** Whether `k` is "[name] N" (toxic, poisonous, bushido, rampage, afflict, frenzy) with N a whole number from 1. */
export function isNumberedKeyword(k: string): k is Keyword {
  return NUMBERED.test(k);
}

/** Whether every instance of keyword `k` counts (702.164b, 702.70b, 702.116b, 702.121b, and those above). */
export function keepsEveryInstance(k: Keyword): boolean {
  return isNumberedKeyword(k) || EACH_TRIGGERS.includes(k);
}

/**
 * 613.1f: the keywords an object has after it gains `added`: a keyword it already has isn't added again, but
 * every instance of one whose instances all count is (`keepsEveryInstance`).
 */
export function gainKeywords(have: readonly Keyword[], added: readonly Keyword[]): Keyword[] {
  if (added.length === 0) return have as Keyword[];
  const out = [...have];
  for (const k of added) if (keepsEveryInstance(k) || !out.includes(k)) out.push(k);
  return out;
}

/** 702.164b: a creature's total toxic value — the sum of the N of all its toxic abilities. */
export function totalToxicValue(keywords: readonly Keyword[]): number {
  let n = 0;
  for (const k of keywords) n += keywordValue(k, "toxic") ?? 0;
  return n;
}
