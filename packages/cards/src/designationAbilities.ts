/** The enters triggers of the monarch (725) and initiative (726) cards, shared by the colours' theme files. */
import type { Ability } from "@roundtable/engine";

/**
 * "When this creature enters, you become the monarch." A new object for each card: an ability's text is
 * cached by the ability object, and each card names itself in it ("When Queen Marchesa enters, …").
 */
export function entersBecomeMonarch(): Ability {
  return {
    kind: "triggered",
    when: { on: "entersBattlefield" },
    effects: [{ e: "becomeMonarch", who: "you" }],
  };
}

/** "When this creature enters, you take the initiative." (a new object for each card, as above) */
export function entersTakeInitiative(): Ability {
  return {
    kind: "triggered",
    when: { on: "entersBattlefield" },
    effects: [{ e: "takeInitiative", who: "you" }],
  };
}
