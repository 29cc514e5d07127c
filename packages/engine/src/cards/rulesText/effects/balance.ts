/** Balance: each player keeps as many lands, creatures or cards as the player with the fewest. */
import { imperativeClause } from "../phrasing/clause.ts";
import { andList } from "../phrasing/words.ts";
import type { EffectOf, EffectTexts } from "./family.ts";

type Part = EffectOf<"balance">["what"];

/** The first part in full, the others "the same way" ("Players discard cards and sacrifice creatures the same way"). */
export function balanceText(first: Part, rest: readonly Part[]): string {
  const head =
    first === "cards"
      ? "each player chooses a number of cards in their hand equal to the number of cards in the hand of the player with the fewest, then discards the rest"
      : `each player chooses a number of ${first} they control equal to the number of ${first} controlled by the player who controls the fewest, then sacrifices the rest`;
  if (rest.length === 0) return head;
  const parts = rest.map((w) => (w === "cards" ? "discard cards" : `sacrifice ${w}`));
  return `${head}. Players ${andList(parts)} the same way`;
}

export const balanceTexts = {
  balance: (_ctx, e) => imperativeClause(balanceText(e.what, [])),
} satisfies Partial<EffectTexts>;
