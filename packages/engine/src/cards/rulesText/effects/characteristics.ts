/**
 * Effects that change a permanent's characteristics for a while (611.2): "gets +3/+3" (layer 7c),
 * "gains flying" (layer 6), "becomes a 0/1 blue Frog" (layers 4–7b).
 */
import { objectClause } from "../phrasing/clause.ts";
import { durationText } from "../phrasing/durations.ts";
import { keywordList } from "../phrasing/keywords.ts";
import { modsPredicate } from "../phrasing/layers.ts";
import { objectSubject } from "../phrasing/references.ts";
import { ptMod } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const characteristicTexts = {
  pump: (ctx, e) => {
    const subj = objectSubject(ctx, e.what);
    const p = `${ptMod(e.power, e.toughness)}${durationText(ctx.name, e.duration)}`;
    // "Up to two target creatures each get +2/+2": several targets get the whole bonus each.
    const each = subj.plural && typeof e.what === "object" && "target" in e.what ? "each " : "";
    return objectClause(subj.text, `gets ${p}`, `${each}get ${p}`, subj.plural);
  },
  grant: (ctx, e) => {
    const subj = objectSubject(ctx, e.what);
    const k = `${keywordList(e.keywords)}${durationText(ctx.name, e.duration)}`;
    return objectClause(subj.text, `gains ${k}`, `gain ${k}`, subj.plural);
  },
  become: (ctx, e) => {
    const subj = objectSubject(ctx, e.what);
    const third = e.text ?? `${modsPredicate(e.mods, false)}${durationText(ctx.name, e.duration)}`;
    const base = e.text ?? `${modsPredicate(e.mods, true)}${durationText(ctx.name, e.duration)}`;
    return objectClause(subj.text, third, base, subj.plural);
  },
} satisfies Partial<EffectTexts>;
