/**
 * 601.2f: a spell's own cost reduction, counted as it is cast: "This spell costs {1} less to cast for each
 * creature on the battlefield." (Blasphemous Act); "for each creature you control" where the filter says whose.
 */
import { filterNoun } from "../phrasing/filters.ts";
import type { StaticTexts } from "./family.ts";

export const costReductionStaticTexts = {
  costsLessForEach: (_def, s) => {
    const where = s.count.controller === undefined ? " on the battlefield" : "";
    return `This spell costs {1} less to cast for each ${filterNoun(s.count, false)}${where}.`;
  },
} satisfies Partial<StaticTexts>;
