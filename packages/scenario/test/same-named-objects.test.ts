/**
 * Card references to one of several objects of one name (docs/scenarios.md, "Card references"): tokens are
 * named as cards are, `"Soldier Token#2"` the second in reference order — on the battlefield, the order the
 * permanents entered (the layout's order for set-up ones); a name alone that several objects have is an
 * error at the reference's path that lists each object with a reference naming it (111.4: tokens are named
 * by their name, the same for every token one effect creates).
 */
import { cardDb } from "@roundtable/cards";
import { runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { explain, parsed } from "./helpers.ts";

/** A's two Soldier tokens, the first with a +1/+1 counter; A has a Lightning Bolt and a Mountain. */
const twoSoldiers = (target: string) => ({
  format: 1,
  name: "A bolts one of two Soldier tokens",
  variant: "duel",
  players: [
    {
      name: "A",
      hand: ["Lightning Bolt"],
      battlefield: [
        "Mountain",
        { card: "Soldier Token", token: true, counters: { "+1/+1": 1 } },
        { card: "Soldier Token", token: true },
      ],
    },
    { name: "B" },
  ],
  actions: [{ turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: [target] }],
  stopAt: { turn: 1, step: "main2" },
  expect: {
    battlefield: { A: ["Mountain", "Soldier Token"] },
    permanents: { "Soldier Token": { power: 2, toughness: 2, counters: { "+1/+1": 1 } } },
  },
});

describe("111.4: one of two same-named tokens is named by its number, as a card is", () => {
  it('"Soldier Token#2" is the second token listed: the Bolt destroys it, and the one with the counter stays', () => {
    const r = runScenario(parsed(twoSoldiers("Soldier Token#2")), cardDb);
    expect(r.passed, explain(r)).toBe(true);
  });

  it('"A:Soldier Token#1" is the first of A\'s: the Bolt destroys the one with the counter, and the expectation fails', () => {
    const r = runScenario(parsed(twoSoldiers("A:Soldier Token#1")), cardDb);
    expect(r.error).toBeUndefined();
    expect(r.failures.map((f) => f.message)).toContain("Soldier Token's power: expected 2, got 1");
  });

  it("a name two tokens have is ambiguous: the error names the reference's path and each token with its reference", () => {
    const r = runScenario(parsed(twoSoldiers("Soldier Token")), cardDb);
    expect(r.passed).toBe(false);
    expect(r.error).toBe(
      'actions[0].targets[0]: "Soldier Token" is ambiguous: 2 objects: ' +
        '"Soldier Token#1" (A\'s battlefield), "Soldier Token#2" (A\'s battlefield)',
    );
  });

  it("tokens created in the game are numbered in the order they entered, in actions and expectations alike", () => {
    const r = runScenario(
      parsed({
        format: 1,
        name: "Giant Growth on the second of Raise the Alarm's Soldiers",
        variant: "duel",
        players: [
          { name: "A", hand: ["Raise the Alarm", "Giant Growth"], battlefield: ["Plains x2", "Forest"] },
          { name: "B" },
        ],
        actions: [
          { turn: 1, step: "main1", player: "A", cast: "Raise the Alarm" },
          {
            turn: 1,
            step: "main1",
            player: "A",
            cast: "Giant Growth",
            targets: ["Soldier Token#2"],
            stackEmpty: true,
          },
        ],
        stopAt: { turn: 1, step: "main2" },
        expect: {
          permanents: {
            "Soldier Token#1": { power: 1, toughness: 1 },
            "A:Soldier Token#2": { power: 4, toughness: 4 },
          },
        },
      }),
      cardDb,
    );
    expect(r.passed, explain(r)).toBe(true);
  });
});
