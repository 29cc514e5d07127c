/**
 * "Until your next turn, your life total can't change and you gain protection from everything." (Teferi's
 * Protection): rules for the resolving spell's controller, a continuous effect on them for the duration (611.2a),
 * read by characteristics/playerRules.ts.
 */
import { addEffect } from "../characteristics/continuous.ts";
import type { EffectHandlers } from "./effectTable.ts";

export const playerRuleEffects: EffectHandlers = {
  playerRules: (g, r, e) => {
    addEffect(g, {
      controller: r.controller,
      source: r.source,
      objects: [],
      players: [r.controller],
      mods: e.rules.map((m) => ({ m })),
      duration: e.duration,
    });
  },
};
