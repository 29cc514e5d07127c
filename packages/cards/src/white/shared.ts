/** Ability templates the white theme files share. */
import type { Ability } from "@roundtable/engine";

/** 702.29a: "Cycling [cost]" — [cost], discard this card: draw a card (activated from the hand). */
export function cycling(mana: string): Ability {
  return {
    kind: "activated",
    cost: { mana, discardSelf: true },
    cycling: true,
    effects: [{ e: "draw", who: "you", amount: 1 }],
  };
}
