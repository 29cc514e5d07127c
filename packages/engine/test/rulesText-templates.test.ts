/**
 * Oracle's templates the rules-text generator follows where wordings used to be pinned (DEVELOPERS.md principle 7):
 * keywords named in a sentence keep the card's order (702), a group is regenerated "each" (701.19a), one verb on
 * several new targets is written once, a spell's sentences naming a target the same way are paragraphs (115.3),
 * and "Destroy each …" is a card's own wording (the destroy effect's `quantifier`). Then the templates that replaced
 * hand-written text overrides: how a static names a group (611.3a), plurals, "… enter tapped" (614.1d), targets
 * (115), tokens (111.10a), protection (702.16a), several changes at once (613.4b), X (107.3), an opponent's
 * mode (700.2e), reminder text; and the cards' own wordings (`spares`, `wordedUntilLeaves`, `thatNoun`, `asX`).
 */
import { describe, expect, it } from "vitest";
import { rulesText } from "../src/cards/rulesText.ts";
import type {
  Ability,
  Amount,
  CardDef,
  Effect,
  Keyword,
  Modification,
  ObjectFilter,
  StaticEffect,
  TargetSpec,
} from "../src/cards/types.ts";

const ARTIFACT: TargetSpec = { kind: "permanent", filter: { types: ["Artifact"] } };
const CREATURE: TargetSpec = { kind: "creature" };
const MINE = { types: ["Creature" as const], controller: "you" as const };

function spell(effects: Effect[], targets: TargetSpec[] = []): string {
  return rulesText({ id: "t", name: "Test Spell", types: ["Instant"], spell: { targets, effects } });
}

function artifact(...abilities: Ability[]): string {
  return rulesText({ id: "t", name: "Test Artifact", types: ["Artifact"], abilities });
}

function aura(...mods: Modification[]): string {
  const effect: StaticEffect = { s: "continuous", affects: "enchanted", mods };
  return rulesText({
    id: "t",
    name: "Test Aura",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: CREATURE,
    abilities: [{ kind: "static", effect }],
  });
}

const gain: Effect = { e: "gainControl", what: { target: 0 }, duration: "endOfTurn" };
const untap: Effect = { e: "untap", what: { target: 0 } };
const haste: Effect = { e: "grant", what: { target: 0 }, keywords: ["haste"], duration: "endOfTurn" };

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

  it("names every permanent of a kind 'All …', or 'Each …' where the change is counted for each one (611.3a)", () => {
    const lord = (each: ObjectFilter, ...mods: Modification[]) =>
      artifact({ kind: "static", effect: { s: "continuous", affects: { each }, mods } });
    const plusOne: Modification = { m: "modifyPT", power: 1, toughness: 1 };
    expect(lord({ types: ["Creature"] }, { m: "keywords", keywords: ["haste"] })).toBe(
      "All creatures have haste.",
    );
    expect(lord({ types: ["Creature"], subtypes: ["Sliver"] }, plusOne)).toBe(
      "All Sliver creatures get +1/+1.",
    );
    expect(lord({ types: ["Creature"] }, { ...plusOne, per: "otherCreatureSharingType" })).toBe(
      "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it.",
    );
    expect(lord(MINE, plusOne)).toBe("Creatures you control get +1/+1.");
  });

  it("writes a subtype's plural as English does: 'Other Elves you control' (205.3)", () => {
    const lord = (subtype: string) =>
      artifact({
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { subtypes: [subtype], controller: "you" }, other: true },
          mods: [{ m: "modifyPT", power: 1, toughness: 1 }],
        },
      });
    expect(lord("Elf")).toBe("Other Elves you control get +1/+1.");
    expect(lord("Goblin")).toBe("Other Goblins you control get +1/+1.");
  });

  it("says the controller all the permanents entering tapped share once, after them (614.1d)", () => {
    const enter = (...filters: ObjectFilter[]) =>
      artifact({ kind: "static", effect: { s: "entersTapped", filters } });
    const theirs = (f: ObjectFilter): ObjectFilter => ({ ...f, controller: "opponent" });
    expect(enter(theirs({ types: ["Creature"] }), theirs({ types: ["Land"], nonbasic: true }))).toBe(
      "Creatures and nonbasic lands your opponents control enter tapped.",
    );
    expect(enter(theirs({ types: ["Artifact"] }))).toBe("Artifacts your opponents control enter tapped.");
    expect(enter(theirs({ types: ["Creature"] }), { types: ["Land"] })).toBe(
      "Creatures your opponents control and lands enter tapped.",
    );
  });

  it("names a target by the kinds it may be, 'another target' where it must differ from one before (115.3, 115.4)", () => {
    // Any target but a battle (Captain's Maneuver).
    const kinds: ObjectFilter = { types: ["Creature", "Planeswalker"] };
    const redirect: TargetSpec[] = [
      { kind: "any", filter: kinds },
      { kind: "any", filter: kinds, distinctFrom: 0 },
    ];
    expect(spell([{ e: "redirectDamage", amount: "X" }], redirect)).toBe(
      "The next X damage that would be dealt to target creature, planeswalker, or player this turn is dealt to another target creature, planeswalker, or player instead.",
    );
    // One sharing a type with the first (Legerdemain).
    const either: ObjectFilter = { types: ["Artifact", "Creature"] };
    const exchange: TargetSpec[] = [
      { kind: "permanent", filter: either },
      { kind: "permanent", filter: either, sharesTypeWith: 0 },
    ];
    expect(spell([{ e: "exchangeControl" }], exchange)).toBe(
      "Exchange control of target artifact or creature and another target permanent that shares one of those types with it. (This effect lasts indefinitely.)",
    );
  });

  it("calls a token 'this token' (111.10a)", () => {
    const treasure: CardDef = {
      id: "t",
      name: "Treasure Token",
      token: true,
      types: ["Artifact"],
      subtypes: ["Treasure"],
      abilities: [
        { kind: "mana", cost: { tap: true, sacrificeSelf: true }, produce: ["W", "U", "B", "R", "G"] },
      ],
    };
    expect(rulesText(treasure)).toBe("{T}, Sacrifice this token: Add one mana of any color.");
  });

  it("writes protection from colours (702.16a), and that it doesn't remove the Aura(s) where the card says so", () => {
    expect(aura({ m: "protection", from: ["G", "U"] })).toBe(
      "Enchant creature\nEnchanted creature has protection from green and from blue.",
    );
    expect(aura({ m: "protection", from: ["R"], spares: "source" })).toBe(
      "Enchant creature\nEnchanted creature has protection from red. This effect doesn't remove this Aura.",
    );
    expect(aura({ m: "protection", from: ["W", "U", "B", "R", "G"], spares: "auras" })).toBe(
      "Enchant creature\nEnchanted creature has protection from each color. This effect doesn't remove Auras.",
    );
    expect(aura({ m: "protection", from: ["B", "R"], reminder: true })).toBe(
      "Enchant creature\nEnchanted creature has protection from black and from red. (It can't be blocked, targeted, or dealt damage by anything that's black or red.)",
    );
  });

  it("sets the base P/T of what stays a creature (613.4b), and leads several changes with their duration", () => {
    const become = (...mods: Modification[]) =>
      spell([{ e: "become", what: { target: 0 }, mods, duration: "endOfTurn" }], [CREATURE]);
    const frog: Modification[] = [
      { m: "colors", colors: ["U"] },
      { m: "types", subtypes: ["Frog"], replace: true },
      { m: "setPT", power: 1, toughness: 1 },
    ];
    expect(become({ m: "loseAllAbilities" }, ...frog)).toBe(
      "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
    );
    expect(become({ m: "setPT", power: 0, toughness: 1 }, { m: "loseAllAbilities" })).toBe(
      "Until end of turn, target creature loses all abilities and has base power and toughness 0/1.",
    );
    // One change keeps its duration last.
    expect(become({ m: "colors", colors: ["U"] })).toBe("Target creature becomes blue until end of turn.");
    // A P/T change joined to another change of the same object for the same time (Dovin Baan).
    const dovin: Effect[] = [
      { e: "pump", what: { target: 0 }, power: -3, toughness: 0, duration: "untilYourNextTurn" },
      { e: "become", what: { target: 0 }, mods: [{ m: "cantActivate" }], duration: "untilYourNextTurn" },
    ];
    expect(spell(dovin, [{ kind: "creature", min: 0 }])).toBe(
      "Until your next turn, up to one target creature gets -3/-0 and its activated abilities can't be activated.",
    );
    // Where the object becomes a creature, its P/T leads the noun.
    const land: TargetSpec = { kind: "permanent", filter: { types: ["Land"] } };
    const animate: Effect = {
      e: "become",
      what: { target: 0 },
      mods: [
        { m: "types", types: ["Creature"], subtypes: ["Elemental"] },
        { m: "setPT", power: 3, toughness: 3 },
      ],
      duration: "endOfTurn",
    };
    expect(spell([animate], [land])).toBe(
      "Target land becomes a 3/3 Elemental creature in addition to its other types until end of turn.",
    );
  });

  it("words a duration 'until this … leaves the battlefield' where the card does (611.2b, `wordedUntilLeaves`)", () => {
    const liege = (wordedUntilLeaves: boolean) =>
      rulesText({
        id: "t",
        name: "Test Creature",
        types: ["Creature"],
        abilities: [
          {
            kind: "activated",
            cost: { tap: true },
            targets: [{ kind: "permanent", filter: { types: ["Land"] } }],
            effects: [
              {
                e: "become",
                what: { target: 0 },
                mods: [{ m: "types", subtypes: ["Forest"], replace: true }],
                duration: "whileSourceOnBattlefield",
                wordedUntilLeaves,
              },
            ],
          },
        ],
      });
    expect(liege(false)).toBe(
      "{T}: Target land becomes a Forest for as long as this creature remains on the battlefield.",
    );
    expect(liege(true)).toBe("{T}: Target land becomes a Forest until this creature leaves the battlefield.");
  });

  it("joins an untap and a gain of control of the same object: 'Untap target creature and gain control of it'", () => {
    expect(spell([untap, gain], [CREATURE])).toBe(
      "Untap target creature and gain control of it until end of turn.",
    );
    // Not the other way round (Act of Treason).
    expect(spell([gain, untap], [CREATURE])).toBe(
      "Gain control of target creature until end of turn. Untap it.",
    );
  });

  it("calls a target 'that creature' in the first later sentence where the card does (`thatNoun`)", () => {
    const that: TargetSpec = { kind: "creature", filter: { nonlegendary: true }, thatNoun: true };
    expect(spell([untap, gain, haste], [that])).toBe(
      "Untap target nonlegendary creature and gain control of it until end of turn. That creature gains haste until end of turn.",
    );
    expect(spell([gain, untap, haste], [that])).toBe(
      "Gain control of target nonlegendary creature until end of turn. Untap that creature. It gains haste until end of turn.",
    );
  });

  it("calls X an amount several effects share, or a count the card calls so, and says after its sentence what X is (107.3)", () => {
    const creatures: Amount = { count: MINE };
    expect(
      spell([
        { e: "gainLife", who: "you", amount: creatures },
        { e: "draw", who: "you", amount: creatures },
      ]),
    ).toBe("You gain X life and draw X cards, where X is the number of creatures you control.");
    // What a trigger remembered (Curse of Vengeance).
    const curse: CardDef = {
      id: "t",
      name: "Test Curse",
      types: ["Enchantment"],
      subtypes: ["Aura", "Curse"],
      enchant: { kind: "player" },
      abilities: [
        {
          kind: "triggered",
          when: { on: "enchantedPlayerLoses", remember: "spite" },
          effects: [
            { e: "gainLife", who: "you", amount: { triggered: true } },
            { e: "draw", who: "you", amount: { triggered: true } },
          ],
        },
      ],
    };
    expect(rulesText(curse)).toBe(
      "Enchant player\nWhen enchanted player loses the game, you gain X life and draw X cards, where X is the number of spite counters on this Aura.",
    );
    // A count used once reads "for each …", unless the card calls it X (Krenko, Mob Boss).
    const token = {
      types: ["Creature" as const],
      subtypes: ["Goblin"],
      colors: ["R" as const],
      power: 1,
      toughness: 1,
    };
    const goblins = (asX: boolean) =>
      spell([
        { e: "createToken", token, amount: { count: { subtypes: ["Goblin"], controller: "you" }, asX } },
      ]);
    expect(goblins(false)).toBe("Create a 1/1 red Goblin creature token for each Goblin you control.");
    expect(goblins(true)).toBe(
      "Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.",
    );
  });

  it("writes a mode an opponent chooses as one sentence that names 'you' (700.2e)", () => {
    const modes = [
      {
        effects: [
          { e: "addCounters", what: { each: MINE }, counter: "+1/+1", amount: 1 },
          { e: "gainLife", who: "you", amount: 4 },
        ] satisfies Effect[],
      },
      { effects: [{ e: "draw", who: "you", amount: 2 }] satisfies Effect[] },
    ];
    const modal = (chooser?: "opponent") =>
      rulesText({
        id: "t",
        name: "Test Spell",
        types: ["Sorcery"],
        spell: { effects: [], modes: { choose: 1, modes, ...(chooser ? { chooser } : {}) } },
      });
    expect(modal("opponent")).toBe(
      "An opponent chooses one \u2014\n\u2022 You put a +1/+1 counter on each creature you control and gain 4 life.\n\u2022 You draw two cards.",
    );
    // Where you choose, the imperative.
    expect(modal()).toBe(
      "Choose one \u2014\n\u2022 Put a +1/+1 counter on each creature you control. You gain 4 life.\n\u2022 Draw two cards.",
    );
  });

  it("prints the reminder text Oracle keeps after an intervening 'if you didn't lose life this turn' (603.4)", () => {
    expect(
      artifact({
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "opponents" },
        condition: { if: "noLifeLostThisTurn" },
        effects: [{ e: "gainLife", who: "you", amount: 1 }],
      }),
    ).toBe(
      "At the beginning of each opponent's end step, if you didn't lose life this turn, you gain 1 life. (Damage causes loss of life.)",
    );
  });
});
