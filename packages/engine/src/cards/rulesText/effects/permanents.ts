/** A permanent's status (110.5) and attachments: tapping, untapping, skipping an untap (502.3), attaching (701.3). */
import { imperativeClause, objectClause } from "../phrasing/clause.ts";
import { objectRef, objectSubject, targetRef } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const permanentTexts = {
  tap: (ctx, e) => imperativeClause(`tap ${objectRef(ctx, e.what, "all")}`),
  untap: (ctx, e) => imperativeClause(`untap ${objectRef(ctx, e.what, "all")}`),
  skipNextUntap: (ctx, e) => {
    const subj = objectSubject(ctx, e.what);
    const rest = "untap during its controller's next untap step";
    return objectClause(subj.text, `doesn't ${rest}`, `don't ${rest}`, subj.plural);
  },
  attachSelf: (ctx) => imperativeClause(`attach ${ctx.name} to ${targetRef(ctx, 0)}`),
} satisfies Partial<EffectTexts>;
