/** Combat requirements made by effects (508.1d): "Creatures that player controls attack this combat if able." */
import { objectClause } from "../phrasing/clause.ts";
import { playerRef } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const combatTexts = {
  attackThisCombat: (ctx, e) => {
    const whose = e.who === "you" ? "you control" : `${playerRef(ctx, e.who)} controls`;
    const text = "attack this combat if able";
    return objectClause(`creatures ${whose}`, text, text, true);
  },
} satisfies Partial<EffectTexts>;
