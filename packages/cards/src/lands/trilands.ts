/** Three-colour lands: the tap tri-lands of Shards of Alara and Khans of Tarkir, and the Triomes (cycling {3}). */
import type { CardDef, ManaType } from "@roundtable/engine";
import { card } from "../define.ts";
import { cyclingLand } from "./taplands.ts";

/** "This land enters tapped.\n{T}: Add {W}, {U}, or {B}." */
function triland(name: string, [a, b, c]: [ManaType, ManaType, ManaType]): CardDef {
  return card({
    name,
    types: ["Land"],
    abilities: [
      { kind: "static", effect: { s: "entersTappedSelf" } },
      { kind: "mana", cost: { tap: true }, produce: [a, b, c] },
    ],
    oracle: `This land enters tapped.\n{T}: Add {${a}}, {${b}}, or {${c}}.`,
  });
}

export const trilands: CardDef[] = [
  triland("Arcane Sanctum", ["W", "U", "B"]),
  triland("Crumbling Necropolis", ["U", "B", "R"]),
  triland("Savage Lands", ["B", "R", "G"]),
  triland("Jungle Shrine", ["R", "G", "W"]),
  triland("Seaside Citadel", ["G", "W", "U"]),
  triland("Sandsteppe Citadel", ["W", "B", "G"]),
  triland("Mystic Monastery", ["U", "R", "W"]),
  triland("Opulent Palace", ["B", "G", "U"]),
  triland("Nomad Outpost", ["R", "W", "B"]),
  triland("Frontier Bivouac", ["G", "U", "R"]),
];

export const triomes: CardDef[] = [
  cyclingLand("Ketria Triome", ["G", "U", "R"], "{3}"),
  cyclingLand("Indatha Triome", ["W", "B", "G"], "{3}"),
  cyclingLand("Raugrin Triome", ["U", "R", "W"], "{3}"),
  cyclingLand("Savai Triome", ["R", "W", "B"], "{3}"),
  cyclingLand("Zagoth Triome", ["B", "G", "U"], "{3}"),
  cyclingLand("Spara's Headquarters", ["G", "W", "U"], "{3}"),
  cyclingLand("Raffine's Tower", ["W", "U", "B"], "{3}"),
  cyclingLand("Xander's Lounge", ["U", "B", "R"], "{3}"),
  cyclingLand("Ziatora's Proving Ground", ["B", "R", "G"], "{3}"),
  cyclingLand("Jetmir's Garden", ["R", "G", "W"], "{3}"),
];
