/**
 * The Vanguard variant (902) and vanguard cards (313). Each player starts the game with one face-up vanguard
 * card in the command zone (902.3), which stays there all game (313.2, 400.4b); its owner controls it
 * (902.6, 313.5). Its hand modifier changes its owner's starting and maximum hand size (902.5, 902.5b,
 * 313.6), its life modifier their starting life total (902.4, 313.7), and its static, triggered and
 * activated abilities function from the command zone (902.7, 313.4, 113.6p): the layers (layers.ts), the
 * triggers (triggers.ts) and activation (castable.ts, activate.ts) ask `vanguardSources` for them. Putting
 * the vanguards into the command zone as the game begins: game/vanguardSetup.ts.
 */
import type { CardDb, CardDef } from "../../cards/types.ts";
import type { GameObject, GameState, ObjId, PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";

/** Whether a definition is a vanguard card (313.1). */
export function isVanguardCard(def: CardDef | undefined): boolean {
  return def?.types.includes("Vanguard") === true;
}

/** p's vanguard card in the command zone, if p plays with one and is still in the game. */
export function vanguardObject(s: GameState, p: PlayerId): GameObject | undefined {
  const pl = s.players[p];
  if (pl.vanguard === undefined || pl.left) return undefined;
  for (const id of pl.command) {
    const o = s.objects[id];
    if (o !== undefined && o.card === pl.vanguard) return o;
  }
  return undefined;
}

/**
 * The face-up vanguard cards of the players still in the game, in seat order: the objects whose abilities
 * function from the command zone (902.7). Empty outside a Vanguard game.
 */
export function vanguardSources(s: GameState): ObjId[] {
  if (s.config.vanguard !== true) return [];
  const out: ObjId[] = [];
  for (let p = 0; p < s.players.length; p++) {
    const o = vanguardObject(s, p);
    if (o !== undefined) out.push(o.id);
  }
  return out;
}

/** p's vanguard card as a source of activated abilities: its controller is its owner (902.6). */
export function vanguardSourcesOf(s: GameState, p: PlayerId): ObjId[] {
  if (s.config.vanguard !== true) return [];
  const o = vanguardObject(s, p);
  return o === undefined ? [] : [o.id];
}

/** The hand modifier of p's vanguard card (211.1), 0 without one. */
function handModifier(db: CardDb, s: GameState, p: PlayerId): number {
  const card = s.players[p].vanguard;
  return card === undefined ? 0 : (db.get(card)?.handModifier ?? 0);
}

/**
 * p's starting hand size (103.5, 902.5) and maximum hand size (402.2, 902.5b), one number (313.6): the
 * variant's seven, as modified by the hand modifier of p's vanguard card (never below zero).
 */
export function handSize(g: Ctx, p: PlayerId): number {
  return Math.max(0, g.s.config.handSize + handModifier(g.db, g.s, p));
}
