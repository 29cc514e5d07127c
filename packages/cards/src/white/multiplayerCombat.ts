/** White's multiplayer combat: myriad (702.116) and melee (702.121). */
import type { CardDef } from "@roundtable/engine";
import { creature } from "../define.ts";

export const multiplayerCombat: CardDef[] = [
  creature(
    "Herald of the Host",
    "{3}{W}{W}",
    ["Angel"],
    4,
    4,
    ["flying", "vigilance", "myriad"],
    "Flying, vigilance\nMyriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token copy that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)",
  ),
  creature(
    "Wings of the Guard",
    "{1}{W}",
    ["Bird"],
    1,
    1,
    ["flying", "melee"],
    "Flying\nMelee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.)",
  ),
];
