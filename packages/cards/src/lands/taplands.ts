/**
 * Two-colour lands that enter tapped (614.1c): the Guildgates, the gain lands and the Invasion tap lands,
 * and the Amonkhet cycling lands (two basic land types, 305.7; cycling, 702.29).
 */
import type { Ability, CardDef, ManaType } from "@roundtable/engine";
import { card } from "../define.ts";

type Pair = [ManaType, ManaType];
const ETB_TAPPED: Ability = { kind: "static", effect: { s: "entersTappedSelf" } };

/** "This land enters tapped.\n{T}: Add {W} or {U}." with optional subtypes (Gate). */
function tapland(name: string, [a, b]: Pair, subtypes?: string[]): CardDef {
  return card({
    name,
    types: ["Land"],
    ...(subtypes ? { subtypes } : {}),
    abilities: [ETB_TAPPED, { kind: "mana", cost: { tap: true }, produce: [a, b] }],
    oracle: `This land enters tapped.\n{T}: Add {${a}} or {${b}}.`,
  });
}

/** A gain land: enters tapped, "When this land enters, you gain 1 life." */
function gainland(name: string, [a, b]: Pair): CardDef {
  return card({
    name,
    types: ["Land"],
    abilities: [
      ETB_TAPPED,
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 1 }],
      },
      { kind: "mana", cost: { tap: true }, produce: [a, b] },
    ],
    oracle: `This land enters tapped.\nWhen this land enters, you gain 1 life.\n{T}: Add {${a}} or {${b}}.`,
  });
}

const LAND_TYPE: Record<ManaType, string> = {
  W: "Plains",
  U: "Island",
  B: "Swamp",
  R: "Mountain",
  G: "Forest",
  C: "",
};

/** A land with basic land types that enters tapped, with cycling (the Amonkhet duals, the Triomes). */
export function cyclingLand(name: string, mana: ManaType[], cycling: string): CardDef {
  const reminder =
    mana.length === 2
      ? `{${mana[0]}} or {${mana[1]}}`
      : `${mana
          .slice(0, -1)
          .map((m) => `{${m}}`)
          .join(", ")}, or {${mana[mana.length - 1]}}`;
  return card({
    name,
    types: ["Land"],
    subtypes: mana.map((m) => LAND_TYPE[m]),
    abilities: [
      { kind: "mana", cost: { tap: true }, produce: mana },
      ETB_TAPPED,
      {
        kind: "activated",
        cost: { mana: cycling, discardSelf: true },
        cycling: true,
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: `({T}: Add ${reminder}.)\nThis land enters tapped.\nCycling ${cycling} (${cycling}, Discard this card: Draw a card.)`,
  });
}

const WU: Pair = ["W", "U"];
const UB: Pair = ["U", "B"];
const BR: Pair = ["B", "R"];
const RG: Pair = ["R", "G"];
const GW: Pair = ["G", "W"];
const WB: Pair = ["W", "B"];
const UR: Pair = ["U", "R"];
const BG: Pair = ["B", "G"];
const RW: Pair = ["R", "W"];
const GU: Pair = ["G", "U"];

export const guildgates: CardDef[] = [
  tapland("Azorius Guildgate", WU, ["Gate"]),
  tapland("Dimir Guildgate", UB, ["Gate"]),
  tapland("Rakdos Guildgate", BR, ["Gate"]),
  tapland("Gruul Guildgate", RG, ["Gate"]),
  tapland("Selesnya Guildgate", GW, ["Gate"]),
  tapland("Orzhov Guildgate", WB, ["Gate"]),
  tapland("Izzet Guildgate", UR, ["Gate"]),
  tapland("Golgari Guildgate", BG, ["Gate"]),
  tapland("Boros Guildgate", RW, ["Gate"]),
  tapland("Simic Guildgate", GU, ["Gate"]),
];

export const taplands: CardDef[] = [
  tapland("Coastal Tower", WU),
  tapland("Salt Marsh", UB),
  tapland("Urborg Volcano", BR),
  tapland("Shivan Oasis", RG),
  tapland("Elfhame Palace", GW),
];

export const gainlands: CardDef[] = [
  gainland("Tranquil Cove", WU),
  gainland("Dismal Backwater", UB),
  gainland("Bloodfell Caves", BR),
  gainland("Rugged Highlands", RG),
  gainland("Blossoming Sands", GW),
  gainland("Scoured Barrens", WB),
  gainland("Swiftwater Cliffs", UR),
  gainland("Jungle Hollow", BG),
  gainland("Wind-Scarred Crag", RW),
  gainland("Thornwood Falls", GU),
  gainland("Sejiri Refuge", WU),
  gainland("Jwar Isle Refuge", UB),
  gainland("Akoum Refuge", BR),
  gainland("Kazandu Refuge", RG),
  gainland("Graypelt Refuge", GW),
];

export const cyclingDuals: CardDef[] = [
  cyclingLand("Irrigated Farmland", ["W", "U"], "{2}"),
  cyclingLand("Fetid Pools", ["U", "B"], "{2}"),
  cyclingLand("Canyon Slough", ["B", "R"], "{2}"),
  cyclingLand("Sheltered Thicket", ["R", "G"], "{2}"),
  cyclingLand("Scattered Groves", ["G", "W"], "{2}"),
];
