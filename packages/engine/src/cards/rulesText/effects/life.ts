/** Life (119): gaining and losing it, setting, doubling, exchanging and redistributing life totals. */
import type { Amount } from "../../types.ts";
import { amountPhrase } from "../phrasing/amounts.ts";
import { imperativeClause, objectClause, playerClause } from "../phrasing/clause.ts";
import { playerRef } from "../phrasing/references.ts";
import { possessive } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

/** "3 life", "life equal to the number of creatures you control". */
function lifeAmount(a: Amount): string {
  if (typeof a === "number" || a === "X") return `${a} life`;
  return `life equal to ${amountPhrase(a)}`;
}

export const lifeTexts = {
  // 119.3
  gainLife: (ctx, e) =>
    playerClause(ctx, e.who, `gains ${lifeAmount(e.amount)}`, `gain ${lifeAmount(e.amount)}`, false),
  loseLife: (ctx, e) =>
    playerClause(ctx, e.who, `loses ${lifeAmount(e.amount)}`, `lose ${lifeAmount(e.amount)}`, false),
  // 119.5: "[player]'s life total becomes N".
  setLife: (ctx, e) => {
    const n = amountPhrase(e.amount);
    return objectClause(`${possessive(playerRef(ctx, e.who))} life total`, `becomes ${n}`, `become ${n}`);
  },
  // 701.10d
  doubleLife: (ctx, e) => imperativeClause(`double ${possessive(playerRef(ctx, e.who))} life total`),
  // 701.12b
  exchangeLife: () =>
    objectClause("two target players", "exchanges life totals", "exchange life totals", true),
  // 119.7–119.8
  redistributeLife: () =>
    imperativeClause(
      "redistribute any number of players' life totals. (Each of those players gets one life total back.)",
    ),
  // 119.7
  cantGainLife: (ctx, e) => {
    const text = "can't gain life for the rest of the game";
    return playerClause(ctx, e.who, text, text, false);
  },
} satisfies Partial<EffectTexts>;
