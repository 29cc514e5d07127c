/**
 * The wordings of the effects and amounts the Commander staples brought (cards/commanderStaples.ts), beyond the
 * cards' own texts (which rulesText.test.ts checks against Oracle): one card put from the hand (401.4), a search by
 * another player that puts the card into their hand (701.23), "+X/+X" without keywords or with its duration
 * last, an amount read from a target ("its mana value", 202.3) or from the battlefield ("the greatest power").
 */
import { describe, expect, it } from "vitest";
import { rulesText } from "../src/cards/rulesText.ts";
import type { Effect, TargetSpec } from "../src/cards/types.ts";

function spell(effects: Effect[], targets: TargetSpec[] = []): string {
  return rulesText({ id: "t", name: "Test Spell", types: ["Instant"], spell: { targets, effects } });
}

const YOURS = { types: ["Creature" as const], controller: "you" as const };

describe("the Commander staples' effects, worded", () => {
  it("401.4: one card put from the hand needs no order", () => {
    expect(
      spell([
        { e: "draw", who: "you", amount: 2 },
        { e: "handOnTop", amount: 1 },
      ]),
    ).toBe("Draw two cards, then put a card from your hand on top of your library.");
  });

  it("701.23: a target's controller may search their library for a card to put into their hand", () => {
    const search: Effect = {
      e: "searchYourLibrary",
      who: { controllerOf: 0 },
      filter: { types: ["Creature"] },
      amount: 1,
      put: "hand",
      pronoun: "it",
    };
    expect(
      spell(
        [
          { e: "destroy", what: { target: 0 } },
          { e: "may", who: { controllerOf: 0 }, effects: [search] },
        ],
        [{ kind: "creature" }],
      ),
    ).toBe(
      "Destroy target creature. Its controller may search their library for a creature card, put it into their hand, then shuffle.",
    );
  });

  it("+X/+X with no keyword, its duration after the change", () => {
    expect(
      spell([{ e: "pumpByX", what: { each: YOURS }, x: { greatestPower: YOURS }, duration: "endOfTurn" }]),
    ).toBe(
      "Creatures you control get +X/+X until end of turn, where X is the greatest power among creatures you control.",
    );
  });

  it('202.3, 608.2h: "its mana value" of a target; draw cards equal to the greatest power', () => {
    expect(
      spell(
        [
          { e: "exile", what: { target: 0 } },
          { e: "gainLife", who: "you", amount: { manaValueOf: 0 } },
          { e: "draw", who: "you", amount: { greatestPower: YOURS } },
        ],
        [{ kind: "permanent" }],
      ),
    ).toBe(
      "Exile target permanent. You gain life equal to its mana value and draw cards equal to the greatest power among creatures you control.",
    );
  });
});
