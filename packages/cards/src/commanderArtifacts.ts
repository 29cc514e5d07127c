/**
 * Commander staple artifacts (903): Everflowing Chalice (multikicker, 702.33c, and a mana ability adding mana for
 * each counter on it, 605.3a), Chromatic Lantern (a static ability granting lands a mana ability, 613.1f) and
 * Skullclamp (an Equipment whose "whenever equipped creature dies" looks back in time, 603.10a).
 *
 * Oracle text as of the 2025 Oracle update ("this artifact" for the card's own name); each is checked against the
 * text generated from its data (test/commander-artifacts.test.ts).
 */
import type { CardDef, ManaType } from "@roundtable/engine";
import { card, equipAbility } from "./define.ts";

const ANY_COLOR: ManaType[] = ["W", "U", "B", "R", "G"];

export const commanderArtifactCards: CardDef[] = [
  card({
    name: "Everflowing Chalice",
    cost: "{0}",
    multikicker: "{2}",
    types: ["Artifact"],
    abilities: [
      // 614.1c, 702.33e: the permanent counts the spell's kicks.
      { kind: "static", effect: { s: "entersWithCounters", counter: "charge", n: { perKick: 1 } } },
      { kind: "mana", cost: { tap: true }, produce: ["C"], forEachCounter: "charge" },
    ],
    oracle:
      "Multikicker {2} (You may pay an additional {2} any number of times as you cast this spell.)\nThis artifact enters with a charge counter on it for each time it was kicked.\n{T}: Add {C} for each charge counter on this artifact.",
  }),
  card({
    name: "Chromatic Lantern",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Land"], controller: "you" } },
          // 613.1f: the lands have the mana ability as their own (605).
          mods: [{ m: "ability", ability: { kind: "mana", cost: { tap: true }, produce: ANY_COLOR } }],
        },
      },
      { kind: "mana", cost: { tap: true }, produce: ANY_COLOR },
    ],
    oracle: 'Lands you control have "{T}: Add one mana of any color."\n{T}: Add one mana of any color.',
  }),
  card({
    name: "Skullclamp",
    cost: "{1}",
    types: ["Artifact"],
    subtypes: ["Equipment"],
    abilities: [
      {
        kind: "static",
        effect: { s: "continuous", affects: "equipped", mods: [{ m: "modifyPT", power: 1, toughness: -1 }] },
      },
      // 603.10a: the Equipment attached to the creature just before it died.
      { kind: "triggered", when: { on: "equippedDies" }, effects: [{ e: "draw", who: "you", amount: 2 }] },
      equipAbility("{1}"), // 702.6a
    ],
    oracle: "Equipped creature gets +1/-1.\nWhenever equipped creature dies, draw two cards.\nEquip {1}",
  }),
];
