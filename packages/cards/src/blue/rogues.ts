/** Blue evasive creatures: "This creature can't be blocked.", and those that draw on combat damage. */
import type { Ability, CardDef, Keyword } from "@roundtable/engine";
import { creature } from "../define.ts";

/** A creature with keywords and one more ability, whose Oracle text is `line` after the keywords. */
function withOne(
  name: string,
  cost: string,
  subtypes: string[],
  pt: [number, number],
  keywords: Keyword[],
  ability: Ability,
  line: string,
): CardDef {
  const oracle = keywords.length > 0 ? `Hexproof\n${line}` : line;
  return { ...creature(name, cost, subtypes, pt[0], pt[1], keywords, oracle), abilities: [ability] };
}

/** "This creature can't be blocked." (509.1b: any creature is a blocker it can't have). */
const unblockable: Ability = {
  kind: "static",
  effect: { s: "cantBeBlockedBy", affects: "self", filter: {} },
};
const UNBLOCKABLE = "This creature can't be blocked.";

/** "Whenever this creature deals combat damage to a player, draw a card." */
const drawOnDamage: Ability = {
  kind: "triggered",
  when: { on: "dealsDamage", to: "player", combat: true },
  effects: [{ e: "draw", who: "you", amount: 1 }],
};
const DRAW_ON_DAMAGE = "Whenever this creature deals combat damage to a player, draw a card.";

export const rogues: CardDef[] = [
  withOne("Triton Shorestalker", "{U}", ["Merfolk", "Rogue"], [1, 1], [], unblockable, UNBLOCKABLE),
  withOne("Mist-Cloaked Herald", "{U}", ["Merfolk", "Warrior"], [1, 1], [], unblockable, UNBLOCKABLE),
  withOne("Slither Blade", "{U}", ["Naga", "Rogue"], [1, 2], [], unblockable, UNBLOCKABLE),
  withOne("Invisible Stalker", "{1}{U}", ["Human", "Rogue"], [1, 1], ["hexproof"], unblockable, UNBLOCKABLE),
  withOne("Phantom Warrior", "{1}{U}{U}", ["Illusion", "Warrior"], [2, 2], [], unblockable, UNBLOCKABLE),
  withOne("Latch Seeker", "{1}{U}{U}", ["Spirit"], [3, 1], [], unblockable, UNBLOCKABLE),
  withOne("Tidal Kraken", "{5}{U}{U}{U}", ["Kraken"], [6, 6], [], unblockable, UNBLOCKABLE),
  withOne("Scroll Thief", "{2}{U}", ["Merfolk", "Rogue"], [1, 3], [], drawOnDamage, DRAW_ON_DAMAGE),
  withOne("Stealer of Secrets", "{2}{U}", ["Human", "Rogue"], [2, 2], [], drawOnDamage, DRAW_ON_DAMAGE),
];
