/**
 * 207.2c: the Oracle-text compiler reads an ability word before a triggered or activated ability: the word is the
 * ability's `abilityWord`, unless the generator writes it from the ability's condition already (lieutenant). A word
 * 207.2c doesn't list (a flavor word, 207.2d) or one before a static ability is refused.
 */
import { compileOracle, oracleEntryOf } from "@roundtable/cards/oracle";
import type { Ability, CardDef } from "@roundtable/engine";
import { describe, expect, it } from "vitest";

/** A 2/2 creature card with this Oracle text. */
function creature(text: string): CardDef {
  return {
    id: "test-card",
    name: "Test Card",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Bear"],
    power: 2,
    toughness: 2,
    oracle: text,
  };
}

function abilities(text: string): Ability[] {
  const r = compileOracle(oracleEntryOf(creature(text)));
  if (!r.ok) throw new Error(`refused: ${r.refusal.reason}: "${r.refusal.phrase}"`);
  return r.def.abilities ?? [];
}

function refusal(text: string): string {
  const r = compileOracle(oracleEntryOf(creature(text)));
  if (r.ok) throw new Error(`compiled: ${JSON.stringify(r.def)}`);
  return r.refusal.reason;
}

describe("207.2c–d: the compiler reads ability words and flavor words", () => {
  it('before a triggered ability: landfall\'s "Whenever a land you control enters" (Steppe Lynx)', () => {
    expect(
      abilities("Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn."),
    ).toEqual([
      {
        kind: "triggered",
        abilityWord: "Landfall",
        when: { on: "anotherEnters", filter: { types: ["Land"], controller: "you" } },
        effects: [{ e: "pump", what: "self", power: 2, toughness: 2, duration: "endOfTurn" }],
      },
    ]);
  });

  it("before an activated ability", () => {
    expect(abilities("Metalcraft — {T}: Draw a card.")).toEqual([
      {
        kind: "activated",
        abilityWord: "Metalcraft",
        cost: { tap: true },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ]);
  });

  it("not as data where the ability's condition writes it (lieutenant)", () => {
    const [a] = abilities(
      "Lieutenant — At the beginning of your upkeep, if you control your commander, draw a card.",
    );
    expect(a).toMatchObject({ kind: "triggered", condition: { if: "youControlCommander" } });
    expect(a).not.toHaveProperty("abilityWord");
  });

  it("207.2d: reads a flavor word as Oracle prints one, capitalized, as it reads an ability word", () => {
    const [a] = abilities("Sixth Sense — Whenever a land you control enters, draw a card.");
    expect(a).toMatchObject({ kind: "triggered", abilityWord: "Sixth Sense" });
  });

  it("refuses a word before a static ability, and a lowercase word no ability word list holds", () => {
    expect(refusal("Landfall — This creature can't block.")).toBe(
      "an ability or flavor word before an ability that is neither activated nor triggered (207.2c–d)",
    );
    expect(refusal("sixth sense — Whenever a land you control enters, draw a card.")).toBe(
      "no template matches the line",
    );
  });
});
