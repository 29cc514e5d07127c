/**
 * Friend or foe (Battlebond): "For each player, choose friend or foe. Each friend puts a +1/+1 counter on each
 * creature they control. Each foe chooses one untapped creature they control, then taps the rest." (Regna's
 * Sanction).
 *
 * The friends' and foes' effects are written as the player's own ("you" is the friend: "put a +1/+1 counter
 * on each creature you control"); the text says them of "each friend" and "each foe" as Oracle does. Each
 * effect's clause gives its subject and predicate (phrasing/clause.ts): the subject "you" becomes "each
 * friend", the predicate is taken in the third person — the clause's own third-person form for a player's
 * clause ("sacrifices an artifact or enchantment of your choice"), or the verbs of an instruction with no
 * actor named put in the third person ("search …, put …, then shuffle" → "searches …, puts …, then
 * shuffles") — and the player's words become theirs ("your" → "their", as a tempting offer's do).
 */
import type { Effect } from "../../types.ts";
import { type Clause, imperativeClause } from "../phrasing/clause.ts";
import type { TextCtx } from "../phrasing/context.ts";
import type { EffectTexts, Nested } from "./family.ts";
import { theirs } from "./multiplayerOffers.ts";

/**
 * The verbs that begin the instructions of effect texts ("search your library for …, put it onto …, then
 * shuffle"): after the first, a word following ", ", ", then " or " and " is a verb only if it is one of these.
 */
const INSTRUCTION_VERBS = new Set([
  "add",
  "attach",
  "choose",
  "counter",
  "create",
  "destroy",
  "discard",
  "draw",
  "exile",
  "gain",
  "lose",
  "mill",
  "put",
  "return",
  "reveal",
  "sacrifice",
  "search",
  "shuffle",
  "tap",
  "untap",
]);

/** A verb in the third person singular: "puts", "searches", "shuffles". */
function thirdPersonVerb(verb: string): string {
  if (/(s|sh|ch|x|z)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** An instruction said of a player: its first word, and each later instruction's verb, in the third person. */
function instructionOfThem(base: string): string {
  return base.replace(/(^|, then |, | and )([a-z]+)/g, (whole, lead: string, word: string) =>
    lead === "" || INSTRUCTION_VERBS.has(word) ? `${lead}${thirdPersonVerb(word)}` : whole,
  );
}

/** What a player does in the effect's clause, said of another player: "puts a +1/+1 counter on each creature they control". */
function theirPredicate(c: Clause): string {
  if (c.you) return theirs(c.third);
  if (c.subject === null) return theirs(instructionOfThem(c.base));
  throw new Error(`internal: friend or foe: "${c.subject} ${c.third}" is not something a player does`);
}

/** "Each friend puts …", "Each foe sacrifices …". */
function eachDoes(ctx: TextCtx, nested: Nested, who: string, effects: readonly Effect[]): string {
  return `${who} ${effects.map((x) => theirPredicate(nested.clause(ctx, x))).join(" and ")}`;
}

export const friendOrFoeTexts = {
  friendOrFoe: (ctx, e, nested) =>
    imperativeClause(
      `for each player, choose friend or foe. ${eachDoes(ctx, nested, "Each friend", e.friends)}. ${eachDoes(ctx, nested, "Each foe", e.foes)}`,
    ),
} satisfies Partial<EffectTexts>;
