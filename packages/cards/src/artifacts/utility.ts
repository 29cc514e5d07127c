/** Utility artifacts: Equipment (301.5), a board wipe on a stick, removal and card draw for the table. */
import type { Ability, CardDef, Keyword } from "@roundtable/engine";
import { card, equipAbility, TAP_FOR_C } from "../define.ts";

/** "Equipped creature gets +P/+T [and has …]." and "Equip {N}" (702.6a). */
export function equipment(
  name: string,
  cost: string,
  bonus: { power?: number; toughness?: number; keywords?: Keyword[] },
  equip: string,
  oracle: string,
  extra: Ability[] = [],
  keywords: Keyword[] = [],
): CardDef {
  const mods = [];
  if (bonus.power !== undefined || bonus.toughness !== undefined)
    mods.push({ m: "modifyPT" as const, power: bonus.power ?? 0, toughness: bonus.toughness ?? 0 });
  if (bonus.keywords) mods.push({ m: "keywords" as const, keywords: bonus.keywords });
  return card({
    name,
    cost,
    types: ["Artifact"],
    subtypes: ["Equipment"],
    ...(keywords.length > 0 ? { keywords } : {}),
    abilities: [
      ...extra,
      { kind: "static", effect: { s: "continuous", affects: "equipped", mods } },
      equipAbility(equip),
    ],
    oracle,
  });
}

export const utility: CardDef[] = [
  equipment(
    "Swiftfoot Boots",
    "{2}",
    { keywords: ["hexproof", "haste"] },
    "{1}",
    "Equipped creature has hexproof and haste.\nEquip {1}",
  ),
  equipment(
    "Loxodon Warhammer",
    "{3}",
    { power: 3, keywords: ["trample", "lifelink"] },
    "{3}",
    "Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}",
  ),
  equipment(
    "Vulshok Morningstar",
    "{2}",
    { power: 2, toughness: 2 },
    "{2}",
    "Equipped creature gets +2/+2.\nEquip {2}",
  ),
  equipment(
    "Fireshrieker",
    "{3}",
    { keywords: ["double strike"] },
    "{2}",
    "Equipped creature has double strike.\nEquip {2}",
  ),
  equipment(
    "Darksteel Axe",
    "{1}",
    { power: 2 },
    "{2}",
    "Indestructible\nEquipped creature gets +2/+0.\nEquip {2}",
    [],
    ["indestructible"],
  ),
  card({
    name: "Trip Noose",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true },
        targets: [{ kind: "creature" }],
        effects: [{ e: "tap", what: { target: 0 } }],
      },
    ],
    oracle: "{2}, {T}: Tap target creature.",
  }),
  card({
    name: "Temple Bell",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [{ kind: "activated", cost: { tap: true }, effects: [{ e: "draw", who: "each", amount: 1 }] }],
    oracle: "{T}: Each player draws a card.",
  }),
  card({
    name: "Nevinyrral's Disk",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [
      { kind: "static", effect: { s: "entersTappedSelf" } },
      {
        kind: "activated",
        cost: { mana: "{1}", tap: true },
        effects: [
          {
            e: "destroy",
            what: { each: { types: ["Artifact", "Creature", "Enchantment"] } },
            quantifier: "each",
          },
        ],
      },
    ],
    oracle: "This artifact enters tapped.\n{1}, {T}: Destroy each artifact, creature, and enchantment.",
  }),
  card({
    name: "Meteor Golem",
    cost: "{7}",
    types: ["Artifact", "Creature"],
    subtypes: ["Golem"],
    power: 3,
    toughness: 3,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "permanent", filter: { nonland: true, controller: "opponent" } }],
        effects: [{ e: "destroy", what: { target: 0 } }],
      },
    ],
    oracle: "When this creature enters, destroy target nonland permanent an opponent controls.",
  }),
];

/** "You have no maximum hand size." (402.2) on an artifact. */
export const handSizeArtifacts: CardDef[] = [
  card({
    name: "Thought Vessel",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [{ kind: "static", effect: { s: "noMaximumHandSize" } }, TAP_FOR_C],
    oracle: "You have no maximum hand size.\n{T}: Add {C}.",
  }),
  card({
    name: "Spellbook",
    cost: "{0}",
    types: ["Artifact"],
    abilities: [{ kind: "static", effect: { s: "noMaximumHandSize" } }],
    oracle: "You have no maximum hand size.",
  }),
];
