/**
 * A priority action in words (actionLabel.ts), the one labelling of the web table's buttons, the command
 * line's options and the replay's sentences: each kind of action, as offered and as taken.
 */
import type { PriorityAction } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { actionLabel } from "../src/actionLabel.ts";

const FANATIC = "Sacrifice Mogg Fanatic: It deals 1 damage to any target.";

/** Each kind of action, its label as offered and as taken. */
const CASES: [PriorityAction, string, string][] = [
  [{ type: "pass" }, "pass", "passes priority"],
  [{ type: "play", object: 5, name: "Forest" }, "play Forest", "plays Forest"],
  [{ type: "cast", object: 4, name: "Shock", needs: ["targets", "payment"] }, "cast Shock", "casts Shock"],
  // 702.34a: from the graveyard, for its flashback cost.
  [
    { type: "cast", object: 8, name: "Think Twice", needs: ["payment"], flashback: true },
    "cast Think Twice with flashback",
    "casts Think Twice with flashback",
  ],
  // 601.3, 305.1: from exile, which an effect allows (Act on Impulse).
  [
    { type: "cast", object: 9, name: "Shock", needs: ["targets", "payment"], fromExile: true },
    "cast Shock from exile",
    "casts Shock from exile",
  ],
  [
    { type: "play", object: 10, name: "Mountain", fromExile: true },
    "play Mountain from exile",
    "plays Mountain from exile",
  ],
  [
    { type: "activate", object: 6, name: "Mogg Fanatic", ability: 0, text: FANATIC, mana: false, needs: [] },
    `activate Mogg Fanatic: ${FANATIC}`,
    `activates Mogg Fanatic: ${FANATIC}`,
  ],
  [
    { type: "march", object: 7, name: "Grizzly Bears", to: 4, territory: "Eve" },
    "march Grizzly Bears into Eve's territory",
    "marches Grizzly Bears into Eve's territory",
  ],
  [
    { type: "planarDie", name: "the planar die", cost: 1 },
    "roll the planar die (costs {1})",
    "rolls the planar die (costs {1})",
  ],
];

describe("actionLabel", () => {
  it("labels each action as offered (a verb and what it acts on), and as taken in the same words", () => {
    for (const [a, offered, taken] of CASES) {
      expect(actionLabel(a), a.type).toBe(offered);
      expect(actionLabel(a, { taken: true }), a.type).toBe(taken);
    }
  });

  it("116.2i: the first roll of a turn shows its cost of {0}", () => {
    expect(actionLabel({ type: "planarDie", name: "the planar die", cost: 0 })).toBe(
      "roll the planar die (costs {0})",
    );
  });
});
