/**
 * Who the archenemies are (904.2a, 904.12b) and which of their schemes are face up (904.8): the queries
 * the rules below the Archenemy rules (the layers, the triggers, leaving the game) need. The rules that
 * move schemes are engine/archenemy/schemes.ts.
 */
import type { CardDb, CardDef } from "../../cards/types.ts";
import type { GameObject, GameState, PlayerId } from "../../state.ts";

/** 314.1: a scheme card. */
export function isSchemeDef(def: Pick<CardDef, "types">): boolean {
  return def.types.includes("Scheme");
}

/** 904.11: an ongoing scheme stays face up until it is abandoned. */
export function isOngoing(def: Pick<CardDef, "supertypes">): boolean {
  return def.supertypes?.includes("Ongoing") === true;
}

/** 904.2a, 904.12b: whether seat `p` is an archenemy. */
export function isArchenemy(s: GameState, p: PlayerId): boolean {
  return s.config.archenemies?.includes(p) === true;
}

/** The face-up schemes in the command zones (904.8: their abilities function there), in seat order. */
export function faceUpSchemes(db: CardDb, s: GameState): GameObject[] {
  if (s.config.archenemies === undefined) return [];
  const out: GameObject[] = [];
  for (const pl of s.players)
    for (const id of pl.command) {
      const o = s.objects[id];
      const def = db.get(o.card);
      if (def !== undefined && isSchemeDef(def)) out.push(o);
    }
  return out;
}

/** 800.4a: a player leaving the game takes their scheme deck with them (its cards count as removed). */
export function schemeDeckLeaves(s: GameState, p: PlayerId): void {
  const pl = s.players[p];
  if (pl.schemeDeck === undefined) return;
  s.removed += pl.schemeDeck.length;
  pl.schemeDeck = [];
}
