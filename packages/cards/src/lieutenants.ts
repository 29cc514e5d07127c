/** Cards with lieutenant (an ability word, 207.2c): "As long as you control your commander, …" (903.3d). */
import type { Ability, Affected, CardDef, Modification } from "@roundtable/engine";
import { creatureWith } from "./define.ts";
import { has } from "./grantedAbilities.ts";

/** "Lieutenant — As long as you control your commander, [effects]." (611.3a: checked all the time.) */
function lieutenant(...effects: { affects: Affected; mods: Modification[] }[]): Ability {
  return { kind: "static", effect: { s: "asLongAs", condition: { if: "youControlCommander" }, effects } };
}

const PLUS_TWO: Modification = { m: "modifyPT", power: 2, toughness: 2 };

/** "…, this creature gets +2/+2 and has \"[ability]\"" (613.1f: its own ability while it has it). */
function lieutenantHas(ability: Ability & { kind: "triggered" }): Ability {
  return lieutenant({ affects: "self", mods: [PLUS_TWO, has(ability)] });
}
const CREATURES_YOU_CONTROL = { types: ["Creature" as const], controller: "you" as const };

export const lieutenantCards: CardDef[] = [
  creatureWith(
    "Angelic Field Marshal",
    "{2}{W}{W}",
    ["Angel"],
    [3, 3],
    [
      lieutenant(
        { affects: "self", mods: [PLUS_TWO] },
        { affects: { each: CREATURES_YOU_CONTROL }, mods: [{ m: "keywords", keywords: ["vigilance"] }] },
      ),
    ],
    "Flying\nLieutenant — As long as you control your commander, this creature gets +2/+2 and creatures you control have vigilance.",
    ["flying"],
  ),
  creatureWith(
    "Thunderfoot Baloth",
    "{4}{G}{G}",
    ["Beast"],
    [5, 5],
    [
      lieutenant(
        { affects: "self", mods: [PLUS_TWO] },
        {
          affects: { each: CREATURES_YOU_CONTROL, other: true },
          mods: [PLUS_TWO, { m: "keywords", keywords: ["trample"] }],
        },
      ),
    ],
    "Trample\nLieutenant — As long as you control your commander, this creature gets +2/+2 and other creatures you control get +2/+2 and have trample.",
    ["trample"],
  ),
  creatureWith(
    "Demon of Wailing Agonies",
    "{3}{B}{B}",
    ["Demon"],
    [4, 4],
    [
      // "That player" is the player dealt the damage.
      lieutenantHas({
        kind: "triggered",
        when: { on: "dealsDamage", to: "player", combat: true },
        effects: [{ e: "sacrificeChosen", who: "triggering", filter: { types: ["Creature"] } }],
      }),
    ],
    'Flying\nLieutenant — As long as you control your commander, this creature gets +2/+2 and has "Whenever this creature deals combat damage to a player, that player sacrifices a creature of their choice."',
    ["flying"],
  ),
  creatureWith(
    "Stormsurge Kraken",
    "{3}{U}{U}",
    ["Kraken"],
    [5, 5],
    [
      // 509.3c: once a combat, however many creatures block it.
      lieutenantHas({
        kind: "triggered",
        when: { on: "becomesBlocked" },
        effects: [{ e: "may", effects: [{ e: "draw", who: "you", amount: 2 }] }],
      }),
    ],
    'Hexproof\nLieutenant — As long as you control your commander, this creature gets +2/+2 and has "Whenever this creature becomes blocked, you may draw two cards."',
    ["hexproof"],
  ),
  creatureWith(
    "Tyrant's Familiar",
    "{5}{R}{R}",
    ["Dragon"],
    [5, 5],
    [
      // 508.5, 802.2a: among the creatures of the player it attacks (or whose planeswalker it attacks).
      lieutenantHas({
        kind: "triggered",
        when: { on: "attacks" },
        targets: [{ kind: "creature", defending: true }],
        effects: [{ e: "damage", amount: 7, to: { target: 0 } }],
      }),
    ],
    'Flying, haste\nLieutenant — As long as you control your commander, this creature gets +2/+2 and has "Whenever this creature attacks, it deals 7 damage to target creature defending player controls."',
    ["flying", "haste"],
  ),
];
