/** Destroying (701.8) and regenerating (701.19), sacrificing (701.21). */
import { amountPhrase } from "../phrasing/amounts.ts";
import { imperativeClause, playerClause } from "../phrasing/clause.ts";
import { sourceSubject } from "../phrasing/context.ts";
import { filterNoun } from "../phrasing/filters.ts";
import { objectRef } from "../phrasing/references.ts";
import { numberWord, withArticle } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const removalTexts = {
  // "… It can't be regenerated." follows as a sentence of its own (sentences.ts); "all" or, where the
  // card's Oracle text says so, "each" (the effect's `quantifier`).
  destroy: (ctx, e) => imperativeClause(`destroy ${objectRef(ctx, e.what, e.quantifier ?? "all")}`),
  // 701.19a: each permanent regenerated gets its own shield against the next time it would be destroyed
  // this turn, and Oracle names a group so: "Regenerate each creature you control." (Golgari Charm).
  regenerate: (ctx, e) => imperativeClause(`regenerate ${objectRef(ctx, e.what, "each")}`),
  // "sacrifice this creature"; "sacrifice it" where the text has named it (Skizzik: "if this creature wasn't
  // kicked, sacrifice it").
  sacrifice: (ctx) => imperativeClause(`sacrifice ${sourceSubject(ctx)}`),
  sacrificeOne: (_ctx, e) => {
    const what = withArticle(filterNoun(e.filter, false));
    return imperativeClause(`sacrifice ${what}${e.chooser === "opponent" ? " of an opponent's choice" : ""}`);
  },
  // 701.21a: edicts ("Each player sacrifices a creature of their choice.").
  sacrificeChosen: (ctx, e) => {
    const n = e.amount ?? 1;
    const what =
      n === 1 ? withArticle(filterNoun(e.filter, false)) : `${numberWord(n)} ${filterNoun(e.filter, true)}`;
    const theirs = e.who === "you" ? "your" : "their";
    return playerClause(ctx, e.who, `sacrifices ${what} of ${theirs} choice`, `sacrifice ${what}`, true);
  },
  // Killing Wave.
  sacrificeUnlessPayLife: (_ctx, e) =>
    imperativeClause(
      `for each ${filterNoun(e.filter, false)}, its controller sacrifices it unless they pay ${amountPhrase(e.amount)} life`,
    ),
} satisfies Partial<EffectTexts>;
