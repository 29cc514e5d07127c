/**
 * Scheme cards (314), the Archenemy variant's nontraditional cards (904): not in the traditional pool
 * (`allCards`), but in the card database, for scheme decks (904.3). Rules text generated, equal to today's
 * Oracle text (checked 2026-12-06 against Forge's card scripts and a second public scheme list).
 */
import type { CardDef, Effect, TargetSpec, TriggerWhen } from "@roundtable/engine";
import { card } from "../define.ts";

const SET_IN_MOTION: TriggerWhen = { on: "setInMotion" };

/** A non-ongoing scheme whose one ability is "When you set this scheme in motion, [effects]." (904.9) */
function scheme(name: string, effects: Effect[], oracle: string, targets?: TargetSpec[]): CardDef {
  return card({
    name,
    types: ["Scheme"],
    abilities: [{ kind: "triggered", when: SET_IN_MOTION, ...(targets ? { targets } : {}), effects }],
    oracle,
  });
}

export const schemes: CardDef[] = [
  scheme(
    "Look Skyward and Despair",
    [
      {
        e: "createToken",
        token: {
          types: ["Creature"],
          subtypes: ["Dragon"],
          colors: ["R"],
          power: 5,
          toughness: 5,
          keywords: ["flying"],
        },
        amount: 1,
      },
    ],
    "When you set this scheme in motion, create a 5/5 red Dragon creature token with flying.",
  ),
  scheme(
    "The Iron Guardian Stirs",
    [
      {
        e: "createToken",
        token: { types: ["Artifact", "Creature"], subtypes: ["Golem"], colors: [], power: 4, toughness: 6 },
        amount: 1,
      },
    ],
    "When you set this scheme in motion, create a 4/6 colorless Golem artifact creature token.",
  ),
  scheme(
    "Roots of All Evil",
    [
      {
        e: "createToken",
        token: { types: ["Creature"], subtypes: ["Saproling"], colors: ["G"], power: 1, toughness: 1 },
        amount: 5,
      },
    ],
    "When you set this scheme in motion, create five 1/1 green Saproling creature tokens.",
  ),
  scheme(
    "Behold the Power of Destruction",
    [{ e: "destroy", what: { each: { nonland: true }, of: { target: 0 } } }],
    "When you set this scheme in motion, destroy all nonland permanents target opponent controls.",
    [{ kind: "opponent" }],
  ),
  scheme(
    "Tooth, Claw, and Tail",
    [{ e: "destroy", what: { target: 0 } }],
    "When you set this scheme in motion, destroy up to three target nonland permanents.",
    [{ kind: "permanent", filter: { nonland: true }, min: 0, max: 3 }],
  ),
  scheme(
    "Realms Befitting My Majesty",
    [
      {
        e: "searchYourLibrary",
        filter: { types: ["Land"], basic: true },
        amount: 2,
        upTo: true,
        put: "battlefield",
        tapped: true,
      },
    ],
    "When you set this scheme in motion, search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
  ),
  scheme(
    "Ignite the Cloneforge!",
    [{ e: "createTokenCopies", what: { target: 0 } }],
    "When you set this scheme in motion, create a token that's a copy of target permanent an opponent controls.",
    [{ kind: "permanent", filter: { controller: "opponent" } }],
  ),
  scheme(
    "Mortal Flesh Is Weak",
    [{ e: "setLife", who: "eachOpponent", amount: { life: "lowestOpponent" } }],
    "When you set this scheme in motion, each opponent's life total becomes the lowest life total among your opponents.",
  ),
  scheme(
    "There Is No Refuge",
    [
      { e: "damage", amount: 3, to: { target: 0 } },
      {
        e: "createToken",
        token: { types: ["Creature"], subtypes: ["Horror"], colors: ["B"], power: 3, toughness: 3 },
        amount: 1,
      },
    ],
    "When you set this scheme in motion, it deals 3 damage to up to one target creature. Create a 3/3 black Horror creature token.",
    [{ kind: "creature", min: 0, max: 1 }],
  ),
  scheme(
    "Know Naught but Fire",
    [{ e: "damage", amount: { handSize: "thatPlayer" }, to: "eachOpponent" }],
    "When you set this scheme in motion, it deals damage to each opponent equal to the number of cards in that player's hand.",
  ),
  scheme(
    "I Delight in Your Convulsions",
    [
      { e: "loseLife", who: "eachOpponent", amount: 3 },
      { e: "gainLife", who: "you", amount: "lifeLostThisWay" },
    ],
    "When you set this scheme in motion, each opponent loses 3 life. You gain life equal to the life lost this way.",
  ),
  card({
    name: "The Very Soil Shall Shake",
    types: ["Scheme"],
    supertypes: ["Ongoing"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], controller: "you" } },
          mods: [
            { m: "modifyPT", power: 2, toughness: 2 },
            { m: "keywords", keywords: ["trample"] },
          ],
        },
      },
      {
        kind: "triggered",
        when: {
          on: "creatureDies",
          filter: { types: ["Creature"], controller: "you" },
          self: "a",
          when: true,
        },
        effects: [{ e: "abandon" }],
      },
    ],
    oracle:
      "(An ongoing scheme remains face up until it's abandoned.)\nCreatures you control get +2/+2 and have trample.\nWhen a creature you control dies, abandon this scheme.",
  }),
];

/**
 * A legal scheme deck (904.3) dealt from `schemes` with `rand` (a function returning [0, 1)): every
 * scheme twice, shuffled, then the first `size` (at least twenty; at most two of each name).
 */
export function randomSchemeDeck(rand: () => number, size = 20): string[] {
  const all = schemes.flatMap((s) => [s.id, s.id]);
  if (size < 20 || size > all.length)
    throw new Error(
      `a scheme deck from these ${schemes.length} schemes holds 20 to ${all.length} cards (904.3), asked ${size}`,
    );
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all.slice(0, size);
}
