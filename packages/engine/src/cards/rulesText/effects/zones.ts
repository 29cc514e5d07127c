/**
 * Moving objects between zones (400.7): returning to hand, exiling (406), exile linked to the source
 * and its return (607.2a, 610.3), flickering and returning to the battlefield, unearth (702.84a).
 */
import { imperativeClause } from "../phrasing/clause.ts";
import { UNEARTH_REMINDER } from "../phrasing/keywords.ts";
import { objectRef, refersToMany } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const zoneTexts = {
  bounce: (ctx, e) => {
    const hand = refersToMany(ctx, e.what) ? "their owners' hands" : "its owner's hand";
    return imperativeClause(`return ${objectRef(ctx, e.what, "all")} to ${hand}`);
  },
  exile: (ctx, e) => imperativeClause(`exile ${objectRef(ctx, e.what, "all")}`),
  exileLinked: (ctx, e) => {
    const what = objectRef(ctx, e.what, "all");
    return imperativeClause(
      `exile ${what}${e.untilSourceLeaves ? ` until ${ctx.name} leaves the battlefield` : ""}`,
    );
  },
  returnLinked: (ctx, e) => {
    const cards = ctx.exilesMany ? "the exiled cards" : "the exiled card";
    if (e.to === "hand")
      return imperativeClause(
        `return ${cards} to ${ctx.exilesMany ? "their owners' hands" : "its owner's hand"}`,
      );
    return imperativeClause(
      `return ${cards} to the battlefield under ${ctx.exilesMany ? "their owners'" : "its owner's"} control`,
    );
  },
  // 603.7: the return is a delayed triggered ability.
  flicker: (ctx, e) =>
    imperativeClause(
      `exile ${objectRef(ctx, e.what, "all")}. If you do, return that card to the battlefield under its owner's control at the beginning of the next end step`,
    ),
  returnToBattlefield: (ctx, e) =>
    imperativeClause(`return ${objectRef(ctx, e.what, "all")} to the battlefield under its owner's control`),
  // Raise Dead, Zombify, Rise from the Grave; persist's return (702.79a).
  returnFromGraveyard: (ctx, e) => {
    const what = objectRef(ctx, e.what, "all");
    if (e.to === "hand") return imperativeClause(`return ${what} to your hand`);
    if (e.underYourControl) return imperativeClause(`put ${what} onto the battlefield under your control`);
    if (e.withCounter !== undefined)
      return imperativeClause(
        `return ${what} to the battlefield under its owner's control with a ${e.withCounter} counter on it`,
      );
    return imperativeClause(`return ${what} to the battlefield`);
  },
  unearth: () => imperativeClause(UNEARTH_REMINDER.replace(/^R/, "r").replace(/\.$/, "")),
} satisfies Partial<EffectTexts>;
