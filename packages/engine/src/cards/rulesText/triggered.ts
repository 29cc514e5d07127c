/** Triggered abilities (603.1): "[Trigger condition], [effect]", ward (702.21a), modal triggers (700.2b). */
import type { Ability, CardDef, TargetSpec } from "../types.ts";
import { choiceOfModes, type ModeWriter } from "./modes.ts";
import { conditionReminder, conditionText } from "./phrasing/conditions.ts";
import { type AbilityText, makeCtx } from "./phrasing/context.ts";
import { cumulativeUpkeepLine, wardLine } from "./phrasing/keywords.ts";
import { selfName } from "./phrasing/selfName.ts";
import { effectsText } from "./sentences.ts";
import { triggerCtxOptions, triggerText } from "./triggers.ts";

export function triggeredText(def: CardDef, a: Ability & { kind: "triggered" }, quote: AbilityText): string {
  // 702.21a: ward is a triggered ability written as a keyword with its cost.
  if (a.when.on === "becomesTarget" && a.when.ward !== undefined)
    return wardLine(def.types.includes("Creature") ? "this creature" : "this permanent", a.when.ward);
  // 702.24a: cumulative upkeep is a triggered ability written as a keyword with its cost.
  if (a.when.on === "beginningOfStep" && a.when.cumulativeUpkeep !== undefined)
    return cumulativeUpkeepLine(a.when.cumulativeUpkeep);
  // "At the beginning of each player's upkeep, … that player …" (Karma): the effects name whose upkeep it is.
  const aboutPlayer = JSON.stringify(a.effects).includes('"triggering"');
  const trigger = triggerText(def, a.when, aboutPlayer);
  // 603.4: an intervening "if" clause. Oracle names the source where the text first mentions it: an "if" clause
  // about the source after a trigger event that doesn't mention it names it, and the effects call it "it" ("At
  // the beginning of the end step, if this creature wasn't kicked, sacrifice it.", Skizzik).
  const condition = a.condition ? conditionText(def, a.condition) : "";
  const IT = "if it "; // conditions.ts's clauses about the source ("if it wasn't kicked")
  const namesSource = condition.startsWith(IT) && !trigger.includes(selfName(def));
  const named = namesSource ? `if ${selfName(def)} ${condition.slice(IT.length)}` : condition;
  const cond = condition === "" ? "" : `${named}, `;
  // A clause about another object between the trigger and the effects leaves "it" unclear: the effects name the
  // source ("Whenever this creature attacks, if your team controls another Warrior, this creature gets +1/+1 …",
  // Sickle Dancer).
  const options = {
    ...triggerCtxOptions(a.when),
    ...(/\banother\b/.test(condition) ? { selfIt: false } : {}),
  };
  const ctx = makeCtx(def, a.targets ?? [], quote, namesSource ? { ...options, selfIt: true } : options);
  if (a.modes) {
    // 700.2b: "…, choose one that hasn't been chosen —" and the modes, one per line.
    const which = a.modes.unchosen ? " that hasn't been chosen" : "";
    return `${triggerText(def, a.when)}, ${cond}${choiceOfModes("choose", a.modes, which, triggerModes(def, a, quote))}`;
  }
  // 312.5, 704.6f: a phenomenon's reminder that it is planeswalked away from; a condition's reminder.
  const encounter = a.when.on === "encounter" ? " (Then planeswalk away from this phenomenon.)" : "";
  // 120.3a: "(Damage dealt to you causes you to lose life.)", where the card prints it (Transcendence).
  const damage =
    a.when.on === "youLoseLife" && a.when.damageReminder
      ? " (Damage dealt to you causes you to lose life.)"
      : "";
  const reminder = `${encounter}${damage}${conditionReminder(a.condition)}`;
  return `${trigger}, ${cond}${effectsText(ctx, a.effects, false)}${reminder}`;
}

/** 700.2b: how a modal triggered ability's modes are written: each with its own targets, "it" as the trigger has it. */
export function triggerModes(
  def: CardDef,
  a: Ability & { kind: "triggered" },
  quote: AbilityText,
): ModeWriter {
  const ctx = makeCtx(def, a.targets ?? [], quote, triggerCtxOptions(a.when));
  return {
    ctxFor: (targets: readonly TargetSpec[]) =>
      makeCtx(def, targets, quote, { selfIt: ctx.selfIt, triggeringObject: ctx.triggeringObject }),
  };
}
