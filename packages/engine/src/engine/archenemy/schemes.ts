/**
 * Schemes (314) and the Archenemy rules that move them (904): setting a scheme in motion (701.32, the
 * turn-based action of 904.9), abandoning an ongoing scheme (701.33), and the state-based action that
 * turns a finished non-ongoing scheme face down (904.10, 314.6).
 *
 * A scheme deck is face down in the command zone (904.4) and its order hidden: it is a list of card ids
 * (`PlayerState.schemeDeck`, top first), and a scheme becomes an object only as it is turned face up — in
 * its owner's command zone (`PlayerState.command`), controlled by its owner (904.7). Turning it face down
 * again ends that object: it goes back into the deck as a card id.
 */
import type { GameObject, ObjId, PlayerId } from "../../state.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { invalidateLayers } from "../context/layerCache.ts";
import { emit } from "../context/record.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { faceUpSchemes, isArchenemy, isOngoing, isSchemeDef } from "../players/archenemies.ts";
import { activePlayers, inGame } from "../players/players.ts";
import { deleteObject, newObject } from "../zones/zones.ts";

/**
 * 701.32: `p` sets the top scheme of their scheme deck in motion — moves it off the deck and turns it
 * face up in the command zone; its "When you set this scheme in motion" abilities trigger (904.9). Only
 * an archenemy may (701.32a); with an empty scheme deck nothing happens.
 */
export function setInMotion(g: Ctx, p: PlayerId): void {
  const s = g.s;
  const pl = s.players[p];
  if (!isArchenemy(s, p) || !inGame(s, p) || pl.schemeDeck === undefined || pl.schemeDeck.length === 0)
    return;
  const card = pl.schemeDeck.shift()!;
  const o = newObject(s, card, p, "command");
  pl.command.push(o.id);
  pl.schemeInMotion = card;
  invalidateLayers(s); // 904.8: its static abilities apply from now on
  const def = defOf(g, card);
  emit(g, { type: "setInMotion", player: p, card: def.name, object: o.id, ongoing: isOngoing(def) });
  (def.abilities ?? []).forEach((a, i) => {
    if (a.kind === "triggered" && a.when.on === "setInMotion")
      s.triggers.push({ source: o.id, card, ability: i, controller: p, triggering: null });
  });
}

/**
 * 904.9: the turn-based action as the precombat main phase begins — each archenemy taking the turn (with
 * shared team turns, 805.4, the archenemy on the active team) sets their top scheme in motion.
 */
export function schemeTurnAction(g: Ctx): void {
  if (g.s.config.archenemies === undefined) return;
  for (const p of activePlayers(g.s)) setInMotion(g, p);
}

/** Turns face-up scheme `o` face down and puts it on the bottom of its owner's scheme deck (701.33b, 904.10). */
function toBottom(g: Ctx, o: GameObject, abandoned: boolean): void {
  const pl = g.s.players[o.owner];
  deleteObject(g.s, o.id);
  pl.schemeDeck = [...(pl.schemeDeck ?? []), o.card];
  emit(g, { type: "schemeToBottom", player: o.owner, card: defOf(g, o.card).name, abandoned });
}

/** 701.33: "abandon this scheme" — only a face-up ongoing scheme may be abandoned (701.33a). */
function abandon(g: Ctx, id: ObjId | null): void {
  const o = id === null ? undefined : g.s.objects[id];
  if (o === undefined || o.zone !== "command") return;
  const def = defOf(g, o);
  if (isSchemeDef(def) && isOngoing(def)) toBottom(g, o, true);
}

export const schemeEffects: EffectHandlers = {
  abandon: (g, r) => abandon(g, r.source),
};

/** Whether a triggered ability of a scheme is on the stack or waiting to be put on it (904.10). */
function schemeTriggersPending(g: Ctx): boolean {
  const s = g.s;
  const fromScheme = (card: string) => {
    const def = g.db.get(card);
    return def !== undefined && isSchemeDef(def);
  };
  if (s.triggers.some((t) => t.delayed === undefined && fromScheme(t.card))) return true;
  return s.stack.some((id) => s.objects[id].stack?.kind === "triggered" && fromScheme(s.objects[id].card));
}

/**
 * 904.10, 314.6 (a state-based action, 704): a face-up non-ongoing scheme, once no triggered ability of
 * any scheme is on the stack or waiting to be put on it, is turned face down and put on the bottom of its
 * owner's scheme deck. Returns whether it did anything.
 */
export function finishedSchemes(g: Ctx): boolean {
  const done = faceUpSchemes(g.db, g.s).filter((o) => !isOngoing(defOf(g, o)));
  if (done.length === 0 || schemeTriggersPending(g)) return false;
  for (const o of done) toBottom(g, o, false);
  return true;
}
