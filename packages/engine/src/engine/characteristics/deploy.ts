/**
 * 804: the deploy creatures option. Every creature has "{T}: Target teammate gains control of this
 * creature. Activate only as a sorcery." (804.2). It is a real activated ability: it targets (so range
 * of influence applies, 801.4), it uses the stack, and a creature can't use it the turn it came under
 * its controller's control (302.6). The rules grant it, so no effect removes it; it is the creature's
 * last ability.
 */
import type { Ability } from "../../cards/types.ts";

export const DEPLOY_TEXT = "{T}: Target teammate gains control of this creature. Activate only as a sorcery.";

export const DEPLOY_ABILITY: Ability = {
  kind: "activated",
  cost: { tap: true },
  targets: [{ kind: "teammate" }],
  effects: [{ e: "gainControl", what: "self", duration: "indefinitely", to: { target: 0 } }],
  sorcery: true,
  text: DEPLOY_TEXT,
};

/** How an activated deploy ability on the stack names its ability (cards/keywords.ts abilityAt). */
export const DEPLOY_INDEX = -1;
