/**
 * Piles (700.3) shown as two piles: while separating, the cards picked (pile 1) and the rest (pile 2);
 * when choosing a pile, the two piles the engine lists in the prompt ("… — Pile 1: A, B; Pile 2: C").
 */
import type { Decision } from "@roundtable/engine";
import type { Draft } from "./draft.ts";

export interface TwoPiles {
  /** Choosing between them (options "Pile 1", "Pile 2"), or separating (options: the cards). */
  choosing: boolean;
  piles: [string[], string[]];
}

export function pilesOf(d: Decision, draft: Draft): TwoPiles | null {
  if (d.kind !== "choose" || d.purpose !== "piles") return null;
  const choosing = d.options.length === 2 && d.options.every((o) => o.ref === undefined);
  if (!choosing) {
    const labels = d.options.map((o) => o.label);
    return {
      choosing,
      piles: [draft.picks.map((i) => labels[i]), labels.filter((_, i) => !draft.picks.includes(i))],
    };
  }
  const m = /Pile 1: (.*); Pile 2: (.*)$/.exec(d.prompt);
  const cards = (s: string | undefined) => (s === undefined || s === "(empty)" ? [] : s.split(", "));
  return { choosing, piles: [cards(m?.[1]), cards(m?.[2])] };
}
