/** Modal spells and abilities (700.2): "Choose one —" and the modes, one per line with a bullet. */
import type { SpellMode, TargetSpec } from "../types.ts";
import type { TextCtx } from "./phrasing/context.ts";
import { numberWord } from "./phrasing/words.ts";
import { effectsText } from "./sentences.ts";

/**
 * `verb` is "Choose", "choose" or "An opponent chooses" (700.2e); `which` qualifies the modes (" that
 * hasn't been chosen", 700.2b); `ctxFor` gives each mode's text its own targets.
 */
export function choiceOfModes(
  verb: string,
  modes: { choose: number; modes: readonly SpellMode[] },
  which: string,
  ctxFor: (targets: readonly TargetSpec[]) => TextCtx,
): string {
  const lines = modes.modes.map((m) => `• ${effectsText(ctxFor(m.targets ?? []), m.effects)}`);
  return `${verb} ${numberWord(modes.choose)}${which} \u2014\n${lines.join("\n")}`;
}
