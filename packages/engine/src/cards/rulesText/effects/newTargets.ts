/**
 * 115.7: new targets for a spell or ability — "You may choose new targets for target spell or ability"
 * (115.7d), "Change the target of target spell or ability with a single target" (115.7a).
 */
import { imperativeClause } from "../phrasing/clause.ts";
import { objectRef } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const newTargetTexts = {
  retarget: (ctx, e) => {
    const what = objectRef(ctx, e.what, "all");
    if (e.how === "chooseNew") return imperativeClause(`you may choose new targets for ${what}`);
    const single =
      typeof e.what === "object" && "target" in e.what && ctx.targets[e.what.target]?.singleTarget;
    return imperativeClause(`change the target${single ? "" : "s"} of ${what}`);
  },
} satisfies Partial<EffectTexts>;
