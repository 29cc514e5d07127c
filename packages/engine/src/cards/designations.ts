/**
 * The inherent triggered abilities of the monarch (725.2) and the initiative (726.2). They have no source
 * (an exception to 113.8) and are controlled by the player who had the designation as they triggered; the
 * rules make them trigger (engine/triggers/designations.ts). They are written here as the abilities of two
 * definitions, so that a triggered ability on the stack names its text like any other; their text is the
 * rules' own (the `text` of each ability), not generated, and their `when` is never read (they trigger by
 * rule, not as the abilities of a permanent). Not cards: nothing creates an object from them.
 */
import type { CardDef } from "./types.ts";

/** The id of the monarch's abilities (725.2): 0, the end-step draw; 1, combat damage to the monarch. */
export const MONARCH = "designation-the-monarch";
/** The id of the initiative's abilities (726.2): 0, the upkeep venture; 1, combat damage; 2, taking it. */
export const INITIATIVE = "designation-the-initiative";

export const DESIGNATIONS: readonly CardDef[] = [
  {
    id: MONARCH,
    name: "The Monarch",
    types: [],
    token: true,
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "yours" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
        text: "At the beginning of the monarch's end step, that player draws a card.",
      },
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player", combat: true },
        effects: [{ e: "becomeMonarch", who: "triggering" }],
        text: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.",
      },
    ],
  },
  {
    id: INITIATIVE,
    name: "The Initiative",
    types: [],
    token: true,
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [{ e: "venture", who: "you", into: "Undercity" }],
        text: "At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity.",
      },
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player", combat: true },
        effects: [{ e: "takeInitiative", who: "triggering" }],
        text: "Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, the controller of those creatures takes the initiative.",
      },
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "venture", who: "you", into: "Undercity" }],
        text: "Whenever a player takes the initiative, that player ventures into Undercity.",
      },
    ],
  },
];
