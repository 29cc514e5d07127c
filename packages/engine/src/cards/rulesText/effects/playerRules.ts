/** Rules for "you" for a time (611.2a): "Until your next turn, your life total can't change and you gain protection from everything." */
import type { PlayerRule } from "../../types.ts";
import { imperativeClause } from "../phrasing/clause.ts";
import { durationLead } from "../phrasing/durations.ts";
import type { EffectTexts } from "./family.ts";

const RULE_TEXTS: Record<PlayerRule, string> = {
  lifeCantChange: "your life total can't change", // 119.7–119.8
  protectionFromEverything: "you gain protection from everything", // 702.16j
};

export const playerRuleTexts = {
  playerRules: (ctx, e) =>
    imperativeClause(
      `${durationLead(ctx.name, e.duration)}${e.rules.map((r) => RULE_TEXTS[r]).join(" and ")}`,
    ),
} satisfies Partial<EffectTexts>;
