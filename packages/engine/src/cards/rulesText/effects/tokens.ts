/** Tokens (111): creating them from a description (111.4) or as copies (706.10, 111.4). */
import { countWord, forEachPhrase } from "../phrasing/amounts.ts";
import { imperativeClause, playerClause } from "../phrasing/clause.ts";
import { keywordList } from "../phrasing/keywords.ts";
import { objectRef } from "../phrasing/references.ts";
import { andList, COLOR_WORDS } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const tokenTexts = {
  // 111.3: "a 1/1 colorless Myr artifact creature token".
  createToken: (ctx, e) => {
    // "Create a 1/1 green Saproling creature token for each card in your hand." (Spontaneous Generation)
    const a = e.amount;
    const handEach =
      typeof a === "object" && "handSize" in a && a.handSize === "you" ? "for each card in your hand" : null;
    const each = forEachPhrase(a) ?? handEach;
    const one = a === 1 || each !== null;
    const n = one ? "a" : countWord(a);
    const t = e.token;
    const pt = t.power !== undefined ? `${t.power}/${t.toughness} ` : "";
    const color = t.colors.length === 0 ? "colorless" : andList(t.colors.map((c) => COLOR_WORDS[c]));
    const types = [...(t.subtypes ?? []), ...t.types.map((x) => x.toLowerCase())].join(" ");
    const kw = t.keywords && t.keywords.length > 0 ? ` with ${keywordList(t.keywords)}` : "";
    // 111.10: a predefined token is named by its subtype alone ("a Treasure token").
    const predefined = t.abilities !== undefined && t.power === undefined;
    const body = predefined ? (t.subtypes ?? []).join(" ") : `${pt}${color} ${types}`;
    const noun = `${body} token${one ? "" : "s"}${kw}${each === null ? "" : ` ${each}`}`;
    return playerClause(ctx, e.who ?? "you", `creates ${n} ${noun}`, `create ${n} ${noun}`, true);
  },
  createTokenCopies: (ctx, e) =>
    imperativeClause(`create a token that's a copy of ${objectRef(ctx, e.what, "each")}`),
} satisfies Partial<EffectTexts>;
