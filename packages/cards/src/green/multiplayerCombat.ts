/** Green's multiplayer combat: melee (702.121). */
import type { CardDef } from "@roundtable/engine";
import { creature } from "../define.ts";

export const multiplayerCombat: CardDef[] = [
  creature(
    "Menagerie Liberator",
    "{3}{G}",
    ["Human", "Warrior"],
    3,
    2,
    ["trample", "melee"],
    "Trample\nMelee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.)",
  ),
];
