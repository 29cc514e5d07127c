/**
 * Effects made of other effects, whose text embeds the texts of those: options ("you may …"), costs paid
 * on resolution (118.12a), branches, delayed triggered abilities (603.7) and emblems (114).
 */
import type { Effect } from "../../types.ts";
import { amountPhrase } from "../phrasing/amounts.ts";
import { imperativeClause, playerClause, renderClause } from "../phrasing/clause.ts";
import { conditionText } from "../phrasing/conditions.ts";
import type { TextCtx } from "../phrasing/context.ts";
import { playerRef } from "../phrasing/references.ts";
import type { EffectTexts, Nested } from "./family.ts";

/**
 * Effects joined by "and", as one clause after a condition or a cost; `imperative`: "you" is left out where
 * Oracle gives the order itself, as it does at a sentence's start ("If this spell was kicked, draw a card.").
 */
function joined(ctx: TextCtx, effects: readonly Effect[], nested: Nested, imperative = false): string {
  return effects.map((x) => renderClause(nested.clause(ctx, x), imperative)).join(" and ");
}

export const compoundTexts = {
  // "you may draw a card", "you may have target player mill two cards"
  may: (ctx, e, nested) => {
    // "that player may gain 2 life" (Fields of Summer): the player who chooses is the subject.
    if (e.who !== undefined && e.who !== "you") {
      const base = e.effects.map((x) => nested.clause(ctx, x).base).join(" and ");
      return playerClause(ctx, e.who, `may ${base}`, `may ${base}`, false);
    }
    const inner = e.effects
      .map((x) => {
        const c = nested.clause(ctx, x);
        if (c.you) return c.base; // "you may gain 1 life"
        return c.subject !== null ? `have ${c.subject} ${c.base}` : renderClause(c, true);
      })
      .join(". ");
    return playerClause(ctx, "you", `may ${inner}`, `may ${inner}`, false);
  },
  // 118.12a: "counter it unless that player pays {3}", "unless you pay {B}{B}{B}, tap …"
  unlessPays: (ctx, e, nested) => {
    // "that player may pay {2}. If they don't, you create a Treasure token." (Smothering Tithe)
    if (e.mayPay)
      return imperativeClause(
        `${playerRef(ctx, e.who)} may pay ${e.mana}. If they don't, ${joined(ctx, e.effects, nested)}`,
      );
    // "draw a card unless that player pays {X}" (Esper Sentinel): Oracle's imperative where "you" stands alone.
    const inner = joined(ctx, e.effects, nested, !e.unlessFirst);
    const where = e.x === undefined ? "" : `, where X is ${amountPhrase(e.x)}`; // 107.3
    const pays = `${playerRef(ctx, e.who)} ${e.who === "you" ? "pay" : "pays"} ${e.mana}${where}`;
    return imperativeClause(e.unlessFirst ? `unless ${pays}, ${inner}` : `${inner} unless ${pays}`);
  },
  // 118.12a: "you may pay {1}. If you do, draw a card." (Mind's Eye)
  payIfYouDo: (ctx, e, nested) =>
    imperativeClause(`you may pay ${e.mana}. If you do, ${joined(ctx, e.effects, nested, true)}`),
  if: (ctx, e, nested) => {
    // "Counter target spell if its controller is poisoned." (Corrupted Resolve)
    if (e.after)
      return imperativeClause(`${joined(ctx, e.effects, nested)} ${conditionText(ctx.def, e.cond)}`);
    const otherwise =
      e.otherwise && e.otherwise.length > 0 ? `. Otherwise, ${joined(ctx, e.otherwise, nested, true)}` : "";
    // After "If …," the effects read as at a sentence's start: "draw a card", "you gain 7 life" (a clause
    // whose verb Oracle never puts in the imperative keeps its "you").
    const then = joined(ctx, e.effects, nested, true);
    const lead = e.thenIf ? "then " : ""; // "Then if it wasn't kicked, discard three cards."
    return imperativeClause(`${lead}${conditionText(ctx.def, e.cond)}, ${then}${otherwise}`);
  },
  // 603.7
  delayed: (ctx, e, nested) => {
    const inner = nested.sentences(ctx, e.effects, false).replace(/\.$/, "");
    return imperativeClause(`at the beginning of the next end step, ${inner}`);
  },
  // 114.2: the emblem's abilities, quoted; they call the emblem's source by its name.
  emblem: (ctx, e) => {
    const source = { id: "", name: ctx.name, types: [] };
    const inner = e.abilities.map((a) => ctx.quote(source, a)).join(" ");
    return playerClause(ctx, "you", `gets an emblem with "${inner}"`, `get an emblem with "${inner}"`, false);
  },
} satisfies Partial<EffectTexts>;
