/**
 * Voting (701.38): "Starting with you, each player votes for death or torture. If death gets more votes, …
 * If torture gets more votes or the vote is tied, …" (will of the council); "… Put a +1/+1 counter on this
 * creature for each strength vote and create a 1/1 white Soldier creature token for each numbers vote."
 * (council's dilemma); "… votes for a nonland permanent you don't control. Exile each permanent with the
 * most votes or tied for most votes." (Council's Judgment). The ability words (207.2c) lead the ability.
 */
import type { Effect } from "../../types.ts";
import { type Clause, imperativeClause, predicate, renderClause } from "../phrasing/clause.ts";
import type { TextCtx } from "../phrasing/context.ts";
import { filterNoun } from "../phrasing/filters.ts";
import { capitalize, orList, withArticle } from "../phrasing/words.ts";
import type { EffectOf, EffectTexts, Nested } from "./family.ts";

const START = "starting with you, each player votes for";

/** 207.2c: "Will of the council — " or "Council's dilemma — " before an ability or spell that votes. */
export function councilWord(effects: readonly Effect[]): string {
  const vote = effects.find((e) => e.e === "vote" || e.e === "votePermanent");
  if (vote === undefined) return "";
  return vote.e === "vote" && vote.council === "dilemma" ? "Council's dilemma — " : "Will of the council — ";
}

/**
 * Effects as a sentence continuing "If …, ", without its final stop; two instructions share it ("sacrifice
 * this artifact and destroy all nonland permanents", Coercive Portal).
 */
function continued(ctx: TextCtx, nested: Nested, effects: readonly Effect[]): string {
  const clauses = effects.map((e) => nested.clause(ctx, e));
  if (clauses.length === 2 && clauses.every((c) => c.subject === null))
    return clauses.map((c) => renderClause(c, true)).join(" and ");
  return nested.sentences(ctx, effects, false).replace(/\.$/, "");
}

/** Will of the council: "If death gets more votes, … If torture gets more votes or the vote is tied, …". */
function willText(ctx: TextCtx, e: EffectOf<"vote">, nested: Nested): string {
  return e.choices
    .map((c, i) => {
      const tied = e.tie === i ? " or the vote is tied" : "";
      return `If ${c} gets more votes${tied}, ${continued(ctx, nested, e.outcomes[i])}`;
    })
    .join(". ");
}

/**
 * Council's dilemma: each choice's effect "for each [choice] vote"; two neighbouring clauses with the same
 * actor share a sentence ("Put … for each strength vote and create … for each numbers vote"; "Each
 * opponent sacrifices … and discards …"), others stand apart ("… You gain 3 life for each harvest vote").
 */
function dilemmaText(ctx: TextCtx, e: EffectOf<"vote">, nested: Nested): string {
  const clauses = e.outcomes.map((effects) => nested.clause(ctx, effects[0]));
  const imperative = (c: Clause) => c.subject === null || (c.you && c.imperative);
  let out = "";
  clauses.forEach((c, i) => {
    const each = ` for each ${e.choices[i]} vote`;
    const prev = clauses[i - 1];
    if (prev === undefined) out = `${renderClause(c, true)}${each}`;
    else if (imperative(prev) && imperative(c)) out += ` and ${renderClause(c, true)}${each}`;
    else if (prev.subject !== null && prev.subject === c.subject) out += ` and ${predicate(c)}${each}`;
    else out += `. ${capitalize(renderClause(c, true))}${each}`;
  });
  // "… draw a card for each quill vote. For each card drawn this way, discard a card." (Messenger Jays)
  for (const effects of e.outcomes)
    for (const then of effects.slice(1))
      out += `. For each card drawn this way, ${renderClause(nested.clause(ctx, then), true)}`;
  return out;
}

export const voteTexts = {
  vote: (ctx, e, nested) => {
    const rest = e.council === "will" ? willText(ctx, e, nested) : capitalize(dilemmaText(ctx, e, nested));
    return imperativeClause(`${START} ${orList(e.choices)}. ${rest}`);
  },
  votePermanent: (_ctx, e) =>
    imperativeClause(
      `${START} ${withArticle(filterNoun(e.filter, false))}. Exile each permanent with the most votes or tied for most votes`,
    ),
} satisfies Partial<EffectTexts>;
