/**
 * Combat requirements made by effects (508.1d): "Creatures that player controls attack this combat if able.";
 * goad (701.15) with its reminder text; the effects of myriad, melee, battle cry and rampage N (702.116a,
 * 702.121a, 702.91a, 702.23a), as their reminder texts say them.
 */

import type { Keyword } from "../../types.ts";
import { imperativeClause, objectClause } from "../phrasing/clause.ts";
import { ownLine } from "../phrasing/keywords.ts";
import { objectRef, playerRef, refersToMany } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const combatTexts = {
  attackThisCombat: (ctx, e) => {
    const whose = e.who === "you" ? "you control" : `${playerRef(ctx, e.who)} controls`;
    const text = "attack this combat if able";
    return objectClause(`creatures ${whose}`, text, text, true);
  },
  // 701.15a–b, with the reminder text Oracle prints after it.
  goad: (ctx, e) => {
    const many = refersToMany(ctx, e.what);
    const them = many
      ? "those creatures attack each combat if able and attack"
      : "that creature attacks each combat if able and attacks";
    return imperativeClause(
      `goad ${objectRef(ctx, e.what, "all")}. (Until your next turn, ${them} a player other than you if able.)`,
    );
  },
  myriad: () => imperativeClause(reminderOf("myriad")),
  melee: () => imperativeClause(reminderOf("melee")),
  battleCry: () => imperativeClause(reminderOf("battle cry")),
  rampage: (_ctx, e) => imperativeClause(reminderOf(`rampage ${e.n}`)),
} satisfies Partial<EffectTexts>;

/** The effect of a keyword ability, as its reminder text says it ("for each opponent …"). */
function reminderOf(k: Keyword): string {
  const text = ownLine(k)!;
  return text.slice(text.indexOf(", ") + 2, -2);
}
