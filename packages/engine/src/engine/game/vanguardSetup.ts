/** 902.3, 902.4: each player's vanguard card put into the command zone as the game begins (players/vanguards.ts). */
import type { CardDb } from "../../cards/types.ts";
import type { GameState, PlayerId } from "../../state.ts";
import { isVanguardCard } from "../players/vanguards.ts";
import { newObject } from "../zones/zones.ts";

/**
 * 902.3, 902.4, 103.4b: puts `card`, p's vanguard card, into p's command zone face up and sets p's starting
 * life total to the variant's plus the card's life modifier. Returns a problem (for the caller's error at
 * its path), or null.
 */
export function putVanguard(db: CardDb, s: GameState, p: PlayerId, card: string | undefined): string | null {
  if (s.config.vanguard !== true)
    return card === undefined ? null : "only a Vanguard game (902) has vanguard cards";
  if (card === undefined) return "a Vanguard game needs each player's vanguard card (902.3): a card id";
  const def = db.get(card);
  if (def === undefined) return `unknown card id ${JSON.stringify(card)}`;
  if (!isVanguardCard(def)) return `${def.name} isn't a vanguard card (313.1)`;
  const o = newObject(s, card, p, "command"); // 613.7i: its timestamp is the game's beginning
  const pl = s.players[p];
  pl.command.push(o.id);
  pl.vanguard = card;
  pl.life = s.config.startingLife + (def.lifeModifier ?? 0); // 902.4
  return null;
}
