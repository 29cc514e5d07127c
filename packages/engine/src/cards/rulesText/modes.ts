/** Modal spells and abilities (700.2): "Choose one —" and the modes, one per line with a bullet. */
import type { Effect, SpellMode, TargetSpec } from "../types.ts";
import { type Clause, predicate, renderClause } from "./phrasing/clause.ts";
import type { TextCtx } from "./phrasing/context.ts";
import { capitalize, numberWord } from "./phrasing/words.ts";
import { clauseOf, effectsText } from "./sentences.ts";

/**
 * `verb` is "Choose", "choose" or "An opponent chooses" (700.2e); `which` qualifies the modes (" that
 * hasn't been chosen", 700.2b); `ctxFor` gives each mode's text its own targets; `write` writes a mode's
 * effects (`opponentModeText` where an opponent chooses).
 */
export function choiceOfModes(
  verb: string,
  modes: { choose: number; modes: readonly SpellMode[] },
  which: string,
  ctxFor: (targets: readonly TargetSpec[]) => TextCtx,
  write: (ctx: TextCtx, effects: readonly Effect[]) => string = effectsText,
): string {
  const lines = modes.modes.map((m) => `• ${write(ctxFor(m.targets ?? []), m.effects)}`);
  return `${verb} ${numberWord(modes.choose)}${which} \u2014\n${lines.join("\n")}`;
}

/**
 * 700.2e: a mode an opponent chooses, as one sentence, its effects joined by "and", each naming who acts — "you"
 * too, where the imperative would read as addressed to the choosing opponent: "You put a +1/+1 counter on each
 * creature you control and gain 4 life." (Misfortune)
 */
export function opponentModeText(ctx: TextCtx, effects: readonly Effect[]): string {
  const clauses = effects.map((e): Clause => {
    const c = clauseOf(ctx, e);
    return c.subject === null ? { ...c, subject: "you", you: true, imperative: false } : c;
  });
  const parts = clauses.map((c, i) =>
    i > 0 && c.you && clauses[i - 1].you ? predicate(c) : renderClause(c, false),
  );
  return `${capitalize(parts.join(" and "))}.`;
}
