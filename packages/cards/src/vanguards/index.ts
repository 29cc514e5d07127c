/**
 * Vanguard cards (313), the nontraditional cards of the Vanguard variant (902): the original Vanguard series
 * (1997–1998). Each starts in its owner's command zone (902.3); its hand and life modifiers (211, 212) change
 * its owner's starting and maximum hand size and starting life; its abilities function from the command
 * zone (902.7). Oracle texts and modifiers as Scryfall gives them (set "pvan"), checked 2026-12-02 and
 * again 2026-12-06 against Forge's card scripts and Scryfall-fed pages. Not in `allCards` (decks aren't
 * dealt from them), but in `cardDb`.
 */
import type { Ability, CardDef, Keyword, ObjectFilter } from "@roundtable/engine";
import { card } from "../define.ts";

const yours: ObjectFilter = { types: ["Creature"], controller: "you" };

/** "Creatures you control get +P/+T." */
function anthem(power: number, toughness: number): Ability {
  return {
    kind: "static",
    effect: { s: "continuous", affects: { each: yours }, mods: [{ m: "modifyPT", power, toughness }] },
  };
}

/** "Creatures you control have [keyword]." */
function grant(keyword: Keyword): Ability {
  return {
    kind: "static",
    effect: { s: "continuous", affects: { each: yours }, mods: [{ m: "keywords", keywords: [keyword] }] },
  };
}

function vanguard(
  name: string,
  handModifier: number,
  lifeModifier: number,
  abilities: Ability[],
  oracle: string,
): CardDef {
  return card({ name, types: ["Vanguard"], handModifier, lifeModifier, abilities, oracle });
}

export const vanguards: CardDef[] = [
  vanguard("Maraxus", 1, 2, [anthem(1, 0)], "Creatures you control get +1/+0."),
  vanguard("Serra", 1, 1, [anthem(0, 2)], "Creatures you control get +0/+2."),
  vanguard("Selenia", 1, 7, [grant("vigilance")], "Creatures you control have vigilance."),
  vanguard("Tahngarth", -1, 7, [grant("haste")], "Creatures you control have haste."),
  vanguard("Orim", 0, 12, [grant("reach")], "Creatures you control have reach."),
  vanguard(
    "Rofellos",
    -2,
    4,
    [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: yours, self: "a" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    "Whenever a creature you control dies, draw a card.",
  ),
  vanguard(
    "Gerrard",
    -4,
    0,
    [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "draw", whose: "yours" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    "At the beginning of your draw step, draw an additional card.",
  ),
  vanguard(
    "Sidar Kondo",
    -1,
    12,
    [
      {
        kind: "activated",
        cost: { mana: "{3}" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "pump", what: { target: 0 }, power: 3, toughness: 3, duration: "endOfTurn" }],
      },
    ],
    "{3}: Target creature gets +3/+3 until end of turn.",
  ),
  vanguard(
    "Sliver Queen, Brood Mother",
    0,
    8,
    [
      {
        kind: "activated",
        cost: { mana: "{3}" },
        effects: [
          {
            e: "createToken",
            token: { types: ["Creature"], subtypes: ["Sliver"], colors: [], power: 1, toughness: 1 },
            amount: 1,
          },
        ],
      },
    ],
    "{3}: Create a 1/1 colorless Sliver creature token.",
  ),
  vanguard(
    "Urza",
    -1,
    10,
    [
      {
        kind: "activated",
        cost: { mana: "{3}" },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ],
    "{3}: Urza deals 1 damage to any target.",
  ),
];
