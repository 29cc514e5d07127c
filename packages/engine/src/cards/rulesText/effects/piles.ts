/** Separating into piles (700.3): Bend or Break's permanents, Fact or Fiction's cards. */
import { imperativeClause } from "../phrasing/clause.ts";
import { filterNoun } from "../phrasing/filters.ts";
import { capitalize, numberWord } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const pileTexts = {
  separatePermanents: (_ctx, e) => {
    const all = filterNoun(e.filter, true);
    const noun = filterNoun({ ...e.filter, nontoken: undefined }, true);
    return imperativeClause(
      `each player separates all ${all} they control into two piles. For each player, one of their piles is chosen by one of their opponents of their choice. ${capitalize(e.chosen)} all ${noun} in the chosen piles. ${capitalize(e.other)} all ${noun} in the other piles`,
    );
  },
  revealTopPiles: (_ctx, e) =>
    imperativeClause(
      `reveal the top ${numberWord(e.amount)} cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard`,
    ),
} satisfies Partial<EffectTexts>;
