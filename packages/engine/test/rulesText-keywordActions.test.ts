/**
 * How Oracle words keyword actions (701) beside other effects, and the wordings that kept cards out of the pool:
 * a keyword action joined by ", then" or on a line of its own where the card says so (`keywordActionWording`),
 * reminder text closing its paragraph and naming its action when other text comes between, an action done twice
 * ("it explores, then it explores again"), an amount times a count, "can't be blocked except by …" (509.1b),
 * horsemanship's reminder beside another keyword (702.31), the source named by an intervening "if" clause (603.4),
 * a created token's keyword reminders, and "more than one permanent".
 */
import { describe, expect, it } from "vitest";
import { rulesText } from "../src/cards/rulesText.ts";
import type { Ability, CardDef, Effect, Keyword, ObjectFilter, TargetSpec } from "../src/cards/types.ts";

const CREATURE: TargetSpec = { kind: "creature" };
const T0 = { target: 0 } as const;
const DRAW: Effect = { e: "draw", who: "you", amount: 1 };
const SCRY_2: Effect = { e: "scry", amount: 2 };
const SCRY_2_REMINDER =
  "(Look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)";

function spell(
  effects: Effect[],
  wording?: CardDef["keywordActionWording"],
  targets: TargetSpec[] = [],
): string {
  return rulesText({
    id: "t",
    name: "Test Spell",
    types: ["Sorcery"],
    spell: { targets, effects },
    ...(wording !== undefined ? { keywordActionWording: wording } : {}),
  });
}

function creature(def: Partial<CardDef>): string {
  return rulesText({ id: "t", name: "Test Creature", types: ["Creature"], power: 1, toughness: 1, ...def });
}

describe("rules text: keyword actions beside other effects (701)", () => {
  it("joins a keyword action to the effect beside it by ', then' where the card's Oracle does", () => {
    expect(spell([SCRY_2, DRAW], { join: "then" })).toBe(
      "Scry 2, then draw a card. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)",
    );
    const minus: Effect = { e: "addCounters", what: T0, counter: "-1/-1", amount: 1 };
    expect(spell([minus, { e: "proliferate" }], { join: "then" }, [CREATURE])).toBe(
      "Put a -1/-1 counter on target creature, then proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)",
    );
    // Without it, each is a sentence (Opt); a cantrip keeps its line.
    expect(spell([SCRY_2, DRAW])).toBe(`Scry 2. ${SCRY_2_REMINDER}\nDraw a card.`);
  });

  it("puts a spell's keyword action after other effects on a line of its own where the card's Oracle does", () => {
    const destroy: Effect = { e: "destroy", what: T0 };
    expect(spell([destroy, { e: "surveil", amount: 1 }], { join: "line" }, [CREATURE])).toBe(
      "Destroy target creature.\nSurveil 1. (Look at the top card of your library. You may put it into your graveyard.)",
    );
    expect(spell([destroy, { e: "surveil", amount: 1 }], undefined, [CREATURE])).toBe(
      "Destroy target creature. Surveil 1. (Look at the top card of your library. You may put it into your graveyard.)",
    );
  });

  it("leaves out the reminder text where the card's Oracle prints none", () => {
    const damage: Effect = { e: "damage", amount: 2, to: T0 };
    expect(spell([damage, SCRY_2], { join: "line", reminder: false }, [{ kind: "any" }])).toBe(
      "Test Spell deals 2 damage to any target.\nScry 2.",
    );
  });

  it("closes the paragraph with the reminder text, naming the action when other text comes between", () => {
    const indestructible: Effect = {
      e: "grant",
      what: { each: { types: ["Creature"], controller: "you" } },
      keywords: ["indestructible"],
      duration: "endOfTurn",
    };
    expect(spell([{ e: "populate" }, indestructible])).toBe(
      "Populate. Creatures you control gain indestructible until end of turn. (To populate, create a token that's a copy of a creature token you control.)",
    );
    const surveil: Effect = { e: "surveil", amount: 2 };
    const draw2: Effect = { e: "draw", who: "you", amount: 2 };
    expect(spell([surveil, draw2, { e: "damage", amount: 2, to: "you" }], { join: "then" })).toBe(
      "Surveil 2, then draw two cards. Test Spell deals 2 damage to you. (To surveil 2, look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)",
    );
    // A reminder right after its action reads as it always does; a new line closes the paragraph before it.
    expect(
      spell([
        { e: "gainLife", who: "you", amount: 4 },
        { e: "bolster", amount: 2 },
      ]),
    ).toBe(
      "You gain 4 life. Bolster 2. (Choose a creature with the least toughness among creatures you control and put two +1/+1 counters on it.)",
    );
    expect(spell([{ e: "proliferate" }, DRAW])).toBe(
      "Proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)\nDraw a card.",
    );
  });

  it("701.44a: 'it explores, then it explores again', the reminder repeating the process", () => {
    const explore: Effect = { e: "explore", what: "self" };
    const entering: Ability = {
      kind: "triggered",
      when: { on: "entersBattlefield" },
      effects: [explore, explore],
    };
    expect(creature({ abilities: [entering] })).toBe(
      "When this creature enters, it explores, then it explores again. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard. Then repeat this process.)",
    );
  });
});

describe("rules text: the wordings that kept cards out of the pool", () => {
  it("an amount times a count: '2 life for each creature card in your graveyard'", () => {
    const cards: ObjectFilter = { types: ["Creature"], zone: "graveyard", owner: "you" };
    expect(spell([{ e: "gainLife", who: "you", amount: { times: 2, of: { count: cards } } }])).toBe(
      "You gain 2 life for each creature card in your graveyard.",
    );
    const lands: ObjectFilter = { types: ["Land"], controller: "you" };
    expect(spell([{ e: "gainLife", who: "you", amount: { times: 3, of: { handSize: "you" } } }])).toBe(
      "You gain life equal to 3 times the number of cards in your hand.",
    );
    expect(spell([{ e: "loseLife", who: "you", amount: { times: 2, of: { count: lands } } }])).toBe(
      "You lose 2 life for each land you control.",
    );
  });

  it("509.1b: 'can't be blocked except by creatures with flying or reach'", () => {
    const without = (filter: ObjectFilter) =>
      creature({
        abilities: [{ kind: "static", effect: { s: "cantBeBlockedBy", affects: "self", filter } }],
      });
    expect(without({ types: ["Creature"], without: ["flying", "reach"] })).toBe(
      "This creature can't be blocked except by creatures with flying or reach.",
    );
    expect(without({ subtypes: ["Wall"] })).toBe("This creature can't be blocked by Walls.");
  });

  it("702.31: horsemanship keeps its reminder beside another keyword, after a semicolon", () => {
    const line = (keywords: Keyword[]) => creature({ keywords });
    expect(line(["haste", "horsemanship"])).toBe(
      "Haste; horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
    );
    expect(line(["horsemanship"])).toBe(
      "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
    );
    // Other reminded keywords keep theirs only alone ("Flying, intimidate, trample", Withengar Unbound).
    expect(line(["flying", "intimidate"])).toBe("Flying, intimidate");
  });

  it("603.4: an intervening 'if' clause names the source the trigger event doesn't, and the effect calls it 'it'", () => {
    const sacrifice: Effect = { e: "sacrifice", what: "self" };
    const atEnd: Ability = {
      kind: "triggered",
      when: { on: "beginningOfStep", step: "end", whose: "each" },
      condition: { if: "notKicked" },
      effects: [sacrifice],
    };
    expect(creature({ abilities: [atEnd] })).toBe(
      "At the beginning of the end step, if this creature wasn't kicked, sacrifice it.",
    );
    // Without the condition, or after a trigger event naming the source, the text is as before.
    expect(creature({ abilities: [{ ...atEnd, condition: undefined }] })).toBe(
      "At the beginning of the end step, sacrifice this creature.",
    );
    const entering: Ability = {
      kind: "triggered",
      when: { on: "entersBattlefield" },
      condition: { if: "kicked" },
      effects: [DRAW],
    };
    expect(creature({ abilities: [entering] })).toBe(
      "When this creature enters, if it was kicked, draw a card.",
    );
  });

  it("a card keeping every keyword's reminder keeps those of the tokens it creates", () => {
    const token = {
      types: ["Creature" as const],
      subtypes: ["Elemental"],
      colors: ["G" as const],
      power: 7,
      toughness: 7,
    };
    const make = (keywords: Keyword[], keywordReminders?: boolean) =>
      creature({
        ...(keywordReminders ? { keywordReminders } : {}),
        abilities: [
          {
            kind: "activated",
            cost: { mana: "{G}" },
            effects: [{ e: "createToken", token: { ...token, keywords }, amount: 1 }],
          },
        ],
      });
    expect(make(["trample"], true)).toBe(
      "{G}: Create a 7/7 green Elemental creature token with trample. (It can deal excess combat damage to the player or planeswalker it's attacking.)",
    );
    expect(make(["trample"])).toBe("{G}: Create a 7/7 green Elemental creature token with trample.");
    expect(make(["haste"], true)).toBe("{G}: Create a 7/7 green Elemental creature token with haste.");
  });

  it("Dovin Baan's emblem of a limit of one: 'more than one permanent'", () => {
    const limit = (n: number) =>
      rulesText({
        id: "t",
        name: "Test Emblem",
        types: [],
        abilities: [{ kind: "static", effect: { s: "opponentsUntapLimit", n } }],
      });
    expect(limit(1)).toBe("Your opponents can't untap more than one permanent during their untap steps.");
    expect(limit(2)).toBe("Your opponents can't untap more than two permanents during their untap steps.");
  });
});
