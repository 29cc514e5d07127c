/**
 * Oracle's templates the rules-text generator follows where wordings used to be pinned (DEVELOPERS.md principle 7):
 * keywords named in a sentence keep the card's order (702), a group is regenerated "each" (701.19a), one verb on
 * several new targets is written once, a spell's sentences naming a target the same way are paragraphs (115.3),
 * and "Destroy each …" is a card's own wording (the destroy effect's `quantifier`).
 */
import { describe, expect, it } from "vitest";
import { rulesText } from "../src/cards/rulesText.ts";
import type { Ability, CardDef, Effect, Keyword, TargetSpec } from "../src/cards/types.ts";

const ARTIFACT: TargetSpec = { kind: "permanent", filter: { types: ["Artifact"] } };
const CREATURE: TargetSpec = { kind: "creature" };
const MINE = { types: ["Creature" as const], controller: "you" as const };

function spell(effects: Effect[], targets: TargetSpec[] = []): string {
  return rulesText({ id: "t", name: "Test Spell", types: ["Instant"], spell: { targets, effects } });
}

function artifact(...abilities: Ability[]): string {
  return rulesText({ id: "t", name: "Test Artifact", types: ["Artifact"], abilities });
}

const shrink = (target: number, power: number, toughness: number): Effect => ({
  e: "pump",
  what: { target },
  power,
  toughness,
  duration: "endOfTurn",
});

describe("rules text: Oracle's templates", () => {
  it("keeps the definition's order of keywords named in a sentence, and sorts only a keyword line (702)", () => {
    const equipped = (keywords: Keyword[]) =>
      artifact({
        kind: "static",
        effect: { s: "continuous", affects: "equipped", mods: [{ m: "keywords", keywords }] },
      });
    expect(equipped(["hexproof", "haste"])).toBe("Equipped creature has hexproof and haste.");
    expect(equipped(["haste", "hexproof"])).toBe("Equipped creature has haste and hexproof.");
    expect(
      spell(
        [{ e: "grant", what: { target: 0 }, keywords: ["lifelink", "trample"], duration: "endOfTurn" }],
        [CREATURE],
      ),
    ).toBe("Target creature gains lifelink and trample until end of turn.");
    const line: CardDef = { id: "t", name: "T", types: ["Creature"], keywords: ["haste", "flying"] };
    expect(rulesText(line)).toBe("Flying, haste");
  });

  it("regenerates a group of permanents as 'Regenerate each …' (701.19a)", () => {
    expect(spell([{ e: "regenerate", what: { each: MINE } }])).toBe("Regenerate each creature you control.");
    expect(spell([{ e: "regenerate", what: { target: 0 } }], [CREATURE])).toBe("Regenerate target creature.");
  });

  it("destroys all of a filter, or each where the definition's quantifier says so (701.8)", () => {
    const what = { each: { types: ["Artifact" as const, "Creature" as const, "Enchantment" as const] } };
    expect(spell([{ e: "destroy", what }])).toBe("Destroy all artifacts, creatures, and enchantments.");
    expect(spell([{ e: "destroy", what, quantifier: "each" }])).toBe(
      "Destroy each artifact, creature, and enchantment.",
    );
  });

  it("writes one verb once for the run of effects doing it to new targets, listing its objects", () => {
    const enchantment: TargetSpec = { kind: "enchantment" };
    const destroy = (target: number) => ({ e: "destroy" as const, what: { target } });
    expect(spell([destroy(0), destroy(1)], [ARTIFACT, enchantment])).toBe(
      "Destroy target artifact and target enchantment.",
    );
    const land: TargetSpec = { kind: "permanent", filter: { types: ["Land"] } };
    expect(spell([destroy(0), destroy(1), destroy(2)], [ARTIFACT, CREATURE, land])).toBe(
      "Destroy target artifact, target creature, and target land.",
    );
    // Not two verbs, nor a destruction that can't be regenerated (701.19c).
    expect(
      spell(
        [
          { e: "tap", what: { target: 0 } },
          { e: "untap", what: { target: 1 } },
        ],
        [ARTIFACT, CREATURE],
      ),
    ).toBe("Tap target artifact. Untap target creature.");
    expect(spell([destroy(0), { ...destroy(1), noRegenerate: true }], [ARTIFACT, CREATURE])).toBe(
      "Destroy target artifact. Destroy target creature. It can't be regenerated.",
    );
  });

  it("gives a spell's sentence naming a target as an earlier one did a paragraph of its own (115.3)", () => {
    expect(spell([shrink(0, -3, 0), shrink(1, 0, -3)], [CREATURE, CREATURE])).toBe(
      "Target creature gets -3/-0 until end of turn.\nTarget creature gets -0/-3 until end of turn.",
    );
    // Targets named differently share the paragraph (Essence Capture, Grave Exchange).
    expect(spell([shrink(0, -3, 0), shrink(1, 0, -3)], [CREATURE, { kind: "creature", other: true }])).toBe(
      "Target creature gets -3/-0 until end of turn. Another target creature gets -0/-3 until end of turn.",
    );
    // An ability is one paragraph of its object's text (113.2).
    expect(
      artifact({
        kind: "activated",
        cost: { tap: true },
        targets: [CREATURE, CREATURE],
        effects: [shrink(0, -3, 0), shrink(1, 0, -3)],
      }),
    ).toBe(
      "{T}: Target creature gets -3/-0 until end of turn. Target creature gets -0/-3 until end of turn.",
    );
  });
});
