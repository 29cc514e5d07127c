/** Counters on objects (122): putting them on and removing them. */
import { countWord } from "../phrasing/amounts.ts";
import { imperativeClause } from "../phrasing/clause.ts";
import { objectRef, refersToMany } from "../phrasing/references.ts";
import { withArticle } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const counterTexts = {
  addCounters: (ctx, e) => {
    const n = e.amount === 1 ? `a ${e.counter} counter` : `${countWord(e.amount)} ${e.counter} counters`;
    // Counters for several targets (601.2c) go on each of them: "on each of up to two target creatures".
    const each =
      typeof e.what === "object" && "target" in e.what && refersToMany(ctx, e.what) ? "each of " : "";
    return imperativeClause(`put ${n} on ${each}${objectRef(ctx, e.what, "each")}`);
  },
  removeCounters: (ctx, e) => {
    const n =
      e.amount === 1 ? `${withArticle(e.counter)} counter` : `${countWord(e.amount)} ${e.counter} counters`;
    return imperativeClause(`remove ${n} from ${objectRef(ctx, e.what, "each")}`);
  },
} satisfies Partial<EffectTexts>;
