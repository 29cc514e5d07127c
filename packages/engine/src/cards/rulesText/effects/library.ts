/** The library (401): milling, putting cards into it, shuffling, searching (701.23), ante (407). */
import { cardCount } from "../phrasing/amounts.ts";
import { imperativeClause, playerClause } from "../phrasing/clause.ts";
import { filterNoun } from "../phrasing/filters.ts";
import { objectRef, playerRef } from "../phrasing/references.ts";
import { numberWord, ordinal, possessive, withArticle } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const libraryTexts = {
  // 701.17
  mill: (ctx, e) => {
    const n = cardCount(e.amount, "card");
    return playerClause(ctx, e.who, `mills ${n}`, `mill ${n}`, true);
  },
  // 401.7: "Nth from the top".
  // "Put target creature on top of its owner's library." (Time Ebb)
  putIntoLibrary: (ctx, e) =>
    imperativeClause(
      e.fromTop === 1
        ? `put ${objectRef(ctx, e.what, "all")} on top of its owner's library`
        : `put ${objectRef(ctx, e.what, "all")} into its owner's library ${ordinal(e.fromTop)} from the top`,
    ),
  // 701.24
  shuffleIntoLibrary: (ctx, e) =>
    imperativeClause(`shuffle ${objectRef(ctx, e.what, "all")} into its owner's library`),
  // 701.23
  searchLibrary: (ctx, e) =>
    imperativeClause(
      `search ${possessive(playerRef(ctx, e.whose))} library for ${withArticle(filterNoun(e.filter, false))} card and put that card onto the battlefield under your control. Then that player shuffles`,
    ),
  // 701.23: "Search your library for up to two basic land cards, reveal those cards, put one onto the
  // battlefield tapped and the other into your hand, then shuffle." (Cultivate)
  searchYourLibrary: (ctx, e, nested) => {
    const many = e.amount > 1;
    // "up to two basic land cards that share a land type" (Myriad Landscape)
    const share = e.shareLandType ? " that share a land type" : "";
    const noun = `${filterNoun(e.filter, false)} card${many ? "s" : ""}${share}`;
    const count = e.upTo
      ? `up to ${numberWord(e.amount)} ${noun}`
      : many
        ? `${numberWord(e.amount)} ${noun}`
        : withArticle(noun);
    const pronoun = e.pronoun ?? (many ? "them" : "it");
    const revealed = e.reveal ? `, reveal ${pronoun}` : "";
    const put = e.reveal ? (many ? "them" : "it") : pronoun;
    if (e.put === "top")
      return imperativeClause(
        `search your library for ${count}, reveal it, then shuffle and put that card on top`,
      );
    // "Its controller may search their library for a basic land card, …" (Path to Exile)
    const searcher = e.who === "you" ? undefined : e.who;
    const your = searcher === undefined ? "your" : "their";
    const dest =
      e.put === "oneBattlefieldOtherHand"
        ? `put one onto the battlefield tapped and the other into ${your} hand`
        : e.put === "hand"
          ? `put ${put} into ${your} hand`
          : `put ${put} onto the battlefield${e.tapped ? " tapped" : ""}`;
    // "… then shuffle. Then if you control four or more lands, untap that land." (Fabled Passage)
    const found = { ...ctx, remembered: e.filter.types?.includes("Land") ? "that land" : "that card" };
    const then = e.andThen === undefined ? "" : `. ${nested.sentences(found, e.andThen).replace(/\.$/, "")}`;
    const rest = `library for ${count}${revealed}, ${dest}, then shuffle${then}`;
    if (searcher !== undefined)
      return playerClause(ctx, searcher, `searches their ${rest}`, `search their ${rest}`, false);
    return imperativeClause(`search your ${rest}`);
  },
  // 701.23: tutors (Demonic Tutor, Vampiric Tutor).
  tutor: (_ctx, e) => {
    const card = e.filter === undefined ? "a card" : `${withArticle(filterNoun(e.filter, false))} card`;
    if (e.to === "top")
      return imperativeClause(`search your library for ${card}, then shuffle and put that card on top`);
    return imperativeClause(
      `search your library for ${card}, put ${e.it ? "it" : "that card"} into your hand, then shuffle`,
    );
  },
  // 407.4
  anteTopCard: (ctx, e) =>
    playerClause(
      ctx,
      e.who,
      "antes the top card of their library",
      "ante the top card of your library",
      true,
    ),
} satisfies Partial<EffectTexts>;
