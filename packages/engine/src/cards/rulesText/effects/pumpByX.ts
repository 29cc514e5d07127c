/** "+X/+X, where X is …": a change of power and toughness by an amount read as the effect applies (608.2h). */
import { amountPhrase } from "../phrasing/amounts.ts";
import { objectClause } from "../phrasing/clause.ts";
import { durationLead, durationText } from "../phrasing/durations.ts";
import { keywordList } from "../phrasing/keywords.ts";
import { objectSubject } from "../phrasing/references.ts";
import type { EffectTexts } from "./family.ts";

export const pumpByXTexts = {
  // "Creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures you
  // control." (Craterhoof Behemoth); "Until end of turn, creatures you control gain trample and get +X/+X, where
  // X is the greatest power among creatures you control." (Overwhelming Stampede)
  pumpByX: (ctx, e) => {
    const subj = objectSubject(ctx, e.what);
    const changes = (s: string) =>
      [
        ...(e.keywords !== undefined ? [`gain${s} ${keywordList(e.keywords)}`] : []),
        `get${s} ${e.minus ? "-X/-" : "+X/+"}${e.powerOnly ? "0" : "X"}`,
      ].join(" and ");
    const lead = e.durationFirst ? durationLead(ctx.name, e.duration) : "";
    // The spell's own X (107.3a) is said elsewhere: "… pay X life." (Toxic Deluge).
    const where = e.x === "X" ? "" : `, where X is ${amountPhrase(e.x)}`;
    const rest = `${e.durationFirst ? "" : durationText(ctx.name, e.duration)}${where}`;
    return objectClause(
      `${lead}${subj.text}`,
      `${changes("s")}${rest}`,
      `${changes("")}${rest}`,
      subj.plural,
    );
  },
} satisfies Partial<EffectTexts>;
