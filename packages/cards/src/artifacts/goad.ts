/** Artifacts that goad (701.15): an Equipment moved onto an opponent's creature. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const goad: CardDef[] = [
  card({
    name: "Bloodthirsty Blade",
    cost: "{2}",
    types: ["Artifact"],
    subtypes: ["Equipment"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: "equipped",
          mods: [{ m: "modifyPT", power: 2, toughness: 0 }, { m: "goaded" }],
        },
      },
      {
        kind: "activated",
        cost: { mana: "{1}" },
        sorcery: true,
        targets: [{ kind: "creature", filter: { controller: "opponent" }, intent: "harmful" }],
        effects: [{ e: "attachSelf" }],
      },
    ],
    oracle:
      "Equipped creature gets +2/+0 and is goaded. (It attacks each combat if able and attacks a player other than you if able.)\n{1}: Attach this Equipment to target creature an opponent controls. Activate only as a sorcery.",
  }),
];
