/** Cards whose static abilities grant a quoted triggered ability (layer 6, 613.1f): "… has '[ability]'". */
import type { Ability, CardDef, Modification, ObjectFilter } from "@roundtable/engine";
import { card } from "./define.ts";

/** 613.1f: "has "[ability]"" — the affected objects have this triggered ability as their own (113.7). */
export function has(ability: Ability & { kind: "triggered" }): Modification {
  return { m: "ability", ability };
}

const SLIVER_CREATURES_YOU_CONTROL: ObjectFilter = {
  types: ["Creature"],
  subtypes: ["Sliver"],
  controller: "you",
};

/** A Sliver whose static ability grants the Slivers `slivers` names a quoted triggered ability. */
function sliverGranting(
  name: string,
  cost: string,
  [power, toughness]: [number, number],
  slivers: ObjectFilter,
  ability: Ability & { kind: "triggered" },
  oracle: string,
): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes: ["Sliver"],
    power,
    toughness,
    abilities: [
      { kind: "static", effect: { s: "continuous", affects: { each: slivers }, mods: [has(ability)] } },
    ],
    oracle,
  });
}

export const grantedAbilityCards: CardDef[] = [
  sliverGranting(
    "Thorncaster Sliver",
    "{4}{R}",
    [2, 2],
    SLIVER_CREATURES_YOU_CONTROL,
    {
      kind: "triggered",
      when: { on: "attacks" },
      targets: [{ kind: "any" }],
      effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
    },
    'Sliver creatures you control have "Whenever this creature attacks, it deals 1 damage to any target."',
  ),
  sliverGranting(
    "Lavabelly Sliver",
    "{1}{R}{W}",
    [2, 2],
    SLIVER_CREATURES_YOU_CONTROL,
    {
      kind: "triggered",
      when: { on: "entersBattlefield" },
      targets: [{ kind: "playerOrPlaneswalker" }],
      effects: [
        { e: "damage", amount: 1, to: { target: 0 } },
        { e: "gainLife", who: "you", amount: 1 },
      ],
    },
    'Sliver creatures you control have "When this creature enters, it deals 1 damage to target player or planeswalker and you gain 1 life."',
  ),
  // Every Sliver, whoever controls it (its controller controls the ability, 603.3a), this one too.
  sliverGranting(
    "Harmonic Sliver",
    "{1}{G}{W}",
    [1, 1],
    { subtypes: ["Sliver"] },
    {
      kind: "triggered",
      when: { on: "entersBattlefield" },
      targets: [{ kind: "artifactOrEnchantment" }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    'All Slivers have "When this permanent enters, destroy target artifact or enchantment."',
  ),
];
