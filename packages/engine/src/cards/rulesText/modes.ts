/** Modal spells and abilities (700.2): "Choose one —" and the modes, one per line with a bullet. */
import type { Effect, SpellMode, TargetSpec } from "../types.ts";
import { type Clause, predicate, renderClause } from "./phrasing/clause.ts";
import type { TextCtx } from "./phrasing/context.ts";
import { capitalize, numberWord } from "./phrasing/words.ts";
import { clauseOf, effectsText } from "./sentences.ts";

/**
 * How a choice's modes are written: `ctxFor` gives each mode's text its own targets; `write` writes a mode's
 * effects (`opponentModeText` where an opponent chooses, 700.2e).
 */
export interface ModeWriter {
  ctxFor: (targets: readonly TargetSpec[]) => TextCtx;
  write?: (ctx: TextCtx, effects: readonly Effect[]) => string;
}

/** Each mode's text, in the card's order: its "• " line without the bullet (700.2). */
export function modeTexts(modes: { modes: readonly SpellMode[] }, w: ModeWriter): string[] {
  const write = w.write ?? effectsText;
  return modes.modes.map((m) => write(w.ctxFor(m.targets ?? []), m.effects));
}

/**
 * `verb` is "Choose", "choose" or "An opponent chooses" (700.2e); `which` qualifies the modes (" that
 * hasn't been chosen", 700.2b); `w` writes each mode.
 */
export function choiceOfModes(
  verb: string,
  modes: { choose: number; modes: readonly SpellMode[]; oneOrMore?: true; bothIfCommander?: true },
  which: string,
  w: ModeWriter,
): string {
  const lines = modeTexts(modes, w).map((t) => `• ${t}`);
  // 903.3d: "Choose one. If you control a commander as you cast this spell, you may choose both instead." (Jeska's Will)
  if (modes.bothIfCommander === true)
    return `${verb} ${numberWord(modes.choose)}. If you control a commander as you cast this spell, you may choose both instead.\n${lines.join("\n")}`;
  const more = modes.oneOrMore ? " or more" : ""; // "Choose one or more —" (Farewell)
  return `${verb} ${numberWord(modes.choose)}${more}${which} \u2014\n${lines.join("\n")}`;
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
