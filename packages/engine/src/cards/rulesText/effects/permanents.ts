/** A permanent's status (110.5) and attachments: tapping, untapping, skipping an untap (502.3), attaching (701.3). */
import { imperativeClause, objectClause, playerClause } from "../phrasing/clause.ts";
import { filterNoun } from "../phrasing/filters.ts";
import { objectRef, objectSubject, refersToMany, targetRef } from "../phrasing/references.ts";
import { targetNoun } from "../phrasing/targets.ts";
import type { EffectTexts } from "./family.ts";

export const permanentTexts = {
  tap: (ctx, e) => imperativeClause(`tap ${objectRef(ctx, e.what, "all")}`),
  untap: (ctx, e) => imperativeClause(`untap ${objectRef(ctx, e.what, "all")}`),
  // "choose one untapped creature you control, then tap the rest" (Regna's Sanction's foes)
  tapAllButOne: (ctx, e) => {
    const one = `one ${filterNoun(e.filter, false)}`;
    return playerClause(
      ctx,
      "you",
      `chooses ${one}, then taps the rest`,
      `choose ${one}, then tap the rest`,
      true,
    );
  },
  skipNextUntap: (ctx, e) => {
    const w = e.what;
    // Several objects, named by the effect before: "Those creatures don't untap during that player's next
    // untap step." (Sleep: the creatures a target player controls) or "… their controller's …" (Frost Breath).
    if (typeof w === "object" && ("each" in w || "target" in w) && refersToMany(ctx, w)) {
      const noun = "each" in w ? filterNoun(w.each, true) : targetNoun(ctx.targets[w.target], true);
      const whose = "each" in w && w.of !== undefined ? "that player's" : "their controller's";
      return objectClause(`those ${noun}`, "", `don't untap during ${whose} next untap step`, true);
    }
    const subj = objectSubject(ctx, e.what);
    const rest = "untap during its controller's next untap step";
    return objectClause(subj.text, `doesn't ${rest}`, `don't ${rest}`, subj.plural);
  },
  // 702.26: "Target creature phases out."; "All permanents you control phase out." (its reminder: reminders.ts)
  phaseOut: (ctx, e) => {
    const w = e.what;
    const subj =
      typeof w === "object" && "each" in w && w.of === undefined
        ? { text: `all ${filterNoun(w.each, true, true)}`, plural: true }
        : objectSubject(ctx, w);
    return objectClause(subj.text, "phases out", "phase out", subj.plural);
  },
  attachSelf: (ctx) => imperativeClause(`attach ${ctx.name} to ${targetRef(ctx, 0)}`),
} satisfies Partial<EffectTexts>;
