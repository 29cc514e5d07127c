/**
 * 207.2c: ability words in the rules text. The word a triggered or activated ability's data gives (`abilityWord`)
 * leads it; without one, the word its effects or its condition always come with does (will of the council,
 * lieutenant), for an activated ability as for a triggered one and a spell; an ability with neither has none, even
 * with a trigger condition or a restriction other cards print a word before. And an Equipment's ability names the
 * creature it is attached to "equipped creature" (301.5a).
 */
import { describe, expect, it } from "vitest";
import { rulesText } from "../src/cards/rulesText.ts";
import type { Ability, CardDef, Effect } from "../src/cards/types.ts";

const LANDFALL: Ability & { kind: "triggered" } = {
  kind: "triggered",
  when: { on: "anotherEnters", filter: { types: ["Land"], controller: "you" } },
  effects: [{ e: "gainLife", who: "you", amount: 1 }],
};
const PING: Ability & { kind: "activated" } = {
  kind: "activated",
  cost: { mana: "{1}{R}", tap: true },
  targets: [{ kind: "any" }],
  condition: { if: "handEmpty" },
  effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
};
const VOTE: Effect = {
  e: "vote",
  council: "will",
  choices: ["grace", "condemnation"],
  outcomes: [[{ e: "draw", who: "you", amount: 1 }], [{ e: "gainLife", who: "you", amount: 1 }]],
};

function permanent(abilities: Ability[], more: Partial<CardDef> = {}): string {
  return rulesText({ id: "t", name: "Test Permanent", types: ["Artifact"], abilities, ...more });
}

describe("207.2c: ability words before triggered and activated abilities", () => {
  it("the ability's word leads a triggered ability; the same trigger without one has none (Courser of Kruphix)", () => {
    expect(permanent([{ ...LANDFALL, abilityWord: "Landfall" }])).toBe(
      "Landfall — Whenever a land you control enters, you gain 1 life.",
    );
    expect(permanent([LANDFALL])).toBe("Whenever a land you control enters, you gain 1 life.");
  });

  it("the ability's word leads an activated ability, before its cost; the same restriction without one has none", () => {
    expect(permanent([{ ...PING, abilityWord: "Hellbent" }])).toBe(
      "Hellbent — {1}{R}, {T}: This artifact deals 1 damage to any target. Activate only if you have no cards in hand.",
    );
    expect(permanent([PING])).toBe(
      "{1}{R}, {T}: This artifact deals 1 damage to any target. Activate only if you have no cards in hand.",
    );
  });

  it("without one, the word the effects come with leads an activated ability as it does a triggered one and a spell", () => {
    const rest =
      "starting with you, each player votes for grace or condemnation. If grace gets more votes, draw a card. If condemnation gets more votes, you gain 1 life.";
    expect(permanent([{ kind: "activated", cost: { mana: "{3}" }, effects: [VOTE] }])).toBe(
      `Will of the council — {3}: ${rest[0].toUpperCase()}${rest.slice(1)}`,
    );
    expect(permanent([{ kind: "triggered", when: { on: "entersBattlefield" }, effects: [VOTE] }])).toBe(
      `Will of the council — When this artifact enters, ${rest}`,
    );
    expect(rulesText({ id: "t", name: "Test Spell", types: ["Sorcery"], spell: { effects: [VOTE] } })).toBe(
      `Will of the council — ${rest[0].toUpperCase()}${rest.slice(1)}`,
    );
  });

  it("without one, the word the condition comes with leads an activated ability (lieutenant)", () => {
    expect(
      permanent([
        {
          kind: "activated",
          cost: { mana: "{2}" },
          condition: { if: "youControlCommander" },
          effects: [{ e: "draw", who: "you", amount: 1 }],
        },
      ]),
    ).toBe("Lieutenant — {2}: Draw a card. Activate only if you control your commander.");
  });

  it('301.5a: an Equipment\'s ability names the creature it is attached to "equipped creature", an Aura\'s "enchanted creature"', () => {
    const pump: Ability = {
      ...LANDFALL,
      abilityWord: "Landfall",
      effects: [{ e: "pump", what: "enchanted", power: 2, toughness: 2, duration: "endOfTurn" }],
    };
    expect(permanent([pump], { subtypes: ["Equipment"] })).toBe(
      "Landfall — Whenever a land you control enters, equipped creature gets +2/+2 until end of turn.",
    );
    expect(
      permanent([pump], {
        types: ["Enchantment"],
        subtypes: ["Aura"],
        enchant: { kind: "creature" },
      }),
    ).toBe(
      "Enchant creature\nLandfall — Whenever a land you control enters, enchanted creature gets +2/+2 until end of turn.",
    );
  });
});
